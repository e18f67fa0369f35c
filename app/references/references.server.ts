import type { AppLoadContext } from "react-router";
import { INDUSTRIES, type Industry } from "../content/industries";
import type { DeliveryRow } from "../../server/units/store";
import { categories } from "../content/catalog/categories";
import { liveContent } from "../content/live.server";
import { localePath, type Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { referencesLd } from "../site/structured-data.server";
import { regionNames } from "./regions";
import { shownDeliveries } from "./snapshot";
import { referencesWord, type ReferencesWord } from "./words";

/**
 * The references (납품실적, docs/decisions/036-references.md): the delivered units counted by
 * year, industry and product group, and the customers, named only with their consent. Rows come
 * from the units store, which the server hands every public render as `references` in the load
 * context (server/app.ts); a static export reads them once when it is made (./snapshot.ts).
 * No row holds a site, a tag, a serial, an inquiry or a price, nor an unconsented customer.
 */

/** What the server hands public renders: the references' rows from the units store. */
export interface ReferencesSource {
  deliveries(): DeliveryRow[];
  /** Changes with every change of the rows: what is made of them is kept until it does. */
  edition?(): number;
}

/** The rows of this render: the server's store, the export's snapshot, or none. */
export function deliveriesOf(context: AppLoadContext | undefined): DeliveryRow[] {
  const source = (context as { references?: ReferencesSource } | undefined)?.references;
  return source ? source.deliveries() : shownDeliveries();
}

/** The industry a URL's `?industry=` names; an unknown value names none (the whole page). */
export function industryParam(url: URL): Industry | undefined {
  const value = url.searchParams.get("industry");
  return INDUSTRIES.find((industry) => industry === value);
}

const sum = (rows: readonly { units: number }[]) => rows.reduce((n, row) => n + row.units, 0);

function span(lang: Lang, years: number[]): string {
  const from = Math.min(...years);
  const to = Math.max(...years);
  return from === to
    ? referencesWord(lang, "year", { year: from })
    : referencesWord(lang, "years", { from, to });
}

export interface Customer {
  name: string;
  /** Named with its consent; otherwise `name` describes it by industry and region. */
  named: boolean;
  industries: string;
  groups: string;
  years: string;
  units: number;
  /** "24대", "24 units". */
  count: string;
}

/** The words the page shows as they are (the others are filled here). */
const PAGE_WORDS = [
  "intro",
  "total",
  "span",
  "customers",
  "filter",
  "byGroup",
  "yearHead",
  "groupHead",
  "unitsHead",
  "sum",
  "list",
  "listText",
  "ask",
] as const satisfies readonly ReferencesWord[];

/**
 * The page in `lang`, of every industry or of `industry` only; `filters` false where no server
 * reads the query (a static export), so no link leads to the same page.
 */
export function referencesPage(
  lang: Lang,
  rows: DeliveryRow[],
  industry?: Industry,
  { filters = true } = {},
) {
  const w = (key: ReferencesWord, vars?: Record<string, string | number>) =>
    referencesWord(lang, key, vars);
  const { products, retired } = liveContent();
  const groupOf = new Map([...products, ...retired].map((p) => [p.id, p.category]));
  const groupName = (id: string | undefined) => {
    const group = categories.find((category) => category.id === id);
    return group ? pick(group.name, lang) : w("otherGroup");
  };
  const groupOrder = (name: string) => {
    const at = categories.findIndex((category) => pick(category.name, lang) === name);
    return at === -1 ? categories.length : at;
  };
  const industryName = (key: Industry) => w(`industry.${key}`);
  const path = (key?: Industry) =>
    localePath(lang, "/references") + (key ? `?industry=${key}` : "");

  const shown = industry ? rows.filter((row) => row.industry === industry) : rows;
  const present = INDUSTRIES.filter((key) => rows.some((row) => row.industry === key));
  const columns = industry ? [industry] : present;
  const years = [...new Set(shown.map((row) => row.year))].sort((a, b) => b - a);

  const byYear = years.map((year) => {
    const ofYear = shown.filter((row) => row.year === year);
    return {
      year: w("year", { year }),
      values: columns.map((key) => sum(ofYear.filter((row) => row.industry === key))),
      total: sum(ofYear),
    };
  });

  const groups = new Map<string, number>();
  for (const row of shown) {
    const name = groupName(groupOf.get(row.productId));
    groups.set(name, (groups.get(name) ?? 0) + row.units);
  }
  const byGroup = [...groups]
    .sort(([a], [b]) => groupOrder(a) - groupOrder(b))
    .map(([name, units]) => ({ name, units }));

  // One entry per named customer, and one per industry and region for the others.
  const entries = new Map<string, { name: string; named: boolean; rows: DeliveryRow[] }>();
  for (const row of shown) {
    const region = pick(regionNames(row.region), lang);
    const described = w(`customer.${row.industry}`);
    const key = row.customer ? `named:${row.customer}` : `described:${row.industry}:${region}`;
    const name =
      row.customer ?? (region ? w("described", { region, customer: described }) : described);
    const entry = entries.get(key) ?? { name, named: row.customer !== undefined, rows: [] };
    entry.rows.push(row);
    entries.set(key, entry);
  }
  const customers: Customer[] = [...entries.values()]
    .map(({ name, named, rows: of }) => ({
      name,
      named,
      industries: INDUSTRIES.filter((key) => of.some((row) => row.industry === key))
        .map(industryName)
        .join(", "),
      groups: [...new Set(of.map((row) => groupName(groupOf.get(row.productId))))]
        .sort((a, b) => groupOrder(a) - groupOrder(b))
        .join(", "),
      years: span(
        lang,
        of.map((row) => row.year),
      ),
      units: sum(of),
      count: w("count", { count: sum(of) }),
    }))
    .sort(
      (a, b) =>
        Number(b.named) - Number(a.named) || b.units - a.units || a.name.localeCompare(b.name),
    );

  const named = customers.filter((customer) => customer.named);
  return {
    industry,
    filters: filters
      ? [
          { label: w("all"), href: path(), current: !industry, units: sum(rows) },
          ...present.map((key) => ({
            label: industryName(key),
            href: path(key),
            current: key === industry,
            units: sum(rows.filter((row) => row.industry === key)),
          })),
        ]
      : [],
    facts: shown.length
      ? {
          total: w("count", { count: sum(shown) }),
          span: span(lang, years),
          named: named.length,
        }
      : undefined,
    byYear: {
      caption: industry ? w("byYearOne", { industry: industryName(industry) }) : w("byYear"),
      headers: columns.map(industryName),
      rows: byYear,
      total: {
        values: columns.map((key) => sum(shown.filter((row) => row.industry === key))),
        total: sum(shown),
      },
    },
    byGroup,
    customers,
    structuredData: named.length
      ? [
          referencesLd(
            w("listName"),
            named.map((customer) => ({
              name: customer.name,
              description: [
                customer.industries,
                customer.groups,
                customer.years,
                w("count", { count: customer.units }),
              ].join(" · "),
            })),
          ),
        ]
      : [],
    words: Object.fromEntries(PAGE_WORDS.map((key) => [key, w(key)])) as Record<
      (typeof PAGE_WORDS)[number],
      string
    >,
  };
}

export type ReferencesPage = ReturnType<typeof referencesPage>;
