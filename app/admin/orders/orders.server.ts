import { data, redirect, type AppLoadContext } from "react-router";
import { liveContent } from "../../content/live.server";
import { liveProducts } from "../../content/catalog/catalog.server";
import { isBusinessNumber } from "../../content/business-number";
import { seoulDay } from "../../../server/platform/seoul-day";
import { BAD_CHARACTER, LINE_BREAK } from "../../../server/platform/text";
import { postedForm } from "../../../server/platform/body";
import { CONFIRMED } from "../frame/ConfirmAction";
import { WorkError } from "../../../server/work/pool";
import { readQuotationForm, type FieldErrors } from "../../../server/quotations/quotation";
import { asSent } from "../../../server/quotations/documents";
import { MAX_AMOUNT, totalsOf, won } from "../../../server/quotations/money";
import { buyerBlock, supplierBlock } from "../../../server/inquiries/send-quotation";
import {
  orderLink,
  sendCancel,
  sendConfirmation,
  sendDateMoves,
  sendStatement,
} from "../../../server/inquiries/send-order";
import { statementFile } from "../../../server/orders/files";
import {
  DELIVERY_FIELDS,
  deliveryFieldSpec,
  ORDER_FIELDS,
  orderFieldName,
  orderFieldsOf,
  orderFieldSpec,
  type DeliveryField,
  type FieldInput,
  type OrderFieldOf,
  type OrderFieldValues,
  type OrderForm,
} from "../../../server/orders/fields";
import {
  deliveryLabel,
  isLate,
  MAX_SERIALS,
  openOf,
  ORDER_LIMITS,
  SERIAL_MAX,
  STAGES,
  statusOf,
  type LineChange,
  type Order,
  type Stage,
} from "../../../server/orders/store";
import type { Industry } from "../../../server/units/kinds";
import { lastMonths } from "../../../server/stats/inquiry-numbers";
import { labelsPdf } from "../../../server/units/label";
import { readSeal } from "../../../server/content/seal";
import { publishing } from "../content/context.server";
import { disposition } from "../download.server";
import { audit, requireStaff, staffContext } from "../guard.server";
import { inquiriesContext } from "../frame/inquiries.server";
import { adminPageMeta } from "../frame/meta";
import { publicLink, unitsPart } from "../units/units.server";
import { adminPath, requestAdminLang } from "../words";
import { ordersWord } from "./words";
import { readPackingList, serialsForLines } from "./packing-list.server";
import type { InquiryStore } from "../../../server/inquiries/store";

/**
 * The back office of orders (docs/decisions/047-orders.md): the list, an order made from an
 * inquiry (a phone or fax order), and an order's page: its promised days and stages (a moved day
 * mailed with its reason), the confirmation, deliveries with the maker's serials (each a
 * delivered unit in the buyer's plant, its 거래명세서 mailed in the thread) and their files.
 * Every post is a plain form; the admin door checks its CSRF token and answers once what it
 * wrote is off the machine (server/admin/http.ts). A post made on an older version is refused.
 */

const nowOf = (context: AppLoadContext) => new Date(staffContext(context).services.now());
const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day written YYYY-MM-DD. */
const isDay = (value: string) =>
  DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/**
 * A field as typed in a form under `name`, read by its spec (server/orders/fields.ts): text on
 * one line of at most its length (a registration number checked), a day, or one of its offered
 * options (anything else reads as its fallback). What is wrong goes into `errors` by the name.
 */
function readField(
  form: FormData,
  name: string,
  input: FieldInput,
  errors: Record<string, string>,
): string {
  const value = String(form.get(name) ?? "").trim();
  if (input.kind === "choice") {
    return (input.offered ?? input.options).includes(value) ? value : input.fallback;
  }
  if (input.kind === "day") {
    if ((value || input.required) && !isDay(value)) errors[name] = "day";
    return value;
  }
  if (BAD_CHARACTER.test(value) || LINE_BREAK.test(value)) errors[name] = "characters";
  else if ([...value].length > input.max) errors[name] = "long";
  else if (input.required && !value) errors[name] = "required";
  else if (value && input.check === "businessNumber" && !isBusinessNumber(value)) {
    errors[name] = "businessNumber";
  }
  return value;
}

