/**
 * Everything the receiver can object to, with its wire code and its text in both languages.
 * JSON answers carry the English predicate (the protocol's convention, e.g. "should be an email");
 * the no-JS error page shows the page language's text.
 */
export type Lang = "ko" | "en";

type Text = { [L in Lang]: string };

const MESSAGES = {
  required: { en: "is required", ko: "필수 항목입니다" },
  consent: {
    en: "is required: an inquiry is received only with consent to the privacy notice",
    ko: "필수입니다: 개인정보 수집·이용에 동의해야 문의를 받을 수 있습니다",
  },
  email: { en: "should be an email", ko: "올바른 이메일 주소가 아닙니다" },
  phone: { en: "should be a phone number", ko: "올바른 전화번호가 아닙니다" },
  tooLong: { en: "is too long (maximum {max} characters)", ko: "너무 깁니다 (최대 {max}자)" },
  notText: { en: "should be text", ko: "텍스트여야 합니다" },
  singleLine: { en: "should be a single line", ko: "한 줄로 입력해야 합니다" },
  badCharacters: {
    en: "contains characters that are not allowed",
    ko: "허용되지 않는 문자가 포함되어 있습니다",
  },
  unknownProduct: {
    en: "is not a product in the catalogue",
    ko: "카탈로그에 없는 제품입니다",
  },
  retiredProduct: {
    en: "is no longer offered (the product was discontinued)",
    ko: "더 이상 판매하지 않는 (단종된) 제품입니다",
  },
  duplicateProduct: {
    en: "is already in the list (one line per product)",
    ko: "이미 목록에 있는 제품입니다 (제품마다 한 줄)",
  },
  wholeNumber: { en: "should be a whole number", ko: "정수로 입력해야 합니다" },
  quantityRange: {
    en: "should be between 1 and 100,000",
    ko: "1에서 100,000 사이여야 합니다",
  },
  tooManyItems: {
    en: "has too many lines (maximum {max})",
    ko: "줄이 너무 많습니다 (최대 {max}줄)",
  },
  itemsShape: {
    en: "should be lines named items[0][id], items[0][qty], items[0][note]",
    ko: "형식이 올바르지 않습니다",
  },
  empty: { en: "Can't send an empty form", ko: "빈 양식은 보낼 수 없습니다" },
  files: { en: "File uploads are not accepted", ko: "파일 첨부는 받지 않습니다" },
  formNotFound: { en: "Form not found", ko: "양식을 찾을 수 없습니다" },
  projectNotFound: { en: "Project not found", ko: "프로젝트를 찾을 수 없습니다" },
  blocked: {
    en: "Submissions from this origin are not allowed",
    ko: "이 사이트에서 보낸 문의는 받을 수 없습니다",
  },
  tooLarge: { en: "Request body is too large", ko: "보낸 내용이 너무 큽니다" },
  tooMany: {
    en: "Too many submissions. Please try again in a minute.",
    ko: "문의를 너무 자주 보냈습니다. 1분 후에 다시 시도해 주세요.",
  },
  badJson: { en: "Request body is not valid JSON", ko: "보낸 내용을 읽을 수 없습니다 (JSON)" },
  notObject: {
    en: "Request body must be a JSON object",
    ko: "보낸 내용을 읽을 수 없습니다 (JSON 객체가 아님)",
  },
  badEncoding: {
    en: "Request body is not valid UTF-8",
    ko: "보낸 내용을 읽을 수 없습니다 (UTF-8이 아님)",
  },
  badMultipart: {
    en: "Request body is not valid multipart form data",
    ko: "보낸 내용을 읽을 수 없습니다 (multipart)",
  },
  contentType: {
    en: "Content type must be application/json, multipart/form-data or application/x-www-form-urlencoded",
    ko: "지원하지 않는 형식으로 보냈습니다",
  },
  storeFailed: {
    en: "The inquiry could not be saved. Please try again later.",
    ko: "문의를 저장하지 못했습니다. 잠시 후 다시 시도해 주세요.",
  },
} satisfies Record<string, Text>;

export type ProblemKind = keyof typeof MESSAGES;

/** Codes the official client knows; any other problem goes without a code (UNSPECIFIED). */
export type ProblemCode =
  | "REQUIRED_FIELD_MISSING"
  | "REQUIRED_FIELD_EMPTY"
  | "TYPE_EMAIL"
  | "TYPE_TEXT"
  | "TYPE_NUMERIC"
  | "EMPTY"
  | "NO_FILE_UPLOADS"
  | "FORM_NOT_FOUND"
  | "PROJECT_NOT_FOUND"
  | "BLOCKED";

export interface Problem {
  kind: ProblemKind;
  code?: ProblemCode;
  field?: string;
  max?: number;
}

export function problemText(problem: Problem, lang: Lang): string {
  return MESSAGES[problem.kind][lang].replace("{max}", String(problem.max));
}

/** The wire form: `{code?, field?, message}`, as docs/form-protocol.md (Answers) requires. */
export function toWire(problem: Problem) {
  return {
    ...(problem.code && { code: problem.code }),
    ...(problem.field && { field: problem.field }),
    message: problemText(problem, "en"),
  };
}
