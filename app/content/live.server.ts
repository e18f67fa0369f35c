import { AsyncLocalStorage } from "node:async_hooks";
import type { MarkedRow } from "./catalog/build";
import { categories } from "./catalog/categories";
import { figureLabel, figureText, isFigureKey } from "./catalog/figure-rows";
import { productPath } from "./catalog/paths";
import {
  buildCatalog,
  gridSubcategories,
  isSeedProduct,
  seedCatalog,
  seedFigures,
  seedPlace,
} from "./catalog/seed.server";
import { company as seedCompany } from "./company";
import { overlaySections, type SectionTexts } from "./section-texts.server";
import { galleryItems as seedGallery } from "./gallery";
import { home as seedHome } from "./home";
import type {
  AboutContent,
  Block,
  CatalogSection,
  CertificateItem,
  Company,
  DataTable,
  DocumentItem,
  GalleryItem,
  HomeContent,
  Localized,
  NewsItem,
  Product,
  ProductFigures,
  ProductItem,
  ProductPhoto,
  ProductPhotos,
  SectionItem,
} from "./schemas";

/**
 * The content the site shows now: the repository's content (the starting state of a fresh
 * install) overlaid with what staff published (server/content/store.ts, docs/decisions/012).
 *
 * The server and the page build are separate bundles, so the one current copy lives on
 * `globalThis`: the server sets it at start and after each publish; loaders read it per request.
 * Without a server (build, export without a store, unit tests) it is the repository's content.
 */
export interface LiveContent {
  /** Counts publishes; 0 is the repository's content as built. */
  revision: number;
  company: Company;
  /** The home page's copy as staff edit it (app/content/home-live.server.ts reads its claims). */
  home: HomeContent;
  /** The company pages' copy as staff published it; absent, it follows `company` (about.server.ts). */
  about?: AboutContent;
  gallery: GalleryItem[];
  /** Notices, newest first (by date, then the later id). */
  news: NewsItem[];
  /** Documents staff uploaded for /downloads. */
  documents: DocumentItem[];
  /**
   * Certificates staff published, valid or not: pages show those valid on the day
   * (app/certificates/valid.ts), so one expires without a publish.
   */
  certificates: CertificateItem[];
  /** Published product photos by product id; a product without an entry has none. */
  productPhotos: Map<string, ProductPhotos>;
  /** Every product, in the catalogue's order (docs/decisions/018-live-catalogue.md). */
  products: Product[];
  /** Products staff retired: their pages answer 410 and saved lists drop them with a note. */
  retired: RetiredProduct[];
  /**
   * The Seoul day ("2026-11-25") each product's published value last changed, by product id;
   * a product staff never published has none (its datasheet keeps the edition's date).
   */
  productDates: Map<string, string>;
  /** The catalogue sections, their tables made from the live figures. */
  sections: CatalogSection[];
  /** Every product's figures by product id, the retired ones' too (the tables are built with them). */
  figures: Map<string, ProductFigures>;
  /**
   * The figure each product's specification row is made from or states, in the rows' order
   * (undefined: a row of text), by product id: compare leaves those rows out, as it shows the
   * figures in rows of their own (figure-rows.ts: `figureRows`; build.ts: `statingRow`).
   */
  rowFigures: Map<string, readonly (string | undefined)[]>;
  /** Every product's place in its grid (lower first), by product id. */
  places: Map<string, number>;
  /**
   * Paths products had before a change of code or group, each to the product's id: they answer
   * 301 to its path now, for good (`/products/{category}/{subcategory}/{lowercase code}`).
   */
  movedPaths: Map<string, string>;
  /** Every path a retired product was published at, to its id: each answers 410, as its page. */
  retiredPaths: Map<string, string>;
}

/** What the site still says of a retired product: its name and where it was. */
export type RetiredProduct = Pick<Product, "id" | "code" | "name" | "category" | "subcategory">;

/** What staff published, by kind: a value replaces the repository's item, null hides it. */
export interface PublishedOverrides {
  company?: Company;
  home?: HomeContent;
  /** The company pages' copy, once staff published it. */
  about?: AboutContent;
  gallery: Map<string, GalleryItem | null>;
  /** Notices and documents exist only as staff published them: the repository has none. */
  news?: NewsItem[];
  documents?: DocumentItem[];
  /** Certificates exist only as staff published them: the repository has none. */
  certificates?: CertificateItem[];
  /** Only the published ones (there are none in the repository). */
  productPhotos?: Map<string, ProductPhotos>;
  /**
  /**
   * Products staff published, by id: each replaces the repository's product of that id, one the
   * repository does not have is added to its subcategory's grid; null retires it (a discontinued
   * model: out of every list, its page answers 410).
   */
  products?: Map<string, ProductItem | null>;
  /** When each product's published value last changed (ISO time), by id. */
  productChanged?: Map<string, string>;
  /** Each retired product as visitors last saw it (the repository's when staff never published it). */
  retiredProducts?: Map<string, ProductItem>;
  /** Every path a product was published at, to its id (the store's `product_paths`). */
  productPaths?: Map<string, string>;
  /** Technical pages' words staff published, by section id (app/content/section-texts.server.ts). */
  sections?: Map<string, SectionTexts>;
}

