import { categories } from "../content/catalog";
import type { ThemeId } from "../content/themes";
import type { Localized } from "../i18n/localized";
import { aboutPageIds, pages, type PageId } from "../site/pages";

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

/** The header menu: company, the five product groups (SPEC section 2), contact. */
export const mainMenu: MenuEntry[] = [
  {
    id: "about",
    label: { ko: "회사소개", en: "About Us" },
    path: "/about",
    activePrefixes: ["/about"],
    children: aboutPageIds.map(pageLink),
  },
  ...categories.map((category) => ({
    id: category.id,
    label: category.name,
    path: `/products/${category.id}`,
    activePrefixes: [`/products/${category.id}`],
    theme: category.theme,
    children: category.subcategories.map((sub) => ({
      label: sub.name,
      path: `/products/${category.id}/${sub.id}`,
    })),
  })),
  {
    id: "contact",
    label: { ko: "고객문의", en: "Contact" },
    path: "/contact",
    activePrefixes: ["/contact", "/support"],
    children: [],
  },
];

/** Below 768 px the menu is this flat list (SPEC section 2). */
export const mobileMenu: MenuLink[] = [
  { label: { ko: "홈", en: "Home" }, path: "/" },
  { label: { ko: "회사소개", en: "About Us" }, path: "/about" },
  { label: { ko: "제품소개", en: "Products" }, path: "/products" },
  { label: { ko: "갤러리", en: "Gallery" }, path: "/gallery" },
  { label: { ko: "사이트맵", en: "Sitemap" }, path: "/sitemap" },
];

/** Active by path prefix: "/products/electric/x" activates "/products/electric". */
export function isActivePath(current: string, prefixes: string[]): boolean {
  return prefixes.some((prefix) => current === prefix || current.startsWith(`${prefix}/`));
}
