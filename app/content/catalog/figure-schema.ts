import { z } from "zod";
import { DN_SIZES, NPS_SIZES } from "./sizes";

/**
 * The structured parts of a product's figures (a size, a rating, a supply, a series), below the
 * figure registry (figure-registry.ts), which joins them with its one-number figures into the
 * content schema's `productFiguresSchema`: a figure's leaf is declared where the figure is.
 */

const text = z.string().trim().min(1);
/** A figure's number: finite. A figure the content does not state is absent, never guessed. */
export const num = z.number().finite();
export const span = z
  .strictObject({ min: num, max: num })
  .refine((s) => s.min <= s.max, { message: "min must not exceed max", path: ["max"] });
/** Standard series (ISO 6708, ASME B16.34, EN 1333): what the finder offers and matches. */
const dnSchema = z
  .number()
  .refine((dn) => DN_SIZES.includes(dn), { message: "not a standard DN size" });
const npsSchema = z
  .string()
  .refine((nps) => (NPS_SIZES as string[]).includes(nps), { message: "not a standard NPS size" });
const ANSI_CLASSES = [150, 300, 600, 900, 1500, 2500];
const PN_SERIES = [2.5, 6, 10, 16, 25, 40, 63, 100, 160, 250, 320, 400];
const npsOrder = (nps: string) => (NPS_SIZES as string[]).indexOf(nps);
export const voltsSchema = z
  .strictObject({ minV: num, maxV: num, minHz: num, maxHz: num })
  .refine((v) => v.minV <= v.maxV, { message: "min must not exceed max", path: ["maxV"] })
  .refine((v) => v.minHz <= v.maxHz, { message: "min must not exceed max", path: ["maxHz"] });
export const flangeSchema = z.enum(["F05", "F07", "F10", "F12", "F14"]);
export const ratingSchema = z.discriminatedUnion("system", [
  z.strictObject({
    system: z.literal("PN"),
    values: z
      .array(num.refine((pn) => PN_SERIES.includes(pn), { message: "not a standard PN" }))
      .min(1),
  }),
  z
    .strictObject({
      system: z.literal("ANSI"),
      values: z
        .array(
          z
            .number()
            .refine((c) => ANSI_CLASSES.includes(c), { message: "not a standard ANSI class" }),
        )
        .min(1),
      /** Maximum pressure in bar per class, in the same order. */
      maxBar: z.array(num.positive()).optional(),
    })
    .refine((r) => r.maxBar === undefined || r.maxBar.length === r.values.length, {
      message: "one maximum pressure per class",
      path: ["maxBar"],
    }),
  /** A maximum pressure in bar (and psi where the content gives it); `min` when it varies. */
  z.strictObject({
    system: z.literal("bar"),
    min: num.positive().optional(),
    max: num.positive(),
    psi: num.positive().optional(),
  }),
  /** Pressure stated only as examples at given temperatures. */
  z.strictObject({
    system: z.literal("bar-at"),
    points: z.array(z.strictObject({ bar: num.positive(), atC: num })).min(1),
  }),
  /** A PN rating that depends on the size (inches). */
  z.strictObject({
    system: z.literal("PN-by-size"),
    steps: z
      .array(
        z
          .strictObject({ pn: z.number().int().positive(), min: npsSchema, max: npsSchema })
          .refine((step) => npsOrder(step.min) <= npsOrder(step.max), {
            message: "min must not exceed max",
            path: ["max"],
          }),
      )
      .min(1),
  }),
]);

/** Nominal size: a DN range (with the only sizes made, if listed) or an inch range. */
export const sizeSchema = z.union([
  z
    .strictObject({
      dn: z
        .strictObject({ min: dnSchema, max: dnSchema })
        .refine((s) => s.min <= s.max, { message: "min must not exceed max", path: ["max"] }),
      only: z.array(dnSchema).optional(),
    })
    // The finder offers the sizes made within the range (app/finder/finder.ts).
    .refine((s) => (s.only ?? []).every((dn) => s.dn.min <= dn && dn <= s.dn.max), {
      message: "a size made is outside the range",
      path: ["only"],
    }),
  z.strictObject({
    inch: z
      .strictObject({ min: npsSchema, max: npsSchema })
      .refine((s) => npsOrder(s.min) <= npsOrder(s.max), {
        message: "min must not exceed max",
        path: ["max"],
      }),
  }),
]);
/** °C; `min` absent where only an upper limit is stated. */
export const valveTempSchema = z
  .strictObject({ min: num.optional(), max: num, extendedMax: num.optional() })
  .refine((t) => t.min === undefined || t.min <= t.max, {
    message: "min must not exceed max",
    path: ["max"],
  })
  .refine((t) => t.extendedMax === undefined || t.extendedMax >= t.max, {
    message: "the extended maximum is below the maximum",
    path: ["extendedMax"],
  });
export const seriesSchema = z.strictObject({
  name: text,
  torqueNm: z
    .strictObject({ min: num.positive().optional(), max: num.positive() })
    .refine((t) => t.min === undefined || t.min <= t.max, {
      message: "min must not exceed max",
      path: ["max"],
    }),
  sizes: z.number().int().positive().optional(),
});
export const supplySchema = z
  .strictObject({
    singlePhase: voltsSchema.optional(),
    threePhase: voltsSchema.optional(),
    air: z
      .strictObject({ min: num, max: num, minPsi: num.optional(), maxPsi: num.optional() })
      .refine((a) => a.min <= a.max, { message: "min must not exceed max", path: ["max"] })
      .optional(),
    hydraulic: span.optional(),
  })
  .refine((s) => Object.keys(s).length > 0, { message: "a supply is needed" });

export type Rating = z.infer<typeof ratingSchema>;

/**
 * A figure that varies by size (issue 73: the PQVI's weight per DN): the DN sizes it is stated
 * for and one value for each, in the same order. Two lists, so the editor, the form reader, the
 * sheet and the stale-text check read it as they read any list; `sizePairs` (by-size-text.ts)
 * pairs them. `value` is the leaf's number (its bounds).
 */
export const bySize = (value: z.ZodType<number>) =>
  z
    .strictObject({ dn: z.array(dnSchema).min(1), values: z.array(value).min(1) })
    .refine((s) => s.dn.length === s.values.length, {
      message: "one value per size, in the same order",
      path: ["values"],
    })
    .refine((s) => new Set(s.dn).size === s.dn.length, {
      message: "a size is named twice",
      path: ["dn"],
    });
export type BySize = z.infer<ReturnType<typeof bySize>>;
