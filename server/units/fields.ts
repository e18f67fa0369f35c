/**
 * A delivered unit's fields, each declared once (issue 82 item 9): its label and hint in both
 * languages, what may be typed in it, and where it shows. The editor's form, the form's and the
 * spreadsheet's reading, the template's columns, the staff page, the unit's public page and the
 * plant's list (plan.xlsx) all read this list; docs/development.md, "How to add a field to a
 * delivered unit", is the recipe.
 *
 * A field without `column` is kept in the unit's `details` (a JSON object in its row): a new one
 * needs no migration. A field with one is read by other features by name (the plant's matching,
 * the references, the serial's year), so its reading stays in units.server.ts.
 */

type Words = { ko: string; en: string };

/** Where a field shows, besides the editor's form and the spreadsheet (every field is in both). */
export type UnitFieldPlace =
  /** The unit's public page (/u/{token}), under "recorded for this unit", before its product. */
  | "unit-page"
  /** The plant's list of units: on its page under the product, and in plan.xlsx a column each. */
  | "plant-list";

export interface UnitFieldSpec {
  label: Words;
  /** Under the field in the editor; absent for a field whose label says it all. */
  hint?: Words;
  /** Text of at most `max` characters, one line; a day (YYYY-MM-DD); a yes or no. */
  input: { kind: "text"; max: number; required?: true } | { kind: "day" } | { kind: "yes" };
  /** Shown in the unit's editor (every field but the consent, which has its own form). */
  editor: boolean;
  /** Its column in the units table; absent: kept in the unit's details. */
  column?: string;
  shows: readonly UnitFieldPlace[];
}

/** In the editor's and the template's order. */
export const UNIT_FIELD_SPECS = {
  product: {
    label: { ko: "제품 코드", en: "Product code" },
    hint: {
      ko: "카탈로그의 제품 코드. 예: 480-035",
      en: "The code in the catalogue, e.g. 480-035",
    },
    input: { kind: "text", max: 40, required: true },
    editor: true,
    column: "product_id",
    shows: [],
  },
  tag: {
    label: { ko: "태그 번호", en: "Tag number" },
    hint: {
      ko: "고객사가 부여한 기기 번호(Tag No.). 예: P-101 흡입측",
      en: "The customer's equipment tag, e.g. P-101 inlet",
    },
    input: { kind: "text", max: 80 },
    editor: true,
    column: "tag",
    shows: [],
  },
  site: {
    label: { ko: "현장 이름", en: "Site name" },
    hint: { ko: "예: 화성 정수장 2공장", en: "e.g. Hwaseong water treatment plant 2" },
    input: { kind: "text", max: 120 },
    editor: true,
    column: "site",
    shows: [],
  },
  customer: {
    label: { ko: "고객사", en: "Customer" },
    hint: {
      ko: "회사 이름. 납품실적에는 아래에서 동의한 경우에만 나옵니다.",
      en: "The company. References name it only with the consent below.",
    },
    input: { kind: "text", max: 120 },
    editor: true,
    column: "customer",
    shows: [],
  },
  industry: {
    label: { ko: "산업 분야", en: "Industry" },
    input: { kind: "text", max: 40, required: true },
    editor: true,
    column: "industry",
    shows: [],
  },
  deliveredOn: {
    label: { ko: "납품일", en: "Delivery date" },
    hint: {
      ko: "제조번호의 연도가 됩니다. 비워 두면 올해 연도로 매깁니다.",
      en: "The serial number takes its year from this date. If left empty, the current year is used.",
    },
    input: { kind: "day" },
    editor: true,
    column: "delivered_on",
    shows: [],
  },
  inquiry: {
    label: { ko: "관련 문의 번호", en: "Inquiry reference" },
    hint: {
      ko: "예: HF-20261120-000042 (없으면 비움)",
      en: "e.g. HF-20261120-000042 (empty if none)",
    },
    input: { kind: "text", max: 40 },
    editor: true,
    column: "inquiry_ref",
    shows: [],
  },
  region: {
    label: { ko: "지역", en: "Region" },
    hint: {
      ko: "고객사 이름 대신 쓸 지역. 예: 경기",
      en: "Said instead of the customer's name, e.g. Gyeonggi",
    },
    input: { kind: "text", max: 80 },
    editor: true,
    column: "region",
    shows: [],
  },
  consent: {
    label: { ko: "이름 공개 동의", en: "May be named" },
    input: { kind: "yes" },
    editor: false,
    column: "name_consent",
    shows: [],
  },
  // Added after the first template, which still reads (columns by name, never by position).
  // What was delivered of the product's range (issue 79 item 5): the unit's page shows these
  // before the product's range, so a buyer orders the part of this unit, not of the series.
  size: {
    label: { ko: "호칭 구경", en: "Nominal size" },
    hint: { ko: "예: DN 150 (150A)", en: "e.g. DN 150" },
    input: { kind: "text", max: 40 },
    editor: true,
    shows: ["unit-page", "plant-list"],
  },
  material: {
    label: { ko: "재질", en: "Materials" },
    hint: {
      ko: "본체와 주요 부품의 재질. 예: 본체 회주철 GG20, 디스크 SCS13",
      en: "Of the body and main parts, e.g. body grey cast iron GG20, disc SCS13",
    },
    input: { kind: "text", max: 120 },
    editor: true,
    shows: ["unit-page", "plant-list"],
  },
  supply: {
    // Power or air: "전원" alone does not say air (ko-89 29, en-89 3).
    label: { ko: "전원 또는 공기압", en: "Power or air supply" },
    hint: {
      ko: "구동기의 전원 또는 공급 공기압. 예: AC 220 V 단상, 공기압 5.5 bar",
      en: "An actuator's power or air supply, e.g. 220 V AC single-phase",
    },
    input: { kind: "text", max: 80 },
    editor: true,
    shows: ["unit-page", "plant-list"],
  },
  options: {
    label: { ko: "옵션", en: "Options" },
    hint: { ko: "예: 리밋 스위치, 포지셔너", en: "e.g. limit switches, positioner" },
    input: { kind: "text", max: 200 },
    editor: true,
    shows: ["unit-page", "plant-list"],
  },
  // A pinch valve's sleeve, the part most often ordered again.
  elastomer: {
    label: { ko: "슬리브 재질", en: "Sleeve material" },
    hint: {
      ko: "핀치 밸브의 슬리브 재질 (선택). 예: EPDM. 예비 부품 요청 양식에 미리 채워집니다.",
      en: "A pinch valve's sleeve elastomer (optional), e.g. EPDM. The spare parts request form is filled in with it.",
    },
    input: { kind: "text", max: 40 },
    editor: true,
    column: "elastomer",
    shows: ["unit-page", "plant-list"],
  },
} as const satisfies Record<string, UnitFieldSpec>;

