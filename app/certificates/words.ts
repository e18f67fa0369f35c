import { createTranslation, type Dictionary } from "../i18n/words";

/**
 * The certificates' words on public pages (/certificates, a product's certificates), in both
 * languages; Korean in 합쇼체. Loaders hand the page its words already in its language.
 */
const ko = {
  intro:
    "당사가 보유한 인증서입니다. 오늘 유효한 인증서만 싣고, 유효 기간이 끝나면 다음 날 이 목록에서 내려갑니다. 인증서마다 PDF 사본을 내려받으실 수 있습니다.",
  asOf: "{date} 기준 유효한 인증서 {count}건",
  none: "지금 게시된 유효한 인증서가 없습니다. 입찰이나 납품에 필요한 인증서가 있으시면 문의해 주십시오. 보유 여부를 확인하고 사본을 보내 드리겠습니다.",
  ask: "인증서 문의하기",
  verify: "인증서의 진위는 발급 기관에 인증 번호로 확인하실 수 있습니다.",
  issuer: "발급 기관",
  number: "인증 번호",
  scope: "적용 범위",
  covers: "적용 제품",
  valid: "유효 기간",
  to: "~",
  company: "회사 전체",
  group: "{group} 전 제품",
  download: "인증서 PDF",
  downloadName: "{name} 인증서 PDF 내려받기",
  productTitle: "인증",
  productText: "이 제품에 적용되는 유효한 인증서입니다 ({date} 기준).",
  all: "인증현황 전체 보기",
  listName: "유효한 인증서",
} as const;

export type CertificateWord = keyof typeof ko;

const en: Dictionary<CertificateWord> = {
  intro:
    "The certificates we hold. Only those valid today are listed: a certificate leaves this list the day after its last valid day. Each has its PDF copy to download.",
  asOf: "{count} {count:certificate|certificates} valid on {date}",
  none: "No valid certificate is published at the moment. If a tender or a delivery needs a certificate, please ask us: we will tell you whether we hold it and send you a copy.",
  ask: "Ask about a certificate",
  verify: "You can verify a certificate with its issuer by its number.",
  issuer: "Issuer",
  number: "Number",
  scope: "Scope",
  covers: "Products covered",
  valid: "Valid",
  to: "to",
  company: "The company as a whole",
  group: "All {group}",
  download: "Certificate PDF",
  downloadName: "Download the PDF of the certificate {name}",
  productTitle: "Certificates",
  productText: "Valid certificates that cover this product (on {date}).",
  all: "All certificates",
  listName: "Valid certificates",
};

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
export const certificateWord = createTranslation({ ko, en });
