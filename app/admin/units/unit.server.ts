import { data, redirect, type AppLoadContext } from "react-router";
import { CONFIRMED } from "../frame/ConfirmAction";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { labelPdf, qrSvg } from "../../../server/units/label";
import { deletePaper, paperResponse, readPaper, storePaper } from "../../../server/units/papers";
import { PAPER_KINDS, SERVICE_KINDS, type PaperKind } from "../../../server/units/kinds";
import type { Unit } from "../../../server/units/store";
import { isDetail, recordedAt, UNIT_FIELDS } from "../../../server/units/fields";
import { visibleFileName } from "../../../server/platform/text";
import { findProductById, liveProducts } from "../../content/catalog/catalog.server";
import { productPath } from "../../content/catalog/paths";
import { datasheetLink } from "../../documents/manifest.server";
import { fileSize } from "../../documents/file-size";
import { localePath } from "../../i18n/lang";
import { kst } from "../../lib/seoul-time";
import {
  publicLink,
  readUnit,
  typedOf,
  unitOr404,
  unitsPart,
  validDay,
  type UnitErrors,
  type UnitField,
} from "./units.server";
import { unitsWord } from "./words";
import { postedForm } from "../../../server/platform/body";
import { unitPlantAction, unitPlantView } from "../plants/plants.server";
import type { InquiriesContext } from "../../../server/inquiries/inbox";
import { deliveryLabel } from "../../../server/orders/store";

/**
 * A delivered unit's staff page and its files (decision 033): its record, its public link with
 * the QR code and the label sheet, its papers (upload and remove), its service history, and the
 * rotation of its token when a label was lost or photographed; the correction of its record and
 * the deletion of one recorded by mistake (decision 033, amendment).
 */

const DONE = [
  "added",
  "rotated",
  "paperAdded",
  "paperRemoved",
  "serviceAdded",
  "consentChanged",
  "edited",
  "unchanged",
  "planSet",
  "plantSet",
] as const;

/** A refused correction: the fields as typed, the version edited, and why. */
export interface EditAnswer {
  typed: Partial<Record<UnitField, string>>;
  errors: UnitErrors;
  version: number;
  message: string;
  /** Someone corrected the record first: their version, which "save mine" replaces. */
  conflict?: { version: number };
}

/** The record as the correction's fields show it, typed as staff type it. */
function typedFromUnit(unit: Unit, productCode: string): Partial<Record<UnitField, string>> {
  return {
    product: productCode,
    tag: unit.tag,
    site: unit.site,
    customer: unit.customer,
    industry: unit.industry,
    deliveredOn: unit.deliveredOn ?? "",
    inquiry: unit.inquiryRef ?? "",
    region: unit.region,
    elastomer: unit.elastomer ?? "",
    ...unit.details,
  };
}

/** A unit's fields without a place of their own on its staff page: the sleeve and its details. */
const RECORDED = UNIT_FIELDS.filter((field) => field === "elastomer" || isDetail(field));

/** The unit's page: its record, links, papers, service and the requests sent from it. */
export function loadUnit(request: Request, context: AppLoadContext, serial: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const unit = unitOr404(context, serial);
  const { store } = unitsPart(context);
  const product = findProductById(unit.productId);
  const done = DONE.find((key) => key === new URL(request.url).searchParams.get("done"));
  // An app may run without the inquiry store (units alone): then no order is named.
  const inquiries = (context as { inquiries?: InquiriesContext }).inquiries;
  const origin = inquiries?.store.orders.ofUnit(unit.serial);
  return {
    meta: adminPageMeta(lang, unit.serial),
    unit: {
      serial: unit.serial,
      productCode: product?.code ?? unit.productCode,
      // Most names begin with the code shown before them.
      productName: product?.name[lang].startsWith(`${product.code} `)
        ? product.name[lang].slice(product.code.length + 1)
        : product?.name[lang],
      productHref: product && localePath(lang, productPath(product)),
      tag: unit.tag,
      site: unit.site,
      customer: unit.customer,
      industry: unit.industry,
      deliveredOn: unit.deliveredOn,
      inquiryRef: unit.inquiryRef,
      // The delivery it was born from, gone with its inquiry (decision 047).
      origin: origin && {
        order: origin.number,
        delivery: deliveryLabel(origin, origin.n),
        on: origin.deliveredOn,
        maker: origin.maker,
      },
      nameConsent: unit.nameConsent,
      region: unit.region,
      // Staff see every recorded field, including those the public page does not show.
      recorded: recordedAt(RECORDED, { elastomer: unit.elastomer, ...unit.details }, lang),
      created: `${kst(new Date(unit.createdAt).toISOString())} · ${unit.createdBy}`,
      links: { ko: publicLink(unit.token, "ko"), en: publicLink(unit.token, "en") },
    },
    datasheet: product && datasheetLink(product.id, lang),
    papers: store.papers(unit.id).map((paper) => ({
      id: paper.id,
      kind: paper.kind,
      // Staff see the name it was uploaded under, cleaned; the public page names it by kind and day.
      name: visibleFileName(paper.name),
      size: fileSize(paper.bytes),
    })),
    service: store.service(unit.id).map(({ kind, day }) => ({ kind, day })),
    // Requests sent from the unit's page, each an inquiry of the inbox (issue 58 item 5).
    requests: store
      .requests(unit.id)
      .map(({ kind, day, inquiryRef }) => ({ kind, day, inquiryRef })),
    done,
    // The correction's form, prefilled with the record, and the version it corrects.
    edit: {
      typed: typedFromUnit(unit, product?.code ?? unit.productCode),
      version: unit.version,
      codes: liveProducts().map((p) => p.code),
    },
    // Its plant, its interval and next service (decision 046), and the plants to move it to.
    plant: unitPlantView(context, unit),
    // Deleting is the owner's (the role that may lose nothing by mistake: decision 033).
    canDelete: account.role === "owner",
    // What a mistaken record would not have, so deleting it is refused until removed.
    kept: {
      papers: store.papers(unit.id).length,
      service: store.service(unit.id).length,
      requests: store.requests(unit.id).length,
    },
  };
}

