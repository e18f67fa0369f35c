import { categories } from "./categories";

/**
 * The rules of a product's code (issue 31). The code is what buyers read and what the URL
 * carries (`/products/{category}/{subcategory}/{lowercase code}`, and `/products/{code}`), so it
 * is ASCII, unique without regard to case among every code and id a product has or had, and
 * never a path the site uses under /products.
 */

/** As productSchema's: letters and digits, hyphens between them ("480-035", "S30"). */
export const CODE_PATTERN = /^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/;
export const MAX_CODE_LENGTH = 40;

/**
 * Segments the site uses under /products (app/routes.ts): the finder, compare, catalogue page
 * numbers, the category ids (`/products/{category}`); subcategory ids too, so a short product
 * URL never reads as a group. `new` is the back office's add-a-product page.
 */
export const RESERVED_CODES: ReadonlySet<string> = new Set([
  "finder",
  "compare",
  "page",
  "new",
  ...categories.flatMap((category) => [category.id, ...category.subcategories.map((s) => s.id)]),
]);

export type CodeProblem = "required" | "format" | "reserved" | "taken";

/**
 * What is wrong with `code` for a product, or undefined. `takenByOther` says whether a lowercase
 * code is a code or id another product has or had (a product may keep or take back its own).
 */
export function codeProblem(
  code: string,
  takenByOther: (lowercase: string) => boolean,
): CodeProblem | undefined {
  if (code === "") return "required";
  if (code.length > MAX_CODE_LENGTH || !CODE_PATTERN.test(code)) return "format";
  const key = code.toLowerCase();
  if (RESERVED_CODES.has(key)) return "reserved";
  return takenByOther(key) ? "taken" : undefined;
}
