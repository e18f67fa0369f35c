import type { AppLoadContext } from "react-router";
import {
  MAX_REQUEST_PHOTO_BYTES,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_BYTES,
} from "../../../server/inquiries/request-photos";
import type { RequestKind } from "../../../server/units/kinds";
import type { RequestForm } from "../../../server/units/requests";
import type { Unit } from "../../../server/units/store";
import { figuresOf, findProductById } from "../../content/catalog/catalog.server";
import { ELASTOMERS } from "../../content/catalog/sleeves";
import { CONSENT_FIELD, noticeVersion } from "../../content/privacy";
import { localePath, type Lang } from "../../i18n/lang";
import { seoulToday } from "../../lib/site-clock";
import { closedForm } from "../../units/closed-form.server";
import { FIELD_LABELS, requestErrorText } from "../../units/error-text";
import { shownSettings } from "../../site/shown-settings.server";
import type { UnitPageWord } from "../../units/words";

/**
 * The service or parts request form of a unit's page (server/units/requests.ts receives it):
 * the unit named from its record, a parts order's sleeve elastomer from the record when the
 * product is a pinch valve, and after a refusal what was typed and the errors by field.
 */

/** A pinch valve's temperature is its sleeve's: those are the products with a sleeve. */
function hasSleeve(productId: string): boolean {
  try {
    const figures = figuresOf(productId);
    return figures.kind === "valve" && figures.type === "pinch";
  } catch {
    return false;
  }
}

/** The fields the form always shows; a parts order's elastomer when the unit has a sleeve. */
const SHOWN_FIELDS = ["companyName", "name", "phone", "email", "inquiry", "photos", CONSENT_FIELD];

/** The refused form the request handler rendered this page with, if any. */
const refusedForm = (context: AppLoadContext) =>
  (context as { requestForm?: RequestForm } | undefined)?.requestForm;

export function requestView(unit: Unit, kind: RequestKind, lang: Lang, context: AppLoadContext) {
  const product = findProductById(unit.productId);
  const refused = refusedForm(context);
  const word = (key: string, vars?: Record<string, string | number>) =>
    requestErrorText(lang, key, vars);
  // Each field's error opens with the form's own label (성명, 연락처), as the inquiry form's do.
  const named: Partial<Record<string, UnitPageWord>> = {
    ...FIELD_LABELS,
    inquiry: kind === "service" ? "form.serviceText" : "form.partsText",
  };
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, list]) => {
      const text = (list ?? []).map((error) => word(error.key, error.vars)).join(" ");
      const label = named[field];
      return [field, text && label ? `${word(label)}: ${text}` : text];
    }),
  ) as Partial<Record<string, string>>;
  const sleeve = kind === "parts" && (hasSleeve(unit.productId) || Boolean(unit.elastomer));
  const base = localePath(lang, `/u/${unit.token}`);
  // An error on a field the form does not show (`form`, an elastomer sent to a form without it)
  // is said above the form: a refusal always says what is wrong (issue 71).
  const shown = new Set([...SHOWN_FIELDS, ...(sleeve ? ["elastomer"] : [])]);
  const marked = Object.entries(errors).some(([field, text]) => text && shown.has(field));
  const unshown = Object.entries(errors).flatMap(([field, text]) => {
    // Named by its label already (an elastomer sent to a form without it).
    return !text || shown.has(field) ? [] : [text];
  });
  // A refusal of the server's (503: busy, a full disk) is not the buyer's to fix: the field
  // marked says why, not "check the marked fields".
  const refusal = [
    word(marked && refused?.status !== 503 ? "form.errors" : "form.notSent"),
    ...(marked || unshown.length > 0 ? unshown : [word("err.form")]),
  ].join(" ");
  return {
    kind,
    serial: unit.serial,
    tag: unit.tag,
    product: {
      code: product?.code ?? unit.productCode,
      name: product?.name[lang] ?? "",
    },
    action: `${base}/${kind}`,
    back: base,
    values: {
      ...(sleeve && { elastomer: unit.elastomer ?? "" }),
      ...refused?.values,
    },
    sleeve,
    // Suggestions as the page's language writes the grades (ko 29); what is typed is kept as is.
    elastomers: ELASTOMERS.map((entry) => entry.name[lang]),
    errors,
    formError:
      refused?.status === 429
        ? word("form.tooMany")
        : refused?.status === 503 && !refused.errors.photos?.length && !refused.errors.form?.length
          ? word("form.storeFailed")
          : refused
            ? refusal
            : undefined,
    photosAgain: Boolean(refused?.hadPhotos),
    photos: {
      max: MAX_REQUEST_PHOTOS,
      mb: MAX_REQUEST_PHOTO_BYTES / 2 ** 20,
      totalMb: MAX_REQUEST_PHOTOS_BYTES / 2 ** 20,
    },
    retentionDays: shownSettings().INQUIRY_RETENTION_DAYS,
    noticeVersion: noticeVersion(seoulToday()),
    /** Until the privacy policy covering this form is in force, the form is not shown. */
    closed: closedForm("unit-request", lang),
    privacyHref: localePath(lang, "/privacy"),
    status: refused?.status ?? 200,
  };
}

export type RequestView = ReturnType<typeof requestView>;
