import type { Group, Hit, SearchAnswer } from "./engine";

/** Results per group on the overview; a group's own pages show GROUP_PAGE each. */
export const OVERVIEW_HITS = 4;
export const GROUP_PAGE = 12;
/** Models on the overview: a buyer reads every model that fits before the pages. */
export const OVERVIEW_MODELS = 12;

export const KINDS = ["valve", "actuator"] as const;
export type Kind = (typeof KINDS)[number];

/**
 * The part of an answer one results page shows. A broad query ("valve") matches a hundred
 * entries: the overview shows the first few of each group with a link to all of them, and a
 * group's pages (`&group=product&page=2`) list the rest, so no page outgrows its byte budget.
 * Models may be narrowed by kind (`&kind=valve`) and product group (`&family=sirca-valves`).
 * The server's loader and the static export's browser cut the same way.
 */
export interface ResultsPage {
  query: string;
  readAs?: string;
  total: number;
  suggestions: SearchAnswer["suggestions"];
  understood: SearchAnswer["understood"];
  ignored?: string[];
  finder?: string;
  near: SearchAnswer["near"];
  groups: { group: Group; total: number; hits: Hit[] }[];
  /** Set on a group's own pages. */
  focus?: { group: Group; page: number; pages: number };
  /** The models' kinds and product groups with their counts, and the ones chosen. */
  filters?: {
    kinds: { kind: Kind; count: number }[];
    families: { family: string; count: number }[];
    kind?: Kind;
    family?: string;
  };
}

const counted = <T extends string>(values: (T | undefined)[]) => {
  const counts = new Map<T, number>();
  for (const v of values) if (v) counts.set(v, (counts.get(v) ?? 0) + 1);
  return counts;
};

export function resultsPage(
  answer: SearchAnswer,
  wanted: {
    group?: string | null;
    page?: string | null;
    kind?: string | null;
    family?: string | null;
  },
): ResultsPage {
  const { query, readAs, suggestions, understood, near } = answer;
  let { total } = answer;
  let groups = answer.groups;
  const shown: ResultsPage = { query, total, suggestions, understood, near, groups: [] };
  if (readAs) shown.readAs = readAs;
  if (answer.ignored) shown.ignored = answer.ignored;
  if (answer.finder) shown.finder = answer.finder;

  const models = groups.find((g) => g.group === "product")?.hits ?? [];
  const kinds = counted(models.map((h) => h.kind));
  const families = counted(models.map((h) => h.family));
  if (kinds.size > 1 || families.size > 1) {
    const kind = KINDS.find((k) => k === wanted.kind && kinds.has(k));
    const inKind = models.filter((h) => !kind || h.kind === kind);
    const familyCounts = counted(inKind.map((h) => h.family));
    const family = familyCounts.has(wanted.family ?? "") ? wanted.family! : undefined;
    shown.filters = {
      kinds: KINDS.filter((k) => kinds.has(k)).map((k) => ({ kind: k, count: kinds.get(k)! })),
      families: [...familyCounts].map(([f, count]) => ({ family: f, count })),
      ...(kind ? { kind } : {}),
      ...(family ? { family } : {}),
    };
    if (kind || family) {
      const kept = inKind.filter((h) => !family || h.family === family);
      total -= models.length - kept.length;
      groups = groups.map((g) => (g.group === "product" ? { ...g, hits: kept } : g));
      shown.total = total;
    }
  }

  const focus = groups.find((g) => g.group === wanted.group);
  if (focus) {
    const pages = Math.ceil(focus.hits.length / GROUP_PAGE);
    const asked = Number(wanted.page);
    const page = Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked : 1;
    shown.focus = { group: focus.group, page, pages };
    const start = (page - 1) * GROUP_PAGE;
    shown.groups = [
      {
        group: focus.group,
        total: focus.hits.length,
        hits: focus.hits.slice(start, start + GROUP_PAGE),
      },
    ];
    return shown;
  }
  shown.groups = groups
    .map(({ group, hits }) => ({
      group,
      total: hits.length,
      hits: hits.slice(0, group === "product" ? OVERVIEW_MODELS : OVERVIEW_HITS),
    }))
    .filter((g) => g.total > 0);
  return shown;
}