/**
 * A reason typed for the buyer (a moved day's, a cancellation's): lines allowed, at most
 * ORDER_LIMITS.reason characters; `required` for a cancellation.
 */
function readReason(
  form: FormData,
  name: string,
  errors: Record<string, string>,
  required = false,
): string {
  const value = String(form.get(name) ?? "").trim();
  if (BAD_CHARACTER.test(value)) errors[name] = "characters";
  else if ([...value].length > ORDER_LIMITS.reason) errors[name] = "long";
  else if (required && !value) errors[name] = "required";
  return value;
}

/** The order's fields a staff form takes, read from the posted form by their names. */
export function readOrderFields<Form extends OrderForm>(
  form: FormData,
  which: Form,
  errors: Record<string, string>,
): Pick<OrderFieldValues, OrderFieldOf<Form>> {
  return Object.fromEntries(
    orderFieldsOf(which).map((field) => [
      field,
      readField(form, orderFieldName(field), orderFieldSpec(field).input, errors),
    ]),
  ) as Pick<OrderFieldValues, OrderFieldOf<Form>>;
}

/** An order's fields as its page's form shows them: each by name, a choice as its option. */
const orderFieldValues = (order: Order) =>
  Object.fromEntries(ORDER_FIELDS.map((field) => [field, String(order[field])])) as Record<
    (typeof ORDER_FIELDS)[number],
    string
  >;

/** An order's number as a path gives it ("O-2026-0001"), and a delivery's place in it. */
const ORDER_NUMBER = /^O-\d{4}-\d{4,6}$/;
const DELIVERY_N = /^[1-9]\d{0,3}$/;

function orderOr404(context: AppLoadContext, number: string | undefined): Order {
  const order =
    number && ORDER_NUMBER.test(number)
      ? inquiriesContext(context).store.orders.byNumber(number)
      : undefined;
  if (!order) throw data({ missing: true }, { status: 404 });
  return order;
}

/** The list: newest first, each with its inquiry, total, state and late lines. */
export function loadOrders(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = inquiriesContext(context);
  const today = seoulDay(nowOf(context).getTime());
  const orders = store.orders.list().map((order) => ({
    number: order.number,
    ref: store.byId(order.inquiryId)?.ref ?? "",
    company: order.buyer.company,
    po: order.poNumber,
    total: order.total,
    wonOn: order.wonOn,
    completedOn: order.completedOn ?? null,
    late: order.lines.filter((line) => isLate(line, today)).length,
  }));
  const refused = new URL(request.url).searchParams.get("missing");
  return {
    meta: adminPageMeta(lang, ordersWord(lang, "title")),
    orders,
    missing: refused,
    // The months whose deliveries the accountant's workbook offers: the numbers page's 12.
    months: lastMonths(nowOf(context)),
    // The 거래명세서 kept for the tax law after their inquiry was deleted (server/orders/kept.ts):
    // tax evidence, kept apart, so the owners' to read, as the erasure is theirs.
    kept: account.role === "owner" ? store.keptStatements.list() : [],
  };
}

/** A new order's lines: the last quotation sent (its prices), else the inquiry's items. */
export function loadNewOrder(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const ref = (new URL(request.url).searchParams.get("ref") ?? "").trim();
  const { store } = inquiriesContext(context);
  const id = /^HF-\d{8}-\d{6}$/.test(ref) ? store.idOf(ref) : undefined;
  const inquiry = id === undefined ? undefined : store.byId(id);
  if (!inquiry) {
    throw redirect(`${adminPath(lang, "/orders")}?missing=${encodeURIComponent(ref.slice(0, 40))}`);
  }
  const sent = store.quotations.ofInquiry(inquiry.id).find((q) => asSent(q));
  const lines: {
    code: string;
    name: string;
    note: string;
    quantity: number;
    unitPrice?: number;
  }[] = sent
    ? sent.content.lines
    : (inquiry.items ?? []).map((item) => ({
        code: item.code,
        name: item.name,
        note: item.note ?? "",
        quantity: item.quantity,
      }));
  const shown = lines.map((line) => ({
    code: line.code,
    name: line.name,
    note: line.note,
    quantity: line.quantity,
    price: line.unitPrice === undefined ? "" : won(line.unitPrice),
  }));
  // The new order's form: its fields as the inquiry and the quotation sent give them.
  const given: Partial<Record<string, string>> = {
    buyerName: inquiry.name,
    payment: sent?.content.terms.payment ?? "",
  };
  const fields = Object.fromEntries(
    orderFieldsOf("new").map((field) => {
      const input = orderFieldSpec(field).input;
      return [field, given[field] ?? (input.kind === "choice" ? input.fallback : "")];
    }),
  );
  return {
    meta: adminPageMeta(lang, ordersWord(lang, "newTitle", { ref })),
    ref,
    company: inquiry.companyName,
    fields,
    lines: shown.length > 0 ? shown : [{ code: "", name: "", note: "", quantity: 1, price: "" }],
  };
}

