import { createTranslation, type Dictionary } from "../../i18n/words";

/**
 * The unit page's words (/u/{token}), kept with the page so that they move with it; the
 * kinds' names are those staff choose from, in server/units/kind-words.ts.
 */
const ko = {
  title: "납품 제품 정보",
  intro: "명판의 QR 코드로 연 페이지입니다. 이 제품의 서류와 정비 이력을 볼 수 있습니다.",
  serial: "제조번호",
  tag: "태그",
  delivered: "납품일",
  product: "제품",
  productPage: "제품 페이지 보기",
  keyFigures: "주요 사양",
  papers: "서류",
  noPapers: "아직 올린 서류가 없습니다. 필요하면 문의해 주세요.",
  service: "정비 이력",
  noService: "기록된 정비가 없습니다.",
  help: "정비나 예비 부품이 필요하면 제조번호를 알려 주세요.",
  contact: "문의하기",
  retired: "단종된 제품입니다.",
} as const;

export type UnitPageWord = keyof typeof ko;

const en: Dictionary<UnitPageWord> = {
  title: "Delivered unit",
  intro:
    "You opened this page from the nameplate's QR code: this unit's papers and service history.",
  serial: "Serial number",
  tag: "Tag",
  delivered: "Delivered",
  product: "Product",
  productPage: "See the product's page",
  keyFigures: "Key figures",
  papers: "Papers",
  noPapers: "No papers have been added yet. Ask us if you need one.",
  service: "Service history",
  noService: "No service recorded.",
  help: "For service or spare parts, tell us the serial number.",
  contact: "Contact us",
  retired: "This product is no longer made.",
};

/** One word in `lang`, filled by the one placeholder rule (decision 029). */
export const unitPageWord = createTranslation({ ko, en });
