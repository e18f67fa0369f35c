import { purposeOpen } from "../../app/content/privacy";
import { offTheMachine } from "../platform/acknowledge";
import { readFile } from "node:fs/promises";
import type { Context } from "hono";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { seoulToday } from "../../app/lib/site-clock";
import type { Fields } from "../inquiries/parse";
import { createRateLimit } from "../inquiries/rate-limit";
import type { MailSwitch } from "../inquiries/routes";
import type { MadePhoto } from "../inquiries/request-photos";
import {
  MAX_REQUEST_PHOTO_BYTES,
  MAX_REQUEST_PHOTOS,
  MAX_REQUEST_PHOTOS_BYTES,
} from "../inquiries/request-photos";
import type { PhotoRefusal } from "../inquiries/request-photo-task";
import type { InquiryStore } from "../inquiries/store";
import { BAD_CHARACTER, LINE_BREAK, oneLineLabel, visibleFileName } from "../platform/text";
import { FIELD_RULES, validateInquiry, type Inquiry } from "../inquiries/validate";
import { clientAddress } from "../platform/client-address";
import { DISK_FULL_RETRY_SECONDS, isDiskFull } from "../platform/durable-file";
import { WorkError, work } from "../work/pool";
import {
  closeAfterAnswer,
  declareDoor,
  readBody,
  type BodyRead,
  type PostedFile,
} from "../platform/body";
import type { RequestKind } from "./kinds";
import type { UnitsPart } from "./setup";
import type { Unit } from "./store";

/**
 * Service and spare-parts requests from a delivered unit's page (issue 58 item 5): a plain
 * multipart post to `/u/{token}/service` or `/u/{token}/parts` (and under /en), with or without
 * JavaScript. The unit is the one its token finds; nothing the form says names it (serial,
 * tag and product come from the record). The body is counted as it arrives and never read past
 * its limit; each photo is checked by its bytes and made again in the work pool; an accepted
 * request is an inquiry of its kind, committed with its photos before the answer, then a line
 * of the unit's history (day and kind). A refusal renders the form again with the words typed
 * and the error under its field (`RequestForm` in the page's load context).
 */

/** The request's path: language, token, kind. */
export const REQUEST_PATH = /^\/(en\/)?u\/([A-Za-z0-9_-]{16})\/(service|parts)$/;

/** What the words and the multipart wrapping add to the photos (the inquiry text is 5,000). */
const FORM_BYTES = 256 * 1024;
/** The most a request's body may be: the photos (28 MB in all, 10 MB each) and the words. */
export const REQUEST_BODY_LIMIT = MAX_REQUEST_PHOTOS_BYTES + FORM_BYTES;

/**
 * The service and parts forms' door: six short fields, the inquiry's 5,000 characters (4 bytes
 * each at most), the consent and honeypot, and 4 photos of 10 MB each, 28 MB in all.
 */
export const UNIT_REQUEST_DOOR = declareDoor({
  name: "unit-request",
  sample: "/u/{token}/service",
  limits: {
    types: ["multipart", "urlencoded"],
    bytes: REQUEST_BODY_LIMIT,
    parts: 24,
    fields: 16,
    fieldBytes: 20 * 1024,
    files: MAX_REQUEST_PHOTOS,
    fileBytes: MAX_REQUEST_PHOTO_BYTES,
    headerBytes: 2 * 1024,
  },
});

/** A photo's limit in the work pool, once a thread takes it: a 50-megapixel JPEG takes a second. */
const PHOTO_LIMIT_MS = 60_000;
/**
 * How long a photo may wait for its turn in the pool (senders take turns, issue 71 item 4):
 * past it the buyer is asked to send again, rather than held while the page seems to hang.
 */
export const PHOTO_WAIT_MS = 30_000;

/** The form's fields as typed, kept on a refusal. */
export const REQUEST_FIELDS = [
  "companyName",
  "name",
  "phone",
  "email",
  "inquiry",
  "elastomer",
] as const;
/** The form's fields, and `form`: what is wrong with none of them, said above the form. */
export type RequestField = (typeof REQUEST_FIELDS)[number] | "photos" | "privacy_consent" | "form";

