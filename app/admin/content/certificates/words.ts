import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The certificates' editor and list in the back office, in both languages. */
const ko = {
  title: "인증서",
  text: "인증현황(/certificates)과 적용 제품의 페이지에 유효 기간 동안만 표시됩니다. 마지막 유효일 다음 날(서울 기준) 게시를 중단하지 않아도 공개 페이지에서 내려갑니다.",
  item: "인증서 {id}",
  newItem: "새 인증서",
  name: "인증서 이름",
  nameHint: "예: KC 위생안전 인증, ISO 9001 품질경영시스템, KR 형식승인",
  issuer: "발급 기관",
  number: "인증 번호",
  numberHint: "인증서에 인쇄된 그대로 쓰십시오. 번역하지 않습니다.",
  scope: "적용 범위",
  validFrom: "유효 시작일",
  validUntil: "마지막 유효일",
  validHint:
    "예: 2027-05-31. 이날까지 공개되고, 다음 날 서울 시각 0시에 공개 페이지에서 내려갑니다.",
  groups: "적용 제품군",
  groupsHint: "제품군 전체에 적용되면 고르십시오. 그 제품군의 모든 제품 페이지에 표시됩니다.",
  products: "적용 제품",
  productsHint:
    "특정 제품에만 적용되면 고르십시오. 제품군도 제품도 고르지 않으면 회사 전체(예: ISO 9001)의 인증서로 표시됩니다.",
  pdf: "인증서 PDF",
  list: "인증서 목록",
  listText: "게시된 인증서와 초안, 유효 기간과 남은 날수입니다.",
  none: "아직 인증서가 없습니다.",
  valid: "유효 기간",
  daysLeft: "남은 날",
  left: "{days}일",
  lastDay: "오늘이 마지막 유효일",
  expired: "만료됨 ({days}일 지남)",
  notYet: "{days}일 뒤부터 유효",
  public: "공개 페이지",
  homeTitle: "인증서 유효 기간",
  homeText:
    "마지막 유효일 60일 전부터 알립니다. 갱신한 인증서는 같은 항목에 새 PDF와 날짜로 게시하십시오.",
  homeSoon: "{name} (인증 번호 {number}): {until}까지 유효합니다. {days}일 남았습니다.",
  homeLastDay:
    "{name} (인증 번호 {number}): 오늘({until})이 마지막 유효일입니다. 내일부터 공개 페이지에 보이지 않습니다.",
  homeExpired:
    "{name} (인증 번호 {number}): {until}에 만료되어 공개 페이지에서 내려갔습니다. 갱신한 인증서를 게시하거나 게시를 중단하십시오.",
} as const;

export type CertificateEditorWord = keyof typeof ko;

const en: Dictionary<CertificateEditorWord> = {
  title: "Certificates",
  text: "Shown on /certificates and on the pages of the products they cover while they are valid. The day after the last valid day (in Seoul) a certificate leaves the public pages without being unpublished.",
  item: "Certificate {id}",
  newItem: "New certificate",
  name: "Name of the certificate",
  nameHint: "For example KC sanitary safety, ISO 9001 quality management, KR type approval",
  issuer: "Issuer",
  number: "Certificate number",
  numberHint: "As printed on the certificate; it is not translated.",
  scope: "Scope",
  validFrom: "First valid day",
  validUntil: "Last valid day",
  validHint:
    "For example 2027-05-31. Public until that day; it leaves the public pages at midnight in Seoul.",
  groups: "Product groups covered",
  groupsHint:
    "Tick a group the certificate covers whole: every product page of the group shows it.",
  products: "Products covered",
  productsHint:
    "Tick the products it covers when it covers only some. With no group and no product it is the company's (ISO 9001, for example).",
  pdf: "PDF of the certificate",
  list: "All certificates",
  listText: "Published certificates and drafts, with their validity and the days left.",
  none: "No certificates yet.",
  valid: "Valid",
  daysLeft: "Days left",
  left: "{days} {days:day|days}",
  lastDay: "Today is the last valid day",
  expired: "Expired ({days} {days:day|days} ago)",
  notYet: "Valid in {days} {days:day|days}",
  public: "Public page",
  homeTitle: "Certificates' validity",
  homeText:
    "Shown from 60 days before a certificate's last valid day. Publish a renewed certificate in the same entry, with its new PDF and days.",
  homeSoon: "{name} (number {number}): valid until {until}, {days} {days:day|days} left.",
  homeLastDay:
    "{name} (number {number}): today ({until}) is its last valid day. From tomorrow the public pages no longer show it.",
  homeExpired:
    "{name} (number {number}): expired on {until} and left the public pages. Publish the renewed certificate or unpublish this one.",
};

/** One word in `lang`, `{name}` replaced by `vars` (decision 029). */
export const certificateEditorWord = createTranslation({ ko, en });
