import { composeContent } from "../app/content/live.server";
import type { ProductItem } from "../app/content/schemas";
import { contentDatabase, openContentStore } from "../server/content/store";

/**
 * The catalogue as staff's content (docs/decisions/018-live-catalogue.md): how long a product's
 * publish takes to reach its page on the running server (the store write, the server's look at
 * the revision, the catalogue composed again and the page rendered), and how long composing the
 * whole catalogue with a published product takes in this process.
 */
export interface CatalogueFigures {
  /** From the publish call to the first answer of the product page that shows the new figure. */
  publishToLive: { runs: number; p50: number; max: number };
  /** composeContent with one product published: every table and row made again (ms). */
  composeMs: { runs: number; p50: number; max: number };
}

const PAGE = "/en/products/sirca-valves/ball-valves/s30";
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

export async function measureCatalogue(
  origin: string,
  dataDir: string,
  runs = 10,
): Promise<CatalogueFigures> {
  const store = openContentStore(contentDatabase(dataDir));
  const times: number[] = [];
  const composed: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const item = store.get("product", "s30")!;
      // A new maximum each run, so the page can only show it once this publish is live.
      const max = 240 + run;
      const value = structuredClone(item.draft) as ProductItem;
      if (value.figures.kind !== "valve") throw new Error("bench: S30 is a valve");
      value.figures.tempC.max = max;
      const by = (baseVersion: number) => ({ by: "bench", baseVersion });
      const saved = store.saveDraft("product", "s30", value, by(item.version));
      if (!saved.ok) throw new Error(`bench: the save was refused: ${saved.message}`);
      const started = performance.now();
      if (!store.publish("product", "s30", by(saved.item.version)).ok) {
        throw new Error("bench: the publish was refused");
      }
      const wanted = `to +${max} °C`;
      for (;;) {
        if ((await (await fetch(origin + PAGE)).text()).includes(wanted)) break;
        if (performance.now() - started > 10_000) throw new Error("bench: not live in 10 s");
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      times.push(performance.now() - started);
      const composing = performance.now();
      composeContent(store.revision(), store.overrides());
      composed.push(performance.now() - composing);
    }
  } finally {
    store.close();
  }
  return {
    publishToLive: { runs, p50: median(times), max: Math.max(...times) },
    composeMs: { runs, p50: median(composed), max: Math.max(...composed) },
  };
}

export function catalogueSection({ publishToLive, composeMs }: CatalogueFigures): string[] {
  const ms = (n: number) => Math.round(n);
  return [
    "",
    "## The catalogue as staff's content",
    "",
    "| figure | p50 | max |",
    "|---|---|---|",
    `| a product's publish until its page shows it, ${publishToLive.runs} runs (ms, loopback; goal: within 1 s) | ${ms(publishToLive.p50)} | ${ms(publishToLive.max)} |`,
    `| the whole catalogue composed with a published product, ${composeMs.runs} runs (ms) | ${ms(composeMs.p50)} | ${ms(composeMs.max)} |`,
  ];
}
