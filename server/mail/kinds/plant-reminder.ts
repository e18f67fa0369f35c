import { phoneText } from "../../../app/i18n/phone-text";
import { addressLine } from "../../../app/content/company";
import type { Company } from "../../../app/content/schemas";
import { dayText } from "../../../app/i18n/day-text";
import type { Vars } from "../../../app/i18n/fill";
import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { newMessageLocal } from "../thread";
import type { QueuedMailKind } from "./kind";
import { plantGate } from "./plant-gate";

/**
 * A plant's reminder (docs/decisions/046-plants.md, "Reminders"): to one contact who consented,
 * the plant's units that fall due, a one-tap request for them, the plant's link and a free
 * one-click opt-out. It promotes a sale, so it is marked as 정보통신망법 section 50 wants:
 * "(광고)" first in the subject in both languages (the law follows the sender, in Korea), the
 * sender's name and contact, the opt-out in the text and in RFC 8058's headers. Its row carries
 * everything it says (server/plants/reminders.ts writes it), so the mail room reads no plant;
 * an unsubscribe or an erasure removes the rows that would still go.
 */

/** One unit as the mail lists it. */
export interface ReminderUnit {
  tag: string;
  productCode: string;
  serial: string;
  dueOn: string;
  status: "due" | "overdue";
}

/** What a reminder's row holds (its schedule entry: server/plants/reminders.ts). */
export interface PlantReminderPayload {
  contactId: number;
  reminderId: number;
  to: string;
  name: string;
  lang: Lang;
  /** The contact's opt-out token (/unsubscribe/{token}). */
  unsubscribe: string;
  plant: { token: string; customer: string; site: string };
  units: ReminderUnit[];
  /** When the contact consented (YYYY-MM-DD, Seoul), said in the mail as the law asks. */
  consentDay: string;
}

const ko = {
  subject: "(광고) {site} 설비 {count}대의 정비 시기 안내",
  greeting: "{name} 님께",
  intro: "{customer} {site}의 아래 설비는 정비 시기가 다가왔거나 지났습니다.",
  unit: "- {what} · 제조번호 {serial} · 정비 예정일 {due} ({status})",
  due: "정비 임박",
  overdue: "정비 기한 경과",
  request: "아래 링크를 누르시면 이 설비들이 선택된 서비스 요청 양식이 열립니다:",
  plant: "현장의 모든 설비와 정비 일정:",
  why: "이 메일은 귀하께서 {day}에 수신에 동의하신 ‘설비 정비 안내’ 메일입니다.",
  optOut: "이 안내를 더 받지 않으시려면 아래 링크에서 무료로 수신을 거부하실 수 있습니다:",
  sender: "보낸 곳",
  phone: "전화",
  address: "주소",
  email: "이메일",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject: "(광고) [Advertisement] Service due for {count} {count:unit|units} at {site}",
  greeting: "Dear {name},",
  intro: "These units at {customer} {site} are due or overdue for service.",
  unit: "- {what} · serial {serial} · service due {due} ({status})",
  due: "due",
  overdue: "overdue",
  request: "This link opens the service request form with these units ticked:",
  plant: "Every unit at the site and its service dates:",
  why: "You receive this service reminder because you agreed to it on {day}.",
  optOut: "To unsubscribe free of charge, use this link:",
  sender: "Sent by",
  phone: "Phone",
  address: "Address",
  email: "Email",
};

const reminderWord = createTranslation({ ko, en });

const langPath = (lang: Lang) => (lang === "en" ? "/en" : "");

/** The plant's page in the contact's language, with the units ticked and the reminder named. */
export function reminderRequestUrl(siteUrl: string, payload: PlantReminderPayload): string {
  const query = new URLSearchParams([["kind", "service"]]);
  for (const unit of payload.units) query.append("unit", unit.serial);
  query.append("r", String(payload.reminderId));
  return `${siteUrl}${langPath(payload.lang)}/plant/${payload.plant.token}?${query.toString()}`;
}

