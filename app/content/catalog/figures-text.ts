import type { z } from "zod";
import type { Lang } from "../../i18n/lang";
import type { Localized } from "../../i18n/localized";
import type {
  Rating,
  seriesSchema,
  sizeSchema,
  supplySchema,
  valveTempSchema,
} from "./figure-schema";
import { NPS_TO_DN, npsOf, type Flange, type Nps } from "./sizes";

/*
 * The figures' shapes as this file reads them, from their parts (figure-schema.ts): the figure
 * registry, which joins the parts into a product's figures, is above this file.
 */
interface ValveFigures {
  kind: "valve";
  size?: z.infer<typeof sizeSchema>;
  ratings: Rating[];
  tempC: z.infer<typeof valveTempSchema>;
  sleeve?: true;
}
interface ActuatorFigures {
  kind: "actuator";
  maxTorqueNm?: number;
  series?: z.infer<typeof seriesSchema>;
  flanges?: Flange[];
  time90s?: number;
  supply: z.infer<typeof supplySchema>;
  tempC?: { min: number; max: number };
}
type ProductFigures = ValveFigures | ActuatorFigures;

/**
 * Figures as text, in both languages: the one way tables, specification rows, catalogue cards
 * and the finders write a figure of app/content/catalog/figures.server.ts, the figure registry's formatter. The rules (decision 031,
 * issue 59): torque in "N·m"; a range once with its unit after, Korean "25~18,500 N·m", English
 * "25–18,500 N·m" ("-20 to +100 °C" where an end has a sign or a hyphen); a count "2 × PG21";
 * a DN size "DN 50", on Korean pages with its A size, "DN 50 (50A)".
 */

const same = (text: string): Localized => ({ ko: text, en: text });
const both = (make: (lang: Lang) => string): Localized => ({ ko: make("ko"), en: make("en") });

/** The torque unit, newton metre with the middle dot (SI brochure, KS A ISO 80000-4). */
export const NM = "N·m";

/**
 * A range of two figures, unit left to the caller: Korean "25~18,500" (no spaces, as Korean
 * technical writing has it); English "25–18,500" (en dash), but "-20 to +100" and "1/2 to
 * 1-1/4" where an end carries a sign or a hyphen, which a dash beside would read as a minus.
 */
export function rangeText(lang: Lang, min: string | number, max: string | number): string {
  // Low to high, and a number with its thousands separated, whatever order the caller gives.
  const [low, high] =
    typeof min === "number" && typeof max === "number" && min > max ? [max, min] : [min, max];
  const [a, b] = [low, high].map((end) => (typeof end === "number" ? grouped(end) : end));
  if (lang === "ko") return `${a}~${b}`;
  return /[-+]/.test(`${a}${b}`) ? `${a} to ${b}` : `${a}–${b}`;
}

/** A count of things: "2 × PG21". */
export const countText = (count: number, what: string): string => `${count} × ${what}`;

/** One DN size: "DN 50", on Korean pages with its A size, "DN 50 (50A)" (the same number). */
export const dnText = (dn: number): Localized => ({ ko: `DN ${dn} (${dn}A)`, en: `DN ${dn}` });

/**
 * A DN size with its inch size where it has one, as the finder offers and answers it: "DN 50
 * (50A, 2 in)", "DN 50 (2 in)"; without one, as `dnText`.
 */
export const dnInchText = (dn: number): Localized => {
  const nps = npsOf(dn);
  return nps ? { ko: `DN ${dn} (${dn}A, ${nps} in)`, en: `DN ${dn} (${nps} in)` } : dnText(dn);
};

/** A temperature bound as the tables write it: "-20", "0", "+200". */
export const signed = (n: number): string => (n > 0 ? `+${n}` : String(n));
/** Thousands with a comma, as the catalogue writes them (18,500). */
export const grouped = (n: number): string => n.toLocaleString("en-US");

/**
 * A DN range: "DN 40~200 (40~200A)", "DN 40–200"; one size where both ends are one. A DN is a
 * designation, not a quantity: "DN 1200", never grouped.
 */
