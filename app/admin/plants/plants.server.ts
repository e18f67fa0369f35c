import { data, redirect, type AppLoadContext } from "react-router";
import { CONFIRMED } from "../frame/ConfirmAction";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { unitsPart } from "../units/units.server";
import { qrSvg } from "../../../server/units/label";
import { INDUSTRIES, SERVICE_KINDS } from "../../../server/units/kinds";
import { dueOf, MAX_PLAN_MONTHS, type Due } from "../../../server/units/due";
import type { Plant } from "../../../server/units/plant-store";
import {
  PLANT_FIELDS,
  plantFieldSpec,
  plantValuesOf,
  type PlantField,
  type PlantInput,
  type PlantValues,
} from "../../../server/plants/fields";
import { oneLineLabel } from "../../../server/platform/text";
import { postedForm } from "../../../server/platform/body";
import { findProductById } from "../../content/catalog/catalog.server";
import { productPath } from "../../content/catalog/paths";
import { localePath, type Lang } from "../../i18n/lang";
import { seoulToday } from "../../lib/site-clock";
import { kst } from "../../lib/seoul-time";
import { absoluteUrl } from "../../site/url";
import { plantsWord } from "./words";
import { contactsOf } from "./$id/contacts.server";

/**
 * The back office of plants (docs/decisions/046-plants.md): the list with the first grouping's
 * report, a plant's page (its names, link and QR code, units with their due dates, intervals,
 * moves and merges), and the services due across plants. Every post is a plain form: the admin
 * door checks its CSRF token and answers once what it wrote is off the machine (server/admin).
 */

/** The plants store, in the units database (server/units/store.ts `plants`). */
export const plantsOf = (context: AppLoadContext) => unitsPart(context).store.plants;

/** The plant named by the URL's number, or the 404 the page answers. */
export function plantOr404(context: AppLoadContext, id: string | undefined): Plant {
  const plant = id && /^\d{1,9}$/.test(id) ? plantsOf(context).byId(Number(id)) : undefined;
  if (!plant) throw data({ missing: true }, { status: 404 });
  return plant;
}

/** The plant's public page, as its QR code holds it (Korean, as a unit's). */
export const plantLink = (token: string, lang: Lang = "ko") =>
  absoluteUrl(localePath(lang, `/plant/${token}`));

/** "Customer · site", as staff know a plant. */
export const plantName = (plant: Pick<Plant, "customer" | "site">) =>
  [plant.customer, plant.site].filter(Boolean).join(" · ");

/** The audit log's name for a plant: its number, never the customer. */
const target = (plant: Pick<Plant, "id">) => `plant-${plant.id}`;

export type PlantTyped = Partial<Record<PlantField, string>>;

/** A plant's fields as typed (server/plants/fields.ts): the store's input, or the errors by field. */
export function readPlant(
  lang: Lang,
  form: FormData,
):
  | { ok: true; input: PlantInput; typed: PlantTyped }
  | { ok: false; errors: PlantTyped; typed: PlantTyped } {
  const typed = Object.fromEntries(
    PLANT_FIELDS.map((field) => [field, oneLineLabel(String(form.get(field) ?? ""))]),
  ) as Record<PlantField, string>;
  const errors: PlantTyped = {};
  for (const field of PLANT_FIELDS) {
    const { input } = plantFieldSpec(field);
    const value = typed[field];
    if (input.kind === "industry") {
      if (!INDUSTRIES.some((key) => key === value))
        errors[field] = plantsWord(lang, "err_industry");
    } else if ([...value].length > input.max) {
      errors[field] = plantsWord(lang, "err_long", { max: input.max });
    } else if (input.required && !value) {
      errors[field] = plantsWord(lang, "err_required");
    }
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors, typed };
  // Every industry is one of the list now: the typed values are the plant's.
  return { ok: true, typed, input: typed as PlantValues };
}

/**
 * An interval as posted: `kind` ("" is "no plan", which removes it) and `months` (1-120,
 * whole). Undefined plan: remove; an error: the message.
 */