const KEY = Symbol.for("hanbit-flow.live-content");
const PREVIEW = Symbol.for("hanbit-flow.preview-content");
const held = globalThis as {
  [KEY]?: LiveContent;
  [PREVIEW]?: AsyncLocalStorage<LiveContent>;
};
// One store for both bundles, like the live copy: the admin's preview sets it in the server's.
const preview = (held[PREVIEW] ??= new AsyncLocalStorage<LiveContent>());

/** The repository's content, composed when first asked for (not when this module loads). */
let seed: LiveContent | undefined;

export function liveContent(): LiveContent {
  return preview.getStore() ?? held[KEY] ?? (seed ??= composeContent(0, { gallery: new Map() }));
}

/**
 * Runs `render` with `content` in place of the live content, for this call only: the back
 * office's preview of a draft renders the real public page without publishing anything.
 */
export function withPreviewContent<T>(content: LiveContent, render: () => T): T {
  return preview.run(content, render);
}

export function setLiveContent(content: LiveContent): void {
  held[KEY] = content;
}

/**
 * The repository's content with the published overrides applied. Gallery jobs keep the
 * repository's order; staff's new jobs come first, the newest (highest id) first.
 */
export function composeContent(revision: number, overrides: PublishedOverrides): LiveContent {
  const gallery = seedGallery.flatMap((item) => {
    const override = overrides.gallery.get(String(item.id));
    if (override === undefined) return [item];
    return override ? [override] : [];
  });
  const seedIds = new Set(seedGallery.map((item) => String(item.id)));
  const added = [...overrides.gallery]
    .filter(([id, item]) => !seedIds.has(id) && item)
    .map(([, item]) => item!)
    .sort((a, b) => b.id - a.id);
  return {
    revision,
    company: overrides.company ?? seedCompany,
    home: overrides.home ?? seedHome,
    ...(overrides.about ? { about: overrides.about } : {}),
    gallery: [...added, ...gallery],
    news: [...(overrides.news ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    documents: [...(overrides.documents ?? [])].sort((a, b) => a.id - b.id),
    certificates: [...(overrides.certificates ?? [])].sort((a, b) => a.id - b.id),
    productPhotos: overrides.productPhotos ?? new Map(),
    productDates: new Map(
      [...(overrides.productChanged ?? [])].map(([id, at]) => [id, seoulDayOf(at)]),
    ),
    ...composeCatalog(
      overrides.products,
      overrides.retiredProducts,
      overrides.productPaths,
      overrides.sections,
    ),
  };
}

/** The Seoul day of an ISO time ("2026-11-24T20:00:00.000Z" -> "2026-11-25"). */
function seoulDayOf(at: string): string {
  return new Date(Date.parse(at) + 9 * 3_600_000).toISOString().slice(0, 10);
}

/** A value without the marks of rows made from or stating figures, as visitors get it. */
function unmarked<T>(value: T): T {
  if (Array.isArray(value)) return value.map(unmarked) as T;
  if (value === null || typeof value !== "object") return value;
  const out: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if ((key === "figure" || key === "states") && "label" in value && "value" in value) continue;
    out[key] = unmarked(inner);
  }
  return out as T;
}

/**
 * A published product: staff's texts and rows, each row made from a figure taking its text from
 * the product its group built with the live figures (`built`, for a repository product) or else
 * from the one generic derivation (catalog/figure-rows.ts), so from the figures staff typed. A
 * row whose figure is empty is left out. Rows keep their marks (`unmarked` drops them): a text
 * row as the repository wrote it keeps the figure it states.
 */
function fromItem(item: ProductItem, built?: Product): Product {
  const stated = (label: Localized, value: Localized) =>
    built?.specifications.find(
      (row: MarkedRow) =>
        row.states !== undefined &&
        row.label.ko === label.ko &&
        row.label.en === label.en &&
        row.value.ko === value.ko &&
        row.value.en === value.en,
    ) as MarkedRow | undefined;
  const { id, code, name, category, subcategory, image, description, detailDescription } = item;
  const rowText = (figure: string) =>
    built?.specifications.find((row: MarkedRow) => row.figure === figure)?.value ??
    (isFigureKey(figure) ? figureText(figure, item.figures) : undefined);
  return {
    id,
    code,
    name,
    category,
    subcategory,
    image,
    description,
    detailDescription,
    features: item.features,
    detailImages: item.detailImages,
    specifications: item.specifications.flatMap(({ label, value, figure }): MarkedRow[] => {
      if (figure === undefined) {
        if (!value) return [];
        const states = stated(label, value)?.states;
        return [states === undefined ? { label, value } : { label, value, states }];
      }
      const made = rowText(figure);
      // The label too is the registry's: a figure is named one way on every page.
      const named = isFigureKey(figure) ? figureLabel(figure, item.figures) : label;
      return made ? [{ label: named, value: made, figure }] : [];
    }),
  };
}

/** The catalogue's order: by group and subcategory as the menu lists them, then by place. */
function inCatalogueOrder(products: Product[], places: Map<string, number>): Product[] {
  const rank = new Map<string, number>(
    categories.flatMap((category, c) =>
      category.subcategories.map((sub, s) => [`${category.id}/${sub.id}`, c * 1000 + s] as const),
    ),
  );
  const at = (p: Product) => rank.get(`${p.category}/${p.subcategory}`) ?? Infinity;
  // Array.prototype.sort is stable: equal places keep the repository's order, then the added.
  return [...products].sort((a, b) => at(a) - at(b) || places.get(a.id)! - places.get(b.id)!);
}

/** Each grid (`product-catalog` block) lists its subcategory's products, in their order. */
function withGrids(sections: CatalogSection[], products: Product[]): CatalogSection[] {
  const sectionOf = new Map(
    gridSubcategories().map((g) => [`${g.category}/${g.subcategory}`, g.section]),
  );
  const listed = new Map<string, string[]>();
  for (const product of products) {
    const section = sectionOf.get(`${product.category}/${product.subcategory}`);
    if (section) listed.set(section, [...(listed.get(section) ?? []), product.id]);
  }
  return sections.map((section) => {
    const ids = listed.get(section.id) ?? [];
    const withGrid = section.pages.some((page) =>
      page.content.some((block) => block.type === "product-catalog"),
    );
    return {
      ...section,
      pages: section.pages.map((page, at) => ({
        ...page,
        content:
          // A series whose products were to come gets its grid with the first, before its
          // closing contact block.
          !withGrid && at === 0 && ids.length
            ? beforeContact(page.content, { type: "product-catalog", products: ids })
            : page.content.flatMap((block): CatalogSection["pages"][number]["content"] => {
                if (block.type !== "product-catalog") return [block];
                return ids.length ? [{ ...block, products: ids }] : [];
              }),
      })),
    };
  });
}

type PageContent = CatalogSection["pages"][number]["content"];

function beforeContact(content: PageContent, block: PageContent[number]): PageContent {
  const last = content.at(-1);
  return last?.type === "contact" ? [...content.slice(0, -1), block, last] : [...content, block];
}

/**
 * The catalogue with staff's published products: the figures are the published ones where there
 * are some, and every table, row and text made from figures is made again from them here, when
 * the content is composed. Publishing checks that the catalogue builds with a product's figures
 * (`catalogueRefuses`); should it not, the repository's figures are shown rather than no page.
 * A product the repository does not have is added to its subcategory's grid at its place; a
 * product's grid follows its group and place, and its former paths answer with its path now.
 * A retired product leaves the products, the grids and the tables' rows by model.
 */
function composeCatalog(
  published: Map<string, ProductItem | null> = new Map(),
  retiredAs: Map<string, ProductItem> = new Map(),
  paths: Map<string, string> = new Map(),
  sectionTexts?: Map<string, SectionTexts>,
) {
  const seedFiguresOf = (id: string) => published.get(id)?.figures ?? seedFigures(id);
  let built;
  let figures = seedFiguresOf;
  try {
    built = published.size ? buildCatalog(seedFiguresOf) : seedCatalog();
  } catch (error) {
    console.error(
      "The published figures do not build the catalogue; the repository's shown",
      error,
    );
    built = seedCatalog();
    figures = seedFigures;
  }
  const retiredIds = new Set([...published].flatMap(([id, item]) => (item ? [] : [id])));
  const seeded = built.products.flatMap((product) => {
    if (retiredIds.has(product.id)) return [];
    const item = published.get(product.id);
    return [item ? fromItem(item, product) : product];
  });
  const added = [...published.values()]
    .filter((item): item is ProductItem => item !== null && !isSeedProduct(item.id))
    .map((item) => fromItem(item));
  const places = new Map(
    [...seeded, ...added].map((p) => [
      p.id,
      published.get(p.id)?.place ?? seedPlace(p.id) ?? Number.MAX_SAFE_INTEGER,
    ]),
  );
  const marked = published.size ? inCatalogueOrder([...seeded, ...added], places) : seeded;
  const products = marked.map(unmarked);
  const retired = [...retiredIds].flatMap((id): RetiredProduct[] => {
    const last = retiredAs.get(id) ?? built.products.find((product) => product.id === id);
    if (!last) return [];
    const { code, name, category, subcategory } = last;
    return [{ id, code, name, category, subcategory }];
  });
  // The tables name a model by the repository's code (the built product's).
  const codes = new Set(
    built.products.filter((product) => retiredIds.has(product.id)).map((p) => p.code),
  );
  // Staff's words over the built pages: the tables stay the ones just built from the figures.
  const unmarkedSections = overlaySections(unmarked(built.sections), sectionTexts);
  const gridded = published.size ? withGrids(unmarkedSections, products) : unmarkedSections;
  const now = new Map(products.map((p) => [p.id, productPath(p)]));
  return {
    products,
    retired,
    sections: retiredIds.size ? withoutRetired(gridded, retiredIds, codes) : gridded,
    // The repository's products' figures, the retired ones' too (the tables are built with them).
    figures: new Map([
      ...built.products.map((product) => [product.id, figures(product.id)] as const),
      ...added.map((product) => [product.id, published.get(product.id)!.figures] as const),
    ]),
    places,
    rowFigures: new Map(
      marked.map((product) => [
        product.id,
        product.specifications.map((row: MarkedRow) => row.figure ?? row.states),
      ]),
    ),
    movedPaths: new Map([...paths].filter(([path, id]) => now.has(id) && now.get(id) !== path)),
    retiredPaths: new Map([...paths].filter(([, id]) => retiredIds.has(id))),
  };
}

/**
 * The sections without the retired products: out of the grids, and out of the tables whose rows
 * are by model (a row whose first cell is the product's code). A grid or table left empty goes.
 */
function withoutRetired(
  sections: CatalogSection[],
  ids: Set<string>,
  codes: Set<string>,
): CatalogSection[] {
  const table = (t: DataTable): DataTable => ({
    ...t,
    rows: t.rows.filter((row) => !(typeof row[0] === "string" && codes.has(row[0]))),
  });
  const item = (i: SectionItem): SectionItem[] => {
    if (i.type === "table" || i.type === "dimension-table") {
      const kept = table(i.table);
      return kept.rows.length ? [{ ...i, table: kept }] : [];
    }
    if (i.type === "image-text" && i.dimensionTable) {
      const { dimensionTable, ...rest } = i;
      const kept = table(dimensionTable);
      return [kept.rows.length ? { ...rest, dimensionTable: kept } : rest];
    }
    return [i];
  };
  const block = (b: Block): Block[] => {
    if (b.type === "product-catalog") {
      const products = b.products.filter((id) => !ids.has(id));
      return products.length ? [{ ...b, products }] : [];
    }
    if (b.type === "section") {
      const content = b.content.flatMap(item);
      return content.length ? [{ ...b, content }] : [];
    }
    return [b];
  };
  return sections.map((section) => ({
    ...section,
    pages: section.pages.map((page) => ({ ...page, content: page.content.flatMap(block) })),
  }));
}

/**
 * Why the catalogue cannot be built with `item` published (a figure its pages need is missing
 * or of another shape), or undefined when it can.
 */
export function catalogueRefuses(item: ProductItem): string | undefined {
  const live = liveContent();
  try {
    buildCatalog((id) =>
      id === item.id ? item.figures : (live.figures.get(id) ?? seedFigures(id)),
    );
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** A product's published photos in their order; none for most products. */
export function productPhotosOf(productId: string): ProductPhoto[] {
  return liveContent().productPhotos.get(productId)?.photos ?? [];
}

/** Accepts only a canonical positive integer id ("1", not "01" or "1e0"). */
export function findGalleryItem(rawId: string): GalleryItem | undefined {
  if (!/^[1-9][0-9]{0,8}$/.test(rawId)) return undefined;
  return liveContent().gallery.find((item) => item.id === Number(rawId));
}

/** A published notice by its id in the URL; canonical positive integers only, as for gallery jobs. */
export function findNewsItem(rawId: string): NewsItem | undefined {
  if (!/^[1-9][0-9]{0,8}$/.test(rawId)) return undefined;
  return liveContent().news.find((item) => item.id === Number(rawId));
}