/** The opt-out page of a contact, in their language (also the List-Unsubscribe target). */
export const unsubscribeUrl = (siteUrl: string, token: string, lang: Lang) =>
  `${siteUrl}${langPath(lang)}/unsubscribe/${token}`;

/** The sender's name and contact, as section 50 asks of every such mail. */
export function senderLines(company: Company, lang: Lang, word: typeof reminderWord): string[] {
  return [
    `${word(lang, "sender")}: ${company.name[lang]}`,
    `${word(lang, "phone")}: ${phoneText(company.phone, lang)} · ${word(lang, "email")}: ${company.email}`,
    `${word(lang, "address")}: ${addressLine(company.address, lang)}`,
  ];
}

export function reminderText(
  payload: PlantReminderPayload,
  siteUrl: string,
  company: Company,
): string {
  const { lang } = payload;
  const t = (key: keyof typeof ko, vars?: Vars) => reminderWord(lang, key, vars);
  const units = payload.units.map((unit) =>
    t("unit", {
      // The tag when it has one, then the product: no "-" standing for a missing tag.
      what: [unit.tag, unit.productCode].filter(Boolean).join(" · "),
      serial: unit.serial,
      due: dayText(unit.dueOn, lang),
      status: t(unit.status),
    }),
  );
  return [
    t("greeting", { name: payload.name }),
    "",
    t("intro", { customer: payload.plant.customer, site: payload.plant.site }),
    "",
    ...units,
    "",
    t("request"),
    reminderRequestUrl(siteUrl, payload),
    "",
    t("plant"),
    `${siteUrl}${langPath(lang)}/plant/${payload.plant.token}`,
    "",
    t("why", { day: dayText(payload.consentDay, lang) }),
    t("optOut"),
    unsubscribeUrl(siteUrl, payload.unsubscribe, lang),
    "",
    ...senderLines(company, lang, reminderWord),
    "",
  ].join("\n");
}

export const SAMPLE_REMINDER: PlantReminderPayload = {
  contactId: 1,
  reminderId: 7,
  to: "planner@example.com",
  name: "김정비",
  lang: "ko",
  unsubscribe: "AbCdEfGhIjKlMnOpQrStUvWx",
  plant: { token: "AbCdEfGhIjKlMnOp", customer: "한강수자원공사", site: "하남 정수장" },
  units: [
    {
      tag: "MOV-101",
      productCode: "SA 07.2",
      serial: "A1234567",
      dueOn: "2026-12-01",
      status: "due",
    },
  ],
  consentDay: "2026-03-02",
};

export const plantReminder: QueuedMailKind<{ payload: PlantReminderPayload; local: string }> = {
  automatic: true,
  audience: "buyer",
  compose: ({ payload, local }, context) => [
    {
      lang: payload.lang,
      to: [payload.to],
      replyTo: context.mailbox ?? context.company.email,
      fromName: context.company.name[payload.lang],
      subject: reminderWord(payload.lang, "subject", {
        site: payload.plant.site,
        count: payload.units.length,
      }),
      text: reminderText(payload, context.siteUrl, context.company),
      local,
      unsubscribe: {
        url: unsubscribeUrl(context.siteUrl, payload.unsubscribe, payload.lang),
      },
    },
  ],
  sample: (lang) => ({
    payload: { ...SAMPLE_REMINDER, lang, name: lang === "en" ? "Jane Park" : "김정비" },
    local: newMessageLocal("plantreminder"),
  }),
  queued: {
    // The night rule and the consent, at every try (server/mail/kinds/plant-gate.ts).
    gate: plantGate,
    // The row says it all: written when the reminders ran, removed when the contact stops.
    input: async (claim) => ({
      payload: claim.payload as PlantReminderPayload,
      local: claim.local,
    }),
    samplePayload: SAMPLE_REMINDER,
    // The plant's reminders in the back office show what went; no inquiry is about it.
    timeline: "elsewhere",
  },
};
