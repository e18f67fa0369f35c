import { DN_SIZES, NPS_SIZES, NPS_TO_DN, npsOf, type Nps } from "../content/catalog/sizes";
import { ANSI_CLASSES, ISO_FLANGES } from "../finder/inputs";

/**
 * The quantities a buyer types into the search, read as the finder reads its fields: sizes (DN,
 * A, inches with fractions, "2B"), pressure ratings (PN, bar, psi, JIS 10K, Class, ANSI, 150#),
 * temperatures (200도, 200 °C, -196), torques (N·m, kN·m, kgf·m), ISO 5211 flanges and mains
 * supplies (220V, 380 V 3상). Pure and free of content, so the server's results page and the
 * browser's suggestions read a query the same way; the figures they are matched against come
 * from the figure registry (app/search/fits.ts).
 */

export type Quantity =
  | { kind: "size"; dn: number; nps?: Nps }
  | { kind: "pressure"; bar: number; as: "pn" | "bar" | "psi" | "jis"; value: number }
  | { kind: "class"; value: number }
  | { kind: "temp"; c: number }
  | { kind: "torque"; nm: number }
  | { kind: "flange"; code: string }
  | { kind: "supply"; volts?: number; phase?: 1 | 3 };

export interface ReadQuery {
  quantities: Quantity[];
  /** The query with the quantities taken out (normalised, lower case): its words. */
  rest: string;
}

/** Vulgar fractions as the ASCII a size is written in ("1½" is "1-1/2", "½" is "1/2"). */
const FRACTIONS: Record<string, string> = { "¼": "1/4", "½": "1/2", "¾": "3/4", "⅜": "3/8" };

/** Lower case, full-width folded, fractions and primes spelt out: the form the rules read. */
export function quantityText(query: string): string {
  return query
    .replace(/(\d)?\s*([¼½¾⅜])/g, (_m, whole: string | undefined, f: string) =>
      whole ? `${whole}-${FRACTIONS[f]}` : FRACTIONS[f]!,
    )
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[″“”]|′′|''/g, '"')
    .replace(/[⁄∕]/g, "/")
    .replace(/[−–]/g, "-");
}

const NUMBER = String.raw`(?:\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?)`;
const toNumber = (text: string) => Number(text.replace(/,/g, ""));
/** An inch size: "2", "1/2", "1-1/2", "1 1/2". */
const INCH = String.raw`\d{1,2}(?:[- ]\d\/\d)?|\d\/\d`;
const inchName = (text: string) => text.replace(" ", "-");

/** A word's edge that is not a letter or digit of any script (Korean particles may follow). */
const END = String.raw`(?![a-z0-9])`;
const START = String.raw`(?<![a-z0-9.])`;

interface Rule {
  pattern: RegExp;
  read: (m: RegExpExecArray) => Quantity | undefined;
}

