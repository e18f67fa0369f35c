import { safeDecode } from "./url";

export type Suggestion = "home" | "sirca-valves" | "products" | "about" | "contact";

/**
 * Links the 404 page offers, chosen from keywords in the requested path.
 * The homepage is always first.
 */
export function suggestLinks(pathname: string): Suggestion[] {
  const path = safeDecode(pathname).toLowerCase();
  const links: Suggestion[] = ["home"];
  if (path.includes("sirca") || path.includes("valve")) links.push("sirca-valves");
  if (path.includes("product")) links.push("products");
  if (path.includes("about")) links.push("about");
  if (path.includes("contact")) links.push("contact");
  return links;
}
