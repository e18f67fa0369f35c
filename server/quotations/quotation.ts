import { BAD_CHARACTER, withoutBadCharacters } from "../platform/text";
import { MAX_AMOUNT, totalsOf, type Totals } from "./money";

/**
 * A quotation (견적서) as staff write it on the inquiry's page (docs/decisions/027-quotations.md):
 * lines that start from the buyer's quote list, whole-won unit prices, the terms. A draft may
 * be half done; `sendable` says what sending still needs, field by field.
 */

export const MAX_LINES = 200;
export const MAX_QUANTITY = 100_000;
export const DEFAULT_VALID_DAYS = 30;
export const MAX_VALID_DAYS = 365;
const TEXT = { code: 60, name: 200, note: 500, term: 300, notes: 2000 } as const;

export interface QuotationLine {
  code: string;
  name: string;
  /** The buyer's note on the line, or staff's. */
  note: string;
  quantity: number;
  /** Whole won; absent while not typed. */
  unitPrice?: number;
}

export interface QuotationTerms {
  /** Days from the day it is sent; the date is shown beside it. */
  validDays: number;
  /** 납기 */
  leadTime: string;
  /** 결제조건 */
  payment: string;
  /** 인도조건 */
  delivery: string;
  notes: string;
}

export interface QuotationContent {
  lines: QuotationLine[];
  terms: QuotationTerms;
}

/** A field's problem, by the field's name in the form (`lines.2.price`, `terms.validDays`). */
export type FieldErrors = Record<string, "required" | "number" | "range" | "long" | "characters">;

/**
 * The first draft of an inquiry: its quote list, no prices, the usual terms. A list stored
 * before the inquiry form refused control and format characters loses them here.
 */
export function firstDraft(
  items: readonly { code: string; name: string; quantity: number; note?: string }[],
): QuotationContent {
  return {
    lines: items.map((item) => ({
      code: withoutBadCharacters(item.code),
      name: withoutBadCharacters(item.name),
      note: withoutBadCharacters(item.note ?? ""),
      quantity: item.quantity,
    })),
    terms: { validDays: DEFAULT_VALID_DAYS, leadTime: "", payment: "", delivery: "", notes: "" },
  };
}

/** The form's fields read as they are; what does not read is kept as typed with its error. */
export interface ReadQuotation {
  content: QuotationContent;
  /** Every field as typed, to show again with the errors. */
  typed: Record<string, string>;
  errors: FieldErrors;
}

/**
 * A text field as typed. The inquiry form's rule holds here too (server/platform/text.ts): no
 * control or invisible format characters, which the PDF, the .xlsx and the buyer's page would
 * carry (a bidi override reorders what the buyer reads).
 */
const text = (form: FormData, name: string, max: number, errors: FieldErrors) => {
  const value = form.get(name);
  const clean = typeof value === "string" ? value.replace(/\r\n?/g, "\n").trim() : "";
  if (BAD_CHARACTER.test(clean)) errors[name] = "characters";
  else if ([...clean].length > max) errors[name] = "long";
  return clean;
};

/** "1,234,500" or "1234500 원" -> 1234500; "" -> undefined; anything else -> NaN. */
export function readWon(typed: string): number | undefined {
  const plain = typed.replace(/[\s,원₩]/g, "");
  if (plain === "") return undefined;
  if (!/^\d{1,12}$/.test(plain)) return Number.NaN;
  return Number(plain);
}

/**
 * The quotation's form: `lines.N.code|name|note|quantity|price` for N = 0, 1, ... while
 * `lines.N.code` is present, and `terms.*`. Nothing typed is lost: a field that does not read
 * keeps its text in `typed` and names its problem in `errors`; the draft keeps the rest.
 */