export function readPlan(
  lang: Lang,
  form: FormData,
):
  | { ok: true; plan: { kind: (typeof SERVICE_KINDS)[number]; months: number } | undefined }
  | {
      ok: false;
      message: string;
    } {
  const kindTyped = String(form.get("kind") ?? "");
  if (kindTyped === "") return { ok: true, plan: undefined };
  const kind = SERVICE_KINDS.find((k) => k === kindTyped);
  if (!kind) return { ok: false, message: plantsWord(lang, "err_choice") };
  const monthsTyped = String(form.get("months") ?? "").trim();
  const months = Number(monthsTyped);
  if (!/^\d{1,3}$/.test(monthsTyped) || months < 1 || months > MAX_PLAN_MONTHS) {
    return { ok: false, message: plantsWord(lang, "err_months") };
  }
  return { ok: true, plan: { kind, months } };
}

/** A unit's due state as a page shows it (the store's `Due`, kept as is: it holds no name). */
export type DueView = Due;

/** Other plants to move a unit to or merge into: the same customer's first, then by name. */
export function otherPlants(context: AppLoadContext, customer: string, except?: number) {
  const all = plantsOf(context)
    .list()
    .filter((plant) => plant.id !== except)
    .map((plant) => ({
      id: plant.id,
      name: plantName(plant),
      units: plant.units,
      same: plant.customer === customer,
    }));
  return [...all.filter((p) => p.same), ...all.filter((p) => !p.same)];
}

/** The list: plants by name with their counts, the first grouping's report, the add form. */
export function loadPlants(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const plants = plantsOf(context);
  const today = seoulToday();
  // One pass over the units with a plan: counts of due and overdue by plant.
  const counts = new Map<number, { due: number; overdue: number }>();
  for (const { plant, units } of plants.dueAcross(today)) {
    counts.set(plant.id, {
      due: units.filter((u) => u.due.status === "due").length,
      overdue: units.filter((u) => u.due.status === "overdue").length,
    });
  }
  return {
    meta: adminPageMeta(lang, plantsWord(lang, "title")),
    q,
    total: plants.list().length,
    plants: plants.list(q).map((plant) => ({
      id: plant.id,
      ...plantValuesOf(plant),
      units: plant.units,
      due: counts.get(plant.id)?.due ?? 0,
      overdue: counts.get(plant.id)?.overdue ?? 0,
    })),
    // What the migration grouped, kept on the list; a database that had no units then has none.
    groupings: plants
      .groupings()
      .filter(({ report }) => report.plants.length + report.left > 0)
      .map(({ at, report }) => ({ day: seoulToday(at), plants: report.plants, left: report.left })),
  };
}

/** The list's one post: a plant added by hand (before its units). */
export function plantsAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const read = readPlant(lang, form);
  if (!read.ok) return data({ errors: read.errors, typed: read.typed }, 400);
  const plants = plantsOf(context);
  if (plants.byName(read.input.customer, read.input.site)) {
    return data({ errors: { site: plantsWord(lang, "err_taken") }, typed: read.typed }, 409);
  }
  const plant = plants.create(read.input, account.email);
  audit(request, context, { action: "plant-added", target: target(plant) });
  throw redirect(`${adminPath(lang, `/plants/${plant.id}`)}?done=added`);
}

const DONE = [
  "added",
  "edited",
  "rotated",
  "planSet",
  "planRemoved",
  "moved",
  "merged",
  "contactAdded",
  "contactErased",
] as const;

