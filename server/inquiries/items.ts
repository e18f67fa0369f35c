import { findProductById, findRetiredById } from "../../app/content/catalog/catalog.server";
import type { Fields } from "./parse";
import type { Lang } from "../../app/i18n/lang";
import type { Problem } from "./problems";
import { BAD_CHARACTER, LINE_BREAK } from "../platform/text";

/** One line of a buyer's quote list as stored: the product as the catalogue names it. */
export interface InquiryItem {
  /** The catalogue's id (lower case). */
  productId: string;
  code: string;
  /** In the inquiry's language. */
  name: string;
  quantity: number;
  note?: string;
}

export const MAX_ITEMS = 50;
export const MAX_QUANTITY = 100_000;
export const MAX_NOTE = 500;

/**
 * `items[N][key]`: N a whole number without leading zeros (gaps allowed), key a word. Keys other
 * than id, qty and note are ignored, like unknown fields.
 */
const ITEM_FIELD = /^items\[(0|[1-9]\d{0,5})\]\[([A-Za-z]\w*)\]$/;
const KEYS = ["id", "qty", "note"] as const;
type Key = (typeof KEYS)[number];
type Raw = Partial<Record<Key, string[] | null>>;

const isKey = (key: string): key is Key => (KEYS as readonly string[]).includes(key);

/** Repeated values joined as for every field; NFC, trimmed; null when a value was not text. */
function text(values: string[] | null | undefined): string | null | undefined {
  if (values === null) return null;
  return values?.join(", ").normalize("NFC").trim();
}

/** The lines by their index N, or undefined when some name is not in the list's shape. */
function collect(fields: Fields): Map<number, Raw> | undefined {
  const lines = new Map<number, Raw>();
  for (const [name, values] of fields) {
    if (name === "items") {
      // A plain `items` value (text, or a JSON array of anything but objects) is no list.
      if (values === null || values.some((value) => value.trim() !== "")) return undefined;
      continue;
    }
    if (!name.startsWith("items[")) continue;
    const match = ITEM_FIELD.exec(name);
    if (!match) return undefined;
    const [, index, key] = match;
    if (!isKey(key!)) continue;
    const line = lines.get(Number(index)) ?? {};
    line[key] = values;
    lines.set(Number(index), line);
  }
  return lines;
}

function quantity(value: string): number | Problem["kind"] {
  if (!/^[+-]?\d+$/.test(value)) return "wholeNumber";
  const digits = value.replace(/^[+-]?0*/, "");
  if (value.startsWith("-") || digits === "" || digits.length > 6) return "quantityRange";
  const number = Number(digits);
  return number > MAX_QUANTITY ? "quantityRange" : number;
}

/**
 * The quote list's rules (docs/form-protocol.md, "Quote lines"): ids of products offered now (a
 * retired one is refused by name; stored inquiries keep theirs as they were), whole
 * quantities 1 to 100,000, a one-line note of at most 500 characters, at most 50 lines, each
 * product once. A line whose id, qty and note are all blank is skipped (the no-JS form's spare
 * rows). Lines keep the order of N; error fields name N as sent (`items[3].qty`).
 */
export function validateItems(
  fields: Fields,
  lang: Lang,
): { items: InquiryItem[]; problems: Problem[] } {
  const raw = collect(fields);
  if (!raw) return { items: [], problems: [{ kind: "itemsShape", field: "items" }] };
  const lines = [...raw]
    .map(([index, line]) => ({
      index,
      id: text(line.id),
      qty: text(line.qty),
      note: text(line.note),
    }))
    .filter((line) =>
      [line.id, line.qty, line.note].some((value) => value !== undefined && value !== ""),
    )
    .sort((a, b) => a.index - b.index);
  if (lines.length > MAX_ITEMS) {
    return { items: [], problems: [{ kind: "tooManyItems", field: "items", max: MAX_ITEMS }] };
  }

  const items: InquiryItem[] = [];
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const line of lines) {
    const field = (key: Key) => `items[${line.index}].${key}`;
    const before = problems.length;
    const required = (key: Key, value: string | null | undefined) => {
      if (value === null) problems.push({ kind: "notText", code: "TYPE_TEXT", field: field(key) });
      else if (value === undefined || value === "") {
        const code = value === undefined ? "REQUIRED_FIELD_MISSING" : "REQUIRED_FIELD_EMPTY";
        problems.push({ kind: "required", code, field: field(key) });
      } else return value;
      return undefined;
    };

    const id = required("id", line.id);
    // Ids are short slugs: a long or odd value is not worth a lookup.
    const lookable = id !== undefined && id.length <= 100 && !BAD_CHARACTER.test(id);
    const product = lookable ? findProductById(id) : undefined;
    // A list saved before the product was retired: refused by name, not as unknown.
    if (lookable && !product && findRetiredById(id)) {
      problems.push({ kind: "retiredProduct", field: field("id") });
    } else if (id !== undefined && !product) {
      problems.push({ kind: "unknownProduct", field: field("id") });
    }
    if (product && seen.has(product.id)) {
      problems.push({ kind: "duplicateProduct", field: field("id") });
    }
    if (product) seen.add(product.id);

    const qty = required("qty", line.qty);
    const counted = qty === undefined ? undefined : quantity(qty);
    if (counted === "wholeNumber") {
      problems.push({ kind: "wholeNumber", code: "TYPE_NUMERIC", field: field("qty") });
    } else if (counted === "quantityRange") {
      problems.push({ kind: "quantityRange", field: field("qty"), max: MAX_QUANTITY });
    }

    const note = line.note;
    if (note === null) problems.push({ kind: "notText", code: "TYPE_TEXT", field: field("note") });
    else if (note !== undefined && note !== "") {
      if (BAD_CHARACTER.test(note)) problems.push({ kind: "badCharacters", field: field("note") });
      else if (LINE_BREAK.test(note)) problems.push({ kind: "singleLine", field: field("note") });
      else if ([...note].length > MAX_NOTE) {
        problems.push({ kind: "tooLong", field: field("note"), max: MAX_NOTE });
      }
    }

    if (problems.length === before && product && typeof counted === "number") {
      items.push({
        productId: product.id,
        code: product.code,
        name: product.name[lang],
        quantity: counted,
        ...(note && { note }),
      });
    }
  }
  return { items, problems };
}
