import { findProductById } from "../../content/catalog/catalog.server";
import { findCategory } from "../../content/catalog/categories";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";

/** The product a quote request is about, as the contact page shows and submits it. */
export interface QuoteProduct {
  productCode: string;
  productName: string;
  category: { id: string; name: string };
  /** Code and name as a person says them, the code once ("AP1 Rack-and-Pinion ..."). */
  label: string;
}

/**
 * Request Quote links to /contact?product={id}: a plain URL works without JS, in a new tab and
 * as a bookmark. The id is looked up here on the server; anything that is not a product id (a
 * typo, an old link, a hostile value) is ignored and the page shows the plain form.
 */
export function quoteProduct(lang: Lang, productId: string | null): QuoteProduct | null {
  // Product ids are short slugs; a long value is not worth a lookup.
  if (!productId || productId.length > 100) return null;
  const product = findProductById(productId);
  const category = product && findCategory(product.category);
  if (!product || !category) return null;
  const productName = pick(product.name, lang);
  return {
    productCode: product.code,
    productName,
    category: { id: category.id, name: pick(category.name, lang) },
    label: productName.startsWith(product.code) ? productName : `${product.code} ${productName}`,
  };
}

/** The longest duty text taken from a URL; the inquiry field itself allows 5000 characters. */
export const MAX_DUTY = 1000;

/**
 * The finder's duty text (`?duty=`), to pre-fill the inquiry: at most MAX_DUTY characters, no
 * control characters but line breaks. React writes it as the textarea's text, escaped.
 */
export function dutyText(raw: string | null): string {
  if (!raw) return "";
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
      .normalize("NFC")
      .trim()
      .slice(0, MAX_DUTY)
  );
}