export type NewOrderAnswer = { typed: Record<string, string>; errors: FieldErrors };

/** The order of a phone, fax or mail order, from the form's lines, all priced. */
export async function newOrderAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const ref = (new URL(request.url).searchParams.get("ref") ?? "").trim();
  const { store } = inquiriesContext(context);
  const id = /^HF-\d{8}-\d{6}$/.test(ref) ? store.idOf(ref) : undefined;
  const inquiry = id === undefined ? undefined : store.byId(id);
  if (!inquiry) throw data({ missing: true }, { status: 404 });
  const form = postedForm(context);
  const read = readQuotationForm(form);
  const errors: FieldErrors = { ...read.errors };
  read.content.lines.forEach((line, i) => {
    if (!line.code && !line.name) errors[`lines.${i}.name`] = "required";
    if (line.unitPrice === undefined && !errors[`lines.${i}.price`]) {
      errors[`lines.${i}.price`] = "required";
    }
  });
  if (read.content.lines.length === 0) errors.lines = "required";
  const fields = readOrderFields(form, "new", errors);
  if (Object.keys(errors).length === 0) {
    try {
      if (totalsOf(read.content.lines).total > MAX_AMOUNT) errors["lines.0.price"] = "range";
    } catch {
      errors["lines.0.price"] = "range";
    }
  }
  if (Object.keys(errors).length > 0) {
    return data({ typed: read.typed, errors } satisfies NewOrderAnswer, { status: 400 });
  }
  const at = nowOf(context);
  const order = store.orders.create(
    inquiry.id,
    {
      ...fields,
      lines: read.content.lines.map((line) => ({
        code: line.code,
        name: line.name,
        note: line.note,
        quantity: line.quantity,
        unitPrice: line.unitPrice!,
      })),
      buyerName: fields.buyerName || inquiry.name,
      buyer: buyerBlock(inquiry),
      wonOn: seoulDay(at.getTime()),
    },
    account.email,
    at,
  );
  if (!store.quotations.outcome(inquiry.id)) {
    store.quotations.setOutcome(inquiry.id, "won", undefined, account.email, at);
  }
  audit(request, context, { action: "order-made", target: order.number, detail: inquiry.ref });
  return redirect(`${adminPath(lang, `/orders/${order.number}`)}?done=made`);
}

/** The order's page: its lines with their state, its deliveries, units and links. */
export function loadOrder(request: Request, context: AppLoadContext, number: string) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const order = orderOr404(context, number);
  const inquiries = inquiriesContext(context);
  const { store } = inquiries;
  const inquiry = store.byId(order.inquiryId);
  const today = seoulDay(nowOf(context).getTime());
  const url = new URL(request.url);
  return {
    meta: adminPageMeta(lang, `${ordersWord(lang, "title")} ${order.number}`),
    order: {
      number: order.number,
      version: order.version,
      wonOn: order.wonOn,
      fields: orderFieldValues(order),
      company: order.buyer.company,
      supply: order.supply,
      tax: order.tax,
      total: order.total,
      confirmedAt: order.confirmedAt ?? null,
      completedOn: order.completedOn ?? null,
      lines: order.lines.map((line) => ({
        ...line,
        promisedOn: line.promisedOn ?? "",
        status: statusOf(line),
        late: isLate(line, today),
        open: openOf(line),
      })),
      cancels: store.orders
        .cancels(order.id)
        .map(({ position, quantity, cancelledOn, reason }) => ({
          position,
          quantity,
          cancelledOn,
          reason,
        })),
    },
    ref: inquiry?.ref ?? "",
    link: orderLink(inquiries, order, inquiry?.lang ?? "ko"),
    poFiles: order.quotationId
      ? store.files.ofQuotation(order.quotationId).map(({ id, name }) => ({ id, name }))
      : [],
    ...poFromMail(store, order),
    deliveries: store.orders.deliveries(order.id).map((d) => ({
      n: d.n,
      label: deliveryLabel(order, d.n),
      deliveredOn: d.deliveredOn,
      total: d.total,
      units: d.lines.flatMap((line) =>
        line.serials.map((s) => ({ maker: s.maker, unit: s.unit ?? null, code: line.code })),
      ),
    })),
    today,
    done: url.searchParams.get("done"),
  };
}

