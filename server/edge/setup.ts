import { findProductById } from "../../app/content/catalog/catalog.server";
import type { ContentStore } from "../content/store";
import type { ContentChange } from "./keys";
import { edgeDatabase, openEdgeQueue } from "./queue";
import { createEdge, type EdgeOptions, type EdgeSettings } from "./runner";

/**
 * The edge of a started server: the queue in DATA_DIR, its runners, and the content store's
 * publishes queued into it.
 */
export function setUpEdge(
  settings: EdgeSettings & { DATA_DIR: string },
  store: ContentStore,
  options: EdgeOptions = {},
) {
  const queue = openEdgeQueue(edgeDatabase(settings.DATA_DIR));
  const edge = createEdge(queue, settings, options);
  store.onPublish((change) => {
    const full: ContentChange = { ...change };
    // Product photos name their product by id; its pages are found by its code and group.
    if (change.kind === "productPhotos") {
      const product = findProductById(change.id);
      if (product) full.product = product;
    }
    edge.published(full);
  });
  return {
    edge,
    /** The queue itself: purges owed by the day, not by a publish (server/certificates/). */
    queue,
    async close() {
      await edge.stop();
      queue.close();
    },
  };
}