export const dnRangeText = (min: number, max: number): Localized => {
  if (min === max) return dnText(min);
  const span = (lang: Lang) => rangeText(lang, String(min), String(max));
  return { ko: `DN ${span("ko")} (${span("ko")}A)`, en: `DN ${span("en")}` };
};

/** An inch size range, on Korean pages with its A size: "1/4~2 in (8~50A)", "1/4–2 in". */
export const inchRangeText = (min: Nps, max: Nps): Localized => ({
  ko: `${rangeText("ko", min, max)} in (${aSize(min, max)})`,
  en: `${rangeText("en", min, max)} in`,
});

/** One inch size as a Korean page writes it, with its A size: "1 in (25A)". */
export const inchText = (nps: Nps): Localized => ({
  ko: `${nps} in (${NPS_TO_DN[nps]}A)`,
  en: `${nps} in`,
});

/** The A sizes (the DN numbers) of an inch range: "8~50A", one "50A" where both ends are one. */
const aSize = (min: Nps, max: Nps) =>
  min === max
    ? `${NPS_TO_DN[min]}A`
    : `${rangeText("ko", String(NPS_TO_DN[min]), String(NPS_TO_DN[max]))}A`;

/** The nominal size range; "n/a" where the content gives none. */
export function sizeText(figures: ValveFigures): Localized {
  const { size } = figures;
  if (!size) return { ko: "문의", en: "On request" };
  if ("dn" in size) {
    // Two sizes made are named alone, no range before them: "DN 20·25 (20·25A)".
    const [a, b, ...more] = size.only ?? [];
    if (a !== undefined && b !== undefined && !more.length)
      return { ko: `DN ${a}·${b} (${a}·${b}A)`, en: `DN ${a} and DN ${b}` };
    return dnRangeText(size.dn.min, size.dn.max);
  }
  return inchRangeText(size.inch.min as Nps, size.inch.max as Nps);
}

/**
 * A valve's size as its row reads (the registry's, the finder's answer): the range, and the
 * sizes made where only some of more than two are; undefined where the content gives none.
 */
export function sizeRowText(figures: ValveFigures): Localized | undefined {
  if (!figures.size) return undefined;
  const span = sizeText(figures);
  const only = "dn" in figures.size ? figures.size.only : undefined;
  // Two sizes made are named by sizeText alone, no range before them.
  if (!only?.length || only.length <= 2) return span;
  const made = (lang: Lang) => only.map((dn) => dnText(dn)[lang]).join(", ");
  return {
    ko: `${span.ko} (제작 구경: ${made("ko")})`,
    en: `${span.en} (available sizes: ${made("en")})`,
  };
}

function ratingGroupText(rating: Rating, figures: ValveFigures): Localized {
  switch (rating.system) {
    case "PN":
      return same(pnText(rating.values));
    case "ANSI": {
      const classes = `Class ${rating.values.join("/")}`;
      if (!rating.maxBar) return same(classes);
      const bars = rating.maxBar.join("/");
      return { ko: `${classes}, 최대 ${bars} bar`, en: `${classes}, max. ${bars} bar` };
    }
    case "bar":
      if (rating.psi !== undefined) return same(`${rating.max} bar (${rating.psi} psi)`);
      // A span of maxima is one per size, never a range of use.
      if (rating.min !== undefined)
        return {
          ko: `구경에 따라 ${rangeText("ko", rating.min, rating.max)} bar`,
          en: `${rangeText("en", rating.min, rating.max)} bar depending on size`,
        };
      return same(`${rating.max} bar`);
    case "bar-at":
      return {
        // The maker's points of the rating, stated as figures; other temperatures are asked.
        ko: `${rating.points.map((p) => `${p.atC} °C에서 ${p.bar} bar`).join(", ")} (그 밖의 온도는 문의)`,
        en: `${rating.points.map((p) => `${p.bar} bar at ${p.atC} °C`).join(", ")} (other temperatures: ask us)`,
      };
    case "PN-by-size": {
      const smallest = figures.size && "inch" in figures.size ? figures.size.inch.min : undefined;
      const steps = rating.steps.map((step): Localized => {
        const pn = `PN${step.pn}`;
        const [min, max] = [step.min as Nps, step.max as Nps];
        if (min === smallest && min !== max)
          return {
            ko: `${pn} (${max} in, ${aSize(max, max)} 이하)`,
            en: `${pn} (up to ${max} in)`,
          };
        // Inside the parenthesis, the A size after a comma: "PN30 (1-1/2~2-1/2 in, 40~65A)".
        const inches = (lang: Lang) => (min === max ? min : rangeText(lang, min, max));
        return {
          ko: `${pn} (${inches("ko")} in, ${aSize(min, max)})`,
          en: `${pn} (${inches("en")} in)`,
        };
      });
      return {
        ko: steps.map((s) => s.ko).join(", "),
        en: steps.map((s) => s.en).join(", "),
      };
    }
  }
}

