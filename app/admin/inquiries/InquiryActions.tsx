import type { ReactNode } from "react";
import { Form } from "react-router";
import { STATUSES, type InquiryStatus } from "../../../server/inquiries/inbox-query";
import { ConfirmAction } from "../frame/ConfirmAction";
import { PostFields } from "./PostFields";
import type { Words } from "./words";

/** Status, assignee, a note and spam: each its own plain form post. */
export function InquiryActions({
  inquiry,
  assignees,
  spamWords,
  w,
}: {
  inquiry: { status: InquiryStatus; assignee?: string; revision: number };
  assignees: string[];
  spamWords: Parameters<typeof ConfirmAction>[0]["words"];
  w: Words;
}) {
  const fields = (intent: string) => <PostFields intent={intent} revision={inquiry.revision} />;
  return (
    <section>
      <h2 id="inquiry-actions">{w("actions")}</h2>
      <div className="inquiry-actions">
        <ChoicePost
          fields={fields("status")}
          id="inquiry-status"
          name="status"
          label={w("changeStatus")}
          value={inquiry.status}
          choices={STATUSES.map((status) => [status, w(`status_${status}`)])}
          save={w("save")}
        />
        <ChoicePost
          fields={fields("assign")}
          id="inquiry-assignee"
          name="assignee"
          label={w("assign")}
          value={inquiry.assignee ?? ""}
          choices={[["", w("nobody")], ...assignees.map((email) => [email, email] as const)]}
          save={w("save")}
        />
        <Form method="post">
          {fields("note")}
          <label htmlFor="inquiry-note">{w("noteLabel")}</label>
          <textarea id="inquiry-note" name="note" rows={4} maxLength={4000} required />
          <button type="submit">{w("addNote")}</button>
        </Form>
        {inquiry.status !== "spam" && (
          <div className="inquiry-secondary">
            <ConfirmAction fields={fields("spam")} words={spamWords} />
          </div>
        )}
      </div>
    </section>
  );
}

/** One choice saved by its own post: a label, a select of [value, words] pairs, a button. */
function ChoicePost({
  fields,
  id,
  name,
  label,
  value,
  choices,
  save,
}: {
  fields: ReactNode;
  id: string;
  name: string;
  label: string;
  value: string;
  choices: (readonly [string, string])[];
  save: string;
}) {
  return (
    <Form method="post">
      {fields}
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value}>
        {choices.map(([choice, words]) => (
          <option key={choice} value={choice}>
            {words}
          </option>
        ))}
      </select>
      <button type="submit">{save}</button>
    </Form>
  );
}
