/**
 * The buyer's quote list (docs/architecture.md, Buyer tools). One text form serves the URL
 * (`/quote?items=480-035:2,s30:4`), localStorage and the links that rewrite it: lines joined by
 * ",", each `id:qty` and optionally `:note` with the note percent-encoded. The header's count and
 * the add links (app/quote/quote-store.ts) only count and append; the rest is here.
 */
export const MAX_LINES = 50;
export const MAX_QTY = 100_000;
export const MAX_NOTE = 500;

export interface QuoteLine {
  id: string;
  qty: number;
  note: string;
}

export interface ParsedList {
  lines: QuoteLine[];
  /** Parts dropped: a malformed part, a repeated product, anything past MAX_LINES. */
  dropped: string[];
  tooMany: boolean;
}

function decodeNote(raw: string): string {
  let note: string;
  try {
    note = decodeURIComponent(raw);
  } catch {
    note = raw;
  }
  // One line of text, as the receiver takes it: no control characters, no invisible format
  // characters but ZWNJ and ZWJ (server/platform/text.ts), at most MAX_NOTE.
  const clean = note
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, " ")
    .replace(/(?![\u200c\u200d])\p{Cf}/gu, "")
    .trim();
  return [...clean].slice(0, MAX_NOTE).join("");
}

/** Reads a list; ids come back lower-case (the catalogue's), unknown ids are the caller's to drop. */
export function parseList(raw: string | null | undefined): ParsedList {
  const result: ParsedList = { lines: [], dropped: [], tooMany: false };
  if (!raw) return result;
  const seen = new Set<string>();
  for (const part of raw.slice(0, 40_000).split(",")) {
    if (part.trim() === "") continue;
    const [rawId = "", rawQty = "", ...rest] = part.split(":");
    const id = rawId.trim().toLowerCase();
    if (!/^[a-z0-9][a-z0-9-]{0,63}$/.test(id) || seen.has(id)) {
      result.dropped.push(rawId.trim().slice(0, 64));
      continue;
    }
    if (result.lines.length >= MAX_LINES) {
      result.tooMany = true;
      continue;
    }
    seen.add(id);
    // A quantity that is no whole number reads as 1; a large one is kept so the page can say so.
    const qty = /^\d{1,12}$/.test(rawQty.trim()) ? Number(rawQty.trim()) : 1;
    result.lines.push({ id, qty: Math.max(qty, 1), note: decodeNote(rest.join(":")) });
  }
  return result;
}

export function formatList(lines: readonly QuoteLine[]): string {
  return lines
    .map(({ id, qty, note }) => `${id}:${qty}${note ? `:${encodeURIComponent(note)}` : ""}`)
    .join(",");
}

/** `/quote?items=…` (or another path): ":" and "," stay readable, the rest is encoded. */
export function listHref(path: string, lines: readonly QuoteLine[]): string {
  if (lines.length === 0) return path;
  const query = new URLSearchParams({ items: formatList(lines) })
    .toString()
    .replace(/%3A/g, ":")
    .replace(/%2C/g, ",");
  return `${path}?${query}`;
}

export const qtyInRange = (qty: number) => Number.isInteger(qty) && qty >= 1 && qty <= MAX_QTY;

/** Lines of `extra` join `base`; a product in both takes the quantity and note of `extra`. */
export function mergeLists(base: readonly QuoteLine[], extra: readonly QuoteLine[]): QuoteLine[] {
  const merged = base.map((line) => extra.find((e) => e.id === line.id) ?? line);
  for (const line of extra) if (!base.some((b) => b.id === line.id)) merged.push(line);
  return merged.slice(0, MAX_LINES);
}
