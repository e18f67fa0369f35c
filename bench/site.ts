/** Every page type, each in both languages (language-neutral paths). */
export const PAGES = [
  { name: "home", path: "/" },
  { name: "products index", path: "/products" },
  { name: "catalogue, product grid", path: "/products/electric/quarter-turn-480" },
  { name: "catalogue, blocks", path: "/products/pneumatic/rotary" },
  { name: "product detail", path: "/products/pneumatic/rotary/ap5" },
  { name: "gallery detail", path: "/gallery/1" },
  { name: "about/company", path: "/about/company" },
  { name: "contact", path: "/contact" },
  { name: "product finder", path: "/products/finder" },
  {
    name: "product finder, results",
    path: "/products/finder?kind=valve&type=butterfly&dn=150&pn=16&temp=180",
  },
  { name: "site search", path: "/search" },
  { name: "site search, results", path: "/search?q=valve" },
  { name: "quote list", path: "/quote" },
  { name: "downloads", path: "/downloads" },
  // Two groups, three products and the list to add a fourth: the compare page's heaviest kind.
  { name: "compare", path: "/products/compare?ids=480-025,480-035,s30" },
] as const;

export const LANGS = ["ko", "en"] as const;

export function inLang(lang: (typeof LANGS)[number], path: string): string {
  if (lang === "ko") return path;
  return path === "/" ? "/en" : `/en${path}`;
}

export interface RunningSite {
  origin: string;
  stop(): Promise<void>;
}

/** The median of the finite values: a run where Lighthouse could not compute a figure drops out. */
export const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