/** A plant's page: its record, link, units with their due dates, intervals and contacts. */
export function loadPlant(request: Request, context: AppLoadContext, id: string) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plant = plantOr404(context, id);
  const plants = plantsOf(context);
  const today = seoulToday();
  const desk = plants.desk(plant.id, today);
  const productOf = (productId: string, code: string) => {
    const product = findProductById(productId);
    return {
      id: productId,
      code: product?.code ?? code,
      href: product && localePath(lang, productPath(product)),
    };
  };
  const productPlans = plants.productPlans(plant.id);
  // Every product at the plant, and any with an interval whose units have since moved away.
  const productIds = [
    ...new Map(
      [
        ...desk.map((unit) => [unit.productId, unit.productCode] as const),
        ...productPlans.map((p) => [p.productId, p.productId] as const),
      ].reverse(),
    ),
  ].sort(([a], [b]) => a.localeCompare(b));
  const done = DONE.find((key) => key === new URL(request.url).searchParams.get("done"));
  return {
    meta: adminPageMeta(lang, plantName(plant)),
    today,
    done,
    plant: {
      id: plant.id,
      ...plantValuesOf(plant),
      version: plant.version,
      name: plantName(plant),
      created: `${kst(new Date(plant.createdAt).toISOString())} · ${plant.createdBy}`,
      links: { ko: plantLink(plant.token, "ko"), en: plantLink(plant.token, "en") },
    },
    units: desk.map((unit) => ({
      serial: unit.serial,
      tag: unit.tag,
      product: productOf(unit.productId, unit.productCode),
      deliveredOn: unit.deliveredOn,
      due: unit.due,
    })),
    products: productIds.map(([productId, code]) => {
      const plan = productPlans.find((p) => p.productId === productId);
      return {
        ...productOf(productId, code),
        count: desk.filter((unit) => unit.productId === productId).length,
        plan: plan && { kind: plan.kind, months: plan.months },
      };
    }),
    others: otherPlants(context, plant.customer, plant.id),
    // Names and addresses to signed-in staff only; never the unsubscribe token.
    contacts: contactsOf(context, plant.id),
    staffContacts: plants.contacts(plant.id).map((contact) => ({
      id: contact.id,
      name: contact.name,
      email: contact.email,
      lang: contact.lang,
      consentAt: contact.consentAt,
      consentHow: contact.consentHow,
      consentPolicy: contact.consentPolicy,
      consentBy: contact.consentBy,
      nightConsent: contact.nightConsent,
      confirmedAt: contact.confirmedAt,
      ...(contact.stoppedAt !== undefined && { stoppedAt: contact.stoppedAt }),
      ...(contact.stoppedWhy !== undefined && { stoppedWhy: contact.stoppedWhy }),
    })),
  };
}

/** A refused correction of the names: what was typed, the version edited, and why. */
export interface PlantEditAnswer {
  typed: PlantTyped;
  errors: PlantTyped;
  version: number;
  message?: string;
  conflict?: { version: number };
}

