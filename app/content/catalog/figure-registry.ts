import { z } from "zod";
import type { Localized } from "../../i18n/localized";
import { bySizeText } from "./by-size-text";
import {
  flangeText,
  pressureRangeText,
  quantityText,
  ratingText,
  seriesTorque,
  sizeOfSeriesTorque,
  sizeRowText,
  tempText,
  timeText,
  torqueText,
  voltsText,
} from "./figures-text";
import {
  bySize,
  flangeSchema,
  num,
  ratingSchema,
  seriesSchema,
  sizeSchema,
  span,
  supplySchema,
  valveTempSchema,
  type BySize,
  type Rating,
} from "./figure-schema";

/**
 * The figure registry (docs/decisions/031-figure-registry.md): every product figure declared
 * once, as Payload declares a field. A figure is its schema leaf (below), its row in a product's
 * specification table (key, label, which kinds and products have it, how the row reads, its
 * compare cell) and the fields it is typed in (path under `figures.`, unit, input kind, bounds,
 * label, stale-text unit). The content schema, the editor's inputs, the form reader, the
 * spreadsheet's columns, every product's rows (the repository's too: the groups' builders write
 * none), compare and the stale-text check all read this file. Figures are written as text here
 * and in figures-text.ts, nowhere else.
 */

/**
 * The figures of one number each: their leaf in the content schema, by the kinds that have
 * them. A new such figure is its leaf here and its entry in `FIGURES` below.
 */
const VALVE_LEAVES = {
  actuatorSupplyBar: num.positive().optional(),
  maxDifferentialBar: num.positive().optional(),
  /** A figure by size: kg per DN (the PQVI's). */
  weightKgBySize: bySize(num.positive()).optional(),
};
const ACTUATOR_LEAVES = {
  /** Per model; absent where only the series' figures are stated. */
  maxTorqueNm: num.positive().optional(),
  /** 90° operating time in seconds at 50 Hz. */
  time90s: num.positive().optional(),
};
/** Figures a valve and an actuator both have (one figure, one row label, one compare row). */
const SHARED_LEAVES = {};

/** A product's figures as typed numbers: what the tables, cards and finders read. */
export const productFiguresSchema = z.discriminatedUnion("kind", [
  z.strictObject({
    kind: z.literal("valve"),
    type: z.enum(["butterfly", "ball", "pinch"]),
    size: sizeSchema.optional(),
    ratings: z.array(ratingSchema).min(1),
    tempC: valveTempSchema,
    /** Pinch valves: the temperature is the sleeve elastomer's. */
    sleeve: z.literal(true).optional(),
    ...VALVE_LEAVES,
    ...SHARED_LEAVES,
  }),
  z.strictObject({
    kind: z.literal("actuator"),
    drive: z.enum(["electric", "pneumatic", "hydraulic", "pneumatic-motor"]),
    series: seriesSchema.optional(),
    flanges: z.array(flangeSchema).min(1).optional(),
    supply: supplySchema,
    tempC: span.optional(),
    ...ACTUATOR_LEAVES,
    ...SHARED_LEAVES,
  }),
]);
export type ProductFigures = z.infer<typeof productFiguresSchema>;
export type ValveFigures = Extract<ProductFigures, { kind: "valve" }>;
export type ActuatorFigures = Extract<ProductFigures, { kind: "actuator" }>;

/** A figure's unit: what its header shows and the spellings a cell may carry after its number. */
export interface Unit {
  symbol: string;
  /** Lowercase, without spaces or dots, after Unicode NFKC (so "℃" is "°c"). */
  spellings: string[];
  /** Written out on a Korean screen, where the symbol is no SI or catalogue symbol. */
  korean?: string;
  /**
   * How a product's free text writes a number in this unit, for the stale-text check
   * (app/admin/content/catalogue/stale-texts.ts): a key of `STALE_PATTERNS`, so a unit whose
   * pattern is missing does not compile.
   */
  stale: StaleUnit;
}

/** How a free text writes a number in a unit: a word after it ("200 °C") or before ("DN 50"). */
export type StalePattern =
  { suffix: RegExp; prefix?: RegExp } | { prefix: RegExp; suffix?: RegExp };

