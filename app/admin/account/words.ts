import { createTranslation, type Dictionary } from "../../i18n/words";

/** The words of My account's profile: the signature's name and the language of staff mail. */
const ko = {
  profileTitle: "이름과 메일 언어",
  name: "이름",
  nameHint:
    "문의에 보내는 답장의 서명에 들어갑니다. 예: 김영업 과장. 비워 두면 이메일 주소가 들어갑니다.",
  mailLang: "받는 메일의 언어",
  mailLangHint: "매일 아침 문의 요약 메일이 이 언어로 옵니다.",
  lang_ko: "한국어",
  lang_en: "영어",
  save: "저장",
  saved: "저장했습니다.",
  error_name: "이름은 {max}자 이내로, 줄바꿈 없이 입력하세요.",
} as const;

export type AccountWordKey = keyof typeof ko;

const en: Dictionary<AccountWordKey> = {
  profileTitle: "Name and mail language",
  name: "Name",
  nameHint:
    "Signs the replies you send to inquiries, e.g. Kim Young-up, Sales Manager. Left empty, your e-mail address signs.",
  mailLang: "Language of the mail you get",
  mailLangHint: "The daily summary of inquiries comes in this language.",
  lang_ko: "Korean",
  lang_en: "English",
  save: "Save",
  saved: "Saved.",
  error_name: "Enter a name of at most {max} characters, on one line.",
};

export const accountWord = createTranslation({ ko, en });
