import { fieldName, figureField, generalPath } from "../../../content/catalog/figure-registry";
import type { Lang } from "../../../i18n/lang";
import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The product editor's own words in both languages (the frame's are in ../words.ts). */
const ko = {
  title: "제품 카탈로그",
  listText:
    "제품을 추가하고, 코드와 분류, 목록 안의 순서, 도면, 이름, 설명, 특징, 사양표와 수치를 고칩니다. 게시하면 1초 안에 제품 페이지, 목록, 검색, 제품 찾기, 비교와 견적에 반영됩니다. 언어마다 빠진 글이 있으면 여기와 편집 화면에 표시됩니다.",
  complete: "완성",
  missingIn: "{lang} {n}곳 빠짐",
  completeness: "언어별 완성도",
  code: "코드",
  editorTitle: "{product} 편집",
  editorText:
    "한국어와 영어를 나란히 씁니다. 초안은 반쯤 써도 저장되고, 게시할 때 빠진 칸을 언어별로 알려 드립니다. 수치는 한 번만 씁니다: 사양표와 목록의 표, 카드, 제품 찾기와 비교는 수치에서 만들어집니다. 모르는 수치는 비워 두세요. 사이트는 '문의'라고 안내합니다.",
  allProducts: "제품 목록",
  openPage: "제품 페이지 보기",
  texts: "이름과 설명",
  productName: "제품 이름",
  description: "짧은 설명 (카드와 검색)",
  detailDescription: "상세 설명",
  features: "특징",
  featuresHint: "한 줄에 하나씩 씁니다. 두 언어의 줄 수가 같아야 합니다.",
  specs: "사양표",
  specsText:
    "행마다 항목과 값을 한국어와 영어로 씁니다. '수치에서'라고 표시된 행의 값은 아래 수치에서 만들어집니다.",
  specRow: "사양 {n}",
  specLabel: "항목",
  specValue: "값",
  fromFigures: "수치에서: {value}",
  fromFiguresNone: "수치에서 (해당 수치가 비어 있어 표시되지 않음)",
  removeRow: "이 행 빼기",
  newRow: "새 행 (쓰면 추가됩니다)",
  figures: "수치",
  figuresText:
    "단위에 맞춰 숫자만 씁니다. 범위는 최소와 최대를 씁니다 (최소 ≤ 최대). 구경은 표준 DN·인치, 압력 등급은 표준 PN 또는 ANSI 등급이어야 합니다. 비워 둔 수치는 비어 있는 채로 둡니다.",
  rating: "압력 등급 {n}",
  point: "예 {n}",
  step: "구간 {n}",
  noSize: "이 제품은 구경을 밝히지 않습니다.",
  fig_size: "호칭 구경",
  fig_supply: "공급 전원·압력",
  fig_figures: "수치",
  fig_specifications: "사양표",
  fig_features: "특징",
  fig_detailDescription: "상세 설명",
  fig_code: "코드",
  fig_kind: "제품 종류",
  fig_subcategory: "하위 분류",
  fig_place: "목록 안의 순서",
  fig_image: "대표 도면",
  fig_detailImages: "상세 도면",
  fig_ratings: "압력 등급",
  fig_series: "시리즈",
  addLink: "제품 추가",
  addTitle: "제품 추가",
  addText:
    "코드, 하위 분류와 제품 종류를 정하면 빈 초안이 만들어지고 편집 화면이 열립니다. 이름, 설명과 수치를 두 언어로 쓰고 게시하면 하위 분류의 제품 목록, 검색, 제품 찾기, 비교와 견적에 나타납니다. 게시 전에는 어디에도 보이지 않습니다.",
  addButton: "추가하고 편집하기",
  codeHint:
    "영문자, 숫자와 하이픈(-), 예: S90, 480-150. 주소는 소문자 코드가 됩니다. 다른 제품이 쓰거나 쓴 코드는 쓸 수 없습니다.",
  subcategoryLabel: "하위 분류 (제품 목록)",
  kindLabel: "제품 종류",
  kindValves: "밸브",
  kindActuators: "액추에이터",
  kind_butterfly: "버터플라이 밸브",
  kind_ball: "볼 밸브",
  kind_pinch: "핀치 밸브",
  kind_electric: "전동 액추에이터",
  kind_pneumatic: "공압 액추에이터",
  kind_hydraulic: "유압 액추에이터",
  "kind_pneumatic-motor": "공압 모터 액추에이터",
  kindNow: "제품 종류: {kind} (바꿀 수 없습니다)",
  chooseOne: "고르세요",
  productPlace: "코드, 분류와 순서",
  codeChangeHint:
    "코드나 하위 분류를 바꾸면 제품 주소가 바뀝니다. 예전 주소는 새 주소로 영구히 넘어갑니다(301).",
  placeFirst: "맨 앞",
  placeAfter: "{code} 다음",
  placeHint: "하위 분류를 바꾸면 새 목록의 맨 뒤에 놓입니다. 순서는 저장한 뒤에 다시 고르세요.",
  drawingsLegend: "도면",
  drawingsText:
    "사이트의 제품 도면에서 고릅니다. 대표 도면은 카드와 제품 페이지 맨 앞에, 상세 도면은 그 뒤에 나옵니다.",
  photosLink: "제품 사진 올리기와 고치기",
  photosLater: "제품 사진은 제품을 게시한 뒤에 올릴 수 있습니다.",
  notPublished: "아직 게시되지 않아 공개 페이지가 없습니다.",
  newRowFigure: "수치에서 만들기",
  newRowText: "없음 (글로 쓰는 행)",
  ratingsText: "가진 등급만 씁니다. 빈 칸은 더해지지 않고, 값을 모두 지우면 그 등급이 빠집니다.",
  inKorean: "한국어",
  inEnglish: "영어",
  staleTitle: "예전 수치나 코드를 아직 적고 있는 글 {n}곳",
  staleText:
    "수치나 코드를 바꿔도 설명, 특징처럼 직접 쓴 글은 저절로 바뀌지 않습니다. 아래 글을 새 값에 맞게 고치세요. 사양표의 '수치에서' 행은 저절로 바뀝니다.",
  staleAskTitle: "게시하기 전에 확인하세요: 예전 값을 적은 글 {n}곳",
  staleAskText:
    "초안은 저장했고 아직 게시하지 않았습니다. 글을 고친 뒤 다시 게시하거나, 고치지 않고 이대로 게시하세요.",
  staleFix: "글 고치기",
  stalePublishAnyway: "그래도 게시",
  staleEmptied: "(비움)",
};

