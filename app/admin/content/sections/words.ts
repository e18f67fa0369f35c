import type { Lang } from "../../../i18n/lang";
import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The technical pages editor's own words in both languages (the frame's are in ../words.ts). */
const ko = {
  title: "기술 자료 페이지",
  listText:
    "제품군마다 있는 기술 자료 페이지의 글과 그림을 고칩니다. 제품 수치로 만든 표는 여기서 고치지 않습니다: 제품 편집기에서 수치를 고치면 표가 따라 바뀝니다.",
  section: "기술 자료",
  pages: "페이지",
  pageCount: "{n}쪽",
  editorTitle: "{section} 기술 자료",
  editorText:
    "한 번에 한 페이지를 고칩니다. 한국어와 영어를 나란히 씁니다. 초안은 방문자에게 보이지 않으며, 게시하면 1초 안에 페이지, 사이트 검색, 사이트맵에 반영됩니다.",
  allSections: "기술 자료 목록",
  openPage: "이 페이지 보기",
  pageNav: "페이지 고르기",
  pageN: "{n}쪽",
  pageTitle: "페이지 제목",
  block_text: "본문",
  textHint:
    "빈 줄로 문단을 나눕니다. 굵은 글씨(<strong>), 목록(<ul>, <ol>, <li>), 링크(<a>)는 그대로 두고 쓸 수 있으며, 다른 태그와 스크립트는 저장할 때 지워집니다.",
  block_highlight: "강조 문장",
  block_title: "소제목",
  "block_title-with-image": "그림이 있는 소제목",
  block_overview: "개요",
  features: "특징 (한 줄에 하나, 두 언어의 줄 수를 같게)",
  applications: "적용 분야 (한 줄에 하나, 두 언어의 줄 수를 같게)",
  specRow: "사양 {n}",
  specLabel: "항목",
  specValue: "값",
  "block_features-list": "특징 목록 (한 줄에 하나, 두 언어의 줄 수를 같게)",
  block_section: "구역",
  sectionTitle: "구역 제목",
  "item_image-text": "그림과 글",
  "item_overview-text": "소개 글",
  "item_features-list": "특징 (한 줄에 하나, 두 언어의 줄 수를 같게)",
  "fixed_product-catalog": "제품 목록",
  fixed_contact: "문의 안내",
  "fixed_product-images": "제품 그림 모음",
  "fixed_raw-html": "HTML",
  fixed_image: "그림",
  fixed_table: "표",
  "fixed_dimension-table": "치수표",
  "fixed_elastomer-table": "슬리브 재질표",
  "fixed_product-series": "제품 시리즈",
  "fixed_technical-specs": "기술 사양",
  block_fixed: "이 블록({type})은 여기서 고치지 않습니다.",
  derived:
    "이 표는 제품 수치로 만들어집니다. 여기서는 고칠 수 없고, 제품 편집기에서 수치를 고치면 바뀝니다.",
  derivedRow: "제품 수치로 만든 사양 (여기서 고칠 수 없음)",
  catalogueLink: "제품 편집기로 가기",
  image: "그림",
  imageNow: "지금 그림: {name}",
  imageRepo: "사이트의 기본 그림",
  imageAlt: "대체 텍스트",
  imageUpload: "새 그림 올리기",
  imageHint:
    "JPEG, PNG, WebP 또는 AVIF. 위치 정보 같은 메타데이터는 지워지고 AVIF와 WebP로 바뀝니다.",
  imageRemove: "올린 그림을 빼고 사이트의 기본 그림으로 되돌리기",
  upload: "그림 올리기",
  uploaded: "그림을 올렸습니다. 대체 텍스트를 쓰고 저장하세요.",
  uploadFailed: "올리지 못한 그림: {files}",
  blockN: "블록 {n}",
  itemN: "항목 {n}",
  field_text: "글",
} as const;

export type SectionWordKey = keyof typeof ko;

