import { AsyncLocalStorage } from "node:async_hooks";
import { company as seedCompany } from "./company";
import { galleryItems as seedGallery } from "./gallery";
import type {
  Company,
  DocumentItem,
  GalleryItem,
  NewsItem,
  ProductPhoto,
  ProductPhotos,
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
  gallery: GalleryItem[];
  /** Notices, newest first (by date, then the later id). */
  news: NewsItem[];
  /** Documents staff uploaded for /downloads. */
  documents: DocumentItem[];
  /** Published product photos by product id; a product without an entry has none. */
  productPhotos: Map<string, ProductPhotos>;
}

/** What staff published, by kind: a value replaces the repository's item, null hides it. */
export interface PublishedOverrides {
  company?: Company;
  gallery: Map<string, GalleryItem | null>;
  /** Notices and documents exist only as staff published them: the repository has none. */
  news?: NewsItem[];
  documents?: DocumentItem[];
  /** Only the published ones (there are none in the repository). */
  productPhotos?: Map<string, ProductPhotos>;
}

const KEY = Symbol.for("hanbit-flow.live-content");
const PREVIEW = Symbol.for("hanbit-flow.preview-content");
const held = globalThis as {
  [KEY]?: LiveContent;
  [PREVIEW]?: AsyncLocalStorage<LiveContent>;
};
// One store for both bundles, like the live copy: the admin's preview sets it in the server's.
const preview = (held[PREVIEW] ??= new AsyncLocalStorage<LiveContent>());

const seed: LiveContent = {
  revision: 0,
  company: seedCompany,
  gallery: seedGallery,
  news: [],
  documents: [],
  productPhotos: new Map(),
};

export function liveContent(): LiveContent {
  return preview.getStore() ?? held[KEY] ?? seed;
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
    gallery: [...added, ...gallery],
    news: [...(overrides.news ?? [])].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id),
    documents: [...(overrides.documents ?? [])].sort((a, b) => a.id - b.id),
    productPhotos: overrides.productPhotos ?? new Map(),
  };
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
