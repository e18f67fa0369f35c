import { convert } from "html-to-text";
import { simpleParser, type ParsedMail } from "mailparser";
import { readVerdict } from "./authentication";
import { classify } from "./classify";
import { withoutBidi, withoutFormat } from "./format-chars";
import type { IncomingAttachment, IncomingMail, MailboxKey } from "./incoming";

/**
 * A raw message (RFC 5322) as the mailbox gave it, made into the IncomingMail the store takes:
 * mailparser decodes it (MIME, encoded words, charsets); this module keeps only text, splits the
 * quoted history off, cleans names and keys, and never lets a broken message throw: whatever
 * fails (mailparser, a classifier) makes the message "could not be read", its raw bytes kept as
 * its one attachment (issue 47). It runs in the work pool's thread (`read.ts`, issue 56).
 */

export interface Meta {
  key: MailboxKey;
  /** When the server received it (IMAP INTERNALDATE): the date when the Date header is bad. */
  receivedAt?: Date;
  /** The receiving server's authserv-id: only its topmost Authentication-Results is read. */
  authservId?: string;
}

// Hostile input: a References header of thousands of ids or a 10 KB id would cost every lookup.
const MAX_REFERENCES = 100;
const MAX_ID = 250;
const MAX_SUBJECT = 998;
// HTML to text holds the server's thread (a 1.8 MB body cut to this took 0.66 s in the test on
// 2 busy cores): past this, the text is the beginning and the whole message goes as an .eml.
const MAX_HTML_CHARS = 1_000_000;
// A body the page shows cut (the inquiry store's PAGE_BODY_BYTES): its whole as an .eml.
const LONG_BODY_BYTES = 256 * 1024;
// html-to-text walks the HTML's tree by recursion: below this depth it stops, so no sender
// chooses how deep the stack goes (far beyond what mail programs nest); the whole as an .eml.
const MAX_HTML_DEPTH = 500;
// What html-to-text writes where it stopped: found, it is taken out and the .eml goes along.
const STOPPED_HERE = "\uE000";

export async function parseMessage(source: Buffer, meta: Meta): Promise<IncomingMail> {
  try {
    return await parseOrThrow(source, meta);
  } catch {
    return unreadable(source, meta);
  }
}

/**
 * A message whose body broke the parser (or its time or memory limit, `read.ts`): the raw bytes
 * kept whole, and the sender and subject from the header block alone when that much can be
 * read, so staff see whose it was.
 */
export async function unreadable(source: Buffer, meta: Meta): Promise<IncomingMail> {
  const mail = rawOnly(source, meta);
  try {
    const end = source.subarray(0, MAX_HEADER_BYTES).indexOf("\r\n\r\n");
    const header = source.subarray(0, end < 0 ? Math.min(source.length, MAX_HEADER_BYTES) : end);
    const parsed = await simpleParser(Buffer.concat([header, Buffer.from("\r\n\r\n")]), {
      skipHtmlToText: true,
      skipTextToHtml: true,
    });
    // Its Message-ID too: the one way to find it again on a server that gives no UID (issue 47).
    const messageId = cleanId(headerText(parsed, "message-id"));
    return {
      ...mail,
      from: firstAddress(parsed),
      subject: subjectOf(parsed),
      ...(messageId && { messageId }),
    };
  } catch {
    return mail;
  }
}
export const MAX_HEADER_BYTES = 256 * 1024;

async function parseOrThrow(source: Buffer, meta: Meta): Promise<IncomingMail> {
  const parsed = await simpleParser(source, { skipHtmlToText: true, skipTextToHtml: true });

  const html = parsed.text ? "" : parsed.html || "";
  const converted = htmlText(html.slice(0, MAX_HTML_CHARS));
  const { text, quoted } = splitQuoted(
    clean(parsed.text || converted.replaceAll(STOPPED_HERE, "")),
  );
  const from = firstAddress(parsed);
  const subject = subjectOf(parsed);
  const { kind, bounce } = await classify(parsed);
  const attachments =
    kind === "bounce"
      ? [] // the returned copy is our own reply; the report's words are in `bounce` and `text`
      : parsed.attachments.map((a, i): IncomingAttachment => ({
          filename: safeFilename(a.filename, i + 1, a.contentType),
          contentType: a.contentType || "application/octet-stream",
          content: a.content,
        }));
  const mail: IncomingMail = {
    key: meta.key,
    messageId: cleanId(headerText(parsed, "message-id")),
    references: referencesOf(parsed),
    subject,
    from,
    date: dateOf(parsed, meta.receivedAt),
    text,
    ...(quoted ? { quoted } : {}),
    kind,
    ...(bounce ? { bounce } : {}),
    attachments,
  };
  Object.assign(mail, readVerdict(parsed, meta.authservId));
  // Nothing is lost: what could not be read as it was written goes along whole, and so does a
  // body the page cuts (over 256 KB: server/inquiries/messages.ts, PAGE_BODY_BYTES).
  const long = Buffer.byteLength(text) + Buffer.byteLength(quoted ?? "") > LONG_BODY_BYTES;
  const cut = html.length > MAX_HTML_CHARS || converted.includes(STOPPED_HERE);
  if (cut || long || undecodable(source, mail)) {
    mail.attachments.push(rawAttachment(source, meta.key));
  }
  return mail;
}

