import { productPath } from "../../app/content/catalog/paths";

/**
 * Surrogate keys (docs/decisions/028-edge-purge.md): each cacheable answer names what it shows in
 * `Surrogate-Key` (Varnish, Fastly) and `Cache-Tag` (Cloudflare), and a publish purges the keys of
 * what it changed, so the rest of the cache stays warm. A key is lower-case letters, digits and
 * `:_-` only: it goes into a header list and into a ban's regular expression (deploy/varnish.vcl).
 *
 * - `product:{code}` a product's page, its former paths, its 410 once retired;
 * - `group:{category}:{subcategory}` a technical page and the product pages under it;
 * - `catalogue` every answer listing products (overviews, finder, compare, quote, search files);
 * - `sections` the catalogue's technical pages (their words are edited apart: kind `section`);
 * - `company` every HTML page (the footer states the facts), the about, contact, privacy pages;
 * - `menu` every HTML page and the root's data: the menus list only pages with something to
 *   show, so a page becoming or ceasing to be an empty list purges it (./empty-pages.ts);
 * - `home`, `about`, `news`, `news:{id}`, `gallery`, `gallery:{id}`, `documents`, `sitemap`;
 * - `certificates` the certificates page (a product's page lists its own: `product:{code}`);
 * - `references` the references page, purged when staff add units or change a consent;
 * - `missing` every 404, which a publish that adds a page may change;
 * - `static`, `assets`, `photos`, `files` what no publish changes (a deploy's purge: `site`);
 * - `site` every cacheable answer: "purge everything" after a deploy.
 */

/** What a key may hold: it lands in a header and in a ban's regular expression. */
export const KEY = /^[a-z0-9:_-]{1,100}$/;

const clean = (part: string) =>
  part
    .toLowerCase()
    .replace(/[^a-z0-9_-]+/g, "-")
    .slice(0, 80);

/** A product's key by its code (its path's last part), as a publish and a page both spell it. */
export const productKey = (code: string) => `product:${clean(code)}`;
export const groupKey = (category: string, subcategory: string) =>
  `group:${clean(category)}:${clean(subcategory)}`;

const JSON_OF_CATALOGUE =
  /^\/(?:search-index|search-text|quote-catalogue|compare-data)-(?:ko|en)\.json$|^\/finder-models\.json$/;

/**
 * The keys of a public answer at `path` (the request's, undecoded) with `status`; `html` for a
 * page (which shows the company's facts in its footer). Every list starts with `site`.
 */
export function pageKeys(path: string, status: number, html: boolean): string[] {
  const keys = new Set(["site"]);
  if (html) keys.add("company");
  // The menus leave out the pages that are empty lists (app/empty-pages.server.ts), on every
  // page and in the root's data.
  if (html || path === "/_root.data") keys.add("menu");
  if (status === 404) keys.add("missing");
  if (path.startsWith("/assets/")) return [...keys, "assets"];
  if (path.startsWith("/uploads/photos/")) return [...keys, "photos"];
  if (path.startsWith("/uploads/files/")) return [...keys, "files"];
  if (path.startsWith("/documents/")) return [...keys, "documents"];
  if (JSON_OF_CATALOGUE.test(path)) return [...keys, "catalogue", "news"];
  // Route data (`/about.data`, `/_root.data`) shows what its page shows.
  const page = path
    .replace(/\.data$/, "")
    .replace(/^\/_root$/, "/")
    .replace(/^\/en(?=\/|$)/, "");
  const parts = page.split("/").filter(Boolean);
  const [first = "", ...rest] = parts;
  switch (first) {
    case "":
      return [...keys, "home", "catalogue"];
    case "products": {
      keys.add("catalogue");
      if (rest.length === 1 && !["finder", "compare"].includes(rest[0]!)) {
        keys.add(productKey(rest[0]!));
      }
      if (rest.length >= 2) {
        keys.add("sections");
        keys.add(groupKey(rest[0]!, rest[1]!));
        if (rest.length === 3) keys.add(productKey(rest[2]!));
      }
      return [...keys];
    }
    case "about":
      return [...keys, "about", "company"];
    case "gallery":
      return [...keys, "gallery", ...(rest[0] ? [`gallery:${clean(rest[0])}`] : [])];
    case "news":
      if (rest[0] === "rss.xml" || rest[0] === "page" || !rest[0]) return [...keys, "news"];
      return [...keys, "news", `news:${clean(rest[0])}`];
    case "contact":
    case "support":
    case "privacy":
      return [...keys, "company"];
    case "quote":
    case "search":
      return [...keys, "catalogue"];
    case "downloads":
      return [...keys, "documents", "catalogue"];
    case "certificates":
      return [...keys, "certificates"];
    case "references":
      return [...keys, "references"];
    case "sitemap":
    case "sitemap.xml":
      return [...keys, "sitemap"];
    default:
      // Files of the build (images, fonts, robots.txt, the IndexNow key) and the 404 pages.
      return [...keys, status === 404 ? "missing" : "static"];
  }
}

