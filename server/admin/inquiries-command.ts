import { existsSync, writeFileSync } from "node:fs";
import { createInterface } from "node:readline/promises";
import { setUpStaff } from "./setup";
import { readConfig, type ServerConfig } from "../platform/config";
import { erasePlantContacts } from "../plants/contacts";
import { CLAIM_LEASE, deliver, retryAfterResend } from "../mail/outbox/runner";
import { mailRoomOf, type MailRoom } from "../mail/room";
import { mailSettings } from "../mail/settings";
import { toCsv, toItemsCsv } from "../inquiries/csv";
import { personKey, privacyStore, type Deletion } from "../inquiries/privacy";
import { queuedMail } from "../inquiries/queued-mail";
import { openStore, type InquiryStore } from "../inquiries/store";
import type { StoredInquiry } from "../inquiries/types";
import { oneLine } from "../platform/text";

const USAGE = `Usage:
  npm run inquiries -- list [--limit N] [--items]              recent inquiries, newest first
  npm run inquiries -- export [--out FILE] [--since YYYY-MM-DD] [--items]
                                       CSV (UTF-8 with BOM) to FILE or stdout; --items: a row per line
  npm run inquiries -- unsent                                  notices pending or failed, with the last error
  npm run inquiries -- resend REF... | --failed                send those notices now (mail settings)
  npm run inquiries -- purge [--dry-run]                       delete inquiries older than INQUIRY_RETENTION_DAYS
  npm run inquiries -- person EMAIL|PHONE [--export FILE]      a person's inquiries; --export: a JSON copy
  npm run inquiries -- erase EMAIL|PHONE [--yes]               erase them (asks to confirm; --yes for scripts)
The database is INQUIRY_DB (default data/inquiries.sqlite).`;

type Output = { write(text: string): unknown };

/** Terminal columns a character takes: Hangul, CJK and full-width forms take two. */
function width(text: string) {
  let columns = 0;
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const wide =
      (code >= 0x1100 && code <= 0x115f) ||
      (code >= 0x2e80 && code <= 0xa4cf) ||
      (code >= 0xac00 && code <= 0xd7a3) ||
      (code >= 0xf900 && code <= 0xfaff) ||
      (code >= 0xfe30 && code <= 0xfe4f) ||
      (code >= 0xff00 && code <= 0xff60) ||
      (code >= 0xffe0 && code <= 0xffe6) ||
      (code >= 0x1f300 && code <= 0x1faff) ||
      (code >= 0x20000 && code <= 0x3fffd);
    columns += wide ? 2 : 1;
  }
  return columns;
}

/** One line that fits `max` columns; control characters are shown as spaces, never sent raw. */
function fit(value: string, max: number) {
  const line = oneLine(value);
  let out = "";
  for (const char of line) {
    if (width(out + char) > max - (width(line) > max ? 1 : 0)) return `${out}…`;
    out += char;
  }
  return out;
}

function pad(text: string, columns: number) {
  return text + " ".repeat(Math.max(0, columns - width(text)));
}

const seoulTime = new Intl.DateTimeFormat("sv-SE", {
  timeZone: "Asia/Seoul",
  dateStyle: "short",
  timeStyle: "short",
});

type Column<T> = [title: string, width: number, value: (row: T) => string];

function table<T>(columns: Column<T>[], rows: T[]): string {
  const line = (cells: string[]) =>
    cells.map((cell, index) => pad(fit(cell, columns[index]![1]), columns[index]![1])).join("  ");
  return [
    line(columns.map(([title]) => title)),
    columns.map(([, size]) => "-".repeat(size)).join("  "),
    ...rows.map((row) => line(columns.map(([, , value]) => value(row)))),
  ]
    .map((text) => text.trimEnd())
    .join("\n");
}

const received: Column<StoredInquiry> = [
  "Received (KST)",
  16,
  (i) => seoulTime.format(new Date(i.createdAt)),
];

export function formatTable(inquiries: StoredInquiry[]): string {
  return table(
    [
      ["Reference", 18, (i) => i.ref],
      received,
      ["Company", 20, (i) => i.companyName],
      ["Name", 12, (i) => i.name],
      ["Email", 26, (i) => i.email],
      ["Phone", 16, (i) => i.phone],
      ["Product", 10, (i) => i.productCode ?? ""],
      ["Lines", 5, (i) => String(i.items?.length ?? 0)],
      ["Mail", 7, (i) => i.mailStatus],
      ["Inquiry", 36, (i) => i.inquiry],
    ],
    inquiries,
  );
}

/** `list --items`: each quote line under the inquiry it belongs to. */
export function formatLines(inquiries: StoredInquiry[]): string {
  return table(
    [
      ["Reference", 18, (l) => l.ref],
      ["#", 2, (l) => String(l.position)],
      ["Code", 12, (l) => l.item.code],
      ["Quantity", 8, (l) => String(l.item.quantity)],
      ["Name", 44, (l) => l.item.name],
      ["Note", 50, (l) => l.item.note ?? ""],
    ],
    inquiries.flatMap((inquiry) =>
      (inquiry.items ?? []).map((item, index) => ({ ref: inquiry.ref, position: index + 1, item })),
    ),
  );
}

