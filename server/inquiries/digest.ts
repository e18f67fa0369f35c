import { readFileSync, renameSync, writeFileSync } from "node:fs";
import type { Sender } from "../mail/settings";
import { AUTO_SUBMITTED } from "../mail/thread";
import { isBusinessDay, seoulDay } from "./business-time";
import type { DigestRow } from "./inbox";
import { inquiryUrl } from "./mail";
import { nextTry, RETRY_SCHEDULE } from "./outbox";
import type { Lang } from "../../app/i18n/lang";
import { kst } from "../../app/lib/seoul-time";

/**
 * The daily digest: at 08:30 in Seoul on business days, each assignee gets their open
 * inquiries (the overdue ones marked) and each owner the unassigned ones, by mail. Off while no
 * SMTP server is set. The day's mails are written to a state file under DATA_DIR before the
 * first is sent, so a restart neither sends them again nor forgets one that failed: each is
 * retried on the outbox's schedule (outbox.ts), and the file and the log say what failed.
 */

/** When the digest goes: 08:30 Seoul, in minutes of the day. */
export const DIGEST_AT = 8 * 60 + 30;
const SEOUL = 9 * 3_600_000;

/** The accounts the digest reads (server/admin/accounts.ts). */
export interface DigestAccount {
  email: string;
  role: "owner" | "staff";
  status: string;
  /** The language of the account's mail; Korean when unset. */
  mailLang?: Lang;
}

export interface DigestMail {
  to: string;
  subject: string;
  text: string;
}

/** One mail of a day's digest and how its sending went. */
export interface StoredDigestMail extends DigestMail {
  status: "pending" | "sent" | "failed";
  attempts: number;
  /** While pending: when the next try is due (ms). */
  nextAt?: number;
  error?: string;
}

export interface DigestState {
  /** The Seoul day the digest was made for ("2027-02-10"). */
  day: string;
  /** When it was made (ms); absent in a file written before it was kept. */
  madeAt?: number;
  mails: StoredDigestMail[];
}

/** The digest's words in each language an account may choose for its mail. */
const TEXT = {
  ko: {
    overdue: "[기한 초과] ",
    received: "접수",
    mine: (count: number, overdue: number) => `담당 ${count}건 (기한 초과 ${overdue}건)`,
    unassigned: (count: number) => `미배정 ${count}건`,
    subject: (day: string, parts: string) => `[문의 요약] ${day} ${parts}`,
    intro: (day: string) => `${day} 문의 요약입니다.`,
    mineTitle: (count: number, overdue: number) =>
      `내 담당 문의 ${count}건, 그중 기한 초과 ${overdue}건:`,
    unassignedTitle: (count: number) => `담당자가 없는 문의 ${count}건:`,
    rule: "기한 초과: 접수 후 업무 시간(평일 09:00~18:00, 공휴일 제외)으로 하루가 지나도록 답변하지 않은 문의.",
    inbox: "문의함",
    admin: "/admin",
  },
  en: {
    overdue: "[Overdue] ",
    received: "received",
    mine: (count: number, overdue: number) => `${count} assigned (${overdue} overdue)`,
    unassigned: (count: number) => `${count} unassigned`,
    subject: (day: string, parts: string) => `[Inquiry summary] ${day} ${parts}`,
    intro: (day: string) => `Your summary of inquiries for ${day}.`,
    mineTitle: (count: number, overdue: number) =>
      `Your open ${count === 1 ? "inquiry" : "inquiries"}: ${count}, of which ${overdue} overdue:`,
    unassignedTitle: (count: number) =>
      `${count === 1 ? "Inquiry" : "Inquiries"} without an assignee: ${count}:`,
    rule: "Overdue: not answered within one business day of receipt (weekdays 09:00-18:00 Seoul time, public holidays excluded).",
    inbox: "Inbox",
    admin: "/en/admin",
  },
} satisfies Record<Lang, unknown>;

const line = (row: DigestRow, siteUrl: string, lang: Lang) => {
  const t = TEXT[lang];
  return `- ${row.response.overdue ? t.overdue : ""}${row.ref} ${row.companyName} · ${t.received} ${kst(row.createdAt)}\n  ${inquiryUrl(siteUrl, row.ref)}`;
};

/**
 * Who gets what: every active account its own open inquiries; owners also the unassigned ones
 * (no assignee, or one who is no longer an active account). No mail for one with nothing to
 * read. Each mail is in its account's mail language (Korean unless they chose English).
 */
