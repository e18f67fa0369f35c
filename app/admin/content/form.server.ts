import { oneLineLabel } from "../../../server/platform/text";

/**
 * Reading an editor's form. Inputs are named by their path in the content's schema
 * ("name.ko", "privacyOfficer.email"), so the store's field errors land on the inputs that
 * caused them.
 */

/** What reading a form needs of it: a posted form, or fields given another way (a sheet's row). */
export type FormFields = Pick<FormData, "get" | "has">;

/** The trimmed text of a field ("" when absent). */
export function formText(form: FormFields, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value.trim() : "";
}

/** A bilingual text from `{name}.ko` and `{name}.en`. */
export function formLocalized(form: FormFields, name: string) {
  return { ko: formText(form, `${name}.ko`), en: formText(form, `${name}.en`) };
}

/**
 * A name, title or label (an input of one line): kept on one line without hidden characters
 * (server/platform/text.ts), since it is copied where a line break breaks or misleads.
 */
export function formLine(form: FormFields, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? oneLineLabel(value) : "";
}

/** A bilingual name, title or label, each side as `formLine` reads it. */
export function formLocalizedLine(form: FormFields, name: string) {
  return { ko: formLine(form, `${name}.ko`), en: formLine(form, `${name}.en`) };
}

/** The text, or undefined when left empty (an optional field). */
export function formOptional(form: FormFields, name: string): string | undefined {
  return formText(form, name) || undefined;
}

/** Every text field as typed, to show again after a refused save (nothing is lost). */
export function formValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form) {
    if (typeof value === "string" && name !== "csrf") values[name] = value;
  }
  return values;
}