/**
 * The buyer's purchase orders attached from their mail, and the files of the inquiry's mail
 * that may be attached still (issue 82 item 1): a file of the buyer's own mail, not yet the
 * order's.
 */
function poFromMail(store: InquiryStore, order: Order) {
  const attached = store.orders.mailFiles(order.id);
  const taken = new Set(attached.map((file) => file.id));
  const mailFiles = store.messages
    .ofInquiry(order.inquiryId)
    .filter((message) => message.kind === "message")
    .flatMap((message) =>
      message.files
        .filter((file) => !taken.has(file.id))
        .map((file) => ({
          id: file.id,
          name: file.name,
          on: seoulDay(Date.parse(message.receivedAt)),
        })),
    );
  return {
    mailPoFiles: attached.map(({ id, name, attachedAt }) => ({
      id,
      name,
      on: seoulDay(Date.parse(attachedAt)),
    })),
    mailFiles,
  };
}

export type OrderAnswer = {
  problem?: "conflict" | "fields" | "mailOff";
  /**
   * Asked on the next page before it is done: the link's renewal (without JavaScript), and a
   * cancellation (always: its fields are read back to staff first).
   */
  confirm?: "renewLink" | "cancel";
  form?: "change" | "deliver" | "cancel";
  typed?: Record<string, string>;
  errors?: Record<string, string>;
  /** A packing list read into the delivery's form: its serials, and rows that fit no line. */
  packing?: { read: string; count: number; unmatched: { row: number; model: string }[] };
};

const refuse = (status: number, answer: OrderAnswer) => data(answer, { status });

