import { purposeOpen } from "../../app/content/privacy";
import type { Context } from "hono";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { seoulToday } from "../../app/lib/site-clock";
import type { Inquiry } from "../inquiries/validate";
import { MAX_REQUEST_PHOTO_BYTES, MAX_REQUEST_PHOTOS } from "../inquiries/request-photos";
import { createRateLimit } from "../inquiries/rate-limit";
import { clientAddress } from "../platform/client-address";
import { offTheMachine } from "../platform/acknowledge";
import { oneLineLabel } from "../platform/text";
import { declareDoor, readBody, type BodyRead } from "../platform/body";
import type { RequestKind } from "../units/kinds";
import {
  PHOTO_WAIT_MS,
  REQUEST_BODY_LIMIT,
  bodyRefusal,
  checkBuyerFields,
  makePhotos,
  refusalErrors,
  refusalPage,
  storeRequest,
  type RequestError,
  type RequestForm,
  type UnitRequestOptions,
} from "../units/requests";
import type { UnitsPart } from "../units/setup";
import type { DeskUnit, Plant } from "../units/plant-store";

/**
 * One request for several units from a plant's page (docs/decisions/046-plants.md, issue 74
 * item 3): a plain multipart post to `/plant/{token}/request` (and under /en), with the unit
 * request's door limits, photo handling and buyer's rules (server/units/requests.ts). The
 * units are those ticked that the plant holds, named from the record (tag, serial, product) in
 * one inquiry; each unit's history gets its line, and the plant's request keeps the reminder
 * whose link brought it. A refusal renders the plant's page again with the words and ticks kept.
 */

export const PLANT_REQUEST_PATH = /^\/(en\/)?plant\/([A-Za-z0-9_-]{16})\/request$/;

/** The most units one request names: more than any plant's page lists in practice. */
export const MAX_REQUEST_UNITS = 500;

/** The unit request's door, with room for a tick per unit (`unit`), the kind and the reminder. */
export const PLANT_REQUEST_DOOR = declareDoor({
  name: "plant-request",
  sample: "/plant/{token}/request",
  limits: {
    types: ["multipart", "urlencoded"],
    bytes: REQUEST_BODY_LIMIT,
    parts: 24 + MAX_REQUEST_UNITS,
    fields: 16 + MAX_REQUEST_UNITS,
    fieldBytes: 20 * 1024,
    files: MAX_REQUEST_PHOTOS,
    fileBytes: MAX_REQUEST_PHOTO_BYTES,
    headerBytes: 2 * 1024,
  },
});

/** The words typed kept on a refusal. */
const TYPED = ["companyName", "name", "phone", "email", "inquiry"] as const;

/** A refused request as the plant's page renders it again: the unit form's, plus the ticks. */
export interface PlantRequestForm extends Omit<RequestForm, "errors"> {
  errors: RequestForm["errors"] & { units?: RequestError[]; kind?: RequestError[] };
  /** The serials ticked, the kind chosen, the reminder carried. */
  units: string[];
  kind?: RequestKind;
  reminder?: string;
}

export type PlantRequestOptions = Omit<UnitRequestOptions, "notFound"> & {
  /** The 404 (or 410) page, for a token that finds no live plant. */
  notFound: (request: Request, status: 404 | 410) => Promise<Response>;
};

/** The text that opens the inquiry: every unit by tag, serial and product, one a line. */
export function unitLines(units: readonly DeskUnit[], lang: "ko" | "en"): string {
  const head = lang === "ko" ? `요청 대상 ${units.length}대:` : `Units (${units.length}):`;
  const lines = units.map((unit) => {
    const product = findProductById(unit.productId);
    const name = product ? `${product.code} ${product.name[lang]}` : unit.productCode;
    return `- ${[unit.tag, unit.serial, oneLineLabel(name)].filter(Boolean).join(" · ")}`;
  });
  return [head, ...lines].join("\n");
}

/** A reminder id sent back by the form: a number the plant's own reminders hold, else none. */
function reminderOf(units: UnitsPart, plant: Plant, sent: string | undefined) {
  if (!sent || !/^\d{1,12}$/.test(sent)) return undefined;
  const id = Number(sent);
  return units.store.plants.reminders(plant.id).some((r) => r.id === id) ? id : undefined;
}

