import { finderModels } from "../../finder/models.server";
import { jsonFile } from "../../site/json-file.server";

/**
 * `/finder-models.json`: every product's figures, prerendered as a file at build time; the
 * browser loads it when the finder must compute itself (app/finder/finder-client.ts).
 */
export function loader() {
  return jsonFile(finderModels());
}
