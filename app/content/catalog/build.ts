import type { Localized, SpecRow } from "../schemas";

/** Builders shared by the catalogue content modules. */

export function localized(ko: string, en: string): Localized {
  return { ko, en };
}

/** A specification row; a plain string value (a figure, a code) reads the same in both languages. */
export function specRow(label: Localized, value: Localized | string): SpecRow {
  return { label, value: typeof value === "string" ? { ko: value, en: value } : value };
}
