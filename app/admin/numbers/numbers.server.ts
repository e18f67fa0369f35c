import type { AppLoadContext } from "react-router";
import { categories } from "../../content/catalog/categories";
import {
  findProductById,
  findRetiredById,
  liveProducts,
  productLabel,
  productPath,
} from "../../content/catalog/catalog.server";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { seoulDay, type Stats } from "../../../server/stats/counter";
import { inquiryNumbers, responseNumbers } from "../../../server/stats/inquiry-numbers";
import { quotationNumbers } from "../../../server/stats/quotation-numbers";
import { liveContent } from "../../content/live.server";
import { inquiriesContext } from "../frame/inquiries.server";
import { numbersWord, type NumbersWord } from "./words";

/**
 * The owner's numbers as tables (docs/decisions/021): each is drawn as a chart beside its table
 * and downloaded as CSV, so all three read the same rows.
 */

export const TABLES = [
  "months",
  "weeks",
  "sectors",
  "products",
  "quotations",
  "searches",
  "unopened",
  "viewed",
] as const;
export type TableId = (typeof TABLES)[number];

export interface NumbersTable {
  /** A TableId, or another part's own (units.server.ts). */
  id: string;
  title: string;
  /** Periods are drawn as columns in time order; rankings as bars, most first. */
  shape: "time" | "ranking";
  /** The first column's header, then each number's. */
  headers: string[];
  rows: { label: string; values: number[] }[];
  /** Figures of different kinds (won, counts, a rate): a table without a chart. */
  noChart?: boolean;
}

const DAY_MS = 24 * 60 * 60 * 1000;

export { seoulDay };

/** The counts of this process, from the load context (server/app.ts); none when counting is off. */
export function statsContext(context: AppLoadContext): Stats | undefined {
  return (context as { stats?: Stats }).stats;
}

function productName(id: string, lang: Lang): string {
  const product = findProductById(id) ?? findRetiredById(id);
  return product ? productLabel(product, lang) : id;
}

/** The median first-response time and the share answered within one business day. */
export function responsesOf(context: AppLoadContext, now: Date) {
  return responseNumbers(inquiriesContext(context).store.database, now);
}

/** Every table, in the page's language; the counts in memory are written first. */
export function numbersTables(context: AppLoadContext, lang: Lang, now: Date): NumbersTable[] {
  const w = (key: NumbersWord) => numbersWord(lang, key);
  const stats = statsContext(context);
  stats?.flush();
  const { store } = inquiriesContext(context);
  // Every product's group, the retired ones' too: an inquiry's quote list names its sectors.
  const { products, retired } = liveContent();
  const groupOf = Object.fromEntries([...products, ...retired].map((p) => [p.id, p.category]));
  const inquiries = inquiryNumbers(store.database, now, groupOf);
  const today = seoulDay(now);
  const monthAgo = seoulDay(new Date(now.getTime() - 29 * DAY_MS));

  const sectorName = (id: string) => {
    if (id === "") return w("noSector");
    const category = categories.find((c) => c.id === id);
    return category ? pick(category.name, lang) : id;
  };

  // A product's page in either language, any case of its code: one product.
  const byPath = new Map(liveProducts().map((p) => [productPath(p).toLowerCase(), p.id]));
  const views = new Map<string, number>();
  for (const { path, views: count } of stats?.store.viewsByPath(monthAgo, today) ?? []) {
    const id = byPath.get(path.toLowerCase().replace(/^\/en(?=\/)/, ""));
    if (id) views.set(id, (views.get(id) ?? 0) + count);
  }
  const viewed = [...views]
    .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
    .slice(0, 20)
    .map(([id, count]) => ({ label: productName(id, lang), values: [count] }));

  const both = [w("inquiries"), w("lines")];
  return [
    {
      id: "months",
      title: w("months"),
      shape: "time",
      headers: [w("month"), ...both],
      rows: inquiries.months.map((m) => ({ label: m.period, values: [m.inquiries, m.lines] })),
    },
    {
      id: "weeks",
      title: w("weeks"),
      shape: "time",
      headers: [w("week"), ...both],
      rows: inquiries.weeks.map((m) => ({ label: m.period, values: [m.inquiries, m.lines] })),
    },
    {
      id: "sectors",
      title: w("sectors"),
      shape: "ranking",
      headers: [w("sector"), ...both],
      rows: inquiries.sectors.map((s) => ({
        label: sectorName(s.sector),
        values: [s.inquiries, s.lines],
      })),
    },
    {
      id: "products",
      title: w("products"),
      shape: "ranking",
      headers: [w("product"), ...both],
      rows: inquiries.products.map((p) => ({
        label: productName(p.product, lang),
        values: [p.inquiries, p.lines],
      })),
    },
    {
      id: "quotations",
      title: w("quotations"),
      shape: "ranking",
      noChart: true,
      headers: [
        w("sector"),
        w("quoted"),
        w("valueQuoted"),
        w("wonCount"),
        w("valueWon"),
        w("winRate"),
        w("hoursToQuote"),
      ],
      rows: quotationNumbers(store.database, now, groupOf).map((g) => ({
        label: g.sector === "*" ? w("allSectors") : sectorName(g.sector),
        values: [g.quoted, g.valueQuoted, g.won, g.valueWon, g.winRate, g.medianHours ?? 0],
      })),
    },
    {
      id: "searches",
      title: w("searches"),
      shape: "ranking",
      headers: [w("query"), w("searchCount")],
      rows: (stats?.store.topEmptySearches(monthAgo, today, 20) ?? []).map((s) => ({
        label: s.query,
        values: [s.searches],
      })),
    },
    {
      // Searches that found something but none of whose results was opened (issue 78).
      id: "unopened",
      title: w("unopened"),
      shape: "ranking",
      headers: [w("query"), w("searchCount")],
      rows: (stats?.store.unopenedSearches(monthAgo, today, 20) ?? []).map((s) => ({
        label: s.query,
        values: [s.searches],
      })),
    },
    {
      id: "viewed",
      title: w("viewed"),
      shape: "ranking",
      headers: [w("product"), w("views")],
      rows: viewed,
    },
  ];
}
