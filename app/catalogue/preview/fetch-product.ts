import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import type { ProductData } from "../product-data";

type FoundProduct = Extract<ProductData, { kind: "found" }>;

/**
 * The product page's own loader data, as the app would fetch it (`{path}.data`, the same file
 * the static export writes beside each page), decoded by React Router's own reader. Undefined
 * when it is not a product found (gone, moved, offline): the preview then leaves the visitor
 * the link to the page.
 */
export async function fetchProduct(path: string): Promise<FoundProduct | undefined> {
  try {
    const response = await fetch(`${path.replace(/\/$/, "")}.data`);
    if (!response.ok || !response.body) return undefined;
    const { value } = await decodeViaTurboStream(response.body, window);
    const routes = Object.values(value as Record<string, { data?: ProductData }>);
    return routes.map((route) => route.data).find((data) => data?.kind === "found") as
      FoundProduct | undefined;
  } catch {
    return undefined;
  }
}