export type CatalogueWordKey = keyof typeof ko;

const en: Dictionary<CatalogueWordKey> = {
  title: "Product catalogue",
  listText:
    "Add products; edit their code and group, place in the list, drawings, names, descriptions, features, specification rows and figures. A publish shows within a second on the product page, the lists, search, the finder, compare and quotes. Texts missing in a language are shown here and in the editor.",
  complete: "Complete",
  missingIn: "{lang}: {n} missing",
  completeness: "Completeness by language",
  code: "Code",
  editorTitle: "Edit {product}",
  editorText:
    'Korean and English side by side. A draft saves half done; publishing names each missing field by language. A figure is typed once: the specification rows, the lists\' tables, cards, the finder and compare are made from it. Leave a figure you do not know empty: the site says "ask us".',
  allProducts: "All products",
  openPage: "Open the product page",
  texts: "Name and descriptions",
  productName: "Product name",
  description: "Short description (cards and search)",
  detailDescription: "Detailed description",
  features: "Features",
  featuresHint: "One per line. Both languages need the same number of lines.",
  specs: "Specification rows",
  specsText:
    'Each row has its label and value in Korean and English. The value of a row marked "from the figures" is made from the figures below.',
  specRow: "Row {n}",
  specLabel: "Label",
  specValue: "Value",
  fromFigures: "From the figures: {value}",
  fromFiguresNone: "From the figures (not shown: its figure is empty)",
  removeRow: "Remove this row",
  newRow: "New row (added when filled in)",
  figures: "Figures",
  figuresText:
    "Numbers only, in the unit given. A range has a minimum and a maximum (minimum ≤ maximum). Sizes must be standard DN or inch sizes, ratings standard PN or ANSI classes. A figure left empty stays empty.",
  rating: "Pressure rating {n}",
  point: "Example {n}",
  step: "Step {n}",
  noSize: "This product states no size.",
  fig_size: "Nominal size",
  fig_supply: "Supply",
  fig_figures: "Figures",
  fig_specifications: "Specification rows",
  fig_features: "Features",
  fig_detailDescription: "Detailed description",
  fig_code: "Code",
  fig_kind: "Kind of product",
  fig_subcategory: "Subcategory",
  fig_place: "Place in the list",
  fig_image: "Main drawing",
  fig_detailImages: "Detail drawings",
  fig_ratings: "Pressure ratings",
  fig_series: "Series",
  addLink: "Add a product",
  addTitle: "Add a product",
  addText:
    "Choose the code, the subcategory and the kind of product: an empty draft is made and its editor opens. Write its names, descriptions and figures in both languages and publish: it shows in its subcategory's list, search, the finder, compare and quotes. Until then nothing shows it.",
  addButton: "Add and edit",
  codeHint:
    "Letters, digits and hyphens, e.g. S90 or 480-150. Its address is the code in lower case. A code another product has or had cannot be used.",
  subcategoryLabel: "Subcategory (its product list)",
  kindLabel: "Kind of product",
  kindValves: "Valves",
  kindActuators: "Actuators",
  kind_butterfly: "Butterfly valve",
  kind_ball: "Ball valve",
  kind_pinch: "Pinch valve",
  kind_electric: "Electric actuator",
  kind_pneumatic: "Pneumatic actuator",
  kind_hydraulic: "Hydraulic actuator",
  "kind_pneumatic-motor": "Pneumatic motor actuator",
  kindNow: "Kind of product: {kind} (cannot be changed)",
  chooseOne: "Choose",
  productPlace: "Code, group and place",
  codeChangeHint:
    "A new code or subcategory changes the product's address. The old address leads to the new one, for good (301).",
  placeFirst: "First",
  placeAfter: "After {code}",
  placeHint:
    "Moved to another subcategory, the product goes last in its list; choose its place after saving.",
  drawingsLegend: "Drawings",
  drawingsText:
    "Chosen from the site's product drawings. The main drawing shows on cards and first on the product page, the details after it.",
  photosLink: "Upload and edit product photos",
  photosLater: "Photos can be added once the product is published.",
  notPublished: "Not published yet: there is no public page.",
  newRowFigure: "Made from a figure",
  newRowText: "None (a row written as text)",
  ratingsText:
    "Fill in only the ratings the product has. An empty one adds nothing; clearing all of a rating's values removes it.",
  inKorean: "Korean",
  inEnglish: "English",
  staleTitle: "{n} {n:text still states|texts still state} an old figure or code",
  staleText:
    "A changed figure or code does not change the texts you wrote, such as the descriptions and features. Correct the texts below to the new value. Specification rows made from figures follow by themselves.",
  staleAskTitle: "Check before publishing: {n} {n:text states|texts state} the old value",
  staleAskText:
    "The draft is saved and not yet published. Correct the texts and publish again, or publish as it is.",
  staleFix: "Fix the texts",
  stalePublishAnyway: "Publish anyway",
  staleEmptied: "(emptied)",
};

