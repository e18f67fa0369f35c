import type { AppLoadContext } from "react-router";
import type { LiveContent } from "../../content/live.server";
import type { ContentStore } from "../../../server/content/store";

/** What the content editors get in the load context (server/app.ts hands it to admin routes). */
export interface Publishing {
  store: ContentStore;
  /** DATA_DIR, where uploads are written (server/content/photos.ts). */
  dataDir: string;
  /** The public page at `url` rendered with `shown` as the content: a draft's preview. */
  preview(url: string, shown: LiveContent): Promise<Response>;
}

export function publishing(context: AppLoadContext): Publishing {
  const part = (context as { publishing?: Publishing }).publishing;
  if (!part) throw new Error("the content editors need the content store in the load context");
  return part;
}
