import type { Company } from "../../content/schemas";
import { formLocalized, formOptional, formText } from "./form.server";
import { isMissing } from "./item-action.server";
import type { ContentWordKey } from "./words";

const flat = (value: object): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(value).flatMap(([key, inner]) =>
      inner && typeof inner === "object" ? Object.entries(flat(inner as object)) : [[key, inner]],
    ),
  );

/** The rows a list of bilingual pairs shows: the saved ones and one empty row to add another. */
export const EXTRA_ROWS = 1;

/** The facts from the editor's form; the address and the claims stay as they are. */
export function readCompany(form: FormData, current: unknown): Company {
  const company = current as Company;
  const processors = [];
  for (let i = 0; form.has(`processors.${i}.name.ko`); i++) {
    const row = {
      name: formLocalized(form, `processors.${i}.name`),
      task: formLocalized(form, `processors.${i}.task`),
    };
    // An empty row is the one left for adding; a row cleared by staff is removed.
    if (Object.values(row).some((pair) => pair.ko || pair.en)) processors.push(row);
  }
  const officer = {
    name: formLocalized(form, "privacyOfficer.name"),
    title: formLocalized(form, "privacyOfficer.title"),
    email: formText(form, "privacyOfficer.email"),
  };
  const naver = formOptional(form, "verification.naver");
  const google = formOptional(form, "verification.google");
  return {
    ...company,
    name: formLocalized(form, "name"),
    ceo: formLocalized(form, "ceo"),
    phone: formText(form, "phone"),
    fax: formText(form, "fax"),
    email: formText(form, "email"),
    officeHours: formLocalized(form, "officeHours"),
    // Left empty, the policy names the officer from its own facts (app/content/company.ts).
    privacyOfficer: Object.values(flat(officer)).some(Boolean) ? officer : undefined,
    processors: processors.length ? processors : undefined,
    verification: naver || google ? { naver, google } : undefined,
    kakaoChannel: formOptional(form, "kakaoChannel"),
  };
}

/** The word for a field's error, by the field. */
export function explainCompany(path: string, message: string): ContentWordKey {
  if (/^(phone|fax)$/.test(path)) return "field_phone";
  if (/email$/.test(path)) return "field_email";
  if (path.startsWith("verification")) return "field_code";
  if (path === "kakaoChannel") return "field_kakao";
  return isMissing(message) ? "field_required" : "field_other";
}
