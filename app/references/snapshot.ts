import type { DeliveryRow } from "../../server/units/store";

/**
 * The static export's references rows, read from DATA_DIR's units when it is made
 * (`showDeliveredUnits` in ./export.server.ts); kept on globalThis, as the live content is, so
 * the build's copy of the app reads what the export's configuration put there. Imports nothing
 * at run time: the build's configuration loads it before the app's constants are set.
 */
const SNAPSHOT = Symbol.for("hanbit-flow.deliveries");
const held = globalThis as { [SNAPSHOT]?: DeliveryRow[] };

export function showDeliveries(rows: DeliveryRow[]): void {
  held[SNAPSHOT] = rows;
}

/** The export's rows; none on the server (its rows come with each render's context). */
export function shownDeliveries(): DeliveryRow[] {
  return held[SNAPSHOT] ?? [];
}