/** The posts of an order's page: change, confirm, deliver, cancel what is left, and the rest. */
export async function orderAction(request: Request, context: AppLoadContext, number: string) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const order = orderOr404(context, number);
  const inquiries = inquiriesContext(context);
  const { store } = inquiries;
  const inquiry = store.byId(order.inquiryId);
  if (!inquiry) throw data({ missing: true }, { status: 404 });
  const form = postedForm(context);
  const typed: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") typed[name] = value;
  // The pressed button's, after the form's own: the delivery's form reads a packing list too.
  const intent = form.getAll("intent").at(-1);
  const at = nowOf(context);
  const staff = { email: account.email, ...(account.name && { name: account.name }) };
  const back = (done: string) =>
    redirect(`${adminPath(lang, `/orders/${order.number}`)}?done=${done}`);
  const version = Number(form.get("version"));

  if (intent === "confirm") {
    const company = liveContent().company;
    const result = await sendConfirmation(inquiries, inquiry, order, staff, company, at);
    if (result === "mailOff") return refuse(503, { problem: "mailOff" });
    audit(request, context, { action: "order-confirmed", target: order.number });
    return back("confirmed");
  }

  if (intent === "change") {
    const errors: Record<string, string> = {};
    const details = readOrderFields(form, "change", errors);
    // Only lines with something open: one delivered or cancelled keeps its day and stage (its
    // form shows no fields), so a day is never moved, nor mailed, for what is settled.
    const lines: LineChange[] = order.lines
      .filter((line) => openOf(line) > 0)
      .map((line) => {
        const at = `lines.${line.position}`;
        const promisedOn = String(form.get(`${at}.promisedOn`) ?? "").trim();
        if (promisedOn && !isDay(promisedOn)) errors[`${at}.promisedOn`] = "day";
        const stageValue = String(form.get(`${at}.stage`) ?? line.stage);
        const stage: Stage = (STAGES as readonly string[]).includes(stageValue)
          ? (stageValue as Stage)
          : line.stage;
        const reason = readReason(form, `${at}.reason`, errors);
        return {
          position: line.position,
          stage,
          ...(promisedOn && { promisedOn }),
          ...(reason && { reason }),
        };
      });
    if (Object.keys(errors).length > 0) {
      return refuse(400, { problem: "fields", form: "change", typed, errors });
    }
    const result = store.orders.change(order.id, version, details, lines, account.email, at);
    if (result.result !== "changed") {
      return result.result === "refused"
        ? refuse(400, { problem: "fields", form: "change", typed, errors: result.errors })
        : refuse(409, { problem: "conflict", form: "change", typed });
    }
    audit(request, context, { action: "order-changed", target: order.number });
    if (result.moved.length > 0) {
      const mailed = sendDateMoves(
        inquiries,
        inquiry,
        result.order,
        result.moved,
        staff,
        liveContent().company,
        at,
      );
      if (mailed === "mailOff") return refuse(503, { problem: "mailOff" });
      return back("moved");
    }
    return back("saved");
  }

  if (intent === "cancel") {
    // What is left of a line the buyer no longer takes: read back to staff, then recorded and
    // mailed to the buyer with its reason. A page older than the order is refused first: its
    // lines and what was open on them are no longer what staff read.
    if (version !== order.version) return refuse(409, { problem: "conflict", form: "cancel" });
    const errors: Record<string, string> = {};
    const positionText = String(form.get("cancel.position") ?? "");
    const position = /^\d{1,4}$/.test(positionText) ? Number(positionText) : 0;
    const line = order.lines.find((l) => l.position === position && openOf(l) > 0);
    if (!line) errors["cancel.position"] = "line";
    const quantityText = String(form.get("cancel.quantity") ?? "").trim();
    const quantity = Number(quantityText);
    if (quantityText === "") errors["cancel.quantity"] = "required";
    else if (!/^\d{1,6}$/.test(quantityText)) errors["cancel.quantity"] = "number";
    else if (quantity < 1) errors["cancel.quantity"] = "atLeastOne";
    else if (line && quantity > openOf(line)) errors["cancel.quantity"] = "over";
    const reason = readReason(form, "cancel.reason", errors, true);
    if (Object.keys(errors).length > 0) {
      return refuse(400, { problem: "fields", form: "cancel", typed, errors });
    }
    if (form.get(CONFIRMED) !== "yes") {
      return data({ confirm: "cancel", form: "cancel", typed } satisfies OrderAnswer);
    }
    const cancel = { position, quantity, cancelledOn: seoulDay(at.getTime()), reason };
    const result = store.orders.cancel(order.id, version, cancel, account.email, at);
    if (result.result !== "cancelled") {
      return result.result === "refused"
        ? refuse(400, { problem: "fields", form: "cancel", typed, errors: result.errors })
        : refuse(409, { problem: "conflict", form: "cancel", typed });
    }
    audit(request, context, {
      action: "order-cancelled",
      target: order.number,
      detail: `line ${position}: ${quantity}`,
    });
    const company = liveContent().company;
    const mailed = sendCancel(inquiries, inquiry, result.order, result.cancel, staff, company, at);
    return back(mailed === "mailOff" ? "cancelledNoMail" : "cancelled");
  }

  if (intent === "renewLink") {
    if (form.get(CONFIRMED) !== "yes") return data({ confirm: "renewLink" } satisfies OrderAnswer);
    if (!store.orders.renewLink(order.id, version)) return refuse(409, { problem: "conflict" });
    audit(request, context, { action: "order-link-renewed", target: order.number });
    return back("linkRenewed");
  }

  if (intent === "attachPo") {
    const mailFile = Number(form.get("mailFile"));
    const offered = poFromMail(store, order).mailFiles.some((file) => file.id === mailFile);
    if (!offered || !store.orders.attachMailFile(order.id, mailFile, account.email, at)) {
      return refuse(400, { problem: "fields", errors: { mailFile: "mailFile" } });
    }
    audit(request, context, {
      action: "order-po-attached",
      target: order.number,
      detail: `mail file ${mailFile}`,
    });
    return back("attached");
  }

  if (intent === "packingList") {
    // The maker's list fills the delivery's form; nothing is recorded until staff deliver it.
    // It is posted with that form, so a refused list keeps what staff had typed, script or none.
    const file = form.get("file");
    const refused = (problem: string) =>
      refuse(400, { problem: "fields", form: "deliver", typed, errors: { packing: problem } });
    if (!(file instanceof File) || file.size === 0) return refused("packingEmpty");
    const list = await readPackingList(Buffer.from(await file.arrayBuffer()));
    if (!list.ok) return refused(`packing.${list.problem}`);
    const open = order.lines
      .map((line) => ({
        position: line.position,
        code: line.code,
        open: openOf(line),
      }))
      .filter((line) => line.open > 0);
    const { byLine, unmatched } = serialsForLines(open, list.rows);
    const filled: Record<string, string> = { deliveredOn: seoulDay(at.getTime()), ...typed };
    let count = 0;
    for (const [position, serials] of byLine) {
      if (serials.length === 0) continue;
      count += serials.length;
      filled[`deliver.${position}.quantity`] = String(serials.length);
      filled[`deliver.${position}.serials`] = serials.join("\n");
    }
    // Each read its own key: the form is drawn again with what this one read.
    const read = `${Date.now().toString(36)}-${count}`;
    return data({
      form: "deliver",
      typed: filled,
      packing: { read, count, unmatched },
    } satisfies OrderAnswer);
  }

  if (intent === "deliver") {
    const errors: Record<string, string> = {};
    const given = Object.fromEntries(
      DELIVERY_FIELDS.map((field) => [
        field,
        readField(form, field, deliveryFieldSpec(field).input, errors),
      ]),
    ) as Record<DeliveryField, string>;
    const deliveredOn = given.deliveredOn;
    const industry = given.industry as Industry;
    let count = 0;
    const lines = order.lines.map((line) => {
      const at = `deliver.${line.position}`;
      const quantityText = String(form.get(`${at}.quantity`) ?? "").trim();
      const quantity = quantityText === "" ? 0 : Number(quantityText);
      if (!/^\d{0,6}$/.test(quantityText)) errors[`${at}.quantity`] = "number";
      // One serial a line: typed, or a spreadsheet's column pasted (tabs and commas too).
      const serials = String(form.get(`${at}.serials`) ?? "")
        .split(/[\r\n\t,;]+/)
        .map((serial) => serial.trim())
        .filter(Boolean);
      count += serials.length;
      if (serials.some((s) => BAD_CHARACTER.test(s) || [...s].length > SERIAL_MAX)) {
        errors[`${at}.serials`] = "characters";
      } else if (new Set(serials).size !== serials.length) errors[`${at}.serials`] = "repeated";
      return { position: line.position, quantity, serials };
    });
    if (count > MAX_SERIALS) errors.lines = "over";
    if (Object.keys(errors).length > 0) {
      return refuse(400, { problem: "fields", form: "deliver", typed, errors });
    }
    const company = liveContent().company;
    const seal = company.seal && (await readSeal(publishing(context).dataDir, company.seal));
    const result = store.orders.deliver(
      order.id,
      version,
      { deliveredOn, supplier: supplierBlock(company, inquiry.lang, seal), lines },
      account.email,
      at,
    );
    if (result.result !== "delivered") {
      if (result.result !== "refused") {
        return refuse(409, { problem: "conflict", form: "deliver", typed });
      }
      return refuse(400, {
        problem: "fields",
        form: "deliver",
        typed,
        errors: Object.fromEntries(
          Object.entries(result.errors).map(([key, value]) => [
            key.replace(/^lines\./, "deliver."),
            value,
          ]),
        ),
      });
    }
    const { delivery } = result;
    // Each serial a delivered unit of its catalogue product, in the buyer's plant (decision 047).
    const units = unitsPart(context).store;
    const products = liveProducts();
    const inputs = delivery.lines.flatMap((line) => {
      const product = products.find((p) => p.code.toLowerCase() === line.code.toLowerCase());
      return product ? line.serials.map((serial) => ({ line, serial: serial.maker, product })) : [];
    });
    if (inputs.length > 0) {
      const made = units.addAll(
        inputs.map(({ product }) => ({
          productId: product.id,
          productCode: product.code,
          tag: "",
          site: result.order.site,
          customer: result.order.buyer.company,
          industry,
          deliveredOn,
          inquiryRef: inquiry.ref,
          nameConsent: false,
          region: "",
        })),
        account.email,
      );
      store.orders.recordUnits(
        delivery.id,
        made.map((unit, i) => ({
          position: inputs[i]!.line.position,
          maker: inputs[i]!.serial,
          unit: unit.serial,
        })),
      );
    }
    audit(request, context, {
      action: "order-delivered",
      target: order.number,
      detail: deliveryLabel(order, delivery.n),
    });
    const fresh = store.orders.delivery(delivery.id)!;
    const mailed = await sendStatement(inquiries, inquiry, result.order, fresh, staff, at);
    return back(mailed === "mailOff" ? "deliveredNoMail" : "delivered");
  }
  return refuse(400, { problem: "fields", errors: {} });
}

