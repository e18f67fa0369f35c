/**
 * An order's header fields and a delivery's fields, each declared once (issue 82 item 9), as a
 * delivered unit's are (server/units/fields.ts): its label and hint in both languages, what may
 * be typed in it, which of staff's forms take it, its column and where else it shows, with the
 * words it is printed under there. The staff pages' forms and their reading
 * (app/admin/orders/orders.server.ts), the store's reading and writing (store.ts), the buyer's
 * order page (page.ts), the papers (documents.ts) and the month's deliveries .xlsx
 * (app/admin/orders/deliveries.server.ts) all read these lists; docs/development.md, "How to add
 * a field to an order", is the recipe.
 *
 * Every order field has its column in the orders table (it has no JSON details column): a new
 * one adds its column by a migration (schema.ts), and the store reads and writes it by this list.
 */

import { INDUSTRIES } from "../../app/content/industries";

type Words = { ko: string; en: string };

/** Where an order's field shows, besides staff's forms. */
export type OrderFieldPlace =
  /** Staff's page of the order, in its list of facts ("—" when empty). */
  | "staff-page"
  /** The buyer's order page (/order/{token}), in its list of facts, when it has a value. */
  | "order-page"
  /** The order confirmation's (주문 확인서) head, after the order number. */
  | "confirmation"
  /** The order confirmation, under its totals. */
  | "confirmation-terms"
  /** A delivery's 거래명세서, in its head after the statement's number. */
  | "statement"
  /** A delivery's 거래명세서, under the buyer's heading (공급받는자), before its company name. */
  | "statement-buyer"
  /** The same block after the company name (상호): the form's 성명 and 사업장 주소. */
  | "statement-buyer-after"
  /** The month's deliveries .xlsx, a column each (after the buyer's company). */
  | "xlsx";

/** A delivery's field's places. */
export type DeliveryFieldPlace = "statement" | "xlsx";

/** How a field shows at a place: under its own label or `label`; `empty`: said when it has none. */
export interface Shown {
  label?: Words;
  empty?: Words;
}

/** The staff form that takes a field: the new order's (a phone or fax order), or the order page's. */
export type OrderForm = "new" | "change";

/**
 * Text of at most `max` characters on one line (`check`: a 사업자등록번호 with its check digit);
 * a day (YYYY-MM-DD); or one of `options` (`offered`: those staff may choose, `fallback`: what
 * anything else reads as).
 */
export type FieldInput =
  | {
      kind: "text";
      max: number;
      required?: true;
      check?: "businessNumber";
      placeholder?: string;
    }
  | { kind: "day"; required?: true }
  | {
      kind: "choice";
      options: readonly string[];
      offered?: readonly string[];
      fallback: string;
      /** The options' words; absent: the form names them (a unit's industry, the units' words). */
      words?: Readonly<Record<string, Words>>;
    };

export interface OrderFieldSpec {
  /** Its label in staff's forms and on staff's page. */
  label: Words;
  /** Under the field in staff's form; absent for a field whose label says it all. */
  hint?: Words;
  input: FieldInput;
  /** The form's name for it, where not the field's own. */
  name?: string;
  /** The staff forms that take it. */
  editor: readonly OrderForm[];
  /** Its column in the orders table. */
  column: string;
  shows: Partial<Record<OrderFieldPlace, Shown>>;
}

export interface DeliveryFieldSpec {
  label: Words;
  hint?: Words;
  input: FieldInput;
  /** Its column in the deliveries table; absent: not kept with the delivery. */
  column?: string;
  shows: Partial<Record<DeliveryFieldPlace, Shown>>;
}

export const SOURCES = ["quotation", "phone", "fax", "mail"] as const;

