import { join } from "node:path";
import { openUnitsStore, type UnitsStore } from "./store";

/**
 * What the server hands the unit pages in their load context (server/app.ts): the store and
 * DATA_DIR, where the papers are written (papers.ts). Public unit pages get it too, as their only
 * way to the store, and never through the render cache.
 */
export interface UnitsPart {
  store: UnitsStore;
  dataDir: string;
}

export function openUnitsPart(dataDir: string, options: { now?: () => number } = {}): UnitsPart {
  return { store: openUnitsStore(join(dataDir, "units.sqlite"), options), dataDir };
}
