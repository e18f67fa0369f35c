import { findCategory } from "../content/catalog/categories";
import { emptyProductPages } from "../content/product-groups.server";
import { pages } from "../site/pages";
import { productDrawings } from "../content/catalog/images";
import { productPhotosOf } from "../content/live.server";
import { photoImage } from "../viewer/photo-image";
import { productLabel, productPath } from "../content/catalog/catalog.server";
import type { Product } from "../content/schemas";
import { datasheetLink } from "../documents/manifest.server";
import { inLang } from "../i18n/in-lang.server";
import type { Lang } from "../i18n/lang";
import type { RetiredProduct } from "../content/live.server";
import { notFoundMeta, retiredMeta, seoMeta, type Seo } from "../site/seo.server";
import { productLd } from "../site/structured-data.server";
import { productCertificates } from "../certificates/certificates.server";
import { seoulToday } from "../lib/site-clock";

/**
 * A product page's data; a retired product's (HTTP 410: what it was and its group's page); or
 * the product_not_found state with HTTP 404. The catalogue's preview modal fetches this same
 * data when a visitor opens it.
 */
export function productPage(lang: Lang, product: Product | undefined, retired?: RetiredProduct) {
  if (!product && retired) {
    const category = findCategory(retired.category)!;
    const subcategory = category.subcategories.find((s) => s.id === retired.subcategory)!;
    // The way back: its group's page, or the group's, or all products, whichever still lists
    // some (its going may have emptied them: app/content/product-groups.server.ts).
    const empty = emptyProductPages();
    const groupPath = `/products/${category.id}/${subcategory.id}`;
    const back = !empty.includes(groupPath)
      ? { path: groupPath, name: subcategory.name }
      : !empty.includes(`/products/${category.id}`)
        ? { path: `/products/${category.id}`, name: category.name }
        : { path: pages.products.path, name: pages.products.title };
    return {
      kind: "product_retired" as const,
      meta: retiredMeta(lang, retired.code),
      label: productLabel(retired, lang),
      ...inLang(lang, { category, subcategory, back }),
    };
  }
  if (!product) return { kind: "product_not_found" as const, meta: notFoundMeta(lang) };
  const category = findCategory(product.category)!;
  const subcategory = category.subcategories.find((s) => s.id === product.subcategory)!;
  const path = productPath(product);
  const seo: Seo = {
    lang,
    path,
    // The code once: many names begin with it ("AP5 랙앤피니언 …").
    title: { ko: productLabel(product, "ko"), en: productLabel(product, "en") },
    description: product.description,
    keywords: {
      ko: `${product.code}, ${category.name.ko}, ${subcategory.name.ko}`,
      en: `${product.code}, ${category.name.en}, ${subcategory.name.en}`,
    },
    share: "product",
    crumbs: [
      { name: category.name, path: `/products/${category.id}` },
      { name: subcategory.name, path: `/products/${category.id}/${subcategory.id}` },
      { name: { ko: product.code, en: product.code } },
    ],
    structuredData: [productLd(lang, product, path)],
  };
  const drawings = productDrawings(product);
  // Published photos come before the drawings (their file names stay out of the page's data).
  const photos = productPhotosOf(product.id).map((photo) => photoImage(photo, photo.alt));
  return {
    kind: "found" as const,
    meta: seoMeta(seo),
    datasheet: datasheetLink(product.id, lang),
    // The certificates valid today that cover it (by its id or its group), if any.
    certificates: productCertificates(lang, product, seoulToday()),
    ...inLang(lang, { product, category, subcategory, photos, drawings }),
  };
}

export type ProductData = ReturnType<typeof productPage>;