/** The plant page's posts: edit, rotate, an interval, a move, a merge. */
export function plantAction(request: Request, context: AppLoadContext, id: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plant = plantOr404(context, id);
  const plants = plantsOf(context);
  const { store } = unitsPart(context);
  const form = postedForm(context);
  const intent = form.get("intent");
  const back = (done: (typeof DONE)[number], at: number = plant.id) =>
    redirect(`${adminPath(lang, `/plants/${at}`)}?done=${done}`);
  /** A unit of this plant by the serial posted: nothing else may be changed from here. */
  const unitHere = () => {
    const unit = store.bySerial(String(form.get("unit") ?? ""));
    return unit && unit.plantId === plant.id ? unit : undefined;
  };

  if (intent === "edit") {
    const version = Number(form.get("version"));
    const replaces = form.get("replaces");
    const base = typeof replaces === "string" && replaces ? Number(replaces) : version;
    const read = readPlant(lang, form);
    const answer = (status: number, rest: Partial<PlantEditAnswer>) =>
      data<{ edit: PlantEditAnswer }>(
        { edit: { typed: read.typed, errors: {}, version, ...rest } },
        { status },
      );
    if (!Number.isSafeInteger(base) || base < 1) {
      return answer(400, { message: plantsWord(lang, "errors"), version: plant.version });
    }
    if (!read.ok) {
      return answer(400, { errors: read.errors, message: plantsWord(lang, "errors") });
    }
    const result = plants.edit(plant.id, read.input, account.email, base);
    if (!result.ok) {
      if (result.reason === "missing") throw data({ missing: true }, { status: 404 });
      if (result.reason === "taken") {
        return answer(409, { errors: { site: plantsWord(lang, "err_taken") } });
      }
      // Refused, never lost: the typing comes back with what is saved now and a "save mine".
      const current = plants.byId(plant.id)!;
      return answer(409, {
        message: plantsWord(lang, "conflict", { customer: current.customer, site: current.site }),
        conflict: { version: current.version },
      });
    }
    const changed = PLANT_FIELDS.filter((field) => plant[field] !== result.plant[field]);
    audit(request, context, {
      action: "plant-edited",
      target: target(plant),
      detail: changed.join(", "),
    });
    throw back("edited");
  }
  if (intent === "rotate") {
    // Without JavaScript the question comes back as a page of its own (ConfirmStep).
    if (form.get(CONFIRMED) !== "yes") return data({ confirm: "rotate" as const }, 200);
    plants.rotateToken(plant.id);
    audit(request, context, { action: "plant-token-rotated", target: target(plant) });
    throw back("rotated");
  }
  if (intent === "product-plan") {
    const productId = String(form.get("product") ?? "");
    const known =
      plants.desk(plant.id, seoulToday()).some((unit) => unit.productId === productId) ||
      plants.productPlans(plant.id).some((p) => p.productId === productId);
    const read = readPlan(lang, form);
    if (!known || !read.ok) {
      const message = read.ok ? plantsWord(lang, "err_choice") : read.message;
      return data({ planError: { product: productId, message } }, 400);
    }
    plants.setProductPlan(plant.id, productId, read.plan, account.email);
    audit(request, context, {
      action: "plant-plan-set",
      target: target(plant),
      detail: `${productId}: ${read.plan ? `${read.plan.kind} ${read.plan.months}` : "none"}`,
    });
    throw back(read.plan ? "planSet" : "planRemoved");
  }
  if (intent === "unit-plan") {
    const unit = unitHere();
    const read = readPlan(lang, form);
    if (!unit || !read.ok) {
      const message = read.ok ? plantsWord(lang, "err_choice") : read.message;
      return data({ unitPlanError: message }, 400);
    }
    plants.setUnitPlan(unit.id, read.plan);
    audit(request, context, {
      action: "unit-plan-set",
      target: unit.serial,
      detail: read.plan ? `${read.plan.kind} ${read.plan.months}` : "none",
    });
    throw back(read.plan ? "planSet" : "planRemoved");
  }
  if (intent === "move") {
    const unit = unitHere();
    const to = String(form.get("to") ?? "");
    const into = to === "none" ? null : plants.byId(Number(to));
    if (!unit || into === undefined || into?.id === plant.id) {
      return data({ moveError: plantsWord(lang, "err_choice") }, 400);
    }
    plants.moveUnit(unit.id, into ? into.id : null);
    audit(request, context, {
      action: "unit-moved",
      target: unit.serial,
      detail: into ? target(into) : "none",
    });
    throw back("moved");
  }
  if (intent === "merge") {
    const into = plants.byId(Number(form.get("into")));
    if (!into || into.id === plant.id) {
      return data({ mergeError: plantsWord(lang, "err_choice") }, 400);
    }
    // Always asked first, JavaScript or not: the question names what moves, counted now.
    if (form.get(CONFIRMED) !== "yes") {
      return data(
        {
          confirm: "merge" as const,
          into: { id: into.id, name: plantName(into) },
          moving: {
            units: plants.desk(plant.id, seoulToday()).length,
            contacts: plants.contacts(plant.id).length,
            plans: plants.productPlans(plant.id).length,
          },
        },
        200,
      );
    }
    plants.merge(plant.id, into.id);
    audit(request, context, {
      action: "plant-merged",
      target: target(plant),
      detail: target(into),
    });
    throw back("merged", into.id);
  }
  return data({ mergeError: plantsWord(lang, "err_choice") }, 400);
}

/** The plant's QR code as SVG (its Korean link), for the wall sheet's maker or a print. */
export async function plantQr(request: Request, context: AppLoadContext, id: string) {
  requireStaff(request, context);
  const plant = plantOr404(context, id);
  const svg = await qrSvg(plantLink(plant.token));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `inline; filename="plant-${plant.id}.svg"`,
    },
  });
}

/** A day's month ("2026-11"): due this month is every day up to its end, overdue included. */
const monthOf = (day: string) => day.slice(0, 7);

/**
 * Services overdue, due this month, or due within the reminders' window (as the plant's page
 * marks them due), across plants: each plant with its units and its contacts (names and
 * addresses: this page is behind the sign-in).
 */