/** Every pressure rating of a valve, in the order the content gives them. */
export function ratingText(figures: ValveFigures): Localized {
  const groups = figures.ratings.map((rating) => ratingGroupText(rating, figures));
  return {
    ko: groups.map((g) => g.ko).join(", "),
    en: groups.map((g) => g.en).join(" and "),
  };
}

/**
 * The temperature range. `cell`: for a table column that carries the unit ("-20 to +100");
 * `spec`: with the unit, for specification rows ("-20 to +100 °C", "Up to 600 °C").
 */
export function tempText(
  tempC: ValveFigures["tempC"],
  style: "cell" | "spec",
  sleeve?: boolean,
): Localized {
  const unit = style === "spec" ? " °C" : "";
  const { min, max, extendedMax } = tempC;
  if (min === undefined) {
    // A pinch valve's limit is its sleeve elastomer's: the row says so.
    const whose = sleeve
      ? { ko: " (슬리브 재질에 따름)", en: " (by sleeve material)" }
      : { ko: "", en: "" };
    return {
      ko: `최고 ${max}${unit}${whose.ko}`,
      en: `${style === "spec" ? "Up" : "up"} to ${max}${unit}${whose.en}`,
    };
  }
  const base = both((lang) => `${rangeText(lang, signed(min), signed(max))}${unit}`);
  if (extendedMax === undefined) return base;
  return {
    ko: `${base.ko} (확장 사양 최고 ${signed(extendedMax)}${unit})`,
    en: `${base.en} (up to ${signed(extendedMax)}${unit} extended)`,
  };
}

/** One number and its unit's symbol, grouped by thousands: "5.5 bar", "1,250 kg". */
export const quantityText = (n: number, symbol: string): Localized =>
  same(`${grouped(n)} ${symbol}`);
export const torqueText = (nm: number): Localized => same(`${grouped(nm)} ${NM}`);
export const flangeText = (figures: ActuatorFigures): Localized =>
  same(figures.flanges?.join("/") ?? "");
export const timeText = (seconds: number): Localized => ({
  ko: `${seconds}초`,
  en: `${seconds} s`,
});
export const voltsText = (v: { minV: number; maxV: number; minHz: number; maxHz: number }) =>
  both((lang) => `${rangeText(lang, v.minV, v.maxV)} V, ${hertzText(v.minHz, v.maxHz)} Hz`);

/** The mains frequencies a unit runs on are two values, never a range: "50/60 Hz". */
export const hertzText = (min: number, max: number) => (min === max ? `${min}` : `${min}/${max}`);

/** PN ratings one way: "PN16", "PN10/16" (lowest first). */
export const pnText = (values: number[]): string =>
  `PN${[...values].sort((a, b) => a - b).join("/")}`;

/** A short pressure figure for a card: the PN span where the rating depends on the size. */
function cardRating(figures: ValveFigures): Localized | undefined {
  const [first] = figures.ratings;
  if (first?.system === "bar-at") return undefined;
  if (first?.system === "PN-by-size") {
    const pns = first.steps.map((s) => s.pn);
    return both((lang) => `PN${rangeText(lang, Math.min(...pns), Math.max(...pns))}`);
  }
  return ratingText(figures);
}

/** A torque range: "25~18,500 N·m", "25–18,500 N·m". */
export const torqueRangeText = (min: number, max: number): Localized =>
  both((lang) => `${rangeText(lang, grouped(min), grouped(max))} ${NM}`);