const RULES: Rule[] = [
  // Sizes
  {
    pattern: new RegExp(String.raw`${START}dn\s*(\d{1,4})${END}`, "g"),
    read: (m) => ({ kind: "size", dn: Number(m[1]), nps: npsOf(Number(m[1])) }),
  },
  {
    pattern: new RegExp(String.raw`${START}(\d{1,4})\s?a${END}`, "g"),
    read: (m) => {
      const dn = Number(m[1]);
      return DN_SIZES.includes(dn) ? { kind: "size", dn, nps: npsOf(dn) } : undefined;
    },
  },
  {
    // 2", 1-1/2 in, 6 inch, 6인치, and the "B" of Japanese and Korean drawings (2B = 2 in).
    pattern: new RegExp(
      String.raw`${START}(${INCH})\s*(?:"|inch(?:es)?${END}|in${END}|인치|b${END})`,
      "g",
    ),
    read: (m) => {
      const nps = inchName(m[1]!) as Nps;
      return (NPS_SIZES as string[]).includes(nps)
        ? { kind: "size", dn: NPS_TO_DN[nps], nps }
        : undefined;
    },
  },
  // Pressures and classes
  {
    pattern: new RegExp(String.raw`${START}pn\s*(\d{1,3}(?:\.\d)?)${END}`, "g"),
    read: (m) => ({ kind: "pressure", bar: Number(m[1]), as: "pn", value: Number(m[1]) }),
  },
  {
    pattern: new RegExp(String.raw`${START}(${NUMBER})\s*barg?${END}`, "g"),
    read: (m) => ({ kind: "pressure", bar: toNumber(m[1]!), as: "bar", value: toNumber(m[1]!) }),
  },
  {
    pattern: new RegExp(String.raw`${START}(${NUMBER})\s*psi${END}`, "g"),
    read: (m) => {
      const psi = toNumber(m[1]!);
      return {
        kind: "pressure",
        bar: Math.round((psi / 14.5038) * 10) / 10,
        as: "psi",
        value: psi,
      };
    },
  },
  {
    // JIS B 2220 flange ratings, common on Korean drawings: 10K is 10 kgf/cm², about 10 bar.
    pattern: new RegExp(String.raw`${START}(5|10|16|20|30|40|63)\s?k${END}`, "g"),
    read: (m) => ({ kind: "pressure", bar: Number(m[1]), as: "jis", value: Number(m[1]) }),
  },
  {
    pattern: new RegExp(
      String.raw`${START}(?:ansi\s*(?:class\s*)?|class\s*|cl\s*)(\d{3,4})${END}|${START}(\d{3,4})\s*(?:#|lbs?${END})`,
      "g",
    ),
    read: (m) => {
      const value = Number(m[1] ?? m[2]);
      return (ANSI_CLASSES as readonly number[]).includes(value)
        ? { kind: "class", value }
        : undefined;
    },
  },
  // Torques: N·m, Nm, N.m, kN·m, kgf·m, kg·m
  {
    pattern: new RegExp(
      String.raw`${START}(${NUMBER})\s*(kn|n|kgf|kg)\s*[·.\-]?\s*m${END}(?!\/)`,
      "g",
    ),
    read: (m) => {
      const value = toNumber(m[1]!);
      const factor = m[2] === "kn" ? 1000 : m[2] === "n" ? 1 : 9.80665;
      const nm = Math.round(value * factor * 10) / 10;
      return nm > 0 ? { kind: "torque", nm } : undefined;
    },
  },
  // Temperatures: 200 °C, 200C, 200도, -196 (a bare number below zero is a temperature)
  {
    pattern: new RegExp(
      String.raw`${START}([+-]?${NUMBER})\s*(?:°\s*c?|도|c${END}|deg(?:rees?)?\s*c?${END})`,
      "g",
    ),
    read: (m) => ({ kind: "temp", c: toNumber(m[1]!.replace("+", "")) }),
  },
  {
    pattern: /(?<![\p{L}\p{N}.-])-(\d{1,3}(?:\.\d+)?)(?![\p{L}\p{N}.])/gu,
    read: (m) => ({ kind: "temp", c: -Number(m[1]) }),
  },
  // ISO 5211 flanges
  {
    pattern: new RegExp(String.raw`${START}(?:iso\s*5211\s*)?(f\d{2})${END}`, "g"),
    read: (m) => {
      const code = m[1]!.toUpperCase();
      return (ISO_FLANGES as readonly string[]).includes(code)
        ? { kind: "flange", code }
        : undefined;
    },
  },
  // Supplies: 220V, 380 V 3상, 3상 380V, 440 vac, single-phase
  {
    pattern: new RegExp(String.raw`${START}(\d{2,3})\s*v(?:ac)?${END}`, "g"),
    read: (m) => ({ kind: "supply", volts: Number(m[1]) }),
  },
  {
    pattern: /(?<![a-z0-9])(3|삼|three|1|단|single)[\s-]?(?:상|phase|ph)(?![a-z])/g,
    read: (m) => ({ kind: "supply", phase: /^(3|삼|three)$/.test(m[1]!) ? 3 : 1 }),
  },
];

/** Most quantities read from one query. */
const MAX_QUANTITIES = 8;

/**
 * The quantities of a query and what is left of it. Each character belongs to one quantity at
 * most: a rule does not read what an earlier one took ("DN 50" is no 50 A, "-196 °C" one
 * temperature). A supply's volts and phase, typed apart, are one supply.
 */
export function readQuery(query: string): ReadQuery {
  let text = quantityText(query);
  const found: { at: number; q: Quantity }[] = [];
  for (const rule of RULES) {
    rule.pattern.lastIndex = 0;
    const taken: [number, number][] = [];
    for (let m = rule.pattern.exec(text); m; m = rule.pattern.exec(text)) {
      const q = rule.read(m);
      if (!q) continue;
      found.push({ at: m.index, q });
      taken.push([m.index, m.index + m[0].length]);
    }
    for (const [start, end] of taken.reverse()) {
      text = `${text.slice(0, start)}${" ".repeat(end - start)}${text.slice(end)}`;
    }
  }
  found.sort((a, b) => a.at - b.at);
  const quantities: Quantity[] = [];
  for (const { q } of found) {
    if (q.kind === "supply") {
      const other = quantities.find((x) => x.kind === "supply");
      if (other && other.kind === "supply") {
        other.volts ??= q.volts;
        other.phase ??= q.phase;
        continue;
      }
    }
    if (quantities.length < MAX_QUANTITIES) quantities.push(q);
  }
  return { quantities, rest: text.replace(/\s+/g, " ").trim() };
}

/** The first quantity of a kind in a list. */
export function first<K extends Quantity["kind"]>(
  quantities: Quantity[],
  kind: K,
): Extract<Quantity, { kind: K }> | undefined {
  return quantities.find((q) => q.kind === kind) as Extract<Quantity, { kind: K }> | undefined;
}