/** In the forms' order. */
export const ORDER_FIELD_SPECS = {
  source: {
    label: { ko: "접수 경로", en: "Received by" },
    input: {
      kind: "choice",
      options: SOURCES,
      // An accepted quotation's order is made by the acceptance, never typed.
      offered: ["phone", "fax", "mail"],
      fallback: "phone",
      words: {
        quotation: { ko: "견적 수락", en: "Quotation accepted" },
        phone: { ko: "전화", en: "Phone" },
        fax: { ko: "팩스", en: "Fax" },
        mail: { ko: "메일", en: "Email" },
      },
    },
    editor: ["new"],
    column: "source",
    shows: { "staff-page": {} },
  },
  poNumber: {
    label: { ko: "발주번호", en: "PO number" },
    input: { kind: "text", max: 60 },
    name: "po",
    editor: ["new", "change"],
    column: "po_number",
    // Beside "Our order no." on the buyer's papers and page, it says whose it is (en-89 29).
    shows: {
      "staff-page": {},
      "order-page": { label: { ko: "발주번호", en: "Your PO no." } },
      confirmation: {
        label: { ko: "발주번호", en: "Your PO no." },
        empty: { ko: "없음", en: "none" },
      },
      statement: { label: { ko: "발주번호", en: "Your PO no." } },
      xlsx: {},
    },
  },
  // Staff's page says it with the buyer's company; the confirmation is addressed to it (담당),
  // else to the inquiry's contact.
  buyerName: {
    label: { ko: "주문 담당자", en: "Ordered by" },
    input: { kind: "text", max: 100 },
    editor: ["new"],
    column: "buyer_name",
    shows: {},
  },
  payment: {
    label: { ko: "결제조건", en: "Payment terms" },
    input: { kind: "text", max: 300 },
    // The quotation's term, whose form it shares.
    name: "terms.payment",
    editor: ["new"],
    column: "payment",
    shows: { "staff-page": {}, "confirmation-terms": {} },
  },
  site: {
    label: { ko: "현장 이름", en: "Site name" },
    hint: {
      ko: "납품된 제품은 이 고객사와 현장 이름의 현장에 등록됩니다(없으면 새 현장을 만듭니다).",
      en: "Delivered units are added to the plant with this customer and site name (a new plant is created if there is none).",
    },
    input: { kind: "text", max: 120 },
    editor: ["change"],
    column: "site",
    shows: {},
  },
  buyerNumber: {
    label: { ko: "고객 사업자등록번호", en: "Customer's business registration no." },
    input: { kind: "text", max: 12, check: "businessNumber", placeholder: "123-45-67890" },
    editor: ["change"],
    column: "buyer_number",
    shows: {
      "statement-buyer": { label: { ko: "등록번호", en: "Business registration no." } },
      xlsx: {
        label: { ko: "공급받는자 등록번호", en: "Buyer's business registration no." },
      },
    },
  },
  // The 거래명세서's buyer block as the form has it (등록번호, 상호, 성명, 사업장 주소: ko-89 8).
  buyerCeo: {
    label: { ko: "고객 대표자 성명", en: "Customer's representative" },
    input: { kind: "text", max: 60 },
    editor: ["change"],
    column: "buyer_ceo",
    shows: {
      "statement-buyer-after": { label: { ko: "성명", en: "Representative" } },
    },
  },
  buyerAddress: {
    label: { ko: "고객 사업장 주소", en: "Customer's business address" },
    input: { kind: "text", max: 200 },
    editor: ["change"],
    column: "buyer_address",
    shows: {
      "statement-buyer-after": { label: { ko: "사업장 주소", en: "Business address" } },
    },
  },
} as const satisfies Record<string, OrderFieldSpec>;

/** A delivery's fields (each line's quantity and serials are the delivery form's own). */
export const DELIVERY_FIELD_SPECS = {
  deliveredOn: {
    label: { ko: "납품일", en: "Delivery date" },
    input: { kind: "day", required: true },
    column: "delivered_on",
    shows: {
      statement: { label: { ko: "거래일", en: "Delivery date" } },
      xlsx: { label: { ko: "거래일", en: "Delivery date" } },
    },
  },
  // Given to the units the delivery's serials become, not kept with the delivery.
  industry: {
    label: { ko: "산업 분야", en: "Industry" },
    input: {
      kind: "choice",
      options: INDUSTRIES,
      fallback: "general",
    },
    shows: {},
  },
} as const satisfies Record<string, DeliveryFieldSpec>;

export type OrderField = keyof typeof ORDER_FIELD_SPECS;
export type DeliveryField = keyof typeof DELIVERY_FIELD_SPECS;
export type OrderSource = (typeof SOURCES)[number];

/** The fields in order. */
export const ORDER_FIELDS = Object.keys(ORDER_FIELD_SPECS) as OrderField[];
export const DELIVERY_FIELDS = Object.keys(DELIVERY_FIELD_SPECS) as DeliveryField[];

/** A field's spec, as the wide type (a field may lack a hint or a name). */
export const orderFieldSpec = (field: OrderField): OrderFieldSpec => ORDER_FIELD_SPECS[field];
export const deliveryFieldSpec = (field: DeliveryField): DeliveryFieldSpec =>
  DELIVERY_FIELD_SPECS[field];

/** The field's name in a form. */
export const orderFieldName = (field: OrderField): string => orderFieldSpec(field).name ?? field;

/** An order's field's value: a choice's option, else text. */
export type OrderFieldValue<F extends OrderField> = (typeof ORDER_FIELD_SPECS)[F]["input"] extends {
  options: readonly (infer O)[];
}
  ? O
  : string;
