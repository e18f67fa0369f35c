import { findCategory } from "../content/catalog/categories";
import { liveContent, type LiveContent } from "../content/live.server";
import {
  figuresOf,
  liveProducts,
  productPath,
  retiredProducts,
} from "../content/catalog/catalog.server";
import { isSeedProduct } from "../content/catalog/seed.server";
import { type Nps, NPS_TO_DN } from "../content/catalog/sizes";
import {
  grouped,
  inchRangeText,
  ratingText,
  tempText,
  voltsText,
} from "../content/catalog/figures-text";
import type { ActuatorFigures, Product, ValveFigures } from "../content/schemas";
import type { MessageKey } from "../i18n/ko";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import type { Cell, CompareData } from "./table";

/** The rows made from the typed figures (app/content/catalog/figures.ts), in this order. */
const FIGURE_ROWS = [
  "group",
  "torque",
  "flange",
  "time",
  "singlePhase",
  "threePhase",
  "supplyPressure",
  "size",
  "rating",
  "temp",
  "actuatorSupply",
  "maxDiff",
] as const;
type FigureRow = (typeof FIGURE_ROWS)[number];

/**
 * Specification rows the figure rows above already show, by their Korean label (the labels that
 * mean the same thing share it: "Protection" and "Enclosure protection" are both 보호 등급).
 */
export const SHOWN_AS_FIGURES = new Set([
  "최대 토크",
  "출력 토크",
  "출력 플랜지",
  "90° 동작 시간 (50 Hz)",
  "단상 전원",
  "삼상 전원",
  "공급 압력",
  "호칭 구경",
  "압력 등급",
  "최대 압력",
  "압력-온도 등급 (예)",
  "최대 사용 압력",
  "사용 온도",
  "액추에이터 공급 압력",
  "최대 차압",
]);

const ASK: Cell = { ask: "" };
/** Rows whose figures are numbers or ranges. */
const NUMERIC = new Set<FigureRow>([
  "torque",
  "time",
  "supplyPressure",
  "size",
  "temp",
  "actuatorSupply",
  "maxDiff",
]);
const range = (lang: Lang, min: string | number, max: string | number) =>
  `${min}${lang === "ko" ? "~" : "–"}${max}`;

function actuatorCells(
  f: ActuatorFigures,
  lang: Lang,
  repository: boolean,
): Partial<Record<FigureRow, Cell>> {
  const t = (key: MessageKey) => translate(lang, key);
  const series = f.series?.torqueNm;
  const seriesText =
    series &&
    `${series.min === undefined ? `${t("comparerow.upTo")} ${grouped(series.max)}` : range(lang, grouped(series.min), grouped(series.max))} (${t("comparerow.series")})`;
  const electric = f.drive === "electric";
  const { air, hydraulic, singlePhase, threePhase } = f.supply;
  const pressure = hydraulic ?? air;
  return {
    torque: f.maxTorqueNm !== undefined ? grouped(f.maxTorqueNm) : { ask: seriesText ?? "" },
    flange: f.flanges ? f.flanges.join("/") : ASK,
    time: f.time90s !== undefined ? String(f.time90s) : ASK,
    ...(electric && {
      singlePhase: singlePhase ? pick(voltsText(singlePhase), lang) : ASK,
      // The repository states it: the smallest 480 models have no three-phase version. A
      // product staff added without one may just not say: ask us.
      threePhase: threePhase
        ? pick(voltsText(threePhase), lang)
        : repository
          ? t("comparerow.notAvailable")
          : ASK,
    }),
    ...(!electric && {
      supplyPressure: pressure
        ? `${range(lang, pressure.min, pressure.max)} (${t(hydraulic ? "comparerow.hydraulic" : "comparerow.air")})`
        : ASK,
    }),
    temp: f.tempC ? pick(tempText(f.tempC, "cell"), lang) : ASK,
  };
}

function valveCells(f: ValveFigures, lang: Lang): Partial<Record<FigureRow, Cell>> {
  const { size } = f;
  let sizeCell: Cell = ASK;
  // One unit in every column: inch sizes also as their DN (the pairing the finder uses).
  if (size && "dn" in size) sizeCell = range(lang, size.dn.min, size.dn.max);
  if (size && "inch" in size) {
    const [min, max] = [size.inch.min as Nps, size.inch.max as Nps];
    const inches = pick(inchRangeText(min, max), lang);
    sizeCell = `${range(lang, NPS_TO_DN[min], NPS_TO_DN[max])} (${inches})`;
  }
  return {
    size: sizeCell,
    rating: pick(ratingText(f), lang),
    temp: pick(tempText(f.tempC, "cell"), lang),
    ...(f.actuatorSupplyBar !== undefined && { actuatorSupply: String(f.actuatorSupplyBar) }),
    ...(f.maxDifferentialBar !== undefined && { maxDiff: String(f.maxDifferentialBar) }),
  };
}

function groupName(product: Product, lang: Lang): string {
  const category = findCategory(product.category)!;
  const sub = category.subcategories.find((s) => s.id === product.subcategory)!;
  return pick(sub.name, lang);
}

/** Made once per live content and language: a publish gives a new live content, so new data. */
const cache = new WeakMap<LiveContent, Map<Lang, CompareData>>();

/**
 * Every product's comparable attributes in one language: first the typed figures, one unit per
 * row (named in the row's label), then the specification rows they do not already show.
 */
export function compareData(lang: Lang): CompareData {
  const content = liveContent();
  let byLang = cache.get(content);
  if (!byLang) cache.set(content, (byLang = new Map()));
  const cached = byLang.get(lang);
  if (cached) return cached;
  const rows: CompareData["rows"] = FIGURE_ROWS.map((key) => ({
    key,
    label: translate(lang, `comparerow.${key}`),
    ...(NUMERIC.has(key) && { num: true as const }),
  }));
  const specRows = new Map<string, string>();
  const data: CompareData = {
    rows,
    products: liveProducts().map((product) => {
      const figures = figuresOf(product.id);
      const group = groupName(product, lang);
      const cells: Record<string, Cell> = {
        group,
        ...(figures.kind === "valve"
          ? valveCells(figures, lang)
          : actuatorCells(figures, lang, isSeedProduct(product.id))),
      };
      for (const spec of product.specifications) {
        if (SHOWN_AS_FIGURES.has(spec.label.ko)) continue;
        const key = `spec:${spec.label.ko}`;
        if (!specRows.has(key)) specRows.set(key, pick(spec.label, lang));
        cells[key] = pick(spec.value, lang);
      }
      return {
        id: product.id,
        code: product.code,
        name: pick(product.name, lang),
        path: productPath(product),
        group,
        cells,
      };
    }),
  };
  const retired = retiredProducts();
  if (retired.length) data.retired = retired.map(({ id, code }) => ({ id, code }));
  rows.push(...[...specRows].map(([key, label]) => ({ key, label })));
  byLang.set(lang, data);
  return data;
}