/** A delivery's 거래명세서 to staff, made from what the delivery stored (the buyer's language). */
export async function orderStatement(
  request: Request,
  context: AppLoadContext,
  number: string,
  n: string,
) {
  const account = requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const paper = statementPaperOf(store, number, n, account.role === "owner");
  if (!paper) throw data({ missing: true }, { status: 404 });
  const { order, delivery, lang } = paper;
  const file = await statementFile(order, delivery, lang).catch((error) => {
    if (!(error instanceof WorkError) || error.reason === "failed") throw error;
    throw new Response("The file could not be made now. Please try again in a moment.\n", {
      status: 503,
      headers: { "Cache-Control": "no-store", "Retry-After": "5" },
    });
  });
  return pdfResponse(file.content, file.filename);
}

/**
 * A delivery's statement: from its order while the order lives, else as kept for the tax law
 * once the order went with its inquiry (server/orders/kept.ts), at the same address.
 */
function statementPaperOf(
  store: ReturnType<typeof inquiriesContext>["store"],
  number: string | undefined,
  n: string | undefined,
  owner: boolean,
) {
  if (!number || !ORDER_NUMBER.test(number) || !n || !DELIVERY_N.test(n)) return;
  const order = store.orders.byNumber(number);
  if (!order) {
    return owner ? store.keptStatements.byLabel(deliveryLabel({ number }, Number(n))) : undefined;
  }
  const delivery = store.orders.deliveries(order.id).find((d) => d.n === Number(n));
  return delivery && { order, delivery, lang: store.byId(order.inquiryId)?.lang ?? "ko" };
}

