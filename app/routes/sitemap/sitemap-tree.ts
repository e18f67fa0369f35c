import { sectionLabels } from "../../chrome/menu";
import { categories } from "../../content/catalog/categories";
import { liveContent } from "../../content/live.server";
import { liveProducts, productPath } from "../../content/catalog/catalog.server";
import type { Localized } from "../../i18n/localized";
import { companyMenuIds, pages } from "../../site/pages";

export interface SitemapNode {
  label: Localized;
  path: string;
  children: SitemapNode[];
}

const leaf = (label: Localized, path: string): SitemapNode => ({ label, path, children: [] });

/** Nodes without the pages in `empty`, at every depth. */
const shown = (nodes: SitemapNode[], empty: ReadonlySet<string>): SitemapNode[] =>
  nodes
    .filter((node) => !empty.has(node.path))
    .map((node) => ({ ...node, children: shown(node.children, empty) }));

/**
 * Every page, grouped as the menu is, built from the same data the pages use; without the
 * pages that are empty lists now (`empty`, app/empty-pages.server.ts), as the menus.
 */
export function sitemapTree(empty: ReadonlySet<string> = new Set()): SitemapNode[] {
  return shown(everyPage(), empty);
}

function everyPage(): SitemapNode[] {
  return [
    leaf(sectionLabels.home, "/"),
    {
      label: sectionLabels.about,
      path: "/about",
      children: companyMenuIds.map((id) => leaf(pages[id].title, pages[id].path)),
    },
    {
      label: sectionLabels.products,
      path: "/products",
      children: categories
        .map((category) => ({
          label: category.name,
          path: `/products/${category.id}`,
          children: category.subcategories.map((sub) => ({
            label: sub.name,
            path: `/products/${category.id}/${sub.id}`,
            children: liveProducts()
              .filter((p) => p.category === category.id && p.subcategory === sub.id)
              .map((p) => leaf({ ko: p.code, en: p.code }, productPath(p))),
          })),
        }))
        .concat(
          leaf(pages.finder.title, pages.finder.path),
          leaf(pages.compare.title, pages.compare.path),
        ),
    },
    {
      label: sectionLabels.gallery,
      path: "/gallery",
      children: liveContent().gallery.map((item) => leaf(item.title, `/gallery/${item.id}`)),
    },
    {
      label: pages.news.title,
      path: "/news",
      children: liveContent().news.map((item) => leaf(item.title, `/news/${item.id}`)),
    },
    leaf(sectionLabels.contact, "/contact"),
    leaf(pages.quote.title, pages.quote.path),
    leaf(pages.downloads.title, pages.downloads.path),
    leaf(pages.search.title, pages.search.path),
    leaf(pages.privacy.title, pages.privacy.path),
  ];
}
