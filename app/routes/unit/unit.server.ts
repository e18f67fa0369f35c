import type { AppLoadContext } from "react-router";
import { nameAfterCode } from "../../i18n/code-text";
import type { UnitsPart } from "../../../server/units/setup";
import type { Paper, Unit } from "../../../server/units/store";
import { unitKindWord } from "../../../server/units/kind-words";
import { paperNames } from "../../../server/units/papers";
import { josa } from "es-hangul";
import { isDetail, recordedAt, unitFieldLabel, unitFieldsAt } from "../../../server/units/fields";
import { findProductById, findRetiredById } from "../../content/catalog/catalog.server";
import { productPath } from "../../content/catalog/paths";
import { datasheetLink } from "../../documents/manifest.server";
import { localePath, type Lang } from "../../i18n/lang";
import { fileSize } from "../../documents/file-size";
import { dayText } from "../../i18n/day-text";
import { unitPageWord } from "../../units/words";
import { closedForm } from "../../units/closed-form.server";

/**
 * What a unit's public page shows (decision 033): the serial, the tag, the delivery date, the
 * product from the live catalogue with its key figures, the papers and the service history by
 * date and kind. Never the customer, the site, the inquiry, who did what, or any price.
 */

/** Rows of the product's specification the page shows as its key figures. */
const KEY_ROWS = 6;

/** The unit store, when the server hands it over (the static export has none). */
export function unitsOf(context: AppLoadContext): UnitsPart | undefined {
  return (context as { units?: UnitsPart } | undefined)?.units;
}

export function unitByToken(context: AppLoadContext, token: string | undefined) {
  const units = unitsOf(context);
  const unit = token ? units?.store.byToken(token) : undefined;
  return unit && units ? { unit, units } : undefined;
}

export function unitView(units: UnitsPart, unit: Unit, lang: Lang) {
  const product = findProductById(unit.productId);
  const retired = product ? undefined : findRetiredById(unit.productId);
  const base = localePath(lang, `/u/${unit.token}`);
  return {
    serial: unit.serial,
    tag: unit.tag,
    deliveredOn: unit.deliveredOn,
    deliveredShown: unit.deliveredOn && dayText(unit.deliveredOn, lang),
    product: product
      ? {
          code: product.code,
          // Most names begin with the code the heading already gives.
          name: nameAfterCode(product.name[lang], product.code),
          href: localePath(lang, productPath(product)),
          figures: product.specifications
            .slice(0, KEY_ROWS)
            .map((row) => ({ label: row.label[lang], value: row.value[lang] })),
          datasheet: datasheetLink(product.id, lang),
        }
      : {
          code: unit.productCode,
          name: retired ? nameAfterCode(retired.name[lang], retired.code) : "",
          retired: true,
          figures: [],
        },
    papers: paperList(unit, units.store.papers(unit.id), lang, base),
    service: [
      ...(unit.deliveredOn
        ? [{ day: unit.deliveredOn, kind: unitKindWord(lang, "service.delivered") }]
        : []),
      ...units.store
        .service(unit.id)
        .map((entry) => ({ day: entry.day, kind: unitKindWord(lang, `service.${entry.kind}`) })),
      // Requests sent from this page: their day and kind, never who or what was written.
      ...units.store.requests(unit.id).map((request) => ({
        day: request.day,
        kind: unitPageWord(lang, `request.${request.kind}`),
      })),
    ]
      .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
      .map((entry) => ({ ...entry, shown: dayText(entry.day, lang) })),
    links: { service: `${base}/service`, parts: `${base}/parts` },
    /** Until the privacy policy covering the request form is in force (issue 79). */
    closed: closedForm("unit-request", lang),
    /** What was recorded for this unit itself, shown before its product's range (issue 79). */
    recorded: recordedAt("unit-page", { elastomer: unit.elastomer, ...unit.details }, lang),
    recordedNote: recordedNote(unit, lang),
  };
}

/**
 * What was not recorded of this unit, said once after what was: its details without a value
 * (the sleeve is only a pinch valve's), named by their labels, and how to ask for them.
 */
function recordedNote(unit: Unit, lang: Lang): string {
  const missing = unitFieldsAt("unit-page")
    .filter((field) => isDetail(field) && !unit.details?.[field])
    .map((field) => unitFieldLabel(lang, field));
  // The number itself in the sentence: "제조번호" is also what a maker's nameplate calls its own
  // S/N, which staff cannot look up (ko-89 1, en-89 1).
  const serial = unit.serial;
  if (missing.length === 0) return unitPageWord(lang, "recordedAll", { serial });
  const fields =
    lang === "ko"
      ? `${missing
          .slice(0, -1)
          .map((label) => `${label}, `)
          .join("")}${josa(missing.at(-1)!, "은/는")}`
      : new Intl.ListFormat("en-GB", { type: "conjunction" }).format(
          missing.map((label) => label.charAt(0).toLowerCase() + label.slice(1)),
        );
  return unitPageWord(lang, "recordedMissing", { fields, serial });
}

/** The unit's papers by kind and day, never by the names they were uploaded under. */
function paperList(unit: Unit, papers: Paper[], lang: Lang, base: string) {
  const names = paperNames(unit.serial, papers, lang);
  return papers.map((paper) => ({
    href: `${base}/papers/${paper.id}`,
    name: names.get(paper.id)!.shown,
    size: fileSize(paper.bytes),
  }));
}

/**
 * The reference of a request just sent from this unit's page (`?sent=`), when it is one of the
 * unit's: the page thanks with it. Any other value shows nothing.
 */
export function sentReference(units: UnitsPart, unit: Unit, url: URL): string | undefined {
  const sent = url.searchParams.get("sent");
  if (!sent) return undefined;
  return units.store.requests(unit.id).find((request) => request.inquiryRef === sent)?.inquiryRef;
}

export type UnitView = ReturnType<typeof unitView>;
