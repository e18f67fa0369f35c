import type { Lang } from "../../app/i18n/lang";
import { createTranslation, type Dictionary } from "../../app/i18n/words";

/**
 * Everything the receiver can object to, with its wire code and its text in both languages.
 * JSON answers carry the English predicate (the protocol's convention, e.g. "should be an email");
 * the no-JS error page shows the page language's text.
 */
const ko = {
  required: "필수 항목입니다",
  consent: "필수입니다: 개인정보 수집·이용에 동의해야 문의를 받을 수 있습니다",
  email: "올바른 이메일 주소가 아닙니다",
  phone: "올바른 전화번호가 아닙니다",
  tooLong: "너무 깁니다 (최대 {max}자)",
  notText: "텍스트여야 합니다",
  singleLine: "한 줄로 입력해야 합니다",
  badCharacters: "허용되지 않는 문자가 포함되어 있습니다",
  unknownProduct: "카탈로그에 없는 제품입니다",
  retiredProduct: "더 이상 판매하지 않는 (단종된) 제품입니다",
  duplicateProduct: "이미 목록에 있는 제품입니다 (제품마다 한 줄)",
  wholeNumber: "정수로 입력해야 합니다",
  quantityRange: "1에서 100,000 사이여야 합니다",
  tooManyItems: "줄이 너무 많습니다 (최대 {max}줄)",
  itemsShape: "형식이 올바르지 않습니다",
  empty: "빈 양식은 보낼 수 없습니다",
  files: "파일 첨부는 받지 않습니다",
  formNotFound: "양식을 찾을 수 없습니다",
  projectNotFound: "프로젝트를 찾을 수 없습니다",
  blocked: "이 사이트에서 보낸 문의는 받을 수 없습니다",
  tooLarge: "보낸 내용이 너무 큽니다",
  tooMany: "문의를 너무 자주 보냈습니다. 1분 후에 다시 시도해 주십시오.",
  badJson: "보낸 내용을 읽을 수 없습니다 (JSON)",
  notObject: "보낸 내용을 읽을 수 없습니다 (JSON 객체가 아님)",
  badEncoding: "보낸 내용을 읽을 수 없습니다 (UTF-8이 아님)",
  badMultipart: "보낸 내용을 읽을 수 없습니다 (multipart)",
  contentType: "지원하지 않는 형식으로 보냈습니다",
  storeFailed: "문의를 저장하지 못했습니다. 잠시 후 다시 시도해 주십시오.",
} as const;

export type ProblemKind = keyof typeof ko;

const en: Dictionary<ProblemKind> = {
  required: "is required",
  consent: "is required: an inquiry is received only with consent to the privacy notice",
  email: "should be an email",
  phone: "should be a phone number",
  tooLong: "is too long (maximum {max} characters)",
  notText: "should be text",
  singleLine: "should be a single line",
  badCharacters: "contains characters that are not allowed",
  unknownProduct: "is not a product in the catalogue",
  retiredProduct: "is no longer offered (the product was discontinued)",
  duplicateProduct: "is already in the list (one line per product)",
  wholeNumber: "should be a whole number",
  quantityRange: "should be between 1 and 100,000",
  tooManyItems: "has too many lines (maximum {max})",
  itemsShape: "should be lines named items[0][id], items[0][qty], items[0][note]",
  empty: "Can't send an empty form",
  files: "File uploads are not accepted",
  formNotFound: "Form not found",
  projectNotFound: "Project not found",
  blocked: "Submissions from this origin are not allowed",
  tooLarge: "Request body is too large",
  tooMany: "Too many submissions. Please try again in a minute.",
  badJson: "Request body is not valid JSON",
  notObject: "Request body must be a JSON object",
  badEncoding: "Request body is not valid UTF-8",
  badMultipart: "Request body is not valid multipart form data",
  contentType:
    "Content type must be application/json, multipart/form-data or application/x-www-form-urlencoded",
  storeFailed: "The inquiry could not be saved. Please try again later.",
};

export const problemWord = createTranslation({ ko, en });

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
  return problemWord(lang, problem.kind, problem.max === undefined ? {} : { max: problem.max });
}

/** The wire form: `{code?, field?, message}`, as docs/form-protocol.md (Answers) requires. */
export function toWire(problem: Problem) {
  return {
    ...(problem.code && { code: problem.code }),
    ...(problem.field && { field: problem.field }),
    message: problemText(problem, "en"),
  };
}