/** Notices not sent: pending ones with their next try, failed ones, and why the last failed. */
export function formatUnsent(notices: (StoredInquiry & { sending: boolean })[]): string {
  return table(
    [
      ["Reference", 18, (i) => i.ref],
      received,
      ["Company", 20, (i) => i.companyName],
      ["Mail", 7, (i) => i.mailStatus],
      ["Tries", 5, (i) => String(i.mailAttempts)],
      [
        "Next try (KST)",
        16,
        (i) =>
          i.sending ? "sending now" : i.mailNextAt ? seoulTime.format(new Date(i.mailNextAt)) : "-",
      ],
      ["Last error", 60, (i) => i.mailError ?? ""],
    ],
    notices,
  );
}

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  if (index === -1) return undefined;
  const value = args[index + 1];
  if (value === undefined || value.startsWith("--")) throw new Error(`${name} needs a value`);
  return value;
}

/** "2026-11-21" -> the start of that day in Seoul. */
function seoulDay(value: string) {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00+09:00`) : undefined;
  // 2026-02-31 would roll over into March: the UTC date must stay the day before (or the day).
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) > value) {
    throw new Error(`--since expects a date as YYYY-MM-DD, got "${value}"`);
  }
  return day;
}

/**
 * Sends the named notices (or every failed one) now, each under the same claim as the server's
 * outbox, so that a notice the server is sending, or has sent, is not sent again.
 */
async function resend(store: InquiryStore, config: ServerConfig, args: string[], out: Output) {
  // The server's mail settings: the back office's (in the staff database, when there is one)
  // under the environment's.
  const staff = existsSync(config.STAFF_DB) ? setUpStaff(config) : undefined;
  try {
    const room =
      staff?.mailRoom ?? mailRoomOf(mailSettings({ env: config }), config.SITE_URL, () => []);
    return await resendWith(room, store, args, out);
  } finally {
    staff?.close();
  }
}

async function resendWith(room: MailRoom, store: InquiryStore, args: string[], out: Output) {
  if (!room.on("notice")) {
    throw new Error(
      "resend needs the mail settings: an SMTP server and a recipient, set in the back office or as SMTP_URL and MAIL_TO",
    );
  }
  const all = args.includes("--failed");
  if (all && args.length > 1) throw new Error("resend takes references or --failed, not both");
  const unknown = args.filter((arg) => arg.startsWith("--") && arg !== "--failed");
  if (unknown.length > 0) throw new Error(`resend does not know ${unknown.join(", ")}`);
  const refs = all ? store.failedRefs() : [...new Set(args)];
  if (refs.length === 0) {
    if (!all) throw new Error("resend needs references (see list or unsent) or --failed");
    out.write("No failed notices.\n");
    return 0;
  }
  const missing = refs.filter((ref) => !store.has(ref));
  if (missing.length > 0) {
    throw new Error(`No inquiry with reference ${missing.join(", ")}; nothing was sent`);
  }

  // Composed as the server's outbox does, each recipient in their language.
  const send = queuedMail(store, room).notice;
  let sent = 0;
  let failed = 0;
  for (const ref of refs) {
    const id = store.idOf(ref)!;
    let claim = store.outbox.claimFor("notice", id, new Date(), CLAIM_LEASE);
    // A notice that was off when the inquiry came is queued now, then sent.
    if (claim.result === "none") {
      store.outbox.add({ kind: "notice", inquiryId: id });
      claim = store.outbox.claimFor("notice", id, new Date(), CLAIM_LEASE);
    }
    if (claim.result === "sent") {
      out.write(`${ref}  already sent, not sent again\n`);
    } else if (claim.result !== "claimed") {
      failed += 1;
      const why = claim.result === "busy" ? "being sent by another process now" : "not queued";
      out.write(`${ref}  ${why}, not sent again\n`);
    } else {
      const result = await deliver(
        store.outbox,
        send,
        claim.claim,
        retryAfterResend(claim.statusBefore),
      );
      if (result.ok) sent += 1;
      else failed += 1;
      out.write(`${ref}  ${result.ok ? "sent" : `failed: ${oneLine(result.error)}`}\n`);
    }
  }
  out.write(`${sent} sent, ${failed} not sent\n`);
  return failed === 0 ? 0 : 1;
}

/** Asks the staff a question on the terminal; resolves to the answer. */
export type Ask = (question: string) => Promise<string>;

async function terminalAsk(question: string): Promise<string> {
  const terminal = createInterface({ input: process.stdin, output: process.stderr });
  try {
    return await terminal.question(question);
  } finally {
    terminal.close();
  }
}

const deleted = (what: string, result: Deletion) =>
  `${result.count} ${what}${result.count > 0 ? `: ${result.refs.join(", ")}` : ""}${
    result.checkpointed
      ? ""
      : " (the WAL is in use by another process: emptied at a later deletion)"
  }\n${
    result.kept > 0
      ? `${result.kept} transaction statement(s) from these inquiries' deliveries kept as tax records (server/orders/kept.ts).\n`
      : ""
  }${result.statements ? `${result.statements} kept transaction statement(s) deleted: past their keep-until date.\n` : ""}`;

/** purge, person and erase: the privacy policy's promises (docs/decisions/009-privacy.md). */
async function privacyCommand(
  store: InquiryStore,
  config: ServerConfig,
  command: string,
  rest: string[],
  out: Output,
  ask: Ask,
) {
  const privacy = privacyStore(store);
  if (command === "purge") {
    const dryRun = rest.includes("--dry-run");
    const result = privacy.purgeExpired({ days: config.INQUIRY_RETENTION_DAYS, dryRun });
    const days = `older than ${config.INQUIRY_RETENTION_DAYS} days`;
    out.write(
      deleted(dryRun ? `inquiries ${days} would be deleted` : `inquiries ${days} deleted`, result),
    );
    return 0;
  }
  const who = rest.find((arg) => !arg.startsWith("--") && arg !== option(rest, "--export"));
  if (who === undefined) throw new Error(`${command} needs an e-mail address or a phone number`);
  const key = personKey(who);
  const found = privacy.findPerson(key);
  if (command === "person") {
    out.write(`${formatTable(found)}\n${found.length} inquiries of this person (${store.file})\n`);
    const file = option(rest, "--export");
    if (file) {
      // A copy for the person (PIPA Art. 35): every field as stored, quote lines included.
      writeFileSync(file, `${JSON.stringify({ inquiries: found }, null, 2)}\n`, { mode: 0o600 });
      console.error(`${found.length} inquiries written to ${file}`);
    }
    return 0;
  }
  // Their contacts at the plants and the reminders mailed to them go too (decision 046).
  const plantContacts = () =>
    "email" in key ? erasePlantContacts(config.DATA_DIR, store.outbox, key.email) : 0;
  if (found.length === 0) {
    const contacts = plantContacts();
    out.write(
      `No inquiries of this person; ${contacts > 0 ? `${contacts} plant contact(s) erased` : "nothing erased"}.\n`,
    );
    return 0;
  }
  if (!rest.includes("--yes")) {
    out.write(`${formatTable(found)}\n`);
    const answer = await ask(`Erase these ${found.length} inquiries for good? Type yes: `);
    if (answer.trim().toLowerCase() !== "yes") {
      out.write("Nothing erased.\n");
      return 1;
    }
  }
  out.write(deleted("inquiries erased", privacy.erasePerson(key)));
  const contacts = plantContacts();
  if (contacts > 0) out.write(`${contacts} plant contact(s) erased.\n`);
  return 0;
}

const COMMANDS = ["list", "export", "unsent", "resend", "purge", "person", "erase"];

/** Runs one staff command; resolves to the exit code (0 ok, 1 failed). */
export async function run(
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
  out: Output = process.stdout,
  ask: Ask = terminalAsk,
): Promise<number> {
  const [command, ...rest] = args;
  if (command === undefined || !COMMANDS.includes(command)) {
    console.error(USAGE);
    return command === "help" || command === "--help" ? 0 : 1;
  }
  const config = readConfig(env);
  const store = openStore(config.INQUIRY_DB);
  try {
    if (command === "list") {
      const limit = Number(option(rest, "--limit") ?? 20);
      if (!Number.isInteger(limit) || limit < 1) throw new Error("--limit expects a whole number");
      const inquiries = store.recent(limit);
      out.write(`${formatTable(inquiries)}\n${inquiries.length} inquiries shown (${store.file})\n`);
      if (rest.includes("--items")) out.write(`\nQuote lines:\n${formatLines(inquiries)}\n`);
    } else if (command === "export") {
      const since = option(rest, "--since");
      const file = option(rest, "--out");
      const inquiries = store.since(since === undefined ? undefined : seoulDay(since));
      const byLine = rest.includes("--items");
      const csv = byLine ? toItemsCsv(inquiries) : toCsv(inquiries);
      if (file) {
        writeFileSync(file, csv);
        const lines = inquiries.reduce((sum, inquiry) => sum + (inquiry.items?.length ?? 0), 0);
        const what = byLine ? `${lines} quote lines` : `${inquiries.length} inquiries`;
        console.error(`${what} written to ${file}`);
      } else out.write(csv);
    } else if (command === "unsent") {
      const notices = store.unsent();
      const counts = store.noticeCounts();
      out.write(
        `${formatUnsent(notices)}\n${counts.pending} pending, ${counts.failed} failed (${store.file})\n`,
      );
    } else if (command === "resend") return await resend(store, config, rest, out);
    else return await privacyCommand(store, config, command, rest, out, ask);
    return 0;
  } finally {
    store.close();
  }
}
