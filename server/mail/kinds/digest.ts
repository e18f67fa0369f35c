import type { Vars } from "../../../app/i18n/fill";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { kstText } from "../../../app/lib/seoul-time";
import { dayText } from "../../../app/i18n/day-text";
import { adminUrl, inquiryUrl } from "../letter";
import { newMessageLocal } from "../thread";
import type { DigestLine } from "./inquiry";
import { recipientLang, Skipped, type MailAccount, type QueuedMailKind } from "./kind";

/**
 * The daily digest (08:30 Seoul, business days): each active account its own open inquiries,
 * the overdue ones marked; owners also the unassigned ones. Composed when it is sent, from the
 * inquiries as they are then, so a retried digest never lists what was answered meanwhile.
 */

/** A digest mail's payload: to whom (the account's address) and for which Seoul day. */
export interface DigestPayload {
  to: string;
  day: string;
}

const ko = {
  overdue: "[기한 초과] ",
  received: "접수",
  mine: "담당 {count}건 (기한 초과 {overdue}건)",
  unassigned: "미배정 {count}건",
  subject: "[문의 요약] {day} {parts}",
  intro: "{day} 문의 요약입니다.",
  mineTitle: "내 담당 문의 {count}건, 그중 기한 초과 {overdue}건:",
  unassignedTitle: "담당자가 없는 문의 {count}건:",
  rule: "기한 초과: 접수 후 업무 시간(평일 09:00~18:00, 공휴일 제외)으로 하루가 지나도록 답변하지 않은 문의.",
  inbox: "문의함",
} as const;

const en: Dictionary<keyof typeof ko> = {
  overdue: "[Overdue] ",
  received: "received",
  mine: "{count} assigned ({overdue} overdue)",
  unassigned: "{count} unassigned",
  subject: "[Inquiry summary] {day} {parts}",
  intro: "Your summary of inquiries for {day}.",
  mineTitle: "Your open {count:inquiry|inquiries}: {count}, of which {overdue} overdue:",
  unassignedTitle: "{count:Inquiry|Inquiries} without an assignee: {count}:",
  rule: "Overdue: not answered within one business day of receipt (weekdays 09:00–18:00 KST, public holidays excluded).",
  inbox: "Inbox",
};

const digestWord = createTranslation({ ko, en });

/** What one account's digest lists: its own open inquiries, and an owner's the unassigned. */
export function digestFor(
  account: MailAccount,
  rows: readonly DigestLine[],
  accounts: readonly MailAccount[],
) {
  const active = accounts.filter((a) => a.status === "active");
  const assignees = new Set(active.map((a) => a.email.toLowerCase()));
  const mine = rows.filter((row) => row.assignee?.toLowerCase() === account.email.toLowerCase());
  const theirs =
    account.role === "owner"
      ? rows.filter((row) => !row.assignee || !assignees.has(row.assignee.toLowerCase()))
      : [];
  return { mine, theirs };
}

export const digest: QueuedMailKind<{
  account: MailAccount;
  day: string;
  rows: readonly DigestLine[];
  local: string;
}> = {
  automatic: true,
  audience: "staff",
  compose: ({ account, day, rows, local }, context) => {
    if (account.status !== "active") return [];
    const { mine, theirs } = digestFor(account, rows, context.accounts);
    if (mine.length === 0 && theirs.length === 0) return [];
    const lang = recipientLang({ staff: account });
    const t = (key: keyof typeof ko, vars?: Vars) => digestWord(lang, key, vars);
    const line = (row: DigestLine) =>
      `- ${row.response.overdue ? t("overdue") : ""}${row.ref} ${row.companyName} · ${t("received")} ${kstText(row.createdAt, lang)}\n  ${inquiryUrl(context.siteUrl, row.ref, lang)}`;
    const overdue = mine.filter((row) => row.response.overdue).length;
    const parts = [
      ...(mine.length > 0 ? [t("mine", { count: mine.length, overdue })] : []),
      ...(theirs.length > 0 ? [t("unassigned", { count: theirs.length })] : []),
    ];
    const sections = [t("intro", { day: dayText(day, lang) })];
    if (mine.length > 0)
      sections.push(
        `${t("mineTitle", { count: mine.length, overdue })}\n${mine.map(line).join("\n")}`,
      );
    if (theirs.length > 0) {
      sections.push(
        `${t("unassignedTitle", { count: theirs.length })}\n${theirs.map(line).join("\n")}`,
      );
    }
    sections.push(`${t("rule")}\n${t("inbox")}: ${adminUrl(context.siteUrl, lang)}`);
    return [
      {
        lang,
        to: [account.email],
        replyTo: context.from,
        subject: t("subject", { day: dayText(day, lang), parts: parts.join(", ") }),
        text: `${sections.join("\n\n")}\n`,
        local,
      },
    ];
  },
  sample: (lang) => ({
    account: { email: "owner@example.com", role: "owner", status: "active", mailLang: lang },
    day: "2026-11-25",
    rows: [
      {
        ref: "HF-20261124-000123",
        createdAt: "2026-11-24T01:30:00.000Z",
        companyName: "대한정밀(주)",
        response: { overdue: true },
      },
    ],
    local: newMessageLocal("digest"),
  }),
  queued: {
    // Its schedule entry: one row per account and day (server/mail/outbox/digest-days.ts).
    input: async (claim, sources) => {
      const { to, day } = claim.payload as DigestPayload;
      const account = sources
        .accounts()
        .find((found) => found.email.toLowerCase() === to.toLowerCase());
      // Disabled or removed since the morning: nothing is mailed, and the row is not "sent".
      if (account?.status !== "active") {
        return new Skipped("its account was disabled or removed since it was queued");
      }
      return { account, day, rows: sources.openInquiries(), local: claim.local };
    },
    samplePayload: { to: "owner@example.com", day: "2026-11-25" } satisfies DigestPayload,
    // Everything it would have listed was answered or reassigned meanwhile.
    whenEmpty: "nothing of theirs is open any more",
    // The mail settings page shows the day's digest and its mails.
    timeline: "elsewhere",
  },
};