export function loadDue(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plants = plantsOf(context);
  const today = seoulToday();
  const due = plants
    .list()
    .map((plant) => ({
      plant,
      units: plants
        .desk(plant.id, today)
        .filter(
          (unit) =>
            unit.due.dueOn !== undefined &&
            (unit.due.status === "overdue" ||
              unit.due.status === "due" ||
              monthOf(unit.due.dueOn) <= monthOf(today)),
        )
        .sort((a, b) => (a.due.dueOn! < b.due.dueOn! ? -1 : a.due.dueOn! > b.due.dueOn! ? 1 : 0)),
    }))
    .filter(({ units }) => units.length > 0)
    // The plant with the longest-overdue unit first.
    .sort((a, b) => (a.units[0]!.due.dueOn! < b.units[0]!.due.dueOn! ? -1 : 1));
  return {
    meta: adminPageMeta(lang, plantsWord(lang, "dueTitle")),
    today,
    days: plants.reminderDays(),
    plants: due.map(({ plant, units }) => ({
      id: plant.id,
      name: plantName(plant),
      units: units.map((unit) => ({
        serial: unit.serial,
        tag: unit.tag,
        productCode: findProductById(unit.productId)?.code ?? unit.productCode,
        due: unit.due,
      })),
      contacts: plants.contacts(plant.id).map((contact) => ({
        id: contact.id,
        name: contact.name,
        email: contact.email,
        stopped: contact.stoppedAt !== undefined,
      })),
    })),
  };
}

/** A unit's plant, plan and due state for its own staff page, with the plants to choose. */
export function unitPlantView(
  context: AppLoadContext,
  unit: { id: number; plantId?: number; customer: string; deliveredOn?: string },
) {
  const plants = plantsOf(context);
  const { store } = unitsPart(context);
  const plant = unit.plantId === undefined ? undefined : plants.byId(unit.plantId);
  const plan = plants.planOfUnit(unit.id);
  return {
    plant: plant && { id: plant.id, name: plantName(plant) },
    own: plan?.from === "unit" ? { kind: plan.kind, months: plan.months } : undefined,
    due: dueOf(
      {
        ...(unit.deliveredOn && { deliveredOn: unit.deliveredOn }),
        service: store.service(unit.id),
        ...(plan && { plan }),
      },
      seoulToday(),
      plants.reminderDays(),
    ),
    others: otherPlants(context, unit.customer, unit.plantId),
  };
}

/**
 * The unit page's plant posts: `unit-plan` (its own interval) and `plant` (another plant, none,
 * or "new": the plant of its customer and site, made if there is none).
 */
export function unitPlantAction(
  request: Request,
  context: AppLoadContext,
  form: FormData,
  unit: { id: number; serial: string; plantId?: number } & PlantInput,
) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const plants = plantsOf(context);
  const back = redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=planSet`);
  if (form.get("intent") === "unit-plan") {
    const read = readPlan(lang, form);
    if (!read.ok) return data({ planError: read.message }, 400);
    plants.setUnitPlan(unit.id, read.plan);
    audit(request, context, {
      action: "unit-plan-set",
      target: unit.serial,
      detail: read.plan ? `${read.plan.kind} ${read.plan.months}` : "none",
    });
    throw back;
  }
  const to = String(form.get("plant") ?? "");
  let into: Plant | null | undefined;
  if (to === "none") into = null;
  else if (to === "new") {
    if (!unit.customer.trim() && !unit.site.trim()) {
      return data({ planError: plantsWord(lang, "err_choice") }, 400);
    }
    const known = plants.byName(unit.customer, unit.site);
    into = known ?? plants.create(unit, account.email);
    if (!known) audit(request, context, { action: "plant-added", target: target(into) });
  } else into = plants.byId(Number(to));
  if (into === undefined) return data({ planError: plantsWord(lang, "err_choice") }, 400);
  if ((into?.id ?? undefined) !== unit.plantId) {
    plants.moveUnit(unit.id, into ? into.id : null);
    audit(request, context, {
      action: "unit-moved",
      target: unit.serial,
      detail: into ? target(into) : "none",
    });
  }
  throw redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=plantSet`);
}