export function plantRequestHandler(options: PlantRequestOptions) {
  const { units, inquiries } = options;
  const rateLimit = createRateLimit(options.rateLimitPerMinute);
  const now = options.now ?? (() => new Date());

  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const [, en, token] = PLANT_REQUEST_PATH.exec(url.pathname) ?? [];
    const found = token ? units.store.plants.byToken(token) : undefined;
    if (!found) return options.notFound(c.req.raw, 404);
    if (found.state === "gone") return options.notFound(c.req.raw, 410);
    const plant = found.plant;
    const lang = en ? "en" : "ko";
    const pagePath = `${en ? "/en" : ""}/plant/${plant.token}`;
    // Closed until the privacy policy that covers it is in force (issue 79): its page says when.
    if (!purposeOpen("plant-request", seoulToday()))
      return c.redirect(`${pagePath}#plant-ask`, 303);

    const refuse = (form: PlantRequestForm, close = false, retryAfterSeconds?: number) =>
      refusalPage(
        c,
        options.render,
        pagePath,
        { units, plantRequestForm: form },
        {
          status: form.status,
          close,
          ...(retryAfterSeconds && { retryAfterSeconds }),
        },
      );

    const limit = rateLimit(clientAddress(c, options.trustProxy));
    if (!limit.ok) {
      const form = { values: {}, errors: {}, hadPhotos: false, status: 429 as const, units: [] };
      return refuse(form, false, limit.retryAfterSeconds);
    }

    const answer = async (read: BodyRead) => {
      const sent = read.posted;
      const one = (name: string) => sent.fields.get(name)?.join(", ") ?? "";
      const values = Object.fromEntries(TYPED.map((field) => [field, one(field)]));
      const kindSent = one("kind");
      const kind: RequestKind | undefined =
        kindSent === "service" || kindSent === "parts" ? kindSent : undefined;
      const ticked = [...new Set((sent.fields.get("unit") ?? []).map((s) => s.trim()))];
      const reminder = one("reminder").trim();
      const kept = {
        values,
        units: ticked.slice(0, MAX_REQUEST_UNITS),
        ...(kind && { kind }),
        ...(reminder && { reminder }),
      };
      if (!read.ok) {
        const { status, retryAfterSeconds } = bodyRefusal(read);
        const form = { ...kept, errors: refusalErrors(read), hadPhotos: true, status };
        return refuse(form, read.unread, retryAfterSeconds);
      }
      // A filled honeypot is a bot: it is thanked and nothing is kept.
      if (one("_gotcha").trim() !== "") return c.redirect(pagePath, 303);

      const { validated, errors } = checkBuyerFields(sent.fields, lang);
      const plantErrors: PlantRequestForm["errors"] = errors;
      // Only the plant's own units: a serial of another plant's is no unit of this form.
      const desk = units.store.plants.desk(plant.id, seoulToday(now().getTime()));
      const chosen = desk.filter((unit) => ticked.includes(unit.serial));
      if (chosen.length === 0) plantErrors.units = [{ key: "err.noUnits" }];
      if (!kind) plantErrors.kind = [{ key: "err.kind" }];
      const files = sent.files.filter((file) => file.field === "photos");
      const photos = await makePhotos(files, {
        sender: clientAddress(c, options.trustProxy),
        signal: c.req.raw.signal,
        waitMs: options.photoWaitMs ?? PHOTO_WAIT_MS,
      });
      if (photos.errors.length > 0) plantErrors.photos = photos.errors;
      if (!validated.ok || !kind || Object.keys(plantErrors).length > 0) {
        const form = { ...kept, errors: plantErrors, hadPhotos: files.length > 0 };
        return refuse({ ...form, status: 422 });
      }

      const products = new Set(chosen.map((unit) => unit.productId));
      const product = products.size === 1 ? findProductById(chosen[0]!.productId) : undefined;
      const inquiry: Inquiry = {
        ...validated.inquiry,
        inquiry: `${unitLines(chosen, lang)}\n\n${validated.inquiry.inquiry}`,
        kind,
        // One unit is that unit's request; several are named in the text (and the plant's).
        ...(chosen.length === 1 && { unitSerial: chosen[0]!.serial }),
        ...(products.size === 1 && {
          productCode: oneLineLabel(product?.code ?? chosen[0]!.productCode),
          ...(product && { productName: oneLineLabel(product.name[lang]) }),
        }),
      };

      const at = now();
      const stored = storeRequest(inquiries, inquiry, photos.made, at, {
        hadPhotos: files.length > 0,
        what: "a plant's request",
      });
      if (!stored.ok) {
        const { status, retryAfterSeconds } = stored.answer;
        const hadPhotos = stored.diskFull && files.length > 0;
        return refuse(
          { ...kept, errors: stored.errors, hadPhotos, status },
          false,
          retryAfterSeconds,
        );
      }
      const { ref } = stored;
      // Each unit's history and the plant's line; the inquiry is stored whatever happens here.
      const reminderId = reminderOf(units, plant, reminder);
      try {
        units.store.plants.addRequest({
          inquiryRef: ref,
          plantId: plant.id,
          ...(reminderId !== undefined && { reminderId }),
          kind,
          day: seoulToday(at.getTime()),
          unitIds: chosen.map((unit) => unit.id),
        });
      } catch (error) {
        console.error(`Recording request ${ref} in its units' history failed:`, error);
      }
      console.log(
        `Plant request ${ref} stored (${kind}, ${chosen.length} units, ${photos.made.length} photos)`,
      );
      stored.wake();
      // Acknowledged once it is off the machine, its photos too (issue 72).
      await offTheMachine(photos.made.length > 0);
      return c.redirect(`${pagePath}?sent=${encodeURIComponent(ref)}#plant-sent`, 303);
    };

    const read = await readBody(
      c.req.raw,
      PLANT_REQUEST_DOOR,
      clientAddress(c, options.trustProxy),
    );
    try {
      return await answer(read);
    } finally {
      await read.release();
    }
  };
}
