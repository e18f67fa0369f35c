import { simpleParser, type ParsedMail } from "mailparser";
import type { IncomingKind, IncomingMail } from "./incoming";

/**
 * What kind of mail arrived: a delivery report for one of our mails (a bounce), an automatic
 * answer (out of office, a list, a robot), or a person's message. Bounces come first: a report
 * also says it was sent automatically.
 */
export async function classify(
  parsed: ParsedMail,
): Promise<{ kind: IncomingKind; bounce?: NonNullable<IncomingMail["bounce"]> }> {
  if (isReport(parsed)) return { kind: "bounce", bounce: await reportDetails(parsed) };
  if (isDaemonBounce(parsed)) return { kind: "bounce", bounce: daemonDetails(parsed) };
  return { kind: isAutoReply(parsed) ? "auto-reply" : "message" };
}

/** The header's text as sent (unfolded), or undefined when absent. */
function header(parsed: ParsedMail, name: string) {
  const line = parsed.headerLines.find((l) => l.key === name)?.line;
  return line
    ?.slice(line.indexOf(":") + 1)
    .replace(/\r?\n[ \t]+/g, " ")
    .trim();
}

// Out-of-office subjects as the common programs write them, English and Korean, at the start.
const AUTO_SUBJECT =
  /^\s*[[(]?\s*(out of (the )?office|automatic reply|auto(matic)?[- ]?(reply|response)|autoreply|자동\s*회신|자동\s*응답|부재\s*중)/i;

export function isAutoReply(parsed: ParsedMail) {
  const submitted = header(parsed, "auto-submitted");
  if (submitted && !/^no\b/i.test(submitted)) return true; // RFC 3834
  if (header(parsed, "x-autoreply") !== undefined) return true;
  if (header(parsed, "x-autorespond") !== undefined) return true;
  if (/^(bulk|junk|list|auto_reply)$/i.test(header(parsed, "precedence") ?? "")) return true;
  return AUTO_SUBJECT.test(parsed.subject ?? "");
}

function isReport(parsed: ParsedMail) {
  const type = parsed.headers.get("content-type");
  if (!type || typeof type !== "object" || !("params" in type)) return false;
  const reportType = (type.params as Record<string, string | undefined>)["report-type"];
  return type.value === "multipart/report" && reportType?.toLowerCase() === "delivery-status";
}

const DAEMON = /^(mailer-daemon|postmaster)@/i;
const BOUNCE_SUBJECT =
  /^\s*(undeliver(ed|able)|delivery (status notification|failure|has failed)|mail delivery (failed|failure)|returned mail|failure notice|전송 실패|배달되지 않음)/i;

function isDaemonBounce(parsed: ParsedMail) {
  const from = Array.isArray(parsed.from) ? parsed.from[0] : parsed.from;
  const address = from?.value[0]?.address ?? "";
  const nullSender = /^<\s*>$/.test(header(parsed, "return-path") ?? "");
  return DAEMON.test(address) || (nullSender && BOUNCE_SUBJECT.test(parsed.subject ?? ""));
}

/**
 * A field of the delivery-status part (RFC 3464), continuation lines joined. mailparser shows
 * that part in the text, after the human-readable notice, so the last occurrence is the field.
 */
function field(text: string, name: string) {
  const all = [...text.matchAll(new RegExp(`^${name}:[ \\t]*(.*(?:\\n[ \\t]+.*)*)`, "gim"))];
  const value = all
    .at(-1)?.[1]
    ?.replace(/\s*\n\s*/g, " ")
    .trim();
  return value || undefined;
}

/** "rfc822; a@b" to "a@b", "smtp; 550 ..." to "550 ...". */
function typed(value: string | undefined) {
  return value?.replace(/^[a-z0-9-]+\s*;\s*/i, "").slice(0, 1000) || undefined;
}

async function reportDetails(parsed: ParsedMail) {
  const text = parsed.text ?? "";
  return compact({
    messageId: (await returnedId(parsed)) ?? firstId(parsed.inReplyTo),
    recipient: typed(field(text, "Final-Recipient") ?? field(text, "Original-Recipient")),
    status: field(text, "Status")?.match(/[245]\.\d{1,3}\.\d{1,3}/)?.[0],
    diagnostic: typed(field(text, "Diagnostic-Code")),
  });
}

/** The Message-ID of the returned message (message/rfc822) or of its headers part. */
async function returnedId(parsed: ParsedMail) {
  for (const part of parsed.attachments) {
    if (!/^(message\/rfc822|text\/rfc822-headers|message\/rfc822-headers)$/i.test(part.contentType))
      continue;
    try {
      const returned = await simpleParser(Buffer.concat([part.content, Buffer.from("\r\n\r\n")]));
      const id = firstId(returned.messageId);
      if (id) return id;
    } catch {
      // an unreadable copy: the report's own headers may still say
    }
  }
  return undefined;
}

function firstId(value: string | undefined) {
  return value?.match(/<([^<>\s]+)>/)?.[1];
}

/**
 * The bounces that are not reports (qmail, old Exim, some hosted services): a notice from
 * MAILER-DAEMON with the failed address, the remote server's words and a copy of the message.
 */
function daemonDetails(parsed: ParsedMail) {
  const text = parsed.text ?? "";
  const lines = text.split("\n");
  const at = lines.findIndex((l) => /^<[^<>\s]+@[^<>\s]+>:?\s*/.test(l.trim()));
  const failed = at >= 0 ? lines[at]!.trim() : undefined;
  const recipient = failed?.match(/^<([^<>]+)>/)?.[1];
  const said =
    failed === undefined
      ? undefined
      : [failed.replace(/^<[^<>]+>:?\s*/, ""), lines[at + 1]?.trim() ?? ""]
          .filter(Boolean)
          .join(" ");
  const copied = text.match(/^Message-ID:\s*<([^<>\s]+)>/im)?.[1];
  return compact({
    messageId: copied ?? firstId(parsed.inReplyTo),
    recipient: recipient ?? typed(field(text, "Final-Recipient")),
    status: text.match(/\b[245]\.\d{1,3}\.\d{1,3}\b/)?.[0],
    diagnostic: (said || typed(field(text, "Diagnostic-Code")))?.slice(0, 1000),
  });
}

function compact<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;
}
