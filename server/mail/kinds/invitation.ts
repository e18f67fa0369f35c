import type { Lang } from "../../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../../app/i18n/words";
import { adminUrl } from "../letter";
import { newMessageLocal } from "../thread";
import type { MailKind } from "./kind";

/**
 * A one-time link to join the back office (an owner's invitation) or to set up one's sign-in
 * again (a reset), in the language of the page it was made from (the CLI's: Korean). Sent at
 * once, never queued: a queued mail would keep the link in clear in a table, and the tables
 * keep only its hash.
 */
const ko = {
  invite_subject: "관리자 초대",
  invite_intro: "관리자 계정을 만들려면 24시간 안에 아래 링크를 여십시오.",
  reset_subject: "관리자 계정 다시 설정",
  reset_intro:
    "관리자 계정의 로그인 정보(비밀번호, 인증 앱, 패스키, 복구 코드)가 초기화되었습니다. 24시간 안에 아래 링크를 열어 다시 설정하십시오.",
  ignore: "요청한 적이 없다면 이 메일을 무시하고 회사 관리자에게 알려 주십시오.",
} as const;

const en: Dictionary<keyof typeof ko> = {
  invite_subject: "Invitation to the Admin Panel",
  invite_intro: "To create your Admin Panel account, open this link within 24 hours:",
  reset_subject: "Set up your Admin Panel account again",
  reset_intro:
    "The sign-in details of your Admin Panel account (password, authenticator app, passkeys and recovery codes) were reset. Open this link within 24 hours to set them up again:",
  ignore: "If you did not expect this, ignore this mail and tell your company's administrator.",
};

const invitationWord = createTranslation({ ko, en });

/** The join link on the site's own origin (SITE_URL), in `lang`; the token is in the path. */
export function joinLink(siteUrl: string, token: string, lang: Lang = "ko"): string {
  return adminUrl(siteUrl, lang, `/join/${token}`);
}

export const invitation: MailKind<{
  to: string;
  link: string;
  lang: Lang;
  purpose: "invite" | "reset";
  local: string;
}> = {
  automatic: true,
  audience: "staff",
  compose: ({ to, link, lang, purpose, local }, context) => [
    {
      lang,
      to: [to],
      replyTo: context.company.email,
      fromName: context.company.name[lang],
      subject: invitationWord(lang, `${purpose}_subject`),
      text: [
        invitationWord(lang, `${purpose}_intro`),
        "",
        link,
        "",
        invitationWord(lang, "ignore"),
        "",
      ].join("\n"),
      local,
    },
  ],
  sample: (lang) => ({
    to: "new@example.com",
    link: joinLink("https://www.example.test", "t0ken", lang),
    lang,
    purpose: "invite",
    local: newMessageLocal("invitation"),
  }),
};
