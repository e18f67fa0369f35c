import { categories } from "../content/catalog/categories";
import { liveContent } from "../content/live.server";
import { findSection, liveProducts, productPath } from "../content/catalog/catalog.server";
import { LANGS, localePath } from "../i18n/lang";
import { cataloguePageUrl } from "./pagination";
import { pages, thanksPage } from "./pages";
import { policyVersions } from "../content/privacy";
import { NEWS_FEED, newsPageCount, newsPageUrl } from "./news-paths";

/**
 * Every canonical language-neutral path of the site, from the same data the pages use, but the
 * pages that are empty lists now (`empty`: app/empty-pages.server.ts names them; they answer 404).
 */
export function canonicalPaths(empty: readonly string[]): string[] {
  return [
    ...Object.values(pages).map((p) => p.path),
    ...categories.flatMap((c) => [
      `/products/${c.id}`,
      ...c.subcategories.map((s) => `/products/${c.id}/${s.id}`),
    ]),
    ...liveProducts().map(productPath),
    ...liveContent().gallery.map((g) => `/gallery/${g.id}`),
    // Notices: list pages 2..N, then each notice.
    ...Array.from({ length: newsPageCount(liveContent().news.length) - 1 }, (_, i) =>
      newsPageUrl(i + 2),
    ),
    ...liveContent().news.map((item) => `/news/${item.id}`),
  ].filter((path) => !empty.includes(path));
}

/** Pages 2..N of every subcategory's listing (an empty one has none). */
function listingPages(empty: readonly string[]): { path: string; page: number }[] {
  return categories.flatMap((c) =>
    c.subcategories
      .filter((s) => !empty.includes(`/products/${c.id}/${s.id}`))
      .flatMap((s) =>
        Array.from({ length: findSection(s.section)!.totalPages - 1 }, (_, i) => ({
          path: `/products/${c.id}/${s.id}`,
          page: i + 2,
        })),
      ),
  );
}

/** Catalogue pages 2..N of every subcategory. */
export function cataloguePagePaths(empty: readonly string[]): string[] {
  return listingPages(empty).map(({ path, page }) => cataloguePageUrl(path, page));
}

/**
 * The server's `?page=N` catalogue pages in both languages, rendered at build time beside page 1
 * (scripts/prerender-pages.ts); the static export has them as paths instead.
 */
export function queryPagePaths(empty: readonly string[]): { path: string; page: number }[] {
  return listingPages(empty).flatMap(({ path, page }) =>
    LANGS.map((lang) => ({ path: localePath(lang, path), page })),
  );
}

/**
 * What search engines are told about (sitemap.xml): every page that is its own canonical URL,
 * every catalogue page number. Left out: noindex pages, and `/products/{category}`, which shows
 * its first subcategory and names that as canonical.
 */
export function indexablePaths(empty: readonly string[]): string[] {
  const left = new Set([
    ...Object.values(pages)
      .filter((p) => p.noindex)
      .map((p) => p.path),
    ...categories.map((c) => `/products/${c.id}`),
  ]);
  return [...canonicalPaths(empty).filter((path) => !left.has(path)), ...cataloguePagePaths(empty)];
}

/**
 * Pages made from a store of the server's own that changes without a publish (the references,
 * from the delivered units: docs/decisions/036-references.md): the server renders them for their
 * requests, so the server's build has no copy of them; a static export states them as they were
 * when it was made.
 */
export const FROM_SERVER_STORES: readonly string[] = ["/references"];

/**
 * The URLs rendered at build time: every canonical path in both languages (HTML), the unlisted
 * thank-you page (a static export needs it as much as the server does), sitemap.xml and
 * robots.txt. Page numbers are files only in the static export (path form); the server renders
 * `?page=N` on demand.
 */
export function prerenderPaths(empty: readonly string[]): string[] {
  const exported = __CATALOGUE_PAGE_URLS__ === "path";
  const numbered = exported ? cataloguePagePaths(empty) : [];
  return [
    ...[
      ...canonicalPaths(empty).filter((path) => exported || !FROM_SERVER_STORES.includes(path)),
      thanksPage.path,
      // Every version of the privacy policy at its own URL (noindex: /privacy is the one to find).
      ...policyVersions.map((version) => `/privacy/${version}`),
      ...numbered,
    ].flatMap((path) => LANGS.map((lang) => localePath(lang, path))),
    "/sitemap.xml",
    "/robots.txt",
    ...LANGS.map((lang) => localePath(lang, NEWS_FEED)),
    "/search-index-ko.json",
    "/search-index-en.json",
    "/search-text-ko.json",
    "/search-text-en.json",
    "/finder-models.json",
    "/quote-catalogue-ko.json",
    "/quote-catalogue-en.json",
    "/compare-data-ko.json",
    "/compare-data-en.json",
  ];
}