/** The unit page's posts: rotate the token, add or remove a paper, consent, a service. */
export async function unitAction(request: Request, context: AppLoadContext, serial: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const unit = unitOr404(context, serial);
  const { store, dataDir } = unitsPart(context);
  const form = postedForm(context);
  const intent = form.get("intent");
  const back = (done: (typeof DONE)[number]) =>
    redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=${done}`);

  if (intent === "rotate") {
    // Without JavaScript the question comes back as a page of its own (ConfirmStep).
    if (form.get(CONFIRMED) !== "yes") return data({ confirm: "rotate" as const }, 200);
    store.rotateToken(unit.serial);
    audit(request, context, { action: "unit-token-rotated", target: unit.serial });
    throw back("rotated");
  }
  if (intent === "paper") {
    const kind = PAPER_KINDS.find((k) => k === form.get("kind")) as PaperKind | undefined;
    const file = form.get("file");
    if (!kind || !(file instanceof File) || file.size === 0) {
      return data({ paperError: unitsWord(lang, "paperMissing") }, 400);
    }
    const stored = await storePaper(dataDir, Buffer.from(await file.arrayBuffer()), file.name);
    if (!stored.ok) return data({ paperError: stored.message[lang] }, 400);
    store.addPaper(
      unit.id,
      { kind, file: stored.file.file, name: stored.file.name, bytes: stored.file.bytes },
      account.email,
    );
    audit(request, context, { action: "unit-paper-added", target: unit.serial, detail: kind });
    throw back("paperAdded");
  }
  if (intent === "remove-paper") {
    const removed = store.removePaper(unit.id, Number(form.get("paper")));
    if (removed) {
      await deletePaper(dataDir, removed.file);
      audit(request, context, {
        action: "unit-paper-removed",
        target: unit.serial,
        detail: removed.kind,
      });
    }
    throw back("paperRemoved");
  }
  if (intent === "consent") {
    // The references name the customer from this moment, or stop naming it (decision 036).
    const consent = form.get("consent") === "on";
    if (consent !== unit.nameConsent) {
      store.setNameConsent(unit.serial, consent);
      audit(request, context, {
        action: "unit-consent-changed",
        target: unit.serial,
        detail: consent ? "yes" : "no",
      });
    }
    throw back("consentChanged");
  }
  if (intent === "service") {
    const kind = SERVICE_KINDS.find((k) => k === form.get("kind"));
    const day = String(form.get("day") ?? "");
    if (!kind || !validDay(day)) return data({ serviceError: unitsWord(lang, "err_date") }, 400);
    store.addService(unit.id, { kind, day }, account.email);
    audit(request, context, { action: "unit-service-added", target: unit.serial, detail: kind });
    throw back("serviceAdded");
  }
  if (intent === "edit") return editUnit(request, context, form, unit);
  if (intent === "unit-plan" || intent === "plant") {
    return unitPlantAction(request, context, form, unit);
  }
  if (intent === "delete") {
    requireStaff(request, context, { role: "owner" });
    if (form.get(CONFIRMED) !== "yes") return data({ confirm: "delete" as const }, 200);
    const result = store.remove(unit.serial, account.email);
    if (!result.ok) {
      if (result.reason === "missing") throw data({ missing: true }, { status: 404 });
      return data(
        {
          deleteError: unitsWord(lang, "deleteKept", {
            papers: result.papers,
            service: result.service,
            requests: result.requests,
          }),
        },
        409,
      );
    }
    audit(request, context, { action: "unit-deleted", target: unit.serial });
    throw redirect(`${adminPath(lang, "/units")}?done=deleted&serial=${unit.serial}`);
  }
  return data({ paperError: unitsWord(lang, "errors") }, 400);
}

/**
 * A correction of the record, on the version the person opened (`version`); "save mine"
 * (`replaces`) names the version it overwrites, so a third change since is refused too. The
 * serial and the token stay. Audited by serial with the names of the fields changed, never a
 * value (the customer is not the log's).
 */
function editUnit(request: Request, context: AppLoadContext, form: FormData, unit: Unit) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = unitsPart(context);
  const typed = typedOf(form);
  const version = Number(form.get("version"));
  const replaces = form.get("replaces");
  const base = typeof replaces === "string" && replaces ? Number(replaces) : version;
  const answer = (status: number, rest: Partial<EditAnswer> & { message: string }) =>
    data<{ edit: EditAnswer }>({ edit: { typed, errors: {}, version, ...rest } }, { status });
  if (!Number.isSafeInteger(version) || version < 1 || !Number.isSafeInteger(base) || base < 1) {
    return answer(400, { message: unitsWord(lang, "errors"), version: unit.version });
  }
  const product = findProductById(unit.productId);
  const read = readUnit(lang, typed, {
    productId: unit.productId,
    code: product?.code ?? unit.productCode,
  });
  if (!read.ok) return answer(400, { errors: read.errors, message: unitsWord(lang, "errors") });
  // The consent has its own form: a correction leaves it as it is (the store never writes it).
  const result = store.edit(unit.serial, read.input, account.email, base);
  if (!result.ok) {
    if (result.reason === "missing") throw data({ missing: true }, { status: 404 });
    const { current } = result;
    return answer(409, {
      message: unitsWord(lang, "editConflict", {
        who: current.updatedBy ?? "?",
        when: current.updatedAt ? kst(new Date(current.updatedAt).toISOString()) : "?",
      }),
      conflict: { version: current.version },
    });
  }
  if (result.changed.length === 0) {
    throw redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=unchanged`);
  }
  audit(request, context, {
    action: "unit-edited",
    target: unit.serial,
    detail: result.changed.join(", "),
  });
  throw redirect(`${adminPath(lang, `/units/${unit.serial}`)}?done=edited`);
}

