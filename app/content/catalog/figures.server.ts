import type { ProductFigures } from "../schemas";
import type { Flange } from "./sizes";

/**
 * The catalogue's figures as typed numbers, one entry per product (docs/product.md, Catalogue
 * figures). Tables, specification rows, catalogue cards and the finders all read these: a figure
 * the content does not state is left out here, and every tool says "ask us" for it.
 * These are the repository's figures, the seed of the live catalogue (seed.server.ts); the site
 * reads the live ones (catalog.server.ts, figuresOf). Validated by `productFiguresSchema`.
 */

/** The 480 series' single- and three-phase supplies (docs/product.md, Quarter-turn 480 series). */
const ONE_PHASE = { minV: 110, maxV: 220, minHz: 50, maxHz: 60 };
const THREE_PHASE = { minV: 380, maxV: 440, minHz: 50, maxHz: 60 };

/** The electric actuators' standard ambient temperature (docs/product.md, Electric actuators). */
export const AMBIENT_STANDARD = { min: -25, max: 70 };

const quarterTurn = (
  maxTorqueNm: number,
  flanges: Flange[],
  time90s: number,
  threePhase: boolean,
): ProductFigures => ({
  kind: "actuator",
  drive: "electric",
  maxTorqueNm,
  flanges,
  time90s,
  supply: { singlePhase: ONE_PHASE, ...(threePhase ? { threePhase: THREE_PHASE } : {}) },
  // The standard ambient range of the maker's electric actuators, which every 480 model shares.
  tempC: AMBIENT_STANDARD,
});

/** AP series: series figures only; no torque, flange or time per size is stated. */
const AP_SERIES: ProductFigures = {
  kind: "actuator",
  drive: "pneumatic",
  series: { name: "AP", torqueNm: { min: 25, max: 18500 }, sizes: 11 },
  supply: { air: { min: 2, max: 8, minPsi: 29, maxPsi: 116 } },
  tempC: { min: -20, max: 80 },
};

/** 4HO/4PO: 4,000 Nm is the series maximum; no per-size figures, flange or time is stated. */
const SPECIAL_SERIES = { name: "4HO/4PO", torqueNm: { max: 4000 } };

const ballTemps = { min: -20, max: 200 };

