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

/**
 * The edge's purge of the references page (key `references`) after each change it shows: units
 * added, a consent changed (docs/decisions/036-references.md). Papers and service are not on it.
 */
export function purgeReferencesOnChange(store: UnitsStore, purge: (keys: string[]) => void): void {
  store.onChange(() => purge(["references"]));
}