const en: Dictionary<SectionWordKey> = {
  title: "Technical pages",
  listText:
    "Edit the words and images of each product group's technical pages. Tables made from product figures are not edited here: change the figures in the catalogue editor and the tables follow.",
  section: "Technical document",
  pages: "Pages",
  pageCount: "{n} pages",
  editorTitle: "{section}: technical pages",
  editorText:
    "One page at a time, Korean and English side by side. A draft is not shown to visitors; a publish reaches the page, the site search and the sitemap within a second.",
  allSections: "All technical pages",
  openPage: "Open this page",
  pageNav: "Choose a page",
  pageN: "Page {n}",
  pageTitle: "Page title",
  block_text: "Text",
  textHint:
    "A blank line starts a paragraph. Bold (<strong>), lists (<ul>, <ol>, <li>) and links (<a>) may be kept as they are; other tags and scripts are removed when saved.",
  block_highlight: "Highlighted sentence",
  block_title: "Heading",
  "block_title-with-image": "Heading with an image",
  block_overview: "Overview",
  features: "Features (one per line, as many lines in both languages)",
  applications: "Applications (one per line, as many lines in both languages)",
  specRow: "Specification {n}",
  specLabel: "Item",
  specValue: "Value",
  "block_features-list": "Features (one per line, as many lines in both languages)",
  block_section: "Section",
  sectionTitle: "Section title",
  "item_image-text": "Image and text",
  "item_overview-text": "Introduction",
  "item_features-list": "Features (one per line, as many lines in both languages)",
  "fixed_product-catalog": "product cards",
  fixed_contact: "contact invitation",
  "fixed_product-images": "product images",
  "fixed_raw-html": "HTML",
  fixed_image: "image",
  fixed_table: "table",
  "fixed_dimension-table": "dimension table",
  "fixed_elastomer-table": "sleeve materials table",
  "fixed_product-series": "product series",
  "fixed_technical-specs": "technical data",
  block_fixed: "This block ({type}) is not edited here.",
  derived:
    "This table is made from the products' figures. It cannot be edited here; change the figures in the catalogue editor and it follows.",
  derivedRow: "Made from the products' figures (not edited here)",
  catalogueLink: "Go to the catalogue editor",
  image: "Image",
  imageNow: "Image now: {name}",
  imageRepo: "the site's own image",
  imageAlt: "Alt text",
  imageUpload: "Upload a new image",
  imageHint:
    "JPEG, PNG, WebP or AVIF. Metadata such as the location is removed; it is served as AVIF and WebP.",
  imageRemove: "Remove the uploaded image and show the site's own again",
  upload: "Upload the image",
  uploaded: "Image uploaded. Write its alt text and save.",
  uploadFailed: "Not uploaded: {files}",
  blockN: "block {n}",
  itemN: "item {n}",
  field_text: "Text",
};

export const sectionWord = createTranslation({ ko, en });

/** The word of a field of a block or item, by the last part of its path. */
const FIELD_WORDS: Record<string, SectionWordKey> = {
  html: "block_text",
  text: "field_text",
  title: "sectionTitle",
  textContent: "item_overview-text",
  features: "features",
  applications: "applications",
  "image.alt": "imageAlt",
  "image.upload": "imageUpload",
  "image.photo": "image",
};

/**
 * What staff call a field of a technical page's words ("pages.1.content.3.html" is "Page 2 ·
 * block 4 · Text"), for the error summary; undefined for any other path.
 */
export function sectionFieldLabel(lang: Lang, path: string): string | undefined {
  const w = (key: SectionWordKey, vars?: Record<string, number>) => sectionWord(lang, key, vars);
  const page = /^pages\.(\d+)\.(.+)$/.exec(path);
  if (!page) return undefined;
  const parts = [w("pageN", { n: Number(page[1]) + 1 })];
  if (page[2] === "title") return [...parts, w("pageTitle")].join(" · ");
  const block = /^content\.(\d+)(?:\.content\.(\d+))?\.(.+)$/.exec(page[2]!);
  if (!block) return parts.join(" · ");
  parts.push(w("blockN", { n: Number(block[1]) + 1 }));
  if (block[2] !== undefined) parts.push(w("itemN", { n: Number(block[2]) + 1 }));
  const spec = /^specifications\.(\d+)\.(label|value)$/.exec(block[3]!);
  if (spec) {
    parts.push(w("specRow", { n: Number(spec[1]) + 1 }));
    parts.push(w(spec[2] === "label" ? "specLabel" : "specValue"));
  } else {
    const word = FIELD_WORDS[block[3]!];
    if (word) parts.push(w(word));
  }
  return parts.join(" · ");
}