/** An error under a field: a key of the page's words (app/units/words.ts) and its values. */
export interface RequestError {
  key: string;
  vars?: Record<string, string | number>;
}

/** A refused request as the page renders it again. */
export interface RequestForm {
  values: Partial<Record<(typeof REQUEST_FIELDS)[number], string>>;
  errors: Partial<Record<RequestField, RequestError[]>>;
  /** Whether photos were chosen: the page asks to choose them again. */
  hadPhotos: boolean;
  status: 400 | 408 | 413 | 415 | 422 | 429 | 503;
}

export interface UnitRequestOptions {
  units: UnitsPart;
  inquiries: { store: InquiryStore; notices?: MailSwitch; confirmations?: MailSwitch };
  rateLimitPerMinute: number;
  trustProxy: boolean;
  /** Renders the request's page (GET) with the refused form in its load context. */
  render: (request: Request, context: Record<string, unknown>) => Promise<Response>;
  /** The 404 page, for a token that finds no unit. */
  notFound: (request: Request) => Promise<Response>;
  now?: () => Date;
  /** How long a photo may wait for its turn in the work pool (`PHOTO_WAIT_MS`; a test's less). */
  photoWaitMs?: number;
}

/** Longest elastomer a parts request names ("EPDM LQ-clear"). */
const ELASTOMER_MAX = 40;

/** A file's name as an error names it: no path, no controls, at most 80 characters. */
function shownName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  return [...visibleFileName(base).trim()].slice(0, 80).join("") || "photo";
}

/**
 * The photos checked by count and size here, then made again one by one in the pool, in
 * `sender`'s own line there (its client address); none waits there once the client has left.
 */
export async function makePhotos(
  photos: PostedFile[],
  { sender, signal, waitMs }: { sender: string; signal: AbortSignal; waitMs: number },
) {
  const errors: RequestError[] = [];
  const made: MadePhoto[] = [];
  if (photos.length > MAX_REQUEST_PHOTOS) {
    errors.push({ key: "err.photoCount", vars: { max: MAX_REQUEST_PHOTOS } });
    return { errors, made };
  }
  if (photos.reduce((sum, photo) => sum + photo.size, 0) > MAX_REQUEST_PHOTOS_BYTES) {
    errors.push({ key: "err.photosTotal", vars: { mb: MAX_REQUEST_PHOTOS_BYTES / 2 ** 20 } });
    return { errors, made };
  }
  for (const photo of photos) {
    const name = shownName(photo.name);
    if (photo.size > MAX_REQUEST_PHOTO_BYTES) {
      errors.push({ key: "err.photoSize", vars: { name, mb: MAX_REQUEST_PHOTO_BYTES / 2 ** 20 } });
      continue;
    }
    const bytes = new Uint8Array(await readFile(photo.path));
    try {
      const result = await work().run(
        "request-photo",
        { bytes, name },
        { timeoutMs: PHOTO_LIMIT_MS, waitMs, sender, signal },
      );
      if (result.ok) made.push(result.photo);
      else
        errors.push({ key: `err.photo.${result.reason satisfies PhotoRefusal}`, vars: { name } });
    } catch (error) {
      if (!(error instanceof WorkError) || error.reason === "failed") throw error;
      errors.push({
        key: error.reason === "busy" ? "err.photoBusy" : "err.photoSlow",
        vars: { name },
      });
      // The request is refused and its photos chosen again: the rest would only wait as long.
      if (error.reason === "busy") break;
    }
  }
  return { errors, made };
}

/**
 * The text errors of the inquiry's rules, said in the inquiry's own words (one set for every
 * form that asks the same thing, issue 79): `problem.{kind}` (app/units/error-text.ts).
 */
export const FIELD_ERROR: Record<string, string> = {
  required: "problem.required",
  consent: "problem.consent",
  email: "problem.email",
  phone: "problem.phone",
  tooLong: "problem.tooLong",
  singleLine: "problem.singleLine",
  badCharacters: "problem.badCharacters",
  notText: "problem.badCharacters",
};

