import { MAX_COMPARE, parseIds } from "./compare-list";

/**
 * A cell of the comparison: a figure as text; "ask us" where the catalogue states none (`ask`
 * holds a series figure, if any); null where the attribute does not apply to the product.
 * Plain strings keep the page's data small: it travels twice, as HTML and as hydration data.
 */
export type Cell = string | { ask: string } | null;

/** An attribute; `num`: its figures are numbers or ranges, aligned as figures. */
export interface RowInfo {
  key: string;
  label: string;
  num?: true;
}

export interface CompareProduct {
  id: string;
  code: string;
  name: string;
  path: string;
  /** The product's group (its subcategory), for the "add a product" list. */
  group: string;
  /** By row key; a key that is absent does not apply to the product. */
  cells: Record<string, Cell>;
}

/**
 * Every product's comparable attributes in one language: what the server compares, and what the
 * static export loads as `/compare-data-{lang}.json` to compare in the browser.
 */
export interface CompareData {
  rows: RowInfo[];
  products: CompareProduct[];
  /** Products no longer offered, when there are some: a saved list naming one drops it with a note. */
  retired?: RetiredEntry[];
}

export interface RetiredEntry {
  id: string;
  code: string;
}

export interface CompareRow extends RowInfo {
  cells: Cell[];
  /** Every product has the attribute: such rows come first. */
  shared: boolean;
  /** The same in every column: hidden under "differences only". */
  same: boolean;
}

export interface CompareTable {
  columns: Omit<CompareProduct, "cells" | "group">[];
  rows: CompareRow[];
  /** Unknown, malformed or repeated ids, as typed. */
  dropped: string[];
  /** The codes of retired products the URL named, left out with a note. */
  retired: string[];
  /** Known products past the fourth. */
  cut: string[];
}

const cellKey = (cell: Cell) => (typeof cell === "string" ? cell : cell ? `?${cell.ask}` : null);

/**
 * The comparison of the products a URL names (`ids`, then `add`): retired products are left out
 * (with their codes, for a note), unknown and repeated ids dropped, past four cut. Rows every product shares come first, then the rest, each in the
 * catalogue's order; rows no chosen product has are left out.
 */
export function compareTable(data: CompareData, ids: string | null, add?: string | null) {
  const parsed = parseIds(ids, add);
  const known = new Map(data.products.map((p) => [p.id, p]));
  const retired = new Map((data.retired ?? []).map((p) => [p.id, p.code]));
  const chosen = parsed.ids.flatMap((id) => known.get(id) ?? []);
  const unknown = parsed.ids.filter((id) => !known.has(id));
  const dropped = [...parsed.dropped, ...unknown.filter((id) => !retired.has(id))];
  const products = chosen.slice(0, MAX_COMPARE);
  const rows: CompareRow[] = data.rows.flatMap((row) => {
    const cells = products.map((p) => p.cells[row.key] ?? null);
    if (cells.every((c) => c === null)) return [];
    const first = cellKey(cells[0]!);
    return [
      {
        ...row,
        cells,
        shared: cells.every((c) => c !== null),
        same: cells.every((c) => cellKey(c) === first),
      },
    ];
  });
  const table: CompareTable = {
    columns: products.map(({ id, code, name, path }) => ({ id, code, name, path })),
    rows: [...rows.filter((r) => r.shared), ...rows.filter((r) => !r.shared)],
    dropped: dropped.slice(0, 10),
    retired: unknown.flatMap((id) => retired.get(id) ?? []).slice(0, 10),
    cut: chosen.slice(MAX_COMPARE).map((p) => p.code),
  };
  return table;
}

/**
 * The products one can add, under their group's name. A name that is its code and its series
 * ("480-025 Quarter-turn electric actuator") shows as the code: the group already says the rest.
 */
export function choicesOf(data: CompareData): ChoiceGroup[] {
  const groups = new Map<string, [id: string, label: string][]>();
  for (const { id, code, name, group } of data.products) {
    groups.set(group, [
      ...(groups.get(group) ?? []),
      [id, name.startsWith(code) ? code : `${code} ${name}`],
    ]);
  }
  return [...groups].map(([group, options]) => ({ group, options }));
}
export interface ChoiceGroup {
  group: string;
  options: [id: string, label: string][];
}
