import { businessDigits, formatBusinessNumber } from "../../../content/business-number";
import type { Company, CompanySeal } from "../../../content/schemas";
import { flatten } from "../flatten";
import { formLocalizedLine, formOptional, formText, type FormFields } from "../form.server";
import { isMissing } from "../item-action.server";
import type { ContentWordKey } from "../words";

/** The rows a list of bilingual pairs shows: the saved ones and one empty row to add another. */
export const EXTRA_ROWS = 1;

const SEAL_KEYS = ["file", "width", "height", "name"] as const;

/**
 * The seal from its hidden field (`seal.meta`, its reference as JSON): none when empty or
 * ticked for removal, the current one when the form has no such field. A value not as the
 * editor wrote it goes on for the schema to refuse at the seal.
 */
function readSeal(form: FormFields, current: CompanySeal | undefined): CompanySeal | undefined {
  if (form.get("seal.remove") === "1") return undefined;
  if (!form.has("seal.meta")) return current;
  const text = formText(form, "seal.meta");
  if (!text) return undefined;
  let meta: unknown;
  try {
    meta = JSON.parse(text);
  } catch {
    return {} as CompanySeal;
  }
  if (!meta || typeof meta !== "object") return meta as CompanySeal;
  // Only the seal's own keys: anything else would be refused with a puzzling field name.
  const seal = meta as Record<string, unknown>;
  return Object.fromEntries(SEAL_KEYS.map((key) => [key, seal[key]])) as CompanySeal;
}

/** The facts as the editor's fields: the seal's reference is one hidden field, as JSON. */
export function companyFields(value: unknown): Record<string, string> {
  const { seal, ...rest } = value as Company;
  return { ...flatten(rest), ...(seal && { "seal.meta": JSON.stringify(seal) }) };
}

/** The facts from the editor's form (every text a line of its own); the claims stay as they are. */
export function readCompany(form: FormData, current: unknown): Company {
  const company = current as Company;
  const processors = [];
  for (let i = 0; form.has(`processors.${i}.name.ko`); i++) {
    const row = `processors.${i}`;
    const texts = {
      name: formLocalizedLine(form, `${row}.name`),
      country: formLocalizedLine(form, `${row}.country`),
      task: formLocalizedLine(form, `${row}.task`),
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
    name: formLocalizedLine(form, "privacyOfficer.name"),
    position: formLocalizedLine(form, "privacyOfficer.position"),
    phone: formOptional(form, "privacyOfficer.phone"),
    email: formOptional(form, "privacyOfficer.email"),
  };
  const privacyDesk = {
    name: formLocalizedLine(form, "privacyDesk.name"),
    phone: formOptional(form, "privacyDesk.phone"),
    email: formOptional(form, "privacyDesk.email"),
  };
  const address = {
    street: formLocalizedLine(form, "address.street"),
    building: formLocalizedLine(form, "address.building"),
    district: formLocalizedLine(form, "address.district"),
    city: formLocalizedLine(form, "address.city"),
    country: formLocalizedLine(form, "address.country"),
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
    name: formLocalizedLine(form, "name"),
    ceo: formLocalizedLine(form, "ceo"),
    address,
    phone: formText(form, "phone"),
    fax: formText(form, "fax"),
    email: formText(form, "email"),
    officeHours: formLocalizedLine(form, "officeHours"),
    businessNumber: digits ? formatBusinessNumber(digits) : business,
    privacyOfficer,
    privacyDesk,
    processors,
    verification: naver || google ? { naver, google } : undefined,
    kakaoChannel: formOptional(form, "kakaoChannel"),
    seal: readSeal(form, company.seal),
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
  if (path === "seal" || path.startsWith("seal.")) return "field_seal";
  return isMissing(message) ? "field_required" : "field_other";
}
