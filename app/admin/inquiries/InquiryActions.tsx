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
        <Form method="post">
          {fields("status")}
          <label htmlFor="inquiry-status">{w("changeStatus")}</label>
          <select id="inquiry-status" name="status" defaultValue={inquiry.status}>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {w(`status_${status}`)}
              </option>
            ))}
          </select>
          <button type="submit">{w("save")}</button>
        </Form>
        <Form method="post">
          {fields("assign")}
          <label htmlFor="inquiry-assignee">{w("assign")}</label>
          <select id="inquiry-assignee" name="assignee" defaultValue={inquiry.assignee ?? ""}>
            <option value="">{w("nobody")}</option>
            {assignees.map((email) => (
              <option key={email} value={email}>
                {email}
              </option>
            ))}
          </select>
          <button type="submit">{w("save")}</button>
        </Form>
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
