/**
 * The product groups' ids, in menu order: a leaf the schemas read (documents are filed under
 * them) without importing the groups' data, which is typed by the schemas.
 */
export const CATEGORY_IDS = [
  "electric",
  "pneumatic",
  "special",
  "sirca-valves",
  "pinch-valve",
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];