export function digestMails(
  rows: DigestRow[],
  accounts: DigestAccount[],
  siteUrl: string,
  day: string,
): DigestMail[] {
  const active = accounts.filter((account) => account.status === "active");
  const assignees = new Set(active.map((account) => account.email.toLowerCase()));
  const unassigned = rows.filter(
    (row) => !row.assignee || !assignees.has(row.assignee.toLowerCase()),
  );
  const mails: DigestMail[] = [];
  for (const account of active) {
    const mine = rows.filter((row) => row.assignee?.toLowerCase() === account.email.toLowerCase());
    const theirs = account.role === "owner" ? unassigned : [];
    if (mine.length === 0 && theirs.length === 0) continue;
    const lang = account.mailLang ?? "ko";
    const t = TEXT[lang];
    const list = (some: DigestRow[]) => some.map((row) => line(row, siteUrl, lang)).join("\n");
    const overdue = mine.filter((row) => row.response.overdue).length;
    const parts = [
      ...(mine.length > 0 ? [t.mine(mine.length, overdue)] : []),
      ...(theirs.length > 0 ? [t.unassigned(theirs.length)] : []),
    ];
    const sections = [t.intro(day)];
    if (mine.length > 0) sections.push(`${t.mineTitle(mine.length, overdue)}\n${list(mine)}`);
    if (theirs.length > 0) {
      sections.push(`${t.unassignedTitle(theirs.length)}\n${list(theirs)}`);
    }
    sections.push(`${t.rule}\n${t.inbox}: ${siteUrl}${t.admin}`);
    mails.push({
      to: account.email,
      subject: t.subject(day, parts.join(", ")),
      text: `${sections.join("\n\n")}\n`,
    });
  }
  return mails;
}

/** Whether the digest of the moment's Seoul day is due: a business day, from 08:30 on. */
export function digestDue(at: number): boolean {
  const local = at + SEOUL;
  const minutes = Math.floor((local % 86_400_000) / 60_000);
  return isBusinessDay(seoulDay(at)) && minutes >= DIGEST_AT;
}

export interface DigestOptions {
  /** The state file ({DATA_DIR}/digest.json). */
  file: string;
  /** The open inquiries at a moment (the inbox's `open`). */
  open: (now: number) => DigestRow[];
  accounts: () => DigestAccount[];
  /** The SMTP server and sender of the moment (the mail settings' `sender`); none: off. */
  sender: () => Sender | undefined;
  siteUrl: string;
  now?: () => number;
  /** How often the clock is looked at (ms); a minute by default. */
  every?: number;
  retrySchedule?: readonly number[];
}

/** The state file as it is: the last day's digest and each mail's outcome (none before the first). */
export function readDigestState(file: string): DigestState | undefined {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as DigestState;
  } catch {
    return undefined;
  }
}

function writeState(file: string, state: DigestState) {
  // Whole or not at all: a crash mid-write must not lose the day.
  writeFileSync(`${file}.tmp`, JSON.stringify(state));
  renameSync(`${file}.tmp`, file);
}

/** Looks at the clock every `every` ms and sends the day's digest once it is due. */
export function startDigest(options: DigestOptions) {
  const now = options.now ?? Date.now;
  const schedule = options.retrySchedule ?? RETRY_SCHEDULE;
  let running: Promise<void> | undefined;

  async function tick() {
    const sender = options.sender();
    if (!sender) return;
    const at = now();
    const day = seoulDay(at);
    let state = readDigestState(options.file);
    if (state?.day !== day) {
      if (!digestDue(at)) return;
      const mails = digestMails(options.open(at), options.accounts(), options.siteUrl, day);
      state = {
        day,
        madeAt: at,
        mails: mails.map((mail) => ({ ...mail, status: "pending", attempts: 0 })),
      };
      writeState(options.file, state);
    }
    const count = state.mails.length;
    for (const [index, mail] of state.mails.entries()) {
      if (mail.status !== "pending" || (mail.nextAt ?? 0) > at) continue;
      mail.attempts += 1;
      // Recipients are staff addresses: the log names the mail by its place only.
      const which = `Daily digest ${day}: mail ${index + 1} of ${count}`;
      try {
        await sender.send({
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          headers: AUTO_SUBMITTED,
        });
        mail.status = "sent";
        delete mail.nextAt;
        console.log(`${which} sent (try ${mail.attempts})`);
      } catch (failure) {
        mail.error = failure instanceof Error ? failure.message : String(failure);
        const next = nextTry(mail.attempts, schedule, new Date(at));
        if (next) mail.nextAt = next.getTime();
        else mail.status = "failed";
        console.error(
          `${which} failed (try ${mail.attempts}, ${next ? `next try ${next.toISOString()}` : "no more tries"})`,
        );
      }
      writeState(options.file, state);
    }
  }

  const run = () => {
    if (running) return;
    running = tick()
      .catch((error: unknown) => console.error("The daily digest stopped on an error:", error))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, options.every ?? 60_000);
  timer.unref();
  run();
  return {
    /** The state file as it is (the day and each mail's outcome). */
    state: () => readDigestState(options.file),
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