/**
 * The torque row of one size of a series of sizes, whose own torque is not stated: that it is
 * asked for, with the series' range.
 */
export function sizeOfSeriesTorque(_series: NonNullable<ActuatorFigures["series"]>): Localized {
  // The series' range is no figure of this size (issue 79): the row says what to ask, once.
  return SIZE_TORQUE_ASKED;
}

/** Where a size's own torque is not published: the row and the card say to ask. */
export const SIZE_TORQUE_ASKED: Localized = {
  ko: "이 사이즈의 토크는 공개 자료에 없습니다. 공급 압력과 작동 방식을 적어 문의해 주십시오.",
  en: "No torque is published for this size. Ask us, with your supply pressure and operating type.",
};

/** A series' torque: "25~18,500 N·m (시리즈)", "up to 4,000 N·m (series)". */
export function seriesTorque(series: NonNullable<ActuatorFigures["series"]>): Localized {
  const { min, max } = series.torqueNm;
  if (min === undefined)
    return {
      ko: `최대 ${grouped(max)} ${NM} (시리즈)`,
      en: `Up to ${grouped(max)} ${NM} (series)`,
    };
  const span = torqueRangeText(min, max);
  return { ko: `${span.ko} (시리즈)`, en: `${span.en} (series)` };
}

/** A supply pressure range in bar, with psi where given: "2~8 bar (29~116 psi)". */
export function pressureRangeText(range: {
  min: number;
  max: number;
  minPsi?: number;
  maxPsi?: number;
}): Localized {
  const psi = (lang: Lang) =>
    range.minPsi === undefined || range.maxPsi === undefined
      ? ""
      : ` (${rangeText(lang, range.minPsi, range.maxPsi)} psi)`;
  return both((lang) => `${rangeText(lang, range.min, range.max)} bar${psi(lang)}`);
}

/** A card's supply, named as the row it stands for (공급 압력, ko 46): "공기 공급 압력 2~8 bar". */
function supplyText(figures: ActuatorFigures): Localized | undefined {
  const { air, hydraulic } = figures.supply;
  if (hydraulic)
    return {
      ko: `유압 공급 압력 ${rangeText("ko", hydraulic.min, hydraulic.max)} bar`,
      en: `hydraulic supply ${rangeText("en", hydraulic.min, hydraulic.max)} bar`,
    };
  if (air)
    return {
      ko: `공기 공급 압력 ${rangeText("ko", air.min, air.max)} bar`,
      en: `air supply ${rangeText("en", air.min, air.max)} bar`,
    };
  return undefined;
}

/**
 * A model's key figures, as catalogue cards show them under its name: size, pressure and
 * temperature of a valve; torque, flange and 90° time of an actuator (the series' torque and
 * supply where no per-size figure is stated).
 */
export function keyFigures(figures: ProductFigures): Localized[] {
  if (figures.kind === "valve") {
    const temp = tempText({ ...figures.tempC, extendedMax: undefined }, "cell");
    return [
      ...(figures.size ? [sizeText(figures)] : []),
      ...[cardRating(figures)].filter((r): r is Localized => r !== undefined),
      { ko: `${temp.ko} °C`, en: `${temp.en} °C` },
    ];
  }
  if (figures.maxTorqueNm !== undefined) {
    return [
      torqueText(figures.maxTorqueNm),
      ...(figures.flanges ? [flangeText(figures)] : []),
      ...(figures.time90s !== undefined ? [timeText(figures.time90s)] : []),
    ];
  }
  return [
    // One size of a series: its torque is not stated, and the series' range is not its figure.
    ...(figures.series
      ? [
          figures.series.sizes
            ? { ko: "사이즈별 토크 문의", en: "Torque per size on request" }
            : seriesTorque(figures.series),
        ]
      : []),
    ...[supplyText(figures)].filter((s): s is Localized => s !== undefined),
  ];
}

/** Key figures as one line in each language, as cards show them. */
export function joinFigures(figures: Localized[]): Localized {
  return {
    ko: figures.map((f) => f.ko).join(" · "),
    en: figures.map((f) => f.en).join(" · "),
  };
}