/** A publish or unpublish, as the content store reports it (server/content/store.ts). */
export interface ContentChange {
  kind: string;
  id: string;
  /** What visitors saw before (absent: nothing, a draft's first publish). */
  before?: unknown;
  /** What visitors see now (absent: unpublished). */
  after?: unknown;
  /** A product photos' product, as the live catalogue has it: its code and path. */
  product?: { code: string; category: string; subcategory: string };
}

interface ProductLike {
  code: string;
  category: string;
  subcategory: string;
}

const isProduct = (value: unknown): value is ProductLike =>
  typeof value === "object" &&
  value !== null &&
  ["code", "category", "subcategory"].every(
    (field) => typeof (value as Record<string, unknown>)[field] === "string",
  );

const productsOf = (change: ContentChange): ProductLike[] =>
  [change.before, change.after, change.product].filter(isProduct);

/** The keys a publish of `change` purges: what shows it, before and after. */
export function changedKeys(change: ContentChange): string[] {
  const keys = new Set<string>();
  const added = change.before === undefined;
  switch (change.kind) {
    case "product":
    case "productPhotos":
      for (const product of productsOf(change)) {
        keys.add(productKey(product.code));
        keys.add(groupKey(product.category, product.subcategory));
      }
      keys.add("catalogue");
      // Datasheets and group catalogues print the product; downloads list their sizes.
      keys.add("documents");
      if (change.kind === "product") keys.add("sitemap");
      break;
    case "company":
      // Every page's footer, and the documents that print the facts.
      keys.add("company");
      keys.add("documents");
      break;
    case "news":
      keys.add("news");
      keys.add(`news:${clean(change.id)}`);
      keys.add("sitemap");
      break;
    case "gallery":
      keys.add("gallery");
      keys.add(`gallery:${clean(change.id)}`);
      keys.add("sitemap");
      break;
    case "document":
      keys.add("documents");
      break;
    case "certificate":
      // The certificates page and the product pages that list it (all under `catalogue`).
      keys.add("certificates");
      keys.add("catalogue");
      break;
    case "home":
      keys.add("home");
      break;
    case "about":
      keys.add("about");
      break;
    case "section":
      keys.add("sections");
      keys.add("catalogue");
      break;
    default:
      // A kind this list does not know yet: everything, rather than a stale page.
      keys.add("site");
  }
  // A new page was a 404 until now; a removed one becomes a 404.
  if (added || change.after === undefined) keys.add("missing");
  return [...keys].filter((key) => KEY.test(key));
}

/** The public paths (Korean; the English ones are `/en` + each) a change is seen at. */
export function changedPaths(change: ContentChange): string[] {
  const paths = new Set<string>();
  switch (change.kind) {
    case "product":
    case "productPhotos":
      for (const product of productsOf(change)) {
        paths.add(productPath(product));
        paths.add(`/products/${product.category}/${product.subcategory}`);
      }
      break;
    case "company":
      paths.add("/about/company");
      paths.add("/contact");
      break;
    case "news":
      paths.add(`/news/${encodeURIComponent(change.id)}`);
      paths.add("/news");
      break;
    case "gallery":
      paths.add(`/gallery/${encodeURIComponent(change.id)}`);
      paths.add("/gallery");
      break;
    case "document":
      paths.add("/downloads");
      break;
    case "certificate":
      paths.add("/certificates");
      break;
    case "home":
      paths.add("/");
      break;
    case "about":
      paths.add("/about");
      break;
    case "section":
      paths.add("/products");
      break;
  }
  return [...paths];
}

/** Both languages' absolute URLs of `paths` on `siteUrl`. */
export function bothLanguages(siteUrl: string, paths: readonly string[]): string[] {
  const origin = new URL(siteUrl).origin;
  return paths.flatMap((path) => [`${origin}${path}`, `${origin}/en${path === "/" ? "" : path}`]);
}

/**
 * The keys of documents served anew (the keeper's URLs): the downloads list, and a datasheet's
 * product page, which links it with its size.
 */
export function documentKeys(hrefs: readonly string[]): string[] {
  const keys = new Set(["documents"]);
  for (const href of hrefs) {
    const datasheet = /^\/documents\/datasheet-(.+)-(?:ko|en)\.pdf$/.exec(href);
    if (datasheet) keys.add(productKey(datasheet[1]!));
  }
  return [...keys].filter((key) => KEY.test(key));
}