export function unitRequestHandler(options: UnitRequestOptions) {
  const { units, inquiries } = options;
  const rateLimit = createRateLimit(options.rateLimitPerMinute);
  const now = options.now ?? (() => new Date());

  return async (c: Context): Promise<Response> => {
    const url = new URL(c.req.url);
    const [, en, token, kindText] = REQUEST_PATH.exec(url.pathname) ?? [];
    const kind = kindText as RequestKind | undefined;
    const unit = token ? units.store.byToken(token) : undefined;
    if (!unit || !kind) return options.notFound(c.req.raw);
    const pagePath = `${en ? "/en" : ""}/u/${unit.token}`;
    // Closed until the privacy policy that covers it is in force (issue 79): its page says when.
    if (!purposeOpen("unit-request", seoulToday())) return c.redirect(`${pagePath}/${kind}`, 303);

    /** The form again, with what was typed and the errors, in the page's own rendering. */
    const refuse = (form: RequestForm, close = false, retryAfterSeconds?: number) =>
      refusalPage(
        c,
        options.render,
        `${pagePath}/${kind}`,
        { units, requestForm: form },
        {
          status: form.status,
          close,
          ...(retryAfterSeconds && { retryAfterSeconds }),
        },
      );

    const limit = rateLimit(clientAddress(c, options.trustProxy));
    if (!limit.ok) {
      return refuse(
        { values: {}, errors: { photos: [] }, hadPhotos: false, status: 429 },
        false,
        limit.retryAfterSeconds,
      );
    }

    const answer = async (read: BodyRead) => {
      const sent = read.posted;
      const values = Object.fromEntries(
        REQUEST_FIELDS.map((field) => [field, sent.fields.get(field)?.join(", ") ?? ""]),
      );
      if (!read.ok) {
        const { status, retryAfterSeconds } = bodyRefusal(read);
        const form = { values, errors: refusalErrors(read), hadPhotos: true, status };
        return refuse(form, read.unread, retryAfterSeconds);
      }

      // A filled honeypot is a bot: it is thanked and nothing is kept.
      if ((sent.fields.get("_gotcha")?.[0] ?? "").trim() !== "") {
        return c.redirect(pagePath, 303);
      }

      const { fields, errors } = checkFields(sent.fields, unit, kind, en ? "en" : "ko");
      const chosen = sent.files.filter((file) => file.field === "photos");
      const photos = await makePhotos(chosen, {
        sender: clientAddress(c, options.trustProxy),
        signal: c.req.raw.signal,
        waitMs: options.photoWaitMs ?? PHOTO_WAIT_MS,
      });
      if (photos.errors.length > 0) errors.photos = photos.errors;
      if (!fields.ok || Object.keys(errors).length > 0) {
        return refuse({ values, errors, hadPhotos: chosen.length > 0, status: 422 });
      }

      const at = now();
      const stored = storeRequest(inquiries, fields.inquiry, photos.made, at, {
        hadPhotos: chosen.length > 0,
        what: "a unit's request",
      });
      if (!stored.ok) {
        const { status, retryAfterSeconds } = stored.answer;
        const form = stored.diskFull
          ? { values, errors: stored.errors, hadPhotos: chosen.length > 0, status }
          : { values, errors: { photos: [] }, hadPhotos: false, status };
        return refuse(form, false, retryAfterSeconds);
      }
      const { ref } = stored;
      // The unit's history shows the day and kind; the inquiry is stored whatever happens here.
      try {
        units.store.addRequest(unit.id, { kind, day: seoulToday(at.getTime()), inquiryRef: ref });
      } catch (error) {
        console.error(`Recording request ${ref} in ${unit.serial}'s history failed:`, error);
      }
      console.log(
        `Unit request ${ref} stored (${kind}, ${unit.serial}, ${photos.made.length} photos)`,
      );
      stored.wake();
      // Acknowledged once it is off the machine, its photos too (issue 72).
      await offTheMachine(photos.made.length > 0);
      return c.redirect(`${pagePath}?sent=${encodeURIComponent(ref)}`, 303);
    };

    const read = await readBody(c.req.raw, UNIT_REQUEST_DOOR, clientAddress(c, options.trustProxy));
    try {
      return await answer(read);
    } finally {
      // The body's files and what it held go with the answer.
      await read.release();
    }
  };
}