/** The unit's QR code as SVG (its Korean link, the nameplate's), for a plate maker or print. */
export async function unitQr(request: Request, context: AppLoadContext, serial: string) {
  requireStaff(request, context);
  const unit = unitOr404(context, serial);
  const svg = await qrSvg(publicLink(unit.token));
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": `inline; filename="${unit.serial}.svg"`,
    },
  });
}

/**
 * The unit's label sheet: an A4 PDF of eight labels (QR code, serial, product code, tag, short
 * address), in the documents' font. Made on request from staff's own record: a page of fixed
 * layout whose texts the store bounds, a few milliseconds of work.
 */
export async function unitLabel(request: Request, context: AppLoadContext, serial: string) {
  requireStaff(request, context);
  const unit = unitOr404(context, serial);
  const product = findProductById(unit.productId);
  const bytes = await labelPdf(
    {
      serial: unit.serial,
      productCode: product?.code ?? unit.productCode,
      tag: unit.tag,
      link: publicLink(unit.token),
    },
    requestAdminLang(request),
    new Date(unit.tokenChangedAt ?? unit.createdAt),
  );
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": `attachment; filename="${unit.serial}-label.pdf"`,
    },
  });
}

/** One of the unit's papers, to signed-in staff, as a download nothing in it can run from. */
export async function unitPaper(
  request: Request,
  context: AppLoadContext,
  serial: string,
  id: string,
) {
  requireStaff(request, context);
  const unit = unitOr404(context, serial);
  const { store, dataDir } = unitsPart(context);
  const paper = store.papers(unit.id).find((p) => String(p.id) === id);
  const bytes = paper && (await readPaper(dataDir, paper.file));
  if (!paper || !bytes) throw data({ missing: true }, { status: 404 });
  return paperResponse(paper.name, bytes);
}