/** A message over the size limit: its header block only, noted as too large. */
export async function parseHeadersOnly(
  header: Buffer,
  meta: Meta & { size: number },
): Promise<IncomingMail> {
  const mail = await parseMessage(Buffer.concat([header, Buffer.from("\r\n\r\n")]), meta);
  return { ...mail, text: "", quoted: undefined, attachments: [], tooLarge: { size: meta.size } };
}

/** A message that could not be read: its raw bytes as a download for staff, nothing else. */
export function rawOnly(source: Buffer, meta: Meta): IncomingMail {
  return {
    key: meta.key,
    references: [],
    subject: "",
    from: { address: "" },
    date: (meta.receivedAt ?? new Date()).toISOString(),
    text: "",
    kind: "message",
    attachments: [rawAttachment(source, meta.key)],
    unreadable: true,
  };
}

function rawAttachment(source: Buffer, key: MailboxKey): IncomingAttachment {
  return { filename: `message-${key.uid}.eml`, contentType: "message/rfc822", content: source };
}

/** A charset no decoder knows, or replacement characters where text was expected. */
function undecodable(source: Buffer, mail: IncomingMail) {
  if (!mail.from.address) return true;
  if (/\uFFFD/.test(mail.subject + mail.text + (mail.quoted ?? ""))) return true;
  const head = source.subarray(0, 256 * 1024).toString("latin1");
  const declared = [
    ...head.matchAll(/charset\s*=\s*"?([^";\s]+)/gi),
    ...head.matchAll(/=\?([^?*]+)(?:\*[^?]*)?\?[bq]\?/gi),
  ];
  return declared.some(([, charset = ""]) => !knownCharset(charset));
}

function knownCharset(label: string) {
  if (/^iso-2022-kr$/i.test(label)) return true; // decoded below
  try {
    new TextDecoder(label);
    return true;
  } catch {
    return false;
  }
}

/**
 * ISO-2022-KR (RFC 1557), which mailparser's decoders do not know: KS X 1001 between SO and SI,
 * the same code points as EUC-KR without the high bit. Old Korean mail programs still send it.
 */
function iso2022kr(value: string) {
  if (!value.includes("\x1b$)C")) return value;
  const euc = new TextDecoder("euc-kr");
  const [plain, ...shifted] = value.replaceAll("\x1b$)C", "").split(SHIFT_OUT);
  const decoded = shifted.map((part) => {
    const end = part.indexOf(SHIFT_IN) < 0 ? part.length : part.indexOf(SHIFT_IN);
    const bytes = Uint8Array.from(part.slice(0, end), (c) => (c.charCodeAt(0) & 0x7f) | 0x80);
    return euc.decode(bytes) + part.slice(end + 1);
  });
  return plain + decoded.join("");
}
const SHIFT_OUT = String.fromCharCode(0x0e);
const SHIFT_IN = String.fromCharCode(0x0f);

/**
 * An HTML-only mail as text: the words and their blocks, quotes as "> " lines (so the history
 * splits like a text mail's); no image, no link target (tracking pixels and URLs stay out).
 */
function htmlText(html: string) {
  if (!html) return "";
  return convert(html, {
    wordwrap: false,
    limits: { maxDepth: MAX_HTML_DEPTH, ellipsis: STOPPED_HERE },
    selectors: [
      { selector: "img", format: "skip" },
      { selector: "a", options: { ignoreHref: true } },
    ],
  });
}

/**
 * Text as a person reads it: no control characters but tab and newline, no bidi controls, no
 * trailing spaces.
 */
function clean(value: string) {
  return withoutBidi(iso2022kr(value))
    .replace(/\r\n?/g, "\n")
    .replace(/(?![\n\t])\p{Cc}/gu, "")
    .replace(/[ \t]+$/gm, "")
    .trim();
}

function subjectOf(parsed: ParsedMail) {
  return withoutFormat(clean(parsed.subject ?? ""))
    .replace(/\s+/g, " ")
    .slice(0, MAX_SUBJECT);
}

function firstAddress(parsed: ParsedMail): IncomingMail["from"] {
  const from = Array.isArray(parsed.from) ? parsed.from[0] : parsed.from;
  const first = from?.value.find((v: { address?: string }) => v.address);
  if (!first?.address) return { address: "" };
  const name = withoutFormat(clean(first.name ?? "")).replace(/\s+/g, " ");
  return { address: first.address.trim().toLowerCase(), ...(name ? { name } : {}) };
}

