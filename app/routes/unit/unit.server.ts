import type { AppLoadContext } from "react-router";
import type { UnitsPart } from "../../../server/units/setup";
import type { Unit } from "../../../server/units/store";
import { unitKindWord } from "../../../server/units/kind-words";
import { findProductById, findRetiredById } from "../../content/catalog/catalog.server";
import { productPath } from "../../content/catalog/paths";
import { datasheetLink } from "../../documents/manifest.server";
import { localePath, type Lang } from "../../i18n/lang";
import { fileSize } from "../../documents/file-size";

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

const withoutCode = (name: string, code: string) =>
  name.startsWith(`${code} `) ? name.slice(code.length + 1) : name;

export function unitView(units: UnitsPart, unit: Unit, lang: Lang) {
  const product = findProductById(unit.productId);
  const retired = product ? undefined : findRetiredById(unit.productId);
  const base = localePath(lang, `/u/${unit.token}`);
  return {
    serial: unit.serial,
    tag: unit.tag,
    deliveredOn: unit.deliveredOn,
    product: product
      ? {
          code: product.code,
          // Most names begin with the code the heading already gives.
          name: withoutCode(product.name[lang], product.code),
          href: localePath(lang, productPath(product)),
          figures: product.specifications
            .slice(0, KEY_ROWS)
            .map((row) => ({ label: row.label[lang], value: row.value[lang] })),
          datasheet: datasheetLink(product.id, lang),
        }
      : {
          code: unit.productCode,
          name: retired ? withoutCode(retired.name[lang], retired.code) : "",
          retired: true,
          figures: [],
        },
    papers: units.store.papers(unit.id).map((paper) => ({
      href: `${base}/papers/${paper.id}`,
      kind: unitKindWord(lang, `paper.${paper.kind}`),
      name: paper.name,
      size: fileSize(paper.bytes),
    })),
    service: [
      ...(unit.deliveredOn
        ? [{ day: unit.deliveredOn, kind: unitKindWord(lang, "service.delivered") }]
        : []),
      ...units.store
        .service(unit.id)
        .map((entry) => ({ day: entry.day, kind: unitKindWord(lang, `service.${entry.kind}`) })),
    ],
  };
}

export type UnitView = ReturnType<typeof unitView>;
