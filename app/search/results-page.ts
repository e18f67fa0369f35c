import type { Group, Hit, SearchAnswer } from "./engine";

/** Results per group on the overview; a group's own pages show GROUP_PAGE each. */
export const OVERVIEW_HITS = 4;
export const GROUP_PAGE = 12;

/**
 * The part of an answer one results page shows. A broad query ("valve") matches a hundred
 * entries: the overview shows the first few of each group with a link to all of them, and a
 * group's pages (`&group=product&page=2`) list the rest, so no page outgrows its byte budget.
 * The server's loader and the static export's browser cut the same way.
 */
export interface ResultsPage {
  query: string;
  readAs?: string;
  total: number;
  suggestions: SearchAnswer["suggestions"];
  groups: { group: Group; total: number; hits: Hit[] }[];
  /** Set on a group's own pages. */
  focus?: { group: Group; page: number; pages: number };
}

export function resultsPage(
  answer: SearchAnswer,
  wanted: { group?: string | null; page?: string | null },
): ResultsPage {
  const { query, readAs, total, suggestions } = answer;
  const shown: ResultsPage = { query, total, suggestions, groups: [] };
  if (readAs) shown.readAs = readAs;
  const focus = answer.groups.find((g) => g.group === wanted.group);
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
  shown.groups = answer.groups.map(({ group, hits }) => ({
    group,
    total: hits.length,
    hits: hits.slice(0, OVERVIEW_HITS),
  }));
  return shown;
}
