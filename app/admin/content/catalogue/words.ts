import type { Lang } from "../../../i18n/lang";
import { fill } from "../../words";

/** The product editor's own words in both languages (the frame's are in ../words.ts). */
const ko = {
  title: "제품 카탈로그",
  listText:
    "제품의 이름, 설명, 특징, 사양표와 수치를 고칩니다. 게시하면 1초 안에 제품 페이지, 목록, 검색, 제품 찾기, 비교와 견적에 반영됩니다. 언어마다 빠진 글이 있으면 여기와 편집 화면에 표시됩니다.",
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
  listHint: "여러 개는 /로 나눕니다. 예: 10/16",
  rating: "압력 등급 {n}",
  point: "예 {n}",
  step: "구간 {n}",
  min: "최소",
  max: "최대",
  noSize: "이 제품은 구경을 밝히지 않습니다.",
  fig_size: "호칭 구경",
  fig_dn: "호칭 구경 DN",
  fig_only: "생산 구경 DN (목록)",
  fig_inch: "호칭 구경 (인치)",
  fig_PN: "PN 등급",
  fig_ANSI: "ANSI 등급",
  fig_maxBar: "등급별 최대 압력 (bar)",
  fig_bar: "최대 압력 (bar)",
  fig_barMin: "최소 압력 (bar)",
  fig_psi: "최대 압력 (psi)",
  "fig_bar-at": "압력-온도 예",
  fig_pointBar: "압력 (bar)",
  fig_pointC: "온도 (°C)",
  "fig_PN-by-size": "구경별 PN",
  fig_stepPn: "PN",
  fig_stepMin: "구경 최소 (인치)",
  fig_stepMax: "구경 최대 (인치)",
  fig_tempMin: "사용 온도 최저 (°C)",
  fig_tempMax: "사용 온도 최고 (°C)",
  fig_tempExt: "확장 사양 최고 온도 (°C)",
  fig_supplyBar: "액추에이터 공급 압력 (bar)",
  fig_diffBar: "최대 차압 (bar)",
  fig_torque: "최대 토크 (Nm)",
  fig_seriesMin: "시리즈 토크 최소 (Nm)",
  fig_seriesMax: "시리즈 토크 최대 (Nm)",
  fig_seriesSizes: "시리즈 사이즈 수",
  fig_flanges: "출력 플랜지 (ISO 5211)",
  fig_time: "90° 동작 시간 (s, 50 Hz)",
  fig_singlePhase: "단상 전원",
  fig_threePhase: "삼상 전원",
  fig_minV: "전압 최소 (V)",
  fig_maxV: "전압 최대 (V)",
  fig_minHz: "주파수 최소 (Hz)",
  fig_maxHz: "주파수 최대 (Hz)",
  fig_air: "공기 공급 압력",
  fig_airMin: "공기 압력 최소 (bar)",
  fig_airMax: "공기 압력 최대 (bar)",
  fig_airMinPsi: "공기 압력 최소 (psi)",
  fig_airMaxPsi: "공기 압력 최대 (psi)",
  fig_hydraulic: "유압 공급 압력",
  fig_hydMin: "유압 최소 (bar)",
  fig_hydMax: "유압 최대 (bar)",
  fig_actuatorTemp: "사용 온도 (°C)",
  fig_supply: "공급 전원·압력",
  fig_figures: "수치",
  fig_specifications: "사양표",
  fig_features: "특징",
  fig_detailDescription: "상세 설명",
  fig_code: "코드",
  fig_kind: "제품 종류",
};

export type CatalogueWordKey = keyof typeof ko;

