import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { adminUrl } from "../letter";
import { newMessageLocal } from "../thread";
import type { MailKind } from "./kind";

/** The owner's test of the mail settings, in the language of the settings page. */
const ko = {
  subject: "[{site}] 시험 메일",
  body: "관리자 페이지의 메일 설정에서 보낸 시험 메일입니다. 이 메일이 도착했다면 문의 알림도 도착합니다.\n\n메일 설정: {url}\n",
} as const;

const en: Dictionary<keyof typeof ko> = {
  subject: "[{site}] Test mail",
  body: "This test mail was sent from the mail settings of the Admin Panel. If it arrived, inquiry notices will too.\n\nMail settings: {url}\n",
};

const testMailWord = createTranslation({ ko, en });

export const testMail: MailKind<{ to: string; lang: Lang; local: string }> = {
  automatic: true,
  audience: "staff",
  compose: ({ to, lang, local }, context) => [
    {
      lang,
      to: [to],
      replyTo: context.from,
      subject: testMailWord(lang, "subject", { site: new URL(context.siteUrl).hostname }),
      text: testMailWord(lang, "body", { url: adminUrl(context.siteUrl, lang, "/settings/mail") }),
      local,
    },
  ],
  sample: (lang) => ({ to: "owner@example.com", lang, local: newMessageLocal("test") }),
};