function headerText(parsed: ParsedMail, name: string) {
  const value = parsed.headers.get(name);
  return typeof value === "string" ? value : Array.isArray(value) ? value.join(" ") : undefined;
}

/** `<id@host>` to `id@host`; undefined for what cannot be an id. */
export function cleanId(value: string | undefined) {
  const id = value?.trim().replace(/^<+/, "").replace(/>+$/, "").trim();
  return id && id.length <= MAX_ID && /^[^\s<>]+$/.test(id) ? id : undefined;
}

function referencesOf(parsed: ParsedMail) {
  const listed = [parsed.references ?? []].flat().flatMap((r) => r.split(/\s+/));
  const ids = [...listed, ...(parsed.inReplyTo ?? "").split(/\s+/)]
    .map(cleanId)
    .filter((id): id is string => Boolean(id));
  return [...new Set(ids)].slice(-MAX_REFERENCES);
}

function dateOf(parsed: ParsedMail, receivedAt: Date | undefined) {
  // mailparser gives "now" for a missing or unreadable Date: the server's time is nearer.
  const line = parsed.headerLines.find((l) => l.key === "date")?.line ?? "";
  const stated = Date.parse(
    line
      .replace(/^date:/i, "")
      .replace(/\([^)]*\)/g, "")
      .trim(),
  );
  const valid = !Number.isNaN(stated) && parsed.date && !Number.isNaN(parsed.date.getTime());
  return (valid ? parsed.date! : (receivedAt ?? new Date())).toISOString();
}

/**
 * A name as sent, safe as a file name: no folders (either slash), no control or reserved
 * characters, no leading dot, at most 150 characters with the extension kept.
 */
export function safeFilename(name: string | undefined, index: number, contentType?: string) {
  const base = withoutFormat(name ?? "")
    .normalize("NFC")
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}<>:"|?*]/gu, "_")
    .replace(/^[.\s]+|[.\s]+$/g, "")
    .replace(/\s+/g, " ");
  if (!base) return `attachment-${index}${extensionFor(contentType)}`;
  const dot = base.lastIndexOf(".");
  const ext = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : "";
  const stem = ext ? base.slice(0, dot) : base;
  return [...stem].slice(0, 150 - ext.length).join("") + ext;
}

const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "message/rfc822": ".eml",
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "text/plain": ".txt",
};

function extensionFor(contentType: string | undefined) {
  return EXTENSIONS[contentType?.toLowerCase() ?? ""] ?? ".bin";
}

// Where a mail program begins the history it appends. Each is the start of a line.
const QUOTE_STARTS: RegExp[] = [
  // Gmail and Apple Mail: "On Tue, Nov 24, 2026 at 10:00 AM Name <a@b> wrote:",
  // "On Nov 24, 2026, at 08:30, Name <a@b> wrote:" (possibly folded over two lines).
  /^On\s.{4,300}\swrote:$/is,
  // Gmail in Korean: "2026년 11월 24일 (화) 오전 10:00, 이름 <a@b>님이 작성:".
  /^\d{4}년\s*\d{1,2}월\s*\d{1,2}일.{0,300}님이\s*작성:$/s,
  // Outlook: "-----Original Message-----", "-----원본 메시지-----".
  /^-{2,}\s*(Original Message|원본 메시지)\s*-{2,}$/i,
  // Outlook's rule line before its header block.
  /^_{20,}$/,
];
const OUTLOOK_FROM = /^\*?(From|보낸 사람):\*?\s/;
const OUTLOOK_SENT = /^\*?(Sent|Date|보낸 날짜|날짜):\*?\s/;

/**
 * The new words and the quoted history apart: from the first line where a known attribution
 * begins, or from where only ">"-quoted lines follow. An inline answer between quotes stays text.
 */
export function splitQuoted(body: string): { text: string; quoted?: string } {
  const lines = body.split("\n");
  const at = quoteStart(lines);
  if (at < 0) return { text: body };
  const text = lines.slice(0, at).join("\n").trim();
  const quoted = lines.slice(at).join("\n").trim();
  return quoted ? { text, quoted } : { text };
}

function quoteStart(lines: string[]) {
  // Where the quoted tail begins: from there on, only ">" lines and blank ones (found from the
  // end once, so a hostile body of many ">" lines costs one pass, not one per line).
  let tail = lines.length;
  while (tail > 0 && (!lines[tail - 1]!.trim() || lines[tail - 1]!.startsWith(">"))) tail--;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    const withNext = `${line} ${lines[i + 1]?.trim() ?? ""}`.trim();
    if (QUOTE_STARTS.some((re) => re.test(line) || re.test(withNext))) return i;
    if (OUTLOOK_FROM.test(line) && lines.slice(i + 1, i + 5).some((l) => OUTLOOK_SENT.test(l))) {
      return i;
    }
    if (i >= tail && line.startsWith(">")) return i;
  }
  return -1;
}