const en: Record<CatalogueWordKey, string> = {
  title: "Product catalogue",
  listText:
    "Edit products' names, descriptions, features, specification rows and figures. A publish shows within a second on the product page, the lists, search, the finder, compare and quotes. Texts missing in a language are shown here and in the editor.",
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
  listHint: "Separate several with /, e.g. 10/16",
  rating: "Pressure rating {n}",
  point: "Example {n}",
  step: "Step {n}",
  min: "Minimum",
  max: "Maximum",
  noSize: "This product states no size.",
  fig_size: "Nominal size",
  fig_dn: "Nominal size DN",
  fig_only: "Sizes made, DN (list)",
  fig_inch: "Nominal size (inches)",
  fig_PN: "PN ratings",
  fig_ANSI: "ANSI classes",
  fig_maxBar: "Maximum pressure per class (bar)",
  fig_bar: "Maximum pressure (bar)",
  fig_barMin: "Minimum pressure (bar)",
  fig_psi: "Maximum pressure (psi)",
  "fig_bar-at": "Pressure-temperature examples",
  fig_pointBar: "Pressure (bar)",
  fig_pointC: "Temperature (°C)",
  "fig_PN-by-size": "PN by size",
  fig_stepPn: "PN",
  fig_stepMin: "Smallest size (inches)",
  fig_stepMax: "Largest size (inches)",
  fig_tempMin: "Minimum temperature (°C)",
  fig_tempMax: "Maximum temperature (°C)",
  fig_tempExt: "Extended maximum temperature (°C)",
  fig_supplyBar: "Actuator supply pressure (bar)",
  fig_diffBar: "Maximum differential pressure (bar)",
  fig_torque: "Maximum torque (Nm)",
  fig_seriesMin: "Series torque minimum (Nm)",
  fig_seriesMax: "Series torque maximum (Nm)",
  fig_seriesSizes: "Number of sizes in the series",
  fig_flanges: "Output flanges (ISO 5211)",
  fig_time: "90° operating time (s, 50 Hz)",
  fig_singlePhase: "Single-phase supply",
  fig_threePhase: "Three-phase supply",
  fig_minV: "Voltage minimum (V)",
  fig_maxV: "Voltage maximum (V)",
  fig_minHz: "Frequency minimum (Hz)",
  fig_maxHz: "Frequency maximum (Hz)",
  fig_air: "Air supply",
  fig_airMin: "Air pressure minimum (bar)",
  fig_airMax: "Air pressure maximum (bar)",
  fig_airMinPsi: "Air pressure minimum (psi)",
  fig_airMaxPsi: "Air pressure maximum (psi)",
  fig_hydraulic: "Hydraulic supply",
  fig_hydMin: "Hydraulic pressure minimum (bar)",
  fig_hydMax: "Hydraulic pressure maximum (bar)",
  fig_actuatorTemp: "Operating temperature (°C)",
  fig_supply: "Supply",
  fig_figures: "Figures",
  fig_specifications: "Specification rows",
  fig_features: "Features",
  fig_detailDescription: "Detailed description",
  fig_code: "Code",
  fig_kind: "Kind of product",
};

const WORDS: Record<Lang, Record<CatalogueWordKey, string>> = { ko, en };

export function catalogueWord(
  lang: Lang,
  key: CatalogueWordKey,
  vars: Record<string, string | number> = {},
): string {
  return fill(lang, WORDS[lang][key], vars);
}

/** The word for a figure's field by its path in the product ("figures.tempC.max"). */
const FIGURE_FIELDS: Record<string, CatalogueWordKey> = {
  "size.dn.min": "fig_dn",
  "size.dn.max": "fig_dn",
  "size.only": "fig_only",
  "size.inch.min": "fig_inch",
  "size.inch.max": "fig_inch",
  size: "fig_size",
  "ratings.#.values": "fig_PN",
  "ratings.#.maxBar": "fig_maxBar",
  "ratings.#.min": "fig_barMin",
  "ratings.#.max": "fig_bar",
  "ratings.#.psi": "fig_psi",
  "ratings.#.points.#.bar": "fig_pointBar",
  "ratings.#.points.#.atC": "fig_pointC",
  "ratings.#.steps.#.pn": "fig_stepPn",
  "ratings.#.steps.#.min": "fig_stepMin",
  "ratings.#.steps.#.max": "fig_stepMax",
  "tempC.min": "fig_tempMin",
  "tempC.max": "fig_tempMax",
  "tempC.extendedMax": "fig_tempExt",
  actuatorSupplyBar: "fig_supplyBar",
  maxDifferentialBar: "fig_diffBar",
  maxTorqueNm: "fig_torque",
  "series.torqueNm.min": "fig_seriesMin",
  "series.torqueNm.max": "fig_seriesMax",
  "series.sizes": "fig_seriesSizes",
  flanges: "fig_flanges",
  time90s: "fig_time",
  "supply.air.min": "fig_airMin",
  "supply.air.max": "fig_airMax",
  "supply.air.minPsi": "fig_airMinPsi",
  "supply.air.maxPsi": "fig_airMaxPsi",
  "supply.hydraulic.min": "fig_hydMin",
  "supply.hydraulic.max": "fig_hydMax",
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
    const general = inner.replace(/\.\d+(?=\.|$)/g, ".#").replace(/\.#$/, "");
    const phase = /^supply\.(singlePhase|threePhase)\.(\w+)$/.exec(inner);
    const word = phase
      ? `${w(`fig_${phase[1]}` as CatalogueWordKey)} · ${w(`fig_${phase[2]}` as CatalogueWordKey)}`
      : FIGURE_FIELDS[general] && w(FIGURE_FIELDS[general]);
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
  };
  return top[bare] && w(top[bare]);
}
