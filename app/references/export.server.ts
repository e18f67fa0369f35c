import { existsSync } from "node:fs";
import { join } from "node:path";
import { openUnitsStore } from "../../server/units/store";
import { showDeliveries } from "./snapshot";

/**
 * The static export's references: the delivered units of DATA_DIR as they are when it is made
 * (docs/decisions/036-references.md), for react-router.config.ts; none when DATA_DIR has no
 * units.
 */
export function showDeliveredUnits(dataDir: string): void {
  const file = join(dataDir, "units.sqlite");
  if (!existsSync(file)) return;
  const store = openUnitsStore(file);
  try {
    showDeliveries(store.deliveries());
  } finally {
    store.close();
  }
}
