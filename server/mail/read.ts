import { work, WorkError } from "../work/pool";
import type { IncomingMail } from "./incoming";
import { MAX_HEADER_BYTES, rawOnly, type Meta } from "./parse";
import type { MailParseJob, PortableMail } from "./parse-task";

/**
 * A message from the mailbox read off the serving thread (issue 56): mailparser and html-to-text
 * run in the work pool's thread (`parse-task.ts`) with a time limit and the pool's memory bound.
 * One past either is not lost: it is "could not be read" with its raw bytes kept as a download,
 * its sender and subject read from its header block alone (a second job) when that goes.
 * A pool too busy to take the job throws: the reader leaves the message unseen and tries later.
 */

/**
 * A message's limit (ms). A mail of 20 MB with a PDF took 1.75 s on a host ten times busier than
 * its cores, so a readable mail is far from it; the hostile corpus (bench/) far past it.
 */
export const PARSE_MS = 20_000;
/**
 * The header block's limit, after a message went past its own: the pool's own, as the job may
 * wait for a new thread (the one past its limit was ended).
 */
const HEADERS_MS = PARSE_MS;

export async function readMessage(
  source: Buffer,
  meta: Meta,
  { timeoutMs = PARSE_MS }: { timeoutMs?: number } = {},
): Promise<IncomingMail> {
  try {
    return await run({ part: "message", source: exact(source), meta }, source, timeoutMs);
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "busy") throw error;
  }
  // Past its time or memory limit, or its thread failed: the header block alone, in a thread.
  const header = exact(source.subarray(0, MAX_HEADER_BYTES));
  try {
    return await run({ part: "unreadable", source: header, meta }, source, HEADERS_MS);
  } catch {
    return rawOnly(source, meta);
  }
}

/** The header block of a message over the size limit, in the pool as well. */
export async function readHeadersOnly(
  header: Buffer,
  meta: Meta & { size: number },
  { timeoutMs = PARSE_MS }: { timeoutMs?: number } = {},
): Promise<IncomingMail> {
  try {
    return await run({ part: "headers", source: exact(header), meta }, header, timeoutMs);
  } catch (error) {
    if (!(error instanceof WorkError) || error.reason === "busy") throw error;
    // Its note without sender or subject: the message itself stays in the mailbox.
    const note = rawOnly(Buffer.alloc(0), meta);
    delete note.unreadable;
    return { ...note, attachments: [], tooLarge: { size: meta.size } };
  }
}

async function run(job: MailParseJob, source: Buffer, timeoutMs: number) {
  return fromPortable(await work().run("mail-parse", job, { timeoutMs }), source);
}

/** The mail as the store takes it: Buffers again, and the raw message as the one held here. */
function fromPortable(mail: PortableMail, source: Buffer): IncomingMail {
  return {
    ...mail,
    attachments: mail.attachments.map((file) => ({
      filename: file.filename,
      contentType: file.contentType,
      content:
        "source" in file
          ? source
          : Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength),
    })),
  };
}

/**
 * The bytes alone in their memory: a structured clone sends a view's whole buffer, and a
 * message may be a view of a larger one.
 */
function exact(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength
    ? bytes
    : new Uint8Array(bytes);
}
