import { Fragment, useState, type DragEvent, type FormEvent, type ReactNode } from "react";
import { Form } from "react-router";
import type { RefusedReply } from "../../../server/admin/inquiry-actions";
import { placeholderIn } from "../../../server/inquiries/reply-placeholder";
import { useHydrated } from "../../site/use-hydrated";
import { FormMessage } from "../frame/FormMessage";
import { fileSize } from "./MessageEntry";
import type { Words } from "./words";

/** The second submit button that sends a reply holding the template's placeholder line. */
export const SEND_ANYWAY = "placeholder";
/** A file kept by the server from a refused try, by its token: ticked, it goes with the reply. */
export const KEPT_FILE = "kept";
/** Sent by the page's script: the file field still holds the files after a refusal. */
export const FILES_IN_BROWSER = "filesInBrowser";

/** A refused reply's notice, by the problem the server named (the placeholder is asked below). */
const PROBLEM_WORDS = {
  mailOff: "replyMailOff",
  bad: "replyBad",
  address: "replyAddress",
  files: "replyFilesTooLarge",
  fileType: "replyFileType",
} as const;

/**
 * The reply form: the template in the inquiry's language (or what was typed, after a refusal),
 * to the buyer, from the sender, Reply-To the staff member. A plain post without JavaScript;
 * after a refusal the server lists the files it kept, which go with the next post.
 */
export function ReplyForm({
  inquiry,
  reply,
  refused,
  hidden,
  w,
}: {
  inquiry: { email: string; lang: "ko" | "en" };
  reply: {
    template: { subject: string; body: string };
    from: string;
    replyTo: string;
    on: boolean;
  };
  refused?: RefusedReply["reply"];
  hidden: ReactNode;
  w: Words;
}) {
  const shown = refused ?? reply.template;
  const problem = refused?.problem;
  const kept = refused?.files ?? [];
  // With script the file field keeps its files through a refusal; the server keeps none then.
  const scripted = useHydrated();
  // The placeholder line found when sending: asked here before the post with JavaScript, by
  // the server's answer without.
  const [asking, setAsking] = useState<string>();
  const placeholder = asking ?? (problem === "placeholder" ? placeholderIn(shown.body) : undefined);
  // Files dropped anywhere on the form join the file field (without script: dropped on the field).
  const [dragging, setDragging] = useState(false);
  const drop = (event: DragEvent<HTMLFormElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDragging(false);
    const input = event.currentTarget.elements.namedItem("files") as HTMLInputElement;
    const all = new DataTransfer();
    for (const file of Array.from(input.files ?? [])) all.items.add(file);
    for (const file of Array.from(event.dataTransfer.files)) all.items.add(file);
    input.files = all.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  };
  const dragOver = (event: DragEvent<HTMLFormElement>) => {
    if (!event.dataTransfer.types.includes("Files")) return;
    event.preventDefault();
    setDragging(true);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    if (submitter?.getAttribute("name") === SEND_ANYWAY) return;
    const body = event.currentTarget.elements.namedItem("body") as HTMLTextAreaElement;
    const found = placeholderIn(body.value.replace(/\r\n?/g, "\n"));
    setAsking(found);
    if (!found) return;
    event.preventDefault();
  };
  // The subject and the body: what was shown, in the inquiry's language, both required.
  const typed = (name: "subject" | "body") => ({
    id: `reply-${name}`,
    name,
    defaultValue: shown[name],
    required: true,
    lang: inquiry.lang,
    "aria-invalid": problem === "bad" || undefined,
  });
  return (
    <section className="inquiry-reply" aria-labelledby="inquiry-reply">
      <h2 id="inquiry-reply" tabIndex={-1}>
        {w("replyTitle")}
      </h2>
      {problem && problem !== "placeholder" && (
        <FormMessage text={w(PROBLEM_WORDS[problem], { name: refused?.refusedFile ?? "" })} />
      )}
      {!reply.on && !problem && <p className="inquiry-reply-off">{w("replyMailOffNow")}</p>}
      <p>{w("replyHint", { language: inquiry.lang === "ko" ? "한국어" : "English" })}</p>
      <dl className="inquiry-fields inquiry-reply-head">
        {(
          [
            ["replyTo", inquiry.email],
            ["replyFrom", reply.from],
            ["replyReplyTo", reply.replyTo],
          ] as const
        ).map(([term, address]) => (
          <Fragment key={term}>
            <dt>{w(term)}</dt>
            <dd>{address}</dd>
          </Fragment>
        ))}
      </dl>
      <Form
        method="post"
        encType="multipart/form-data"
        className={`inquiry-reply-form${dragging ? " inquiry-reply-dragging" : ""}`}
        onSubmit={submit}
        onDrop={drop}
        onDragOver={dragOver}
        onDragLeave={() => setDragging(false)}
      >
        {hidden}
        {scripted && <input type="hidden" name={FILES_IN_BROWSER} value="yes" />}
        <label htmlFor="reply-subject">{w("replySubject")}</label>
        <input {...typed("subject")} maxLength={200} />
        <label htmlFor="reply-body">{w("replyBody")}</label>
        <textarea {...typed("body")} rows={18} maxLength={20000} />
        <label htmlFor="reply-files">{w("replyFiles")}</label>
        <input
          id="reply-files"
          name="files"
          type="file"
          multiple
          aria-describedby="reply-files-hint"
          aria-invalid={problem === "files" || problem === "fileType" || undefined}
        />
        <p id="reply-files-hint" className="admin-hint">
          {w("replyFilesHint")}
        </p>
        {kept.length > 0 && (
          <fieldset className="inquiry-reply-kept" aria-describedby="reply-kept-hint">
            <legend>{w("replyKept")}</legend>
            <p id="reply-kept-hint" className="admin-hint">
              {w("replyKeptHint")}
            </p>
            <ul>
              {kept.map((file) => (
                <li key={file.token}>
                  <label>
                    <input type="checkbox" name={KEPT_FILE} value={file.token} defaultChecked />{" "}
                    {file.name} ({fileSize(file.size)})
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        )}
        <button type="submit">{w("replySend")}</button>
        {placeholder && (
          <div className="admin-message admin-message-error inquiry-reply-confirm" role="alert">
            <p>{w("replyPlaceholder", { line: placeholder })}</p>
            <button type="submit" name={SEND_ANYWAY} value="send" className="admin-button-danger">
              {w("replySendAnyway")}
            </button>
          </div>
        )}
      </Form>
    </section>
  );
}
