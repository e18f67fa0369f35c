import { data, type AppLoadContext } from "react-router";
import { oneLineLabel } from "../../../server/platform/text";
import type { UnitsPart } from "../../../server/units/setup";
import {
  INDUSTRIES,
  type DetailField,
  type Industry,
  type UnitInput,
} from "../../../server/units/store";
import {
  DETAIL_FIELDS,
  UNIT_FIELDS,
  unitFieldSpec,
  type UnitField,
} from "../../../server/units/fields";
import { liveProducts } from "../../content/catalog/catalog.server";
import type { Lang } from "../../i18n/lang";
import { absoluteUrl } from "../../site/url";
import { localePath } from "../../i18n/lang";
import { unitsWord, type UnitsWordKey } from "./words";

/** The units store from the load context (server/app.ts hands it to admin routes). */
export function unitsPart(context: AppLoadContext): UnitsPart {
  const part = (context as { units?: UnitsPart }).units;
  if (!part) throw new Error("the unit pages need the units store in the load context");
  return part;
}

/** A unit's serial from the URL, or the 404 the page answers. */
export function unitOr404(context: AppLoadContext, serial: string | undefined) {
  const unit = serial ? unitsPart(context).store.bySerial(serial) : undefined;
  if (!unit) throw data({ missing: true }, { status: 404 });
  return unit;
}

/** The unit's public link, as the QR code holds it (the Korean page: the plate's language). */
export function publicLink(token: string, lang: Lang = "ko"): string {
  return absoluteUrl(localePath(lang, `/u/${token}`));
}

export { UNIT_FIELDS, type UnitField } from "../../../server/units/fields";

export type UnitErrors = Partial<Record<UnitField, string>>;

/** An inquiry's reference as the inbox numbers them: HF-20261120-000042. */
export const INQUIRY_REF = /^HF-\d{8}-[0-9A-Z]{4,8}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day as a date field posts it (YYYY-MM-DD), and one the calendar has. */
export function validDay(day: string): boolean {
  if (!DAY.test(day)) return false;
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

/** Industries' earlier names, still taken from a spreadsheet filled in before they changed. */
const FORMER_INDUSTRY_NAMES: Record<string, Industry> = {
  수처리: "water",
  water: "water",
  // The English names before stop 94's read (en-95 3).
  power: "power",
  petrochemical: "petrochemical",
  "general plants": "general",
};

const YES = new Set(["on", "1", "y", "yes", "true", "o", "예", "네", "동의", "v", "✓"]);

/**
 * One unit from its fields as typed (a form or a spreadsheet row): the input the store takes,
 * or the errors by field in `lang`. The product is found by its code in the live catalogue,
 * any case; an industry by its key or its name in either language.
 */
export function readUnit(
  lang: Lang,
  typed: Partial<Record<UnitField, string>>,
  /** A correction's own product, kept by its code even when the catalogue has retired it. */
  own?: { productId: string; code: string },
): { ok: true; input: UnitInput } | { ok: false; errors: UnitErrors } {
  const errors: UnitErrors = {};
  const w = (key: UnitsWordKey, vars?: Record<string, string | number>) =>
    unitsWord(lang, key, vars);
  // One line without hidden characters, as every label staff type (a sheet's cell may hold a
  // line break or a soft hyphen pasted from elsewhere): cleaned, not refused.
  // Its limits as declared (server/units/fields.ts).
  const text = (field: UnitField) => {
    const { input } = unitFieldSpec(field);
    const max = input.kind === "text" ? input.max : 10;
    const value = oneLineLabel(typed[field] ?? "");
    if ([...value].length > max) errors[field] = w("err_long", { max });
    else if (input.kind === "text" && input.required && !value) errors[field] = w("err_required");
    return value;
  };
  const code = text("product");
  const product = !code
    ? undefined
    : own && own.code.toLowerCase() === code.toLowerCase()
      ? { id: own.productId, code: own.code }
      : liveProducts().find((p) => p.code.toLowerCase() === code.toLowerCase());
  if (code && !product && !errors.product) errors.product = w("err_product");
  const tag = text("tag");
  const site = text("site");
  const customer = text("customer");
  const region = text("region");
  const elastomer = text("elastomer");
  const industryTyped = text("industry");
  const industry =
    FORMER_INDUSTRY_NAMES[industryTyped.toLowerCase()] ??
    INDUSTRIES.find(
      (key) =>
        key === industryTyped ||
        unitsWord("ko", `industry.${key}`) === industryTyped ||
        unitsWord("en", `industry.${key}`).toLowerCase() === industryTyped.toLowerCase(),
    );
  if (industryTyped && !industry && !errors.industry) errors.industry = w("err_industry");
  const deliveredOn = text("deliveredOn");
  if (deliveredOn && !errors.deliveredOn && !validDay(deliveredOn)) {
    errors.deliveredOn = w("err_date");
  }
  const inquiry = text("inquiry").toUpperCase();
  const details: Partial<Record<DetailField, string>> = {};
  for (const field of DETAIL_FIELDS) {
    const value = text(field);
    if (value) details[field] = value;
  }
  if (inquiry && !errors.inquiry && !INQUIRY_REF.test(inquiry)) errors.inquiry = w("err_inquiry");
  const consent = YES.has((typed.consent ?? "").trim().toLowerCase());
  if (Object.keys(errors).length > 0 || !product || !industry) return { ok: false, errors };
  return {
    ok: true,
    input: {
      productId: product.id,
      productCode: product.code,
      tag,
      site,
      customer,
      industry: industry as Industry,
      ...(deliveredOn && { deliveredOn }),
      ...(inquiry && { inquiryRef: inquiry }),
      nameConsent: consent,
      region,
      ...(elastomer && { elastomer }),
      details,
    },
  };
}

/** A form's unit fields as typed (strings only; a file field reads as empty). */
export function typedOf(form: FormData): Partial<Record<UnitField, string>> {
  return Object.fromEntries(
    UNIT_FIELDS.map((field) => {
      const value = form.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}
