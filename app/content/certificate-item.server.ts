import { findProductById } from "./catalog/catalog.server";
import { certificateItemSchema } from "./schemas";

/**
 * A certificate as the content store checks it: the schema, and every product it covers is a
 * product of the live catalogue (a link to a product no longer sold would lead nowhere).
 */
export const certificateSchema = certificateItemSchema.refine(
  (item) => (item.products ?? []).every((id) => findProductById(id)?.id === id),
  { message: "a covered product is not in the catalogue", path: ["products"] },
);
