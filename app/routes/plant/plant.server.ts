import type { AppLoadContext } from "react-router";
import { nameAfterCode } from "../../i18n/code-text";
import {
  MAX_REQUEST_PHOTO_BYTES,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_BYTES,
} from "../../../server/inquiries/request-photos";
import type { DueStatus } from "../../../server/units/due";
import type { PlantRequestForm } from "../../../server/plants/requests";
import type { DeskUnit, Plant } from "../../../server/units/plant-store";
import { unitKindWord } from "../../../server/units/kind-words";
import type { RequestKind } from "../../../server/units/kinds";
import type { UnitsPart } from "../../../server/units/setup";
import { findProductById, findRetiredById } from "../../content/catalog/catalog.server";
import { productPath } from "../../content/catalog/paths";
import { CONSENT_FIELD, noticeVersion } from "../../content/privacy";
import { dayText } from "../../i18n/day-text";
import { localePath, type Lang } from "../../i18n/lang";
import { seoulToday } from "../../lib/site-clock";
import { closedForm } from "../../units/closed-form.server";
import { FIELD_LABELS, requestErrorText } from "../../units/error-text";
import { referencesWord } from "../../references/words";
import { regionNames } from "../../references/regions";
import { shownSettings } from "../../site/shown-settings.server";
import { unitPageWord } from "../../units/words";
import { recordedAt, type UnitField } from "../../../server/units/fields";
import {
  plantFieldLabel,
  plantFieldsAt,
  plantFieldSpec,
  plantFieldText,
  type PlantField,
} from "../../../server/plants/fields";
import { plantPageWord, type PlantPageWord } from "./words";

/**
 * What a plant's public page and its files show (docs/decisions/046-plants.md): the customer's
 * company and site (a company is no person), its fields declared for the desk (region, industry:
 * server/plants/fields.ts), and each unit's tag, product,
 * serial, delivery, last service, next due day and status. Never a person's name, a contact, an
 * inquiry or a price. The page, plan.xlsx, sheet.pdf and calendar.ics all read these rows.
 */

/** The unit store, when the server hands it over (the static export has none). */
function unitsOf(context: AppLoadContext): UnitsPart | undefined {
  return (context as { units?: UnitsPart } | undefined)?.units;
}

/**
 * A plant by its link's token: live with the current token (the page), a merged plant's or
 * gone (the server answers 301 and 410 before the page renders: server/app.ts), or nothing.
 */
export function plantByToken(context: AppLoadContext, token: string | undefined) {
  const units = unitsOf(context);
  const found = token ? units?.store.plants.byToken(token) : undefined;
  return found?.state === "live" && units ? { plant: found.plant, units } : undefined;
}

export interface DeskRow {
  id: number;
  serial: string;
  tag: string;
  /** The unit's own page. */
  href: string;
  product: { code: string; name: string; href?: string };
  deliveredOn?: string;
  last?: { kind: string; day: string };
  dueOn?: string;
  /** What the plan is: "inspection every 12 months"; absent with no plan. */
  plan?: string;
  status: DueStatus;
  /** Its recorded fields for the plant's list, by field (server/units/fields.ts). */
  fields: Partial<Record<UnitField, string>>;
  /** The same in a line under its product on the page: "DN 150 · 회주철 GG20". */
  recorded?: string;
}

export function deskRows(desk: readonly DeskUnit[], lang: Lang): DeskRow[] {
  return desk.map((unit) => {
    const product = findProductById(unit.productId);
    const retired = product ? undefined : findRetiredById(unit.productId);
    const { due } = unit;
    const recorded = recordedAt("plant-list", unit.fields, lang);
    return {
      id: unit.id,
      serial: unit.serial,
      tag: unit.tag,
      href: localePath(lang, `/u/${unit.token}`),
      product: product
        ? {
            code: product.code,
            name: nameAfterCode(product.name[lang], product.code),
            href: localePath(lang, productPath(product)),
          }
        : {
            code: unit.productCode,
            name: retired ? nameAfterCode(retired.name[lang], retired.code) : "",
          },
      ...(unit.deliveredOn && { deliveredOn: unit.deliveredOn }),
      ...(due.last && {
        last: { kind: unitKindWord(lang, `service.${due.last.kind}`), day: due.last.day },
      }),
      ...(due.dueOn && { dueOn: due.dueOn }),
      ...(due.plan && {
        plan: plantPageWord(lang, "planEvery", {
          kind: unitKindWord(lang, `plan.${due.plan.kind}`),
          months: due.plan.months,
        }),
      }),
      status: due.status,
      fields: unit.fields,
      ...(recorded.length > 0 && { recorded: recorded.map((r) => r.value).join(" · ") }),
    };
  });
}

/** A plant's field under its title (server/plants/fields.ts, "desk"), in the page's language. */
export interface PlantFact {
  field: PlantField;
  label: string;
  value: string;
}

/**
 * The plant as its page and files head it: company and site (its title), then its fields that
 * show on the desk and have a value (region, industry).
 */