export type UnitField = keyof typeof UNIT_FIELD_SPECS;

/** The fields in order. */
export const UNIT_FIELDS = Object.keys(UNIT_FIELD_SPECS) as UnitField[];

/** A field's spec, as the wide type (a field may lack a hint or a column). */
export const unitFieldSpec = (field: UnitField): UnitFieldSpec => UNIT_FIELD_SPECS[field];

/** The fields kept in a unit's details: those without a column of their own. */
export type DetailField = {
  [F in UnitField]: (typeof UNIT_FIELD_SPECS)[F] extends { column: string } ? never : F;
}[UnitField];
export const isDetail = (field: UnitField): field is DetailField => !unitFieldSpec(field).column;
export const DETAIL_FIELDS = UNIT_FIELDS.filter(isDetail);

/** A row's details: the declared fields with a value (one no longer declared is kept unread). */
export function readDetails(json: string): Partial<Record<DetailField, string>> {
  const kept = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(
    DETAIL_FIELDS.flatMap((field) =>
      typeof kept[field] === "string" && kept[field] ? [[field, kept[field]]] : [],
    ),
  );
}

/** Details as a row keeps them: only fields with a value, in the declared order. */
export function detailsJson(details: Partial<Record<DetailField, string>> | undefined): string {
  return JSON.stringify(
    Object.fromEntries(DETAIL_FIELDS.flatMap((f) => (details?.[f] ? [[f, details[f]]] : []))),
  );
}

/** A field's label in `lang`. */
export const unitFieldLabel = (lang: "ko" | "en", field: UnitField): string =>
  UNIT_FIELD_SPECS[field].label[lang];

/** The fields that show at `place`, in order. */
export const unitFieldsAt = (place: UnitFieldPlace): UnitField[] =>
  UNIT_FIELDS.filter((field) => unitFieldSpec(field).shows.includes(place));

/**
 * What was recorded of a unit in `fields` (the fields of a place, or staff's own list), in
 * order, as label and value: those that have a value. `values` holds the unit's column fields
 * by name and its details.
 */
export function recordedAt(
  fields: UnitFieldPlace | readonly UnitField[],
  values: Partial<Record<UnitField, string>>,
  lang: "ko" | "en",
): { field: UnitField; label: string; value: string }[] {
  return (typeof fields === "string" ? unitFieldsAt(fields) : fields).flatMap((field) => {
    const value = values[field]?.trim();
    return value ? [{ field, label: unitFieldLabel(lang, field), value }] : [];
  });
}