/** Every product's figures, by product id. */
export const productFigures: Record<string, ProductFigures> = {
  // Quarter-turn 480 series.
  "480-006": quarterTurn(60, ["F05", "F07"], 20, false),
  "480-010": quarterTurn(100, ["F07"], 21, false),
  "480-015": quarterTurn(160, ["F07", "F10"], 26, true),
  "480-025": quarterTurn(240, ["F07", "F10"], 26, true),
  "480-035": quarterTurn(350, ["F10", "F12"], 31, true),
  "480-050": quarterTurn(500, ["F10", "F12"], 31, true),
  "480-080": quarterTurn(800, ["F12", "F14"], 39, true),
  "480-110": quarterTurn(1100, ["F12", "F14"], 39, true),
  // Pneumatic rotary actuators AP1 to AP12.
  ...Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`ap${i + 1}`, AP_SERIES])),
  // Special actuators.
  "4ho": {
    kind: "actuator",
    drive: "hydraulic",
    series: SPECIAL_SERIES,
    supply: { hydraulic: { min: 20, max: 120 } },
  },
  "4po": {
    kind: "actuator",
    drive: "pneumatic-motor",
    series: SPECIAL_SERIES,
    supply: { air: { min: 2, max: 10 } },
  },
  // SIRCA butterfly valves.
  "301": {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 40, max: 1200 } },
    ratings: [{ system: "PN", values: [10, 16] }],
    tempC: { min: -20, max: 100 },
  },
  "301e": {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 50, max: 500 } },
    ratings: [{ system: "PN", values: [10, 16] }],
    tempC: { min: 0, max: 70 },
  },
  "301tss": {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 50, max: 300 } },
    ratings: [{ system: "PN", values: [16] }],
    tempC: { min: -10, max: 200 },
  },
  "401n": {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 80, max: 700 } },
    ratings: [{ system: "PN", values: [16] }],
    tempC: { min: -50, max: 200 },
  },
  "501m": {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 50, max: 1000 } },
    ratings: [
      { system: "ANSI", values: [150, 300, 600] },
      { system: "PN", values: [16, 40, 63, 100] },
    ],
    tempC: { min: -196, max: 538 },
  },
  ht600: {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 50, max: 1000 } },
    ratings: [
      { system: "PN", values: [6, 10, 16] },
      { system: "ANSI", values: [150] },
    ],
    // "Up to 600 °C": no lower limit is stated.
    tempC: { max: 600 },
  },
  // SIRCA ball valves.
  s10: {
    kind: "valve",
    type: "ball",
    size: { dn: { min: 15, max: 100 } },
    ratings: [
      { system: "PN", values: [16, 25, 40] },
      { system: "ANSI", values: [150, 300] },
    ],
    tempC: { min: -29, max: 200 },
  },
  s20: {
    kind: "valve",
    type: "ball",
    size: { inch: { min: "1/4", max: "2" } },
    ratings: [{ system: "bar", max: 55, psi: 800 }],
    tempC: { min: -25, max: 180 },
  },
  s30: {
    kind: "valve",
    type: "ball",
    size: { dn: { min: 15, max: 200 } },
    ratings: [{ system: "ANSI", values: [150, 300, 600], maxBar: [20, 50, 100] }],
    tempC: ballTemps,
  },
  s30t: {
    kind: "valve",
    type: "ball",
    // Its size is given as "n/a"; its pressure only as examples at two temperatures.
    ratings: [
      {
        system: "bar-at",
        points: [
          { bar: 19.6, atC: 38 },
          { bar: 13.8, atC: 200 },
        ],
      },
    ],
    tempC: { min: -40, max: 200 },
  },
  s40: {
    kind: "valve",
    type: "ball",
    size: { inch: { min: "1/4", max: "4" } },
    ratings: [
      {
        system: "PN-by-size",
        steps: [
          { pn: 40, min: "1/4", max: "1" },
          { pn: 32, min: "1-1/4", max: "1-1/4" },
          { pn: 30, min: "1-1/2", max: "2-1/2" },
          { pn: 25, min: "3", max: "4" },
        ],
      },
    ],
    tempC: { min: -20, max: 120 },
  },
  s50: {
    kind: "valve",
    type: "ball",
    size: { inch: { min: "1/4", max: "3" } },
    ratings: [{ system: "PN", values: [63] }],
    tempC: ballTemps,
    actuatorSupplyBar: 5.5,
    maxDifferentialBar: 16,
  },
  s60: {
    kind: "valve",
    type: "ball",
    size: { inch: { min: "1/4", max: "4" } },
    ratings: [{ system: "PN", values: [63] }],
    tempC: ballTemps,
    actuatorSupplyBar: 5.5,
    maxDifferentialBar: 16,
  },
  ...Object.fromEntries(
    ["s70", "s80"].map((id) => [
      id,
      {
        kind: "valve",
        type: "ball",
        size: { inch: { min: "1/2", max: "2" } },
        ratings: [{ system: "PN", values: [16] }],
        tempC: { min: -20, max: 150, extendedMax: 200 },
        actuatorSupplyBar: 5.5,
        maxDifferentialBar: 16,
      } satisfies ProductFigures,
    ]),
  ),
  // Pinch valves: the temperature is the sleeve elastomer's (ELASTOMERS).
  pqvf: {
    kind: "valve",
    type: "pinch",
    size: { dn: { min: 40, max: 200 }, only: [40, 50, 65, 80, 100, 125, 150, 200] },
    ratings: [{ system: "bar", min: 4, max: 6 }],
    tempC: { max: 150 },
    sleeve: true,
  },
  pqvi: {
    kind: "valve",
    type: "pinch",
    size: { dn: { min: 20, max: 25 }, only: [20, 25] },
    ratings: [{ system: "bar", max: 6 }],
    tempC: { max: 150 },
    sleeve: true,
    weightKgBySize: { dn: [20, 25], values: [1.2, 1.9] },
  },
};