/**
 * The refused form's answer: the page at `path` rendered with `context` (its load context holds
 * the form), never cached; with `close`, the rest of the body is never read, so the connection
 * closes once the client has the answer.
 */
export async function refusalPage(
  c: Context,
  render: UnitRequestOptions["render"],
  path: string,
  context: Record<string, unknown>,
  { status, close = false, retryAfterSeconds }: RefusalAnswer & { close?: boolean },
): Promise<Response> {
  const page = new Request(new URL(path, c.req.url), {
    headers: { accept: "text/html", "accept-language": c.req.header("accept-language") ?? "" },
  });
  const response = await render(page, context);
  const headers = new Headers(response.headers);
  headers.set("Cache-Control", "private, no-store");
  if (retryAfterSeconds) headers.set("Retry-After", String(retryAfterSeconds));
  if (close) {
    headers.set("Connection", "close");
    closeAfterAnswer(c);
  }
  return new Response(response.body, { status, headers });
}

export interface RefusalAnswer {
  status: RequestForm["status"];
  retryAfterSeconds?: number;
}

/**
 * A body the door refused, as its answer's status and wait: a photo or a field past its own
 * limit is the form's error (422), said under it; a full disk or a full budget says when to try.
 */
export function bodyRefusal(read: Extract<BodyRead, { ok: false }>): RefusalAnswer {
  const own =
    read.reason === "fileBytes" || read.reason === "files" || read.reason === "fieldBytes";
  const retryAfterSeconds =
    read.reason === "space" ? DISK_FULL_RETRY_SECONDS : read.status === 503 ? 10 : undefined;
  return { status: own ? 422 : read.status, ...(retryAfterSeconds && { retryAfterSeconds }) };
}

export type StoredRequest =
  /** `wake`: the mail's senders, once the request's own lines are written. */
  | { ok: true; ref: string; wake: () => void }
  | { ok: false; diskFull: boolean; answer: RefusalAnswer; errors: RequestForm["errors"] };

/**
 * Stores a request's inquiry with its photos, or says why it could not: a full disk, under the
 * photos when there were some (they are what takes the room), or a store that failed otherwise.
 * `what` names it in the log ("a unit's request").
 */
export function storeRequest(
  inquiries: UnitRequestOptions["inquiries"],
  inquiry: Inquiry,
  photos: readonly MadePhoto[],
  at: Date,
  { hadPhotos, what }: { hadPhotos: boolean; what: string },
): StoredRequest {
  const notify = inquiries.notices?.on() ?? false;
  const confirm = inquiries.confirmations?.on() ?? false;
  try {
    const { ref } = inquiries.store.addWithPhotos(
      inquiry,
      [...photos],
      notify ? "pending" : "off",
      at,
      confirm,
    );
    const wake = () => {
      if (notify) inquiries.notices?.wake();
      if (confirm) inquiries.confirmations?.wake();
    };
    return { ok: true, ref, wake };
  } catch (error) {
    console.error(`Storing ${what} failed:`, error);
    if (!isDiskFull(error)) {
      return {
        ok: false,
        diskFull: false,
        answer: { status: 503, retryAfterSeconds: 10 },
        errors: {},
      };
    }
    return {
      ok: false,
      diskFull: true,
      answer: { status: 503, retryAfterSeconds: DISK_FULL_RETRY_SECONDS },
      errors: hadPhotos
        ? { photos: [{ key: "err.photosDiskFull" }] }
        : { form: [{ key: "form.diskFull" }] },
    };
  }
}