export function readQuotationForm(form: FormData): ReadQuotation {
  const errors: FieldErrors = {};
  const typed: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") typed[name] = value;
  const lines: QuotationLine[] = [];
  for (let i = 0; form.has(`lines.${i}.code`) && i < MAX_LINES; i++) {
    const at = `lines.${i}`;
    const quantityText = String(form.get(`${at}.quantity`) ?? "").trim();
    let quantity = Number(quantityText.replace(/,/g, ""));
    if (!/^\d[\d,]*$/.test(quantityText) || quantity < 1 || quantity > MAX_QUANTITY) {
      errors[`${at}.quantity`] = quantityText === "" ? "required" : "range";
      quantity = 1;
    }
    const price = readWon(String(form.get(`${at}.price`) ?? ""));
    if (price !== undefined && (Number.isNaN(price) || price > MAX_AMOUNT)) {
      errors[`${at}.price`] = "number";
    }
    lines.push({
      code: text(form, `${at}.code`, TEXT.code, errors),
      name: text(form, `${at}.name`, TEXT.name, errors),
      note: text(form, `${at}.note`, TEXT.note, errors),
      quantity,
      ...(price !== undefined && !Number.isNaN(price) && price <= MAX_AMOUNT
        ? { unitPrice: price }
        : {}),
    });
  }
  const daysText = String(form.get("terms.validDays") ?? "").trim();
  let validDays = Number(daysText);
  if (!/^\d{1,3}$/.test(daysText) || validDays < 1 || validDays > MAX_VALID_DAYS) {
    errors["terms.validDays"] = "range";
    validDays = DEFAULT_VALID_DAYS;
  }
  const terms: QuotationTerms = {
    validDays,
    leadTime: text(form, "terms.leadTime", TEXT.term, errors),
    payment: text(form, "terms.payment", TEXT.term, errors),
    delivery: text(form, "terms.delivery", TEXT.term, errors),
    notes: text(form, "terms.notes", TEXT.notes, errors),
  };
  return { content: { lines, terms }, typed, errors };
}

/** A change the form's buttons ask for, each a plain submit (no script needed). */
export type LineChange =
  | { kind: "add" }
  | { kind: "remove"; index: number }
  | { kind: "up"; index: number }
  | { kind: "down"; index: number };

/** "add", "remove:2", "up:1", "down:0" -> the change; anything else: none. */
export function readLineChange(value: unknown): LineChange | undefined {
  if (value === "add") return { kind: "add" };
  const match = typeof value === "string" ? /^(remove|up|down):(\d{1,3})$/.exec(value) : null;
  if (!match) return undefined;
  return { kind: match[1] as "remove" | "up" | "down", index: Number(match[2]) };
}

/** The lines with the change made; a change that does not apply leaves them as they were. */
export function changeLines(lines: readonly QuotationLine[], change: LineChange): QuotationLine[] {
  const next = [...lines];
  if (change.kind === "add") {
    if (next.length < MAX_LINES) next.push({ code: "", name: "", note: "", quantity: 1 });
    return next;
  }
  const { index } = change;
  if (index >= next.length) return next;
  if (change.kind === "remove") next.splice(index, 1);
  const other = change.kind === "up" ? index - 1 : change.kind === "down" ? index + 1 : -1;
  if (other >= 0 && other < next.length) [next[index], next[other]] = [next[other]!, next[index]!];
  return next;
}

/**
 * What sending still needs: at least one line, each with a code or name and a price. The
 * errors name the fields, so the page marks each one; none: it may go.
 */
export function sendable(content: QuotationContent): FieldErrors {
  const errors: FieldErrors = {};
  if (content.lines.length === 0) errors.lines = "required";
  content.lines.forEach((line, i) => {
    if (!line.code && !line.name) errors[`lines.${i}.name`] = "required";
    if (line.unitPrice === undefined) errors[`lines.${i}.price`] = "required";
    // A draft saved before the rule: its characters are named before it goes out.
    for (const key of ["code", "name", "note"] as const) {
      if (BAD_CHARACTER.test(line[key])) errors[`lines.${i}.${key}`] = "characters";
    }
  });
  for (const key of ["leadTime", "payment", "delivery", "notes"] as const) {
    if (BAD_CHARACTER.test(content.terms[key])) errors[`terms.${key}`] = "characters";
  }
  return errors;
}

/** The figures of a quotation's content. */
export function quotationTotals(content: QuotationContent): Totals {
  return totalsOf(content.lines);
}
