import type { StoredMessage } from "../../../server/inquiries/messages";
import { kst } from "../frame/inbox-words";
import type { Words } from "./words";

/** "1.2 MB", "34 KB": a file's size for the link. */
export function fileSize(bytes: number) {
  return bytes >= 1_000_000
    ? `${(bytes / 1_000_000).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1000))} KB`;
}

/**
 * A mail from the mailbox on the timeline: who sent it and when (KST), its kind, its new words
 * (plain text, never HTML), the quoted history folded, and its attachments as downloads (or,
 * past the mail files' quota, a note of each one not kept).
 */
export function MessageEntry({
  message,
  w,
  fileHref,
}: {
  message: StoredMessage;
  w: Words;
  fileHref: (id: number) => string;
}) {
  const sender = message.senderName ? `${message.senderName} <${message.sender}>` : message.sender;
  const heading = message.tooLarge
    ? w("ev_message_large", { sender, size: (message.tooLarge / 1_000_000).toFixed(1) })
    : message.kind === "auto-reply"
      ? w("ev_message_auto", { sender })
      : message.kind === "bounce"
        ? w("ev_message_bounce", { sender })
        : w("ev_message", { sender });
  return (
    <div className={`inquiry-message inquiry-message-${message.kind}`}>
      <span>{heading}</span>
      {message.otherSender && (
        <strong className="inquiry-message-other"> {w("message_other")}</strong>
      )}
      <p className="inquiry-reply-subject">{message.subject}</p>
      <p className="inquiry-message-sent">{w("message_sent", { at: kst(message.sentAt) })}</p>
      {message.body && <p className="inquiry-note">{message.body}</p>}
      {message.cut && <p className="admin-hint">{w("message_cut")}</p>}
      {message.quoted && (
        <details>
          <summary>{w("message_quoted")}</summary>
          <p className="inquiry-note">{message.quoted}</p>
        </details>
      )}
      {message.files.length + message.notKept.length > 0 && (
        <>
          <p>{w("message_files")}</p>
          <ul className="inquiry-message-files">
            {message.files.map((file) => (
              <li key={file.id}>
                <a href={fileHref(file.id)} download={file.name}>
                  {w("message_file", { name: file.name, size: fileSize(file.size) })}
                </a>
              </li>
            ))}
            {message.notKept.map((file, index) => (
              <li key={`not-kept-${index}`} className="admin-hint">
                {w("message_not_kept", { name: file.name, size: fileSize(file.size) })}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
