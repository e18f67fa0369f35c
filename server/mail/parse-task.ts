import type { IncomingMail } from "./incoming";
import { parseHeadersOnly, parseMessage, unreadable, type Meta } from "./parse";

/**
 * The mail's parse as a task of the work pool (server/work-tasks.ts, issue 56): it runs in the
 * pool's thread, raw bytes in, the parsed mail out, both plain data (structured clone). The
 * serving thread's side, with the time limit and what happens past it, is `read.ts`.
 */

export type MailParseJob =
  /** A whole message (`parseMessage`). */
  | { part: "message"; source: Uint8Array; meta: Meta }
  /** The header block of one over the size limit (`parseHeadersOnly`). */
  | { part: "headers"; source: Uint8Array; meta: Meta & { size: number } }
  /** The beginning of one past its limit: sender and subject from its header block. */
  | { part: "unreadable"; source: Uint8Array; meta: Meta };

/**
 * An attachment as it crosses threads: its bytes, or `source` for the raw message itself, which
 * the serving thread holds already (a 20 MB message is not sent back).
 */
export type PortableAttachment = { filename: string; contentType: string } & (
  { content: Uint8Array } | { source: true }
);

export type PortableMail = Omit<IncomingMail, "attachments"> & {
  attachments: PortableAttachment[];
};

export async function parseMail(job: MailParseJob): Promise<PortableMail> {
  const source = Buffer.from(job.source.buffer, job.source.byteOffset, job.source.byteLength);
  const mail =
    job.part === "message"
      ? await parseMessage(source, job.meta)
      : job.part === "headers"
        ? await parseHeadersOnly(source, job.meta)
        : await unreadable(source, job.meta);
  return {
    ...mail,
    attachments: mail.attachments.map(({ filename, contentType, content }) =>
      // A copy of its own: a view of a larger buffer would carry all of it across.
      content === source
        ? { filename, contentType, source: true }
        : { filename, contentType, content: new Uint8Array(content) },
    ),
  };
}
