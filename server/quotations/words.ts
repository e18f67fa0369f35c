import { createTranslation, type Dictionary } from "../../app/i18n/words";

/**
 * The quotation's printed words (PDF, spreadsheet, mail, the buyer's page), Korean as a 견적서
 * reads and English for a foreign buyer. The staff page's words are in
 * app/admin/inquiries/$ref/quotation/words.ts.
 */
const ko = {
  title: "견적서",
  number: "견적번호",
  version: "{n}차 수정",
  issued: "견적일",
  validUntil: "유효기간",
  validUntilValue: "{date}까지",
  to: "수신",
  toCompany: "{company} 귀중",
  attention: "담당",
  inquiry: "문의번호",
  supplier: "공급자",
  businessNumber: "등록번호",
  companyName: "상호",
  /** Where the seal is stamped; an English quotation has none (the seal alone, when set). */
  sealMark: "(인)",
  ceo: "대표자",
  address: "주소",
  phone: "전화",
  fax: "팩스",
  email: "이메일",
  intro: "아래와 같이 견적합니다.",
  totalLine: "합계금액 (부가세 포함)",
  no: "번호",
  item: "품목",
  note: "비고",
  quantity: "수량",
  unitPrice: "단가",
  amount: "금액",
  supply: "공급가액",
  tax: "세액 (10%)",
  total: "합계",
  won: "{amount}원",
  leadTime: "납기",
  payment: "결제조건",
  delivery: "인도조건",
  notes: "비고",
  page: "{n} / {total}쪽",
  replaced: "이 견적서는 새 견적서로 바뀌었습니다.",
  mailSubject: "[{ref}] 견적서 {number}",
  mailBody:
    "{name}님, 안녕하십니까.\n\n문의하신 내용의 견적서를 보내 드립니다. PDF와 엑셀 파일을 첨부했습니다.\n\n" +
    "견적번호: {number}\n합계금액: {total}원 (공급가액 {supply}원, 세액 {tax}원)\n" +
    "유효기간: {validUntil}까지\n\n" +
    "아래 링크에서 견적을 수락하거나 거절하실 수 있습니다. 로그인은 필요 없습니다.\n{link}\n\n" +
    "궁금한 점은 이 메일에 답장해 주십시오.\n\n{staff}\n{company}",
} as const;

export type QuotationWordKey = keyof typeof ko;

const en: Dictionary<QuotationWordKey> = {
  title: "Quotation",
  number: "Quotation no.",
  version: "revision {n}",
  issued: "Date",
  validUntil: "Valid until",
  validUntilValue: "{date}",
  to: "To",
  toCompany: "{company}",
  attention: "Attn.",
  inquiry: "Inquiry",
  supplier: "Supplier",
  businessNumber: "Business reg. no.",
  companyName: "Company",
  sealMark: "",
  ceo: "CEO",
  address: "Address",
  phone: "Tel",
  fax: "Fax",
  email: "E-mail",
  intro: "We are pleased to quote as follows.",
  totalLine: "Total (VAT included)",
  no: "No.",
  item: "Item",
  note: "Note",
  quantity: "Qty",
  unitPrice: "Unit price (KRW)",
  amount: "Amount (KRW)",
  supply: "Supply value",
  tax: "VAT (10%)",
  total: "Total",
  won: "KRW {amount}",
  leadTime: "Lead time",
  payment: "Payment terms",
  delivery: "Delivery terms",
  notes: "Notes",
  page: "Page {n} of {total}",
  replaced: "This quotation has been replaced by a newer one.",
  mailSubject: "[{ref}] Quotation {number}",
  mailBody:
    "Dear {name},\n\nPlease find our quotation attached, as a PDF and an Excel file.\n\n" +
    "Quotation no.: {number}\nTotal: KRW {total} (supply value KRW {supply}, VAT KRW {tax})\n" +
    "Valid until: {validUntil}\n\n" +
    "You can accept or decline it at this link, without signing in:\n{link}\n\n" +
    "For any question, simply reply to this mail.\n\n{staff}\n{company}",
};

export const quotationWord = createTranslation({ ko, en });