export type OrderFieldValues = { [F in OrderField]: OrderFieldValue<F> };

/** The fields a form takes, by the form. */
export type OrderFieldOf<Form extends OrderForm> = {
  [F in OrderField]: Form extends (typeof ORDER_FIELD_SPECS)[F]["editor"][number] ? F : never;
}[OrderField];
export const orderFieldsOf = (form: OrderForm): OrderField[] =>
  ORDER_FIELDS.filter((field) => orderFieldSpec(field).editor.includes(form));

/** The text fields: every field but a choice. */
export type OrderTextField = {
  [F in OrderField]: (typeof ORDER_FIELD_SPECS)[F]["input"] extends { kind: "choice" } ? never : F;
}[OrderField];

/** A field's label in `lang`. */
export const orderFieldLabel = (lang: "ko" | "en", field: OrderField): string =>
  ORDER_FIELD_SPECS[field].label[lang];
export const deliveryFieldLabel = (lang: "ko" | "en", field: DeliveryField): string =>
  DELIVERY_FIELD_SPECS[field].label[lang];

/** A choice's option in `lang`, where the spec has its words. */
export function optionWord(input: FieldInput, value: string, lang: "ko" | "en") {
  return input.kind === "choice" ? input.words?.[value]?.[lang] : undefined;
}

/** The fields that show at `place`, in order. */
export const orderFieldsAt = (place: OrderFieldPlace): OrderField[] =>
  ORDER_FIELDS.filter((field) => orderFieldSpec(field).shows[place]);
export const deliveryFieldsAt = (place: DeliveryFieldPlace): DeliveryField[] =>
  DELIVERY_FIELDS.filter((field) => deliveryFieldSpec(field).shows[place]);

/** A field's heading at `place`: the words it is printed under there. */
export const orderFieldHeading = (place: OrderFieldPlace, field: OrderField, lang: "ko" | "en") =>
  (orderFieldSpec(field).shows[place]?.label ?? orderFieldSpec(field).label)[lang];
export const deliveryFieldHeading = (
  place: DeliveryFieldPlace,
  field: DeliveryField,
  lang: "ko" | "en",
) => (deliveryFieldSpec(field).shows[place]?.label ?? deliveryFieldSpec(field).label)[lang];

/** A value as a place says it: a choice in its words, a day as `day` writes it. */
function said(input: FieldInput, value: string, lang: "ko" | "en", day: (value: string) => string) {
  if (input.kind === "day") return day(value);
  return optionWord(input, value, lang) ?? value;
}

const asTyped = (value: string) => value;

/**
 * What an order shows at `place`, in order, as label and value: the fields with a value, or the
 * words said there for none. A choice is said in its words, a day as `day` writes it.
 */
export function orderFieldsShown(
  place: OrderFieldPlace,
  values: Partial<Record<OrderField, string>>,
  lang: "ko" | "en",
  day = asTyped,
): { field: OrderField; label: string; value: string }[] {
  // The form's rows, an empty one said in the place's words for none, or left out.
  return orderFormRows(place, values, lang, day).flatMap((row) => {
    const value = row.value || orderFieldSpec(row.field).shows[place]?.empty?.[lang];
    return value ? [{ ...row, value }] : [];
  });
}

/**
 * A printed form's rows at `place` (the 거래명세서's blocks): every field, an empty one as an
 * empty row, a line the buyer's accountant expects and fills by hand.
 */
export function orderFormRows(
  place: OrderFieldPlace,
  values: Partial<Record<OrderField, string>>,
  lang: "ko" | "en",
  day = asTyped,
): { field: OrderField; label: string; value: string }[] {
  return orderFieldsAt(place).map((field) => {
    const raw = values[field]?.trim() ?? "";
    const value = raw ? said(orderFieldSpec(field).input, raw, lang, day) : "";
    return { field, label: orderFieldHeading(place, field, lang), value };
  });
}

/** What a delivery shows at `place`, as orderFieldsShown. */
export function deliveryFieldsShown(
  place: DeliveryFieldPlace,
  values: Partial<Record<DeliveryField, string>>,
  lang: "ko" | "en",
  day = asTyped,
): { field: DeliveryField; label: string; value: string }[] {
  return deliveryFieldsAt(place).flatMap((field) => {
    const spec = deliveryFieldSpec(field);
    const raw = values[field]?.trim() ?? "";
    const value = raw ? said(spec.input, raw, lang, day) : spec.shows[place]?.empty?.[lang];
    return value ? [{ field, label: deliveryFieldHeading(place, field, lang), value }] : [];
  });
}
