import { findProductById } from "./catalog/catalog.server";
import { galleryItemSchema } from "./schemas";

/**
 * A gallery job as the build and the content store check it: the schema, and every related
 * product exists in the catalogue (a link to a removed product would lead nowhere).
 */
export const galleryJobSchema = galleryItemSchema.refine(
  (item) => (item.products ?? []).every((id) => findProductById(id)?.id === id),
  { message: "a related product is not in the catalogue", path: ["products"] },
);