/** Each unit's writing in a free text, by the name the stale-text check reports it under. */
export const STALE_PATTERNS = {
  C: { suffix: /^\s*(?:°\s*C|℃|도)/ },
  bar: { suffix: /^\s*barg?(?![a-z])/i },
  psi: { suffix: /^\s*psi(?![a-z])/i },
  Nm: { suffix: /^\s*(?:N\s*[·.]?\s*m)(?![a-z])/ },
  s: { suffix: /^\s*(?:s(?![a-zA-Z])|sec(?:onds?)?(?![a-z])|초)/ },
  V: { suffix: /^\s*V(?:AC|DC)?(?![a-zA-Z])/ },
  Hz: { suffix: /^\s*Hz(?![a-zA-Z])/ },
  in: { suffix: /^\s*(?:in(?![a-zA-Z])|inch|인치|["″])/ },
  // The A size a Korean page writes beside a DN, the same number: "DN 50 (50A)", "(40~200A)".
  DN: { prefix: /(?<![A-Za-z])DN\s*$/, suffix: /^A(?![A-Za-z])/ },
  PN: { prefix: /(?<![A-Za-z])PN\s*$/ },
  kilogram: { suffix: /^\s*kg(?![a-z])/i },
  ANSI: { prefix: /(?<![A-Za-z])(?:ANSI(?:\s*Class)?|Class)\s*$/i },
} satisfies Record<string, StalePattern>;
/** How a figure is written in a text: by its unit's name in `STALE_PATTERNS`. */
export type StaleUnit = keyof typeof STALE_PATTERNS;

export const UNITS = {
  celsius: { symbol: "°C", spellings: ["°c", "c", "degc"], stale: "C" },
  bar: { symbol: "bar", spellings: ["bar"], stale: "bar" },
  psi: { symbol: "psi", spellings: ["psi"], stale: "psi" },
  nm: { symbol: "N·m", spellings: ["nm", "n·m", "n-m"], stale: "Nm" },
  volt: { symbol: "V", spellings: ["v", "vac"], stale: "V" },
  hertz: { symbol: "Hz", spellings: ["hz"], stale: "Hz" },
  second: { symbol: "s", spellings: ["s", "sec", "초"], stale: "s" },
  dn: { symbol: "DN", spellings: ["dn"], stale: "DN" },
  pn: { symbol: "PN", spellings: ["pn"], stale: "PN" },
  ansi: {
    symbol: "Class",
    spellings: ["class", "cl", "ansi", "#", "lb"],
    korean: "클래스",
    stale: "ANSI",
  },
  inch: { symbol: "in", spellings: ['"', "″", "in", "inch", "인치"], korean: "인치", stale: "in" },
  kilogram: { symbol: "kg", spellings: ["kg"], stale: "kilogram" },
} satisfies Record<string, Unit>;
export type UnitKey = keyof typeof UNITS;

/**
 * How a field is typed and read: one number, one whole number, numbers separated by "/", a
 * pipe size in inches ("1-1/4", a text), ISO 5211 flanges ("F05/F07"), a name, a tick.
 */
export type FigureInput = "decimal" | "whole" | "list" | "size" | "flanges" | "text" | "flag";

/**
 * What the content schema accepts in a field beyond its input kind: any finite number, above
 * zero, a whole number above zero, a standard size or rating (ISO 6708 DN, NPS, EN 1333 PN,
 * ASME B16.34 classes, ISO 5211 flanges).
 */
export type Bounds =
  "any" | "positive" | "whole-positive" | "dn" | "nps" | "pn" | "ansi" | "flange" | "text" | "true";

export type FigureKind = ProductFigures["kind"];
/** A valve's type or an actuator's drive: what decides which fields its editor shows. */
export type Variant = ValveFigures["type"] | ActuatorFigures["drive"];

export interface FigureField {
  /** Only for products of these kinds (a figure several kinds have, a field only one has). */
  kinds?: FigureKind[];
  /** Its path under `figures.`, `#` for a place in a list: "ratings.#.points.#.bar". */
  path: string;
  /** A rating's field: the rating system it belongs to. */
  system?: Rating["system"];
  unit?: UnitKey;
  input: FigureInput;
  bounds: Bounds;
  /** What the editor's label, an error and the spreadsheet's header call it. */
  label: Localized;
  /** One end of a range: "Nominal size DN: Minimum". */
  end?: "min" | "max";
  /** Named after its group first: "Single-phase supply: Voltage minimum (V)". */
  prefix?: Localized;
  hint?: Localized;
  /** Only for these types or drives in the editor (the form and the sheet read it for all). */
  variants?: Variant[];
  /** How a text states it when not by its unit: `word` (a name, a flange), `none`. */
  stale?: "word" | "none";
}

/** A part of a figure's place in the editor: a group of fields, or a line of words before. */
export interface EditorBlock {
  /** Only for products of these kinds. */
  kinds?: FigureKind[];
  /** A fieldset with this legend; without one, the fields stand alone. */
  legend?: Localized;
  /** The block's anchor, where errors of the figure's whole object are linked to. */
  id?: string;
  hint?: Localized;
  variants?: Variant[];
  /** Each line one field, or fields side by side. */
  lines: (FigureField | FigureField[])[];
}

/** A cell of the compare table: a value, or "ask us" with what is known instead. */
export type CompareCell = string | { ask: string };
/** The compare table's words, as app/i18n has them (`comparerow.*`). */
export type CompareWord = "notAvailable";
export interface CompareContext {
  lang: "ko" | "en";
  word: (key: CompareWord) => string;
  /** A repository product: what it does not state, the repository says it lacks. */
  repository: boolean;
}

/** The figures' keys: what a specification row made from one names (`figure: "temp"`). */
export const FIGURE_KEYS = [
  "torque",
  "seriesTorque",
  "flanges",
  "time",
  "singlePhase",
  "threePhase",
  "supply",
  "size",
  "rating",
  "temp",
  "weightBySize",
  "actuatorSupply",
  "maxDifferential",
] as const;
export type FigureKey = (typeof FIGURE_KEYS)[number];

export interface Figure<F extends ProductFigures = ProductFigures> {
  key: FigureKey;
  /** The kinds of product that have it: a valve's weight and an actuator's are one figure. */
  kinds: FigureKind[];
  /** Only for these types or drives (its row, and its fields in the editor). */
  variants?: Variant[];
  /** Its specification row's label. */
  label: Localized;
  /** Its row's label for a type or drive that names it otherwise (a pinch valve's pressure). */
  labels?: Partial<Record<Variant, Localized>>;
  /** Its specification row's text, undefined when the figure is empty (no row). */
  row: (figures: F) => Localized | undefined;
  /**
   * Its row in the compare table, which every figure has: labelled as its specification row,
   * each cell the row's own text, so a figure reads the same in both (issue 73). `row`: the
   * row's key (default: the figure's key; another figure's key puts it in that figure's row,
   * under its label); `numeric`: aligned as figures; `missing`: the cell
   * of a product without the row (default: ask us; undefined: the figure does not apply).
   */
  compare?: {
    row?: string;
    /** The row's label when the products it holds name the figure two ways (temperature). */
    label?: Localized;
    numeric?: true;
    missing?: (figures: F, context: CompareContext) => CompareCell | undefined;
  };
  editor: EditorBlock[];
}

const L = (ko: string, en: string): Localized => ({ ko, en });
const field = (path: string, spec: Omit<FigureField, "path">): FigureField => ({ path, ...spec });
const ASK = { ask: "" };
const bar = (n: number): Localized => quantityText(n, UNITS.bar.symbol);

const valve = (figure: Figure<ValveFigures>) => figure as unknown as Figure;

/** A valve's figures that vary by size (`bySize` leaves), by their leaf's name. */
type BySizeLeaf = {
  [K in keyof ValveFigures]-?: NonNullable<ValveFigures[K]> extends BySize ? K : never;
}[keyof ValveFigures];

/**
 * A figure that varies by size (issue 73), whole from its leaf, unit and label: its row and its
 * compare cell one line of each size with its value ("DN 20 (20A): 1.2 kg, DN 25 (25A): 1.9 kg"),
 * its editor a fieldset of two lists, the sizes and their values in the same order.
 */
function bySizeFigure(spec: {
  key: FigureKey;
  leaf: BySizeLeaf;
  unit: UnitKey;
  label: Localized;
}): Figure {
  const { key, leaf, unit, label } = spec;
  const symbol = UNITS[unit].symbol;
  const text = (f: ValveFigures) => {
    const figure = f[leaf];
    return figure && bySizeText(figure, symbol);
  };
  return valve({
    key,
    kinds: ["valve"],
    label,
    row: text,
    editor: [
      {
        legend: label,
        lines: [
          [
            field(`${leaf}.dn`, {
              unit: "dn",
              input: "list",
              bounds: "dn",
              label: L("구경 DN (목록)", "Sizes, DN (list)"),
              prefix: label,
              hint: L("여러 개는 /로 나눕니다. 예: 20/25", "Separate several with /, e.g. 20/25"),
            }),
            field(`${leaf}.values`, {
              unit,
              input: "list",
              bounds: "positive",
              label: L(`구경별 값 (${symbol}, 목록)`, `Value per size (${symbol}, list)`),
              prefix: label,
              hint: L(
                "구경마다 하나씩, 구경과 같은 순서로 씁니다. 예: 1.2/1.9",
                "One per size, in the sizes' order, e.g. 1.2/1.9",
              ),
            }),
          ],
        ],
      },
    ],
  });
}
const actuator = (figure: Figure<ActuatorFigures>) => figure as unknown as Figure;

/** A mains supply's fields: voltage and frequency ranges. */
const volts = (phase: "singlePhase" | "threePhase", prefix: Localized): FigureField[] =>
  (
    [
      ["minV", "volt", L("전압 최소 (V)", "Voltage minimum (V)")],
      ["maxV", "volt", L("전압 최대 (V)", "Voltage maximum (V)")],
      ["minHz", "hertz", L("주파수 최소 (Hz)", "Frequency minimum (Hz)")],
      ["maxHz", "hertz", L("주파수 최대 (Hz)", "Frequency maximum (Hz)")],
    ] as const
  ).map(([leaf, unit, label]) =>
    field(`supply.${phase}.${leaf}`, {
      unit,
      input: "decimal",
      bounds: "any",
      label,
      prefix,
    }),
  );

const SINGLE = L("단상 전원", "Single-phase supply");
const THREE = L("삼상 전원", "Three-phase supply");
const TEMP_LEGEND = L("사용 온도 (°C)", "Operating temperature (°C)");
/** An actuator's temperature: the air around it, never its medium's (en 7). */
const AMBIENT = L("주위 온도", "Ambient temperature");
const tempMin = field("tempC.min", {
  unit: "celsius",
  input: "decimal",
  bounds: "any",
  label: L("사용 온도 최저 (°C)", "Minimum temperature (°C)"),
});
const tempMax = field("tempC.max", {
  unit: "celsius",
  input: "decimal",
  bounds: "any",
  label: L("사용 온도 최고 (°C)", "Maximum temperature (°C)"),
});

/** The pressure ratings' fields, by system (a valve has one or more ratings, each its system). */
export const RATING_FIELDS: FigureField[] = [
  field("ratings.#.values", {
    system: "PN",
    unit: "pn",
    input: "list",
    bounds: "pn",
    label: L("PN 등급", "PN ratings"),
    hint: L("여러 개는 /로 나눕니다. 예: 10/16", "Separate several with /, e.g. 10/16"),
  }),
  field("ratings.#.values", {
    system: "ANSI",
    unit: "ansi",
    input: "list",
    bounds: "ansi",
    label: L("ANSI 등급", "ANSI classes"),
    hint: L("여러 개는 /로 나눕니다. 예: 150/300", "Separate several with /, e.g. 150/300"),
  }),
  field("ratings.#.maxBar", {
    system: "ANSI",
    unit: "bar",
    input: "list",
    bounds: "positive",
    label: L("등급별 최대 압력 (bar)", "Maximum pressure per class (bar)"),
  }),
  field("ratings.#.min", {
    system: "bar",
    unit: "bar",
    input: "decimal",
    bounds: "positive",
    label: L("최소 압력 (bar)", "Minimum pressure (bar)"),
  }),
  field("ratings.#.max", {
    system: "bar",
    unit: "bar",
    input: "decimal",
    bounds: "positive",
    label: L("최대 압력 (bar)", "Maximum pressure (bar)"),
  }),
  field("ratings.#.psi", {
    system: "bar",
    unit: "psi",
    input: "decimal",
    bounds: "positive",
    label: L("최대 압력 (psi)", "Maximum pressure (psi)"),
  }),
  field("ratings.#.points.#.bar", {
    system: "bar-at",
    unit: "bar",
    input: "decimal",
    bounds: "positive",
    label: L("압력 (bar)", "Pressure (bar)"),
  }),
  field("ratings.#.points.#.atC", {
    system: "bar-at",
    unit: "celsius",
    input: "decimal",
    bounds: "any",
    label: L("온도 (°C)", "Temperature (°C)"),
  }),
  field("ratings.#.steps.#.pn", {
    system: "PN-by-size",
    unit: "pn",
    input: "whole",
    bounds: "whole-positive",
    label: L("PN", "PN"),
  }),
  field("ratings.#.steps.#.min", {
    system: "PN-by-size",
    unit: "inch",
    input: "size",
    bounds: "nps",
    label: L("구경 최소 (인치)", "Smallest size (inches)"),
  }),
  field("ratings.#.steps.#.max", {
    system: "PN-by-size",
    unit: "inch",
    input: "size",
    bounds: "nps",
    label: L("구경 최대 (인치)", "Largest size (inches)"),
  }),
];

/** The rating systems' names, as the editor's slots and the sheet's headers say them. */
export const RATING_SYSTEMS: Record<Rating["system"], Localized> = {
  PN: L("PN 등급", "PN ratings"),
  ANSI: L("ANSI 등급", "ANSI classes"),
  bar: L("최대 압력 (bar)", "Maximum pressure (bar)"),
  "bar-at": L("압력-온도 예", "Pressure-temperature examples"),
  "PN-by-size": L("구경별 PN", "PN by size"),
};

const seriesName = field("series.name", {
  input: "text",
  bounds: "text",
  label: L("시리즈 이름", "Series name"),
  stale: "word",
});

/**
 * Every figure, in the order of a product's rows (an actuator's, then a valve's; temperature is
 * both's). Adding one: its entry here and its values in the content (docs/development.md).
 */
export const FIGURES: Figure[] = [
  actuator({
    key: "torque",
    kinds: ["actuator"],
    label: L("최대 토크", "Maximum torque"),
    row: (f) => (f.maxTorqueNm === undefined ? undefined : torqueText(f.maxTorqueNm)),
    // Without its own torque, a size of a series says "ask us"; the series' row has its span.
    compare: { numeric: true },
    editor: [
      {
        lines: [
          field("maxTorqueNm", {
            unit: "nm",
            input: "decimal",
            bounds: "positive",
            label: L("최대 토크 (N·m)", "Maximum torque (N·m)"),
          }),
        ],
      },
    ],
  }),
  actuator({
    key: "seriesTorque",
    kinds: ["actuator"],
    label: L("출력 토크", "Output torque"),
    // One size of a series of sizes states no torque of its own: the row says to ask.
    row: (f) =>
      f.series
        ? f.series.sizes
          ? sizeOfSeriesTorque(f.series)
          : seriesTorque(f.series)
        : undefined,
    // One concept with the model's own torque: the same compare row, "maximum torque", which
    // shows the series' span where a model states none. A model stated by its own torque
    // belongs to no series: its own figure fills the row.
    compare: { row: "torque", missing: () => undefined },
    editor: [
      {
        legend: L("시리즈", "Series"),
        hint: L(
          "모델별 수치 없이 시리즈 수치만 밝힐 때 씁니다.",
          "For a product stated only by its series' figures.",
        ),
        lines: [
          seriesName,
          [
            field("series.torqueNm.min", {
              unit: "nm",
              input: "decimal",
              bounds: "positive",
              label: L("시리즈 토크 최소 (N·m)", "Series torque minimum (N·m)"),
            }),
            field("series.torqueNm.max", {
              unit: "nm",
              input: "decimal",
              bounds: "positive",
              label: L("시리즈 토크 최대 (N·m)", "Series torque maximum (N·m)"),
            }),
          ],
          field("series.sizes", {
            input: "whole",
            bounds: "whole-positive",
            label: L("시리즈 사이즈 수", "Number of sizes in the series"),
            stale: "none",
          }),
        ],
      },
    ],
  }),
  actuator({
    key: "flanges",
    kinds: ["actuator"],
    label: L("출력 플랜지", "Output flange"),
    row: (f) => (f.flanges?.length ? flangeText(f) : undefined),
    compare: { row: "flange" },
    editor: [
      {
        lines: [
          field("flanges", {
            input: "flanges",
            bounds: "flange",
            label: L("출력 플랜지 (ISO 5211)", "Output flanges (ISO 5211)"),
            hint: L("F05/F07/F10/F12/F14", "F05/F07/F10/F12/F14"),
            stale: "word",
          }),
        ],
      },
    ],
  }),
  actuator({
    key: "time",
    kinds: ["actuator"],
    label: L("90° 동작 시간 (50 Hz)", "90° operating time (50 Hz)"),
    row: (f) => (f.time90s === undefined ? undefined : timeText(f.time90s)),
    // Timed on a 50 Hz mains supply: an air or oil drive without the figure has no such row.
    compare: { numeric: true, missing: (f) => (f.drive === "electric" ? ASK : undefined) },
    editor: [
      {
        lines: [
          field("time90s", {
            unit: "second",
            input: "decimal",
            bounds: "positive",
            label: L("90° 동작 시간 (s, 50 Hz)", "90° operating time (s, 50 Hz)"),
          }),
        ],
      },
      // Said once before the supplies, whichever the drive has.
      {
        id: "f-figures-supply",
        hint: L(
          "공급 전원 또는 공급 압력을 하나 이상 씁니다.",
          "Give at least one supply (mains or pressure).",
        ),
        lines: [],
      },
    ],
  }),
  actuator({
    key: "singlePhase",
    kinds: ["actuator"],
    variants: ["electric"],
    label: SINGLE,
    row: (f) => f.supply.singlePhase && voltsText(f.supply.singlePhase),
    editor: [{ legend: SINGLE, lines: [volts("singlePhase", SINGLE)] }],
  }),
  actuator({
    key: "threePhase",
    kinds: ["actuator"],
    variants: ["electric"],
    label: THREE,
    row: (f) => f.supply.threePhase && voltsText(f.supply.threePhase),
    compare: {
      // The repository states it: the smallest 480 models have no three-phase version. A
      // product staff added without one may just not say: ask us.
      missing: (_f, { word, repository }) => (repository ? word("notAvailable") : ASK),
    },
    editor: [{ legend: THREE, lines: [volts("threePhase", THREE)] }],
  }),
  actuator({
    key: "supply",
    kinds: ["actuator"],
    // An electric drive is fed by a mains supply, the others by air or oil.
    variants: ["pneumatic", "hydraulic", "pneumatic-motor"],
    label: L("공급 압력", "Supply pressure"),
    row: (f) => {
      const pressure = f.supply.hydraulic ?? f.supply.air;
      return pressure && pressureRangeText(pressure);
    },
    compare: { row: "supplyPressure", numeric: true },
    editor: [
      {
        legend: L("공기 공급 압력", "Air supply"),
        variants: ["pneumatic", "pneumatic-motor"],
        lines: [
          (
            [
              ["min", "bar", L("공기 압력 최소 (bar)", "Air pressure minimum (bar)")],
              ["max", "bar", L("공기 압력 최대 (bar)", "Air pressure maximum (bar)")],
              ["minPsi", "psi", L("공기 압력 최소 (psi)", "Air pressure minimum (psi)")],
              ["maxPsi", "psi", L("공기 압력 최대 (psi)", "Air pressure maximum (psi)")],
            ] as const
          ).map(([leaf, unit, label]) =>
            field(`supply.air.${leaf}`, { unit, input: "decimal", bounds: "any", label }),
          ),
        ],
      },
      {
        legend: L("유압 공급 압력", "Hydraulic supply"),
        variants: ["hydraulic"],
        lines: [
          [
            field("supply.hydraulic.min", {
              unit: "bar",
              input: "decimal",
              bounds: "any",
              label: L("유압 최소 (bar)", "Hydraulic pressure minimum (bar)"),
            }),
            field("supply.hydraulic.max", {
              unit: "bar",
              input: "decimal",
              bounds: "any",
              label: L("유압 최대 (bar)", "Hydraulic pressure maximum (bar)"),
            }),
          ],
        ],
      },
    ],
  }),
  valve({
    key: "size",
    kinds: ["valve"],
    label: L("호칭 구경", "Nominal size"),
    row: (f) => sizeRowText(f),
    compare: { numeric: true },
    editor: [
      {
        id: "f-figures-size",
        legend: L("호칭 구경", "Nominal size"),
        hint: L(
          "DN 범위 또는 인치 범위 가운데 하나만 씁니다.",
          "Give either a DN range or an inch range.",
        ),
        lines: [
          (["min", "max"] as const).map((end) =>
            field(`size.dn.${end}`, {
              unit: "dn",
              input: "whole",
              bounds: "dn",
              label: L("호칭 구경 DN", "Nominal size DN"),
              end,
            }),
          ),
          field("size.only", {
            unit: "dn",
            input: "list",
            bounds: "dn",
            label: L("생산 구경 DN (목록)", "Sizes made, DN (list)"),
            hint: L(
              "범위 안에서 만드는 구경만 있을 때 씁니다. 예: 40/50/65",
              "Only when just some sizes of the range are made, e.g. 40/50/65",
            ),
          }),
          (["min", "max"] as const).map((end) =>
            field(`size.inch.${end}`, {
              unit: "inch",
              input: "size",
              bounds: "nps",
              label: L("호칭 구경 NPS (인치)", "Nominal size NPS (inches)"),
              end,
            }),
          ),
        ],
      },
    ],
  }),
  valve({
    key: "rating",
    kinds: ["valve"],
    label: L("압력 등급", "Pressure rating"),
    labels: { pinch: L("최대 사용 압력", "Max. operating pressure") },
    row: (f) => (f.ratings.length ? ratingText(f) : undefined),
    // A pinch valve states its maximum operating pressure, not a rating: compare's one row says
    // so, as its product page does (ko 13), like temperature's.
    compare: {
      label: L(
        "압력 등급 (핀치 밸브: 최대 사용 압력)",
        "Pressure rating (pinch valves: max. operating pressure)",
      ),
    },
    // Drawn by the editor slot by slot, one per rating and one empty per common system.
    editor: [{ lines: RATING_FIELDS }],
  }),
  {
    key: "temp",
    kinds: ["valve", "actuator"],
    // A valve's is its medium's; an actuator's is the air around it (style sheet, en 7).
    label: L("사용 온도", "Operating temperature"),
    labels: {
      electric: AMBIENT,
      pneumatic: AMBIENT,
      hydraulic: AMBIENT,
      "pneumatic-motor": AMBIENT,
    },
    row: (f) =>
      f.kind === "valve"
        ? f.tempC.max === undefined
          ? undefined
          : tempText(f.tempC, "spec", f.sleeve)
        : f.tempC && tempText(f.tempC, "spec"),
    compare: {
      numeric: true,
      label: L("사용 온도 (액추에이터: 주위 온도)", "Operating temperature (actuators: ambient)"),
    },
    editor: [
      {
        legend: TEMP_LEGEND,
        kinds: ["valve"],
        lines: [
          [tempMin, tempMax],
          field("tempC.extendedMax", {
            unit: "celsius",
            input: "decimal",
            bounds: "any",
            label: L("확장 사양 최고 온도 (°C)", "Extended maximum temperature (°C)"),
          }),
          field("sleeve", {
            input: "flag",
            bounds: "true",
            label: L("사용 온도는 슬리브 재질을 따름", "The temperature is the sleeve material's"),
            variants: ["pinch"],
            stale: "none",
          }),
        ],
      },
      // An actuator's temperature is a range only.
      {
        legend: L("주위 온도 (°C)", "Ambient temperature (°C)"),
        kinds: ["actuator"],
        lines: [[tempMin, tempMax]],
      },
    ],
  },
  valve({
    key: "actuatorSupply",
    kinds: ["valve"],
    label: L("액추에이터 공급 압력", "Actuator supply pressure"),
    row: (f) => (f.actuatorSupplyBar === undefined ? undefined : bar(f.actuatorSupplyBar)),
    compare: { numeric: true, missing: () => undefined },
    editor: [
      {
        lines: [
          field("actuatorSupplyBar", {
            unit: "bar",
            input: "decimal",
            bounds: "positive",
            label: L("액추에이터 공급 압력 (bar)", "Actuator supply pressure (bar)"),
          }),
        ],
      },
    ],
  }),
  valve({
    key: "maxDifferential",
    kinds: ["valve"],
    label: L("최대 차압", "Max. differential pressure"),
    row: (f) => (f.maxDifferentialBar === undefined ? undefined : bar(f.maxDifferentialBar)),
    compare: { row: "maxDiff", numeric: true, missing: () => undefined },
    editor: [
      {
        lines: [
          field("maxDifferentialBar", {
            unit: "bar",
            input: "decimal",
            bounds: "positive",
            label: L("최대 차압 (bar)", "Maximum differential pressure (bar)"),
          }),
        ],
      },
    ],
  }),
  bySizeFigure({
    key: "weightBySize",
    leaf: "weightKgBySize",
    unit: "kilogram",
    label: L("구경별 중량", "Weight by size"),
  }),
];

/**
 * The objects a kind's figures always have, even with every field empty: a valve's ratings and
 * temperature (required: asked for at their fields), an actuator's supply (one is required).
 */
export const KEPT_EMPTY: Record<FigureKind, string[]> = {
  valve: ["ratings", "tempC"],
  actuator: ["supply"],
};

/** A kind's figures, in its rows' order. */
export function figuresOfKind(kind: FigureKind): Figure[] {
  return FIGURES.filter((f) => f.kinds.includes(kind));
}

export const variantOf = (figures: ProductFigures): Variant =>
  figures.kind === "valve" ? figures.type : figures.drive;

const applies = (
  { variants, kinds }: { variants?: Variant[]; kinds?: FigureKind[] },
  figures: ProductFigures,
) =>
  (!variants || variants.includes(variantOf(figures))) && (!kinds || kinds.includes(figures.kind));

/** The figures a product of this kind and type or drive has: its rows, its editor's figures. */
export function productFigures(figures: ProductFigures): Figure[] {
  return figuresOfKind(figures.kind).filter((f) => applies(f, figures));
}

/** Whether a block or field is drawn for this product (its type or drive). */
export const shownFor = (
  item: { variants?: Variant[]; kinds?: FigureKind[] },
  figures: ProductFigures,
) => applies(item, figures);

/** A figure's fields, in the editor's order: a kind's only, given one. */
export const fieldsOf = (figure: Figure, kind?: FigureKind): FigureField[] =>
  figure.editor
    .filter((block) => !kind || !block.kinds || block.kinds.includes(kind))
    .flatMap((block) => block.lines.flat())
    .filter((field) => !kind || !field.kinds || field.kinds.includes(kind));

/** Every field a kind's figures are typed in, in the editor's order (ratings by system). */
export function kindFields(kind: FigureKind): FigureField[] {
  return figuresOfKind(kind).flatMap((figure) => fieldsOf(figure, kind));
}

const ALL_FIELDS = [...new Set(FIGURES.flatMap((figure) => fieldsOf(figure)))];

/** The words for a range's ends, beside a field's label. */
export const END_WORDS: Record<"min" | "max", Localized> = {
  min: L("최소", "Minimum"),
  max: L("최대", "Maximum"),
};

/** A field's name in errors and the sheet's headers: "Single-phase supply · Voltage minimum (V)". */
export const fieldName = (field: FigureField, lang: "ko" | "en"): string =>
  field.prefix ? `${field.prefix[lang]} · ${field.label[lang]}` : field.label[lang];

/** A field's label in the editor: "Nominal size DN: Minimum", "Single-phase supply: …". */
export const fieldLabel = (field: FigureField, lang: "ko" | "en"): string =>
  field.prefix
    ? `${field.prefix[lang]}: ${field.label[lang]}`
    : field.end
      ? `${field.label[lang]}: ${END_WORDS[field.end][lang]}`
      : field.label[lang];

/** A path with its list places as `#`: "ratings.0.points.1.bar" is "ratings.#.points.#.bar". */
export const generalPath = (path: string) => path.replace(/\.\d+(?=\.|$)/g, ".#");

/**
 * The field at a path under `figures.` (or the editor's name `figures.…`), a rating's values by
 * its system (`ratings.0.values@ANSI`, or the `system` given); undefined for no one field.
 */
export function figureField(key: string, system?: Rating["system"]): FigureField | undefined {
  const [path, at] = key.replace(/^figures\./, "").split("@") as [string, Rating["system"]?];
  const general = generalPath(path);
  const matches = ALL_FIELDS.filter((f) => f.path === general);
  const wanted = at ?? system;
  // A rating's values are PN or ANSI classes: without its system, no one field.
  if (!wanted) return matches.length === 1 ? matches[0] : undefined;
  return matches.find((f) => !f.system || f.system === wanted);
}

export const isFigureKey = (key: string): key is FigureKey =>
  (FIGURE_KEYS as readonly string[]).includes(key);

/** The texts of the form a product's field is written in a product's own text, by its field. */
export function staleUnitOf(field: FigureField): StaleUnit | "word" | undefined {
  if (field.stale === "none") return undefined;
  if (field.stale === "word") return "word";
  return field.unit && (UNITS[field.unit] as Unit).stale;
}

/**
 * A figure's compare row: its key, its label and alignment, those of the figure whose row it is
 * (its own, or the one `compare.row` names: a series' torque shows in "maximum torque").
 */
export const compareRowOf = (figure: Figure) => {
  const key = figure.compare?.row ?? figure.key;
  const owner = FIGURES.find((f) => f.key === key) ?? figure;
  return { key, label: owner.compare?.label ?? owner.label, numeric: owner.compare?.numeric };
};

/**
 * A product's cell in a figure's compare row (and in its category's table by model): its
 * specification row's text, else what `compare.missing` says (ask us, or undefined: no cell).
 */
export function figureCell(
  figure: Figure,
  figures: ProductFigures,
  context: CompareContext,
): CompareCell | undefined {
  const text = figure.row(figures);
  if (text) return text[context.lang];
  return figure.compare?.missing ? figure.compare.missing(figures, context) : ASK;
}