export const catalogueWord = createTranslation({ ko, en });

/** The word for a figure's field by its path in the product ("figures.tempC.max"). */
/** The figures' groups, by their path (each field's own name is the figure registry's). */
const FIGURE_GROUPS: Record<string, CatalogueWordKey> = {
  size: "fig_size",
  ratings: "fig_ratings",
  "ratings.#.system": "fig_figures",
  series: "fig_series",
  supply: "fig_supply",
  "": "fig_figures",
};

/**
 * What a person calls a product field's error path that the frame's words do not name: a
 * figure ("figures.tempC.max" is "Maximum temperature (°C)"), rows of the specification table.
 */
export function productFieldLabel(lang: Lang, path: string): string | undefined {
  const w = (key: CatalogueWordKey, vars?: Record<string, number>) =>
    catalogueWord(lang, key, vars);
  if (path === "figures" || path.startsWith("figures.")) {
    const inner = path.replace(/^figures\.?/, "");
    const rating = /^ratings\.(\d+)/.exec(inner);
    const general = generalPath(inner).replace(/\.#$/, "");
    // A rating's values without their system are named as a PN rating's.
    const field = figureField(general) ?? figureField(general, "PN");
    const word = field
      ? fieldName(field, lang)
      : FIGURE_GROUPS[general] && w(FIGURE_GROUPS[general]);
    if (!word) return undefined;
    return rating ? `${w("rating", { n: Number(rating[1]) + 1 })} · ${word}` : word;
  }
  const spec = /^specifications\.(\d+)\.(label|value)$/.exec(path.replace(/\.(ko|en)$/, ""));
  if (spec)
    return `${w("specRow", { n: Number(spec[1]) + 1 })} · ${w(spec[2] === "label" ? "specLabel" : "specValue")}`;
  const bare = path.replace(/\.(ko|en)$/, "");
  const top: Record<string, CatalogueWordKey> = {
    specifications: "fig_specifications",
    features: "fig_features",
    detailDescription: "fig_detailDescription",
    code: "fig_code",
    category: "fig_subcategory",
    subcategory: "fig_subcategory",
    place: "fig_place",
    image: "fig_image",
    detailImages: "fig_detailImages",
    kind: "fig_kind",
  };
  return top[bare] && w(top[bare]);
}

const TEXT_WORDS: Record<string, CatalogueWordKey> = {
  name: "productName",
  description: "description",
  detailDescription: "detailDescription",
  features: "features",
};

/** A product's text by its path without the language, as its editor names it ("Product name"). */
export const textLabel = (lang: "ko" | "en", bare: string) =>
  TEXT_WORDS[bare] ? catalogueWord(lang, TEXT_WORDS[bare]) : undefined;