/** The nameplate labels of a delivery's units, one each, eight to an A4 page. */
export async function orderLabels(
  request: Request,
  context: AppLoadContext,
  number: string,
  n: string,
) {
  requireStaff(request, context);
  const order = orderOr404(context, number);
  const { store } = inquiriesContext(context);
  const delivery = DELIVERY_N.test(n)
    ? store.orders.deliveries(order.id).find((d) => d.n === Number(n))
    : undefined;
  if (!delivery) throw data({ missing: true }, { status: 404 });
  const units = unitsPart(context).store;
  const labels = delivery.lines.flatMap((line) =>
    line.serials.flatMap((serial) => {
      const unit = serial.unit ? units.bySerial(serial.unit) : undefined;
      return unit
        ? [
            {
              serial: unit.serial,
              productCode: unit.productCode,
              tag: unit.tag,
              link: publicLink(unit.token),
            },
          ]
        : [];
    }),
  );
  if (labels.length === 0) throw data({ missing: true }, { status: 404 });
  const bytes = await labelsPdf(
    labels,
    requestAdminLang(request),
    new Date(delivery.createdAt),
    deliveryLabel(order, delivery.n),
  );
  return pdfResponse(bytes, `${deliveryLabel(order, delivery.n)}-labels.pdf`);
}

function pdfResponse(bytes: Buffer, name: string) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": disposition(name),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