/** A body the door refused, as errors under the form's fields (the words typed are kept). */
export function refusalErrors(read: Extract<BodyRead, { ok: false }>): RequestForm["errors"] {
  const mb = (bytes: number) => bytes / 2 ** 20;
  switch (read.reason) {
    case "bytes":
      return { photos: [{ key: "err.photosTotal", vars: { mb: mb(MAX_REQUEST_PHOTOS_BYTES) } }] };
    case "fileBytes": {
      const name = shownName(read.fileName ?? "");
      return {
        photos: [{ key: "err.photoSize", vars: { name, mb: mb(MAX_REQUEST_PHOTO_BYTES) } }],
      };
    }
    case "files":
      return { photos: [{ key: "err.photoCount", vars: { max: MAX_REQUEST_PHOTOS } }] };
    case "fieldBytes": {
      const field = read.field as RequestField | undefined;
      const max =
        field === "elastomer"
          ? ELASTOMER_MAX
          : (FIELD_RULES.find((rule) => rule.name === field)?.max ?? 5000);
      if (field && (REQUEST_FIELDS as readonly string[]).includes(field)) {
        return { [field]: [{ key: "problem.tooLong", vars: { max } }] };
      }
      return { photos: [{ key: "err.form" }] };
    }
    case "busy":
      return { photos: [{ key: "err.photosBusy" }] };
    case "space":
      return { photos: [{ key: "err.photosDiskFull" }] };
    case "stall":
      return { photos: [{ key: "err.stalled" }] };
    default:
      return { photos: [{ key: "err.form" }] };
  }
}

/** The fields the buyer fills in that the inquiry's rules check, each shown on the form. */
export const CHECKED_FIELDS = [
  "companyName",
  "name",
  "phone",
  "email",
  "inquiry",
  "privacy_consent",
];

/**
 * The inquiry's rules (server/inquiries/validate.ts) over what the buyer typed, and only that:
 * a unit's or a plant's facts are the record's, added once those rules passed (issue 71). The
 * unit's and the plant's requests both check their buyer's words here.
 */
export function checkBuyerFields(sent: Fields, lang: "ko" | "en") {
  const errors: RequestForm["errors"] = {};
  const fields: Fields = new Map();
  for (const name of CHECKED_FIELDS) {
    const value = sent.get(name);
    if (value !== undefined) fields.set(name, value);
  }
  const validated = validateInquiry(fields, lang);
  if (!validated.ok) {
    for (const problem of validated.problems) {
      const key = FIELD_ERROR[problem.kind] ?? "problem.badCharacters";
      const error = { key, ...(problem.max && { vars: { max: problem.max } }) };
      // A problem of no field the form shows is said above the form, never left unsaid.
      if (problem.field && CHECKED_FIELDS.includes(problem.field)) {
        (errors[problem.field as RequestField] ??= []).push(error);
      } else errors.form = [{ key: "err.form" }];
    }
  }
  return { validated, errors };
}

/**
 * The buyer's words checked (checkBuyerFields), then the record's product and unit added; a
 * parts request's elastomer is one line of at most 40 characters.
 */
function checkFields(sent: Fields, unit: Unit, kind: RequestKind, lang: "ko" | "en") {
  const { validated, errors } = checkBuyerFields(sent, lang);
  let elastomer: string | undefined;
  if (kind === "parts") {
    const typed = (sent.get("elastomer") ?? []).join(", ").normalize("NFC").trim();
    if (BAD_CHARACTER.test(typed)) errors.elastomer = [{ key: "problem.badCharacters" }];
    else if (LINE_BREAK.test(typed)) errors.elastomer = [{ key: "problem.singleLine" }];
    else if ([...typed].length > ELASTOMER_MAX) {
      errors.elastomer = [{ key: "problem.tooLong", vars: { max: ELASTOMER_MAX } }];
    } else if (typed) elastomer = typed;
  }
  if (!validated.ok || Object.keys(errors).length > 0) {
    return { fields: { ok: false as const }, errors };
  }
  // The record's facts, trusted: a name published before staff's labels were cleaned is made
  // one line here, as the inquiry keeps it and its mail's subject shows it.
  const product = findProductById(unit.productId);
  const inquiry: Inquiry = {
    ...validated.inquiry,
    productCode: oneLineLabel(product?.code ?? unit.productCode),
    ...(product && { productName: oneLineLabel(product.name[lang]) }),
    kind,
    unitSerial: unit.serial,
    ...(elastomer && { elastomer }),
  };
  return { fields: { ok: true as const, inquiry }, errors };
}
