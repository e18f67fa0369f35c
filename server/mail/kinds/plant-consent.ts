import { phoneText } from "../../../app/i18n/phone-text";
import { dayText } from "../../../app/i18n/day-text";
import type { Vars } from "../../../app/i18n/fill";
import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { addressLine } from "../../../app/content/company";
import { newMessageLocal } from "../thread";
import type { QueuedMailKind } from "./kind";
import { plantGate } from "./plant-gate";
import { unsubscribeUrl } from "./plant-reminder";

/**
 * The two-yearly notice of a contact's consent (정보통신망법 시행령 section 62-3; decision 046):
 * the fact and day of the consent, what it covers, and how to withdraw it, free. It sells
 * nothing, so it carries no "(광고)"; it is sent instead of a reminder when the consent was last
 * confirmed two years ago or more, and keeps the same one-click opt-out.
 */

/** What a notice's row holds (server/plants/reminders.ts writes it). */
export interface PlantConsentPayload {
  contactId: number;
  to: string;
  name: string;
  lang: Lang;
  unsubscribe: string;
  plant: { customer: string; site: string };
  /** YYYY-MM-DD, Seoul: when the person consented, and when it was last confirmed. */
  consentDay: string;
  confirmedDay: string;
}

const ko = {
  subject: "[{company}] 설비 정비 안내 메일 수신 동의 확인",
  greeting: "{name} 님께",
  intro:
    "{company}입니다. 귀하께서는 {day}에 {customer} {site} 설비의 정비 시기 안내 메일을 받기로 동의하셨습니다.",
  law: "정보통신망법 시행령 제62조의3에 따라 2년마다 이 사실을 알려 드립니다 (지난 확인: {confirmed}).",
  keep: "계속 받으시려면 따로 하실 일이 없습니다.",
  withdraw: "수신 동의를 철회하시려면 아래 링크에서 무료로 하실 수 있습니다:",
  sender: "보낸 곳",
  phone: "전화",
  address: "주소",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject: "[{company}] Your consent to service reminders",
  greeting: "Dear {name},",
  intro:
    "On {day} you agreed to receive service reminders from {company} for the units at {customer} {site}.",
  law: "Korean law (Article 62-3 of the Enforcement Decree of the Network Act) requires us to remind you of this every two years (last reminder: {confirmed}).",
  keep: "If you wish to keep receiving them, you need not do anything.",
  withdraw: "To withdraw your consent, free of charge, use this link:",
  sender: "Sent by",
  phone: "Phone",
  address: "Address",
};

const consentWord = createTranslation({ ko, en });

export const SAMPLE_CONSENT: PlantConsentPayload = {
  contactId: 1,
  to: "planner@example.com",
  name: "김정비",
  lang: "ko",
  unsubscribe: "AbCdEfGhIjKlMnOpQrStUvWx",
  plant: { customer: "한강수자원공사", site: "하남 정수장" },
  consentDay: "2024-11-20",
  confirmedDay: "2024-11-20",
};

export const plantConsent: QueuedMailKind<{ payload: PlantConsentPayload; local: string }> = {
  automatic: true,
  audience: "buyer",
  compose: ({ payload, local }, context) => {
    const { lang } = payload;
    const company = context.company;
    const t = (key: keyof typeof ko, vars?: Vars) => consentWord(lang, key, vars);
    const text = [
      t("greeting", { name: payload.name }),
      "",
      t("intro", {
        company: company.name[lang],
        day: dayText(payload.consentDay, lang),
        customer: payload.plant.customer,
        site: payload.plant.site,
      }),
      t("law", { confirmed: dayText(payload.confirmedDay, lang) }),
      "",
      t("keep"),
      t("withdraw"),
      unsubscribeUrl(context.siteUrl, payload.unsubscribe, lang),
      "",
      `${t("sender")}: ${company.name[lang]}`,
      `${t("phone")}: ${phoneText(company.phone, lang)} · ${company.email}`,
      `${t("address")}: ${addressLine(company.address, lang)}`,
      "",
    ].join("\n");
    return [
      {
        lang,
        to: [payload.to],
        replyTo: context.mailbox ?? company.email,
        fromName: company.name[lang],
        subject: t("subject", { company: company.name[lang] }),
        text,
        local,
        unsubscribe: { url: unsubscribeUrl(context.siteUrl, payload.unsubscribe, lang) },
      },
    ];
  },
  sample: (lang) => ({
    payload: { ...SAMPLE_CONSENT, lang, name: lang === "en" ? "Jane Park" : "김정비" },
    local: newMessageLocal("plantconsent"),
  }),
  queued: {
    // The night rule and the consent, at every try (server/mail/kinds/plant-gate.ts).
    gate: plantGate,
    input: async (claim) => ({ payload: claim.payload as PlantConsentPayload, local: claim.local }),
    samplePayload: SAMPLE_CONSENT,
    timeline: "elsewhere",
  },
};
