import type { Item, Kind } from "../../../server/content/store";
import {
  findProductById,
  findRetiredById,
  productLabel,
} from "../../content/catalog/catalog.server";
import type { Lang } from "../../i18n/lang";
import type {
  CertificateItem,
  Company,
  DocumentItem,
  GalleryItem,
  NewsItem,
  ProductItem,
} from "../../content/schemas";
import { contentWord, type ContentWordKey } from "./words";
import { sectionName } from "./sections/view.server";

/** A kind of content on the list page: its heading, each item's title and editor path. */
export interface KindEntry {
  kind: Kind;
  label: ContentWordKey;
  /** The item's title in `lang`, as staff recognise it. */
  title: (item: Item, lang: Lang) => string;
  /** The item's editor under /admin. */
  edit: (id: string) => string;
  /** The editor of a new item, for kinds that have more than one. */
  add?: string;
  /** Every item of the kind, when the list page shows only some. */
  all?: string;
  /** Which items the list shows, when not all (the products staff have changed). */
  shown?: (item: Item) => boolean;
}

/** "480-035 쿼터턴 …": a product named as the catalogue lists it. */
function productTitle(id: string, lang: Lang): string {
  const product = findProductById(id) ?? findRetiredById(id);
  return product ? productLabel(product, lang) : id;
}

/**
 * A kind of many items, numbered: each named by its own title (or its number), its editor at
 * `{path}/{id}`, a new one at `{path}/new`.
 */
function numbered<Draft>(
  kind: Kind,
  label: ContentWordKey,
  path: string,
  name: (draft: Draft) => Record<Lang, string>,
): KindEntry {
  return {
    kind,
    label,
    title: (item, lang) => name(item.draft as Draft)[lang] || `#${item.id}`,
    edit: (id) => `${path}/${id}`,
    add: `${path}/new`,
  };
}

export const KIND_ENTRIES: KindEntry[] = [
  {
    kind: "company",
    label: "companyTitle",
    title: (item, lang) => (item.draft as Company).name[lang] || "—",
    edit: () => "/content/company",
  },
  {
    kind: "home",
    label: "homeTitle",
    title: (_item, lang) => contentWord(lang, "homeTitle"),
    edit: () => "/content/home",
  },
  {
    kind: "about",
    label: "aboutTitle",
    // One item: the five company pages' words and images.
    title: (_item, lang) => contentWord(lang, "aboutTitle"),
    edit: () => "/content/about",
  },
  numbered("gallery", "galleryTitle", "/content/gallery", (draft: GalleryItem) => draft.title),
  numbered("news", "newsTitle", "/content/news", (draft: NewsItem) => draft.title),
  numbered(
    "document",
    "documentsTitle",
    "/content/documents",
    (draft: DocumentItem) => draft.title,
  ),
  {
    ...numbered(
      "certificate",
      "certificatesTitle",
      "/content/certificates",
      (draft: CertificateItem) => draft.name,
    ),
    all: "/content/certificates",
  },
  {
    kind: "product",
    label: "catalogueTitle",
    // A product added and not yet published is named by its draft.
    title: (item, lang) => {
      const draft = item.draft as ProductItem;
      return findProductById(item.id)
        ? productTitle(item.id, lang)
        : draft.name[lang] || draft.code;
    },
    edit: (id) => `/content/catalogue/${id}`,
    // Every product is the repository's until changed: the changed ones here, all in the list.
    add: "/content/catalogue/new",
    all: "/content/catalogue",
    shown: (item) => item.version > 0,
  },
  {
    kind: "section",
    label: "sectionsTitle",
    title: (item, lang) => sectionName(item.id, lang),
    edit: (id) => `/content/sections/${id}`,
    // Every technical page is the repository's until changed: the changed ones here, all there.
    add: "/content/sections",
    shown: (item) => item.version > 0,
  },
  {
    kind: "productPhotos",
    label: "productPhotosTitle",
    title: (item, lang) => productTitle(item.id, lang),
    edit: (id) => `/content/products/${id}`,
    // Every product can have photos: the list to pick one from.
    add: "/content/products",
  },
];
