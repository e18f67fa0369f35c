/**
 * The standards the catalogue's figures are written in: pipe sizes and ISO 5211 flanges. Small
 * and text-free, so the finder's form can offer them without the figures themselves.
 */

/**
 * Nominal pipe sizes in inches (NPS) and their DN equivalents (ISO 6708 / ASME B36.10 pairing),
 * ordered by size. Inch figures of the content are written with these names.
 */
const NPS_PAIRS = [
  ["1/4", 8],
  ["3/8", 10],
  ["1/2", 15],
  ["3/4", 20],
  ["1", 25],
  ["1-1/4", 32],
  ["1-1/2", 40],
  ["2", 50],
  ["2-1/2", 65],
  ["3", 80],
  ["4", 100],
  ["5", 125],
  ["6", 150],
  ["8", 200],
  ["10", 250],
  ["12", 300],
  ["14", 350],
  ["16", 400],
  ["18", 450],
  ["20", 500],
  ["24", 600],
  ["28", 700],
  ["32", 800],
  ["36", 900],
  ["40", 1000],
  ["44", 1100],
  ["48", 1200],
] as const;

export type Nps = (typeof NPS_PAIRS)[number][0];
export const NPS_TO_DN = Object.fromEntries(NPS_PAIRS) as Record<Nps, number>;
export const NPS_SIZES: Nps[] = NPS_PAIRS.map(([nps]) => nps);
/** The standard DN sizes the finder offers, smallest first. */
export const DN_SIZES: number[] = NPS_PAIRS.map(([, dn]) => dn);

/** The inch name of a standard DN ("2" for DN50), if it has one. */
export function npsOf(dn: number): Nps | undefined {
  return NPS_SIZES.find((nps) => NPS_TO_DN[nps] === dn);
}

/** ISO 5211 output flanges named by the content. */
export const FLANGES = ["F05", "F07", "F10", "F12", "F14"] as const;
export type Flange = (typeof FLANGES)[number];