export function plantHeading(
  plant: Plant,
  lang: Lang,
): { customer: string; site: string; facts: PlantFact[] } {
  return {
    customer: plant.customer,
    site: plant.site,
    facts: plantFieldsAt("desk").flatMap((field) => {
      const value = plant[field];
      if (!value) return [];
      const text = plantFieldSpec(field).region
        ? regionNames(value)[lang]
        : plantFieldText(field, value, (industry) => referencesWord(lang, `industry.${industry}`));
      return [{ field, label: plantFieldLabel(lang, field, true), value: text }];
    }),
  };
}

/** The refused form the request handler rendered this page with, if any. */
const refusedForm = (context: AppLoadContext) =>
  (context as { plantRequestForm?: PlantRequestForm } | undefined)?.plantRequestForm;

/** The error words: the plant page's own, else the unit form's (one set of photo rules). */
function errorWord(lang: Lang, key: string, vars?: Record<string, string | number>): string {
  return (plantPageWord.keys as readonly string[]).includes(key)
    ? plantPageWord(lang, key as PlantPageWord, vars)
    : requestErrorText(lang, key, vars);
}

/** A typed field's label, which its error opens with, as on a unit's form (issue 79). */
function fieldLabel(lang: Lang, field: string): string | undefined {
  if (field === "inquiry") return plantPageWord(lang, "text").replace(/ \*$/, "");
  const key = FIELD_LABELS[field];
  return key && unitPageWord(lang, key);
}

/** Fields the page's form shows; an error of another is said above the form. */
const SHOWN = new Set([
  "units",
  "kind",
  "companyName",
  "name",
  "phone",
  "email",
  "inquiry",
  "photos",
  CONSENT_FIELD,
]);

export function plantView(
  units: UnitsPart,
  plant: Plant,
  lang: Lang,
  url: URL,
  context: AppLoadContext,
) {
  const today = seoulToday();
  const rows = deskRows(units.store.plants.desk(plant.id, today), lang);
  const base = localePath(lang, `/plant/${plant.token}`);
  const refused = refusedForm(context);
  const query = url.searchParams;
  // A reminder's link ticks its units and kind (?kind=service&unit=SERIAL&r=ID); a refusal
  // keeps what was ticked.
  const queryKind = query.get("kind");
  const kind: RequestKind | undefined = refused
    ? refused.kind
    : queryKind === "service" || queryKind === "parts"
      ? queryKind
      : undefined;
  const ticked = new Set(refused ? refused.units : query.getAll("unit"));
  const reminder = refused ? refused.reminder : (query.get("r") ?? undefined);
  const errors = Object.fromEntries(
    Object.entries(refused?.errors ?? {}).map(([field, list]) => {
      const text = (list ?? []).map((error) => errorWord(lang, error.key, error.vars)).join(" ");
      const label = fieldLabel(lang, field);
      return [field, text && label ? `${label}: ${text}` : text];
    }),
  ) as Partial<Record<string, string>>;
  const marked = Object.entries(errors).some(([field, text]) => text && SHOWN.has(field));
  const unshown = Object.entries(errors).flatMap(([field, text]) =>
    text && !SHOWN.has(field) ? [text] : [],
  );
  const refusal = [
    unitPageWord(lang, marked && refused?.status !== 503 ? "form.errors" : "form.notSent"),
    ...(marked || unshown.length > 0 ? unshown : [unitPageWord(lang, "err.form")]),
  ].join(" ");
  const sent = query.get("sent");
  const count = (status: DueStatus) => rows.filter((row) => row.status === status).length;
  return {
    heading: plantHeading(plant, lang),
    today,
    rows: rows.map((row) => ({
      ...row,
      deliveredShown: row.deliveredOn && dayText(row.deliveredOn, lang),
      lastShown: row.last && dayText(row.last.day, lang),
      dueShown: row.dueOn && dayText(row.dueOn, lang),
      ticked: ticked.has(row.serial),
    })),
    counts: {
      overdue: count("overdue"),
      due: count("due"),
      scheduled: count("scheduled"),
      noPlan: count("no-plan"),
    },
    windowDays: units.store.plants.reminderDays(),
    files: {
      xlsx: `${base}/plan.xlsx`,
      pdf: `${base}/sheet.pdf`,
      ics: `${base}/calendar.ics`,
    },
    sent:
      sent && units.store.plants.requests(plant.id).some((r) => r.inquiryRef === sent)
        ? sent
        : undefined,
    form: {
      action: `${base}/request`,
      kind,
      reminder: reminder && /^\d{1,12}$/.test(reminder) ? reminder : undefined,
      values: refused?.values ?? {},
      errors,
      formError:
        refused?.status === 429
          ? unitPageWord(lang, "form.tooMany")
          : refused?.status === 503 &&
              !refused.errors.photos?.length &&
              !refused.errors.form?.length
            ? unitPageWord(lang, "form.storeFailed")
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
      closed: closedForm("plant-request", lang),
      privacyHref: localePath(lang, "/privacy"),
    },
    contactHref: localePath(lang, "/contact"),
    status: refused?.status ?? 200,
  };
}

export type PlantView = ReturnType<typeof plantView>;
