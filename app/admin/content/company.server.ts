import { businessDigits, formatBusinessNumber } from "../../content/business-number";
import type { Company } from "../../content/schemas";
import { formLocalized, formOptional, formText } from "./form.server";
import { isMissing } from "./item-action.server";
import type { ContentWordKey } from "./words";

/** The rows a list of bilingual pairs shows: the saved ones and one empty row to add another. */
export const EXTRA_ROWS = 1;

/** The facts from the editor's form; the claims stay as they are. */
export function readCompany(form: FormData, current: unknown): Company {
  const company = current as Company;
  const processors = [];
  for (let i = 0; form.has(`processors.${i}.name.ko`); i++) {
    const row = `processors.${i}`;
    const texts = {
      name: formLocalized(form, `${row}.name`),
      country: formLocalized(form, `${row}.country`),
      task: formLocalized(form, `${row}.task`),
    };
    const contact = formText(form, `${row}.contact`);
    // An empty row is the one left for adding; a row cleared by staff is removed.
    const typed = contact || Object.values(texts).some((pair) => pair.ko || pair.en);
    if (typed) {
      processors.push({ ...texts, abroad: form.get(`${row}.abroad`) === "true", contact });
    }
  }
  // An empty telephone or e-mail is the company's (privacyContact), so it is left out.
  const privacyOfficer = {
    name: formLocalized(form, "privacyOfficer.name"),
    position: formLocalized(form, "privacyOfficer.position"),
    phone: formOptional(form, "privacyOfficer.phone"),
    email: formOptional(form, "privacyOfficer.email"),
  };
  const privacyDesk = {
    name: formLocalized(form, "privacyDesk.name"),
    phone: formOptional(form, "privacyDesk.phone"),
    email: formOptional(form, "privacyDesk.email"),
  };
  const address = {
    street: formLocalized(form, "address.street"),
    building: formLocalized(form, "address.building"),
    district: formLocalized(form, "address.district"),
    city: formLocalized(form, "address.city"),
    country: formLocalized(form, "address.country"),
    postalCode: formText(form, "address.postalCode"),
  };
  // Typed with or without hyphens: ten digits are stored as printed, anything else as typed, so
  // the schema refuses it with the field's error and nothing typed is lost.
  const business = formOptional(form, "businessNumber");
  const digits = business && businessDigits(business);
  const naver = formOptional(form, "verification.naver");
  const google = formOptional(form, "verification.google");
  return {
    ...company,
    name: formLocalized(form, "name"),
    ceo: formLocalized(form, "ceo"),
    address,
    phone: formText(form, "phone"),
    fax: formText(form, "fax"),
    email: formText(form, "email"),
    officeHours: formLocalized(form, "officeHours"),
    businessNumber: digits ? formatBusinessNumber(digits) : business,
    privacyOfficer,
    privacyDesk,
    processors,
    verification: naver || google ? { naver, google } : undefined,
    kakaoChannel: formOptional(form, "kakaoChannel"),
  };
}

/** The word for a field's error, by the field. */
export function explainCompany(path: string, message: string): ContentWordKey {
  if (/(^|\.)(phone|fax)$/.test(path)) return "field_phone";
  if (/email$/.test(path)) return "field_email";
  if (path === "address.postalCode") return "field_postal";
  if (path.startsWith("verification")) return "field_code";
  if (path === "kakaoChannel") return "field_kakao";
  if (path === "businessNumber") return "field_business";
  return isMissing(message) ? "field_required" : "field_other";
}
