import { categories } from "../content/catalog/categories";
import type { ThemeId } from "../content/themes";
import type { Localized } from "../i18n/localized";
import { companyMenuIds, pages, type PageId } from "../site/pages";

export interface MenuLink {
  label: Localized;
  /** Language-neutral path. */
  path: string;
}

export interface MenuEntry extends MenuLink {
  id: string;
  /** Path prefixes that make this entry the active one. */
  activePrefixes: string[];
  theme?: ThemeId;
  children: MenuLink[];
}

const pageLink = (id: PageId): MenuLink => ({ label: pages[id].title, path: pages[id].path });

/** Short names of the site's sections, as menus, the sitemap and the 404 page show them. */
export const sectionLabels = {
  home: { ko: "홈", en: "Home" },
  about: { ko: "회사소개", en: "About us" },
  products: { ko: "제품소개", en: "Products" },
  gallery: { ko: "갤러리", en: "Gallery" },
  sitemap: { ko: "사이트맵", en: "Sitemap" },
  contact: { ko: "고객문의", en: "Contact" },
} satisfies Record<string, Localized>;

/** The header menu: company, the five product groups, contact. */
export const mainMenu: MenuEntry[] = [
  {
    id: "about",
    label: sectionLabels.about,
    path: "/about",
    activePrefixes: ["/about", "/certificates", "/references"],
    children: companyMenuIds.map(pageLink),
  },
  ...categories.map((category) => ({
    id: category.id,
    label: category.name,
    path: `/products/${category.id}`,
    activePrefixes: [`/products/${category.id}`],
    theme: category.theme,
    // Every group is valves or actuators: each dropdown ends with the finder.
    children: category.subcategories
      .map((sub) => ({ label: sub.name, path: `/products/${category.id}/${sub.id}` }))
      .concat(pageLink("finder")),
  })),
  {
    id: "contact",
    label: sectionLabels.contact,
    path: "/contact",
    activePrefixes: ["/contact", "/support"],
    children: [],
  },
];

/** Below 768 px the menu is this flat list. */
export const mobileMenu: MenuLink[] = [
  { label: sectionLabels.home, path: "/" },
  { label: sectionLabels.about, path: "/about" },
  { label: sectionLabels.products, path: "/products" },
  { label: sectionLabels.gallery, path: "/gallery" },
  { label: sectionLabels.sitemap, path: "/sitemap" },
];

/** Links without the pages that are empty lists now (app/site/empty-pages.ts). */
export const shownLinks = <Link extends MenuLink>(
  links: readonly Link[],
  empty: ReadonlySet<string>,
) => links.filter((link) => !empty.has(link.path));

/** The header menu without the empty pages: a group with none left goes with its entry. */
export const shownMenu = (empty: ReadonlySet<string>): MenuEntry[] =>
  shownLinks(mainMenu, empty).map((entry) => ({
    ...entry,
    children: shownLinks(entry.children, empty),
  }));

/** Active by path prefix: "/products/electric/x" activates "/products/electric". */
export function isActivePath(current: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => current === prefix || current.startsWith(`${prefix}/`));
}
