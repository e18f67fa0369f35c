import { join } from "node:path";
import type Database from "better-sqlite3";
import { openDatabase } from "../db/open";
import type { z } from "zod";
import { aboutFor } from "../../app/content/about";
import { company as seedCompany } from "../../app/content/company";
import { galleryItems as seedGallery } from "../../app/content/gallery";
import { home as seedHome } from "../../app/content/home";
import { renamedApplications, sixSectors } from "./six-sectors";
import { catalogueRefuses, type PublishedOverrides } from "../../app/content/live.server";
import {
  gridSubcategories,
  seedCatalog,
  seedProductItem,
} from "../../app/content/catalog/seed.server";
import { findProductById, productPath } from "../../app/content/catalog/catalog.server";
import { codeProblem, MAX_CODE_LENGTH, type CodeProblem } from "../../app/content/catalog/codes";
import { ELASTOMERS } from "../../app/content/catalog/sleeves";
import { galleryJobSchema } from "../../app/content/gallery-job.server";
import { certificateSchema } from "../../app/content/certificate-item.server";
import {
  alignSectionTexts,
  sectionIds,
  sectionTextsRefuse,
  sectionTextsSchema,
  seedSectionTexts,
} from "../../app/content/section-texts.server";
import {
  aboutSchema,
  companySchema,
  documentItemSchema,
  homeSchema,
  newsItemSchema,
  productItemSchema,
  productPhotosSchema,
  slugSchema,
  type Company,
  type ProductItem,
} from "../../app/content/schemas";

/**
 * Published content (docs/decisions/012-published-content.md): `{DATA_DIR}/content.sqlite`.
 *
 * An item is one piece of content staff edit: the company facts, a gallery job. The database
 * holds only what staff changed; an item without a row is the repository's (version 0), so a
 * deploy brings new repository content and never overwrites what staff published.
 *
 * Every write names the version it edited; a write over a newer version is refused (nothing is
 * lost silently). Every write is kept in the item's history, which a restore copies back.
 */

/** The value at a field's path, or undefined. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let here = value;
  for (const key of path) {
    if (here === null || typeof here !== "object") return undefined;
    here = (here as Record<PropertyKey, unknown>)[key];
  }
  return here;
}

/**
 * An issue a draft may have: a text or a bilingual list left empty (at any depth: a caption,
 * one language), or an item's own field not given yet (no file, no photos). Anything else (a wrong
 * type, too long, a date that does not parse, a broken photo record) is refused in a draft too.
 */
function isLeftEmpty(value: unknown, issue: z.core.$ZodIssue): boolean {
  if (issue.path.length === 0) return false;
  const at = valueAt(value, issue.path);
  if (typeof at === "string") return at.trim() === "";
  // A bilingual list with nothing in one language yet, as a text left empty (features).
  const side = issue.path.at(-1);
  if (Array.isArray(at) && at.length === 0 && (side === "ko" || side === "en")) return true;
  // A product's figures may be typed half (a minimum without its maximum yet), or not yet at
  // all (a new product's ratings or supply): a shape of either kind, one typed in half, is left.
  if (issue.path[0] === "figures") {
    if (at === undefined || (Array.isArray(at) && at.length === 0)) return true;
    if (typeof at === "object" && at !== null && Object.keys(at).length === 0) return true;
    if (issue.code === "invalid_union") {
      return issue.errors.some((branch) =>
        branch.every((inner) =>
          isLeftEmpty(value, { ...inner, path: [...issue.path, ...inner.path] }),
        ),
      );
    }
  }
  return issue.path.length === 1 && (at === undefined || (Array.isArray(at) && at.length === 0));
}

/**
 * A union's issue as the issues of the shape it was meant as (the one whose keys it has: a DN
 * size typed in half is a DN size missing its maximum), so they land on their fields.
 */
function expandUnions(issues: readonly z.core.$ZodIssue[]): z.core.$ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== "invalid_union") return [issue];
    const meant = issue.errors.filter((branch) =>
      branch.every((inner) => inner.code !== "unrecognized_keys"),
    );
    if (meant.length !== 1) return [issue];
    return expandUnions(
      meant[0]!.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
    );
  });
}

/** The kinds of item and the schema that validates each, the same as the repository's content. */
const KINDS = {
  company: companySchema,
  gallery: galleryJobSchema,
  news: newsItemSchema,
  document: documentItemSchema,
  productPhotos: productPhotosSchema,
  product: productItemSchema,
  home: homeSchema,
  about: aboutSchema,
  section: sectionTextsSchema,
  certificate: certificateSchema,
} as const;
export type Kind = keyof typeof KINDS;
export type ItemValue<K extends Kind> = z.infer<(typeof KINDS)[K]>;

export const isKind = (value: string): value is Kind => Object.hasOwn(KINDS, value);

/**
 * Kinds whose ids name something else: a message (at the field `product`) when an id is not
 * one. Product photos belong to a product of the catalogue, by its id (its lowercase code).
 */
const ID_RULES: Partial<Record<Kind, (id: string) => Record<string, string> | undefined>> = {
  productPhotos: (id) =>
    findProductById(id)?.id === id
      ? undefined
      : { product: `No product of the catalogue has the code "${id}".` },
  // A product's id is its code in lower case when it was added, for good (its code may change).
  product: (id) =>
    slugSchema.safeParse(id).success ? undefined : { product: `"${id}" is no product id.` },
};

/** Messages of a refused code, by its problem (app/content/catalog/codes.ts). */
export const CODE_MESSAGES: Record<CodeProblem, string> = {
  required: "A code is needed.",
  format: `A code is letters A-Z, digits and single hyphens between them, up to ${MAX_CODE_LENGTH} characters.`,
  reserved: "This code is a path the site uses under /products.",
  taken: "This code is already used by another product, now or before (case does not matter).",
};

export const SLEEVE_MESSAGE = "With the sleeve's temperature, the maximum is the hottest sleeve's";

/**
 * What a product's value must keep to be published: a pinch valve's sleeve temperature is its
 * hottest elastomer's, as in the repository, and the catalogue must build with its figures (a
 * figure its tables need is not missing).
 */
function productRefuses(_id: string, value: ProductItem): Record<string, string> | undefined {
  const hottest = Math.max(...ELASTOMERS.map((e) => e.maxC));
  if (
    value.figures.kind === "valve" &&
    value.figures.sleeve &&
    value.figures.tempC.max !== hottest
  ) {
    return {
      "figures.tempC.max": `${SLEEVE_MESSAGE} (${hottest} °C)`,
    };
  }
  const refused = catalogueRefuses(value);
  return refused ? { figures: refused } : undefined;
}

/** Kinds with rules beyond their schema for publishing: messages by field, or undefined. */
const PUBLISH_RULES: Partial<{
  [K in Kind]: (id: string, value: ItemValue<K>) => Record<string, string> | undefined;
}> = { product: productRefuses };

/** What a visitor sees of an item: live, hidden (unpublished), or never published (a draft). */
export type ItemState = "published" | "unpublished" | "draft";

export interface Item<K extends Kind = Kind> {
  kind: K;
  id: string;
  version: number;
  state: ItemState;
  /** What staff edit: the last saved value, which may have fields left empty (a draft). */
  draft: ItemValue<K>;
  /** What visitors see; absent when hidden or never published. */
  published?: ItemValue<K>;
  /** The draft differs from what is live. */
  changed: boolean;
  updatedAt?: string;
  updatedBy?: string;
}

export type Action = "save" | "publish" | "unpublish" | "restore";

/** A publish or unpublish as `onPublish` listeners get it. */
export interface PublishedChange {
  kind: Kind;
  id: string;
  /** What visitors saw before; absent when nothing (a first publish, or hidden). */
  before?: unknown;
  /** What visitors see now; absent once unpublished. */
  after?: unknown;
}

export interface HistoryEntry {
  version: number;
  action: Action;
  at: string;
  by: string;
  value: unknown;
}

/** Who writes and which version of the item they edited. */
export interface WriteOptions {
  by: string;
  baseVersion: number;
}

export type WriteResult<K extends Kind = Kind> =
  | { ok: true; item: Item<K> }
  /** Another write came first: `current` is what it left, for the person to compare. */
  | { ok: false; reason: "conflict"; message: string; current: Item<K> }
  /** A field's value is not valid: messages by field path ("title.ko"). */
  | { ok: false; reason: "invalid"; message: string; fieldErrors: Record<string, string> }
  | { ok: false; reason: "not-found"; message: string };

// Each entry upgrades the schema by one version (PRAGMA user_version); never edit a shipped one.
const MIGRATIONS = [
  `CREATE TABLE items (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     version INTEGER NOT NULL CHECK (version >= 1),
     draft TEXT NOT NULL,
     published TEXT,
     ever_published INTEGER NOT NULL DEFAULT 0,
     updated_at TEXT NOT NULL,
     updated_by TEXT NOT NULL,
     PRIMARY KEY (kind, id)
   );
   CREATE TABLE history (
     kind TEXT NOT NULL,
     id TEXT NOT NULL,
     version INTEGER NOT NULL,
     action TEXT NOT NULL CHECK (action IN ('save', 'publish', 'unpublish', 'restore')),
     value TEXT NOT NULL,
     at TEXT NOT NULL,
     by TEXT NOT NULL,
     PRIMARY KEY (kind, id, version)
   );
   -- Counts publishes and unpublishes: a server that sees it change loads the content again.
   CREATE TABLE revision (id INTEGER PRIMARY KEY CHECK (id = 1), value INTEGER NOT NULL);
   INSERT INTO revision VALUES (1, 0);`,
  // Values saved under version 1's schemas, in today's shapes (every row kept, none refused).
  reshapeAll,
  // Company facts saved before the address had a district and a city, and the privacy contacts
  // could follow the company's: the same reshaping, which leaves today's shapes as they are.
  reshapeAll,
  // Every path a product was published at, written with the publish: a former path answers 301
  // to the product's path now, for good; its code stays taken (issue 31).
  `CREATE TABLE IF NOT EXISTS product_paths (
     path TEXT PRIMARY KEY,
     code TEXT NOT NULL,
     product TEXT NOT NULL,
     at TEXT NOT NULL
   );`,
  // The home page's five sectors became six, one per industry served (LNG carriers its own),
  // and the industries' English names changed: those two kinds only (server/content/six-sectors.ts).
  (db: Database.Database) => reshapeAll(db, ["home", "section"]),
];

/** Every stored value (items and history) in today's shape (`currentShape`), or those of `kinds`. */
function reshapeAll(db: Database.Database, kinds?: string[]) {
  const mine = (kind: string) => !kinds || kinds.includes(kind);
  const items = db.prepare<
    [],
    { kind: string; id: string; draft: string; published: string | null }
  >("SELECT kind, id, draft, published FROM items");
  const setItem = db.prepare("UPDATE items SET draft = ?, published = ? WHERE kind = ? AND id = ?");
  for (const row of items.all().filter((item) => mine(item.kind))) {
    const upgrade = (json: string) => JSON.stringify(currentShape(row.kind, JSON.parse(json)));
    setItem.run(upgrade(row.draft), row.published && upgrade(row.published), row.kind, row.id);
  }
  const history = db.prepare<[], { kind: string; id: string; version: number; value: string }>(
    "SELECT kind, id, version, value FROM history",
  );
  const setEntry = db.prepare(
    "UPDATE history SET value = ? WHERE kind = ? AND id = ? AND version = ?",
  );
  for (const row of history.all().filter((entry) => mine(entry.kind))) {
    const value = JSON.stringify(currentShape(row.kind, JSON.parse(row.value)));
    setEntry.run(value, row.kind, row.id, row.version);
  }
}

type Json = Record<string, unknown>;

/**
 * A value of content.sqlite's version 1 in today's shape. Company facts: the privacy officer
 * gained a position and a telephone, the desk and each processor's country and contact are
 * new, so what version 1 lacked is the repository's (as on a fresh install). Gallery jobs: the
 * main image and the list of images became `photos` and the main photo's index. The home page:
 * a sixth sector.
 */
export function currentShape(kind: string, value: unknown): unknown {
  const item = value as Json;
  if (kind === "company") {
    const officer = item.privacyOfficer as Json | undefined;
    const processors = item.processors as Json[] | undefined;
    const address = item.address as Json;
    return {
      ...item,
      // The editor never changed the address before it had a district and a city, so an address
      // without them is the repository's, which now has them.
      address: "district" in address ? address : seedCompany.address,
      privacyOfficer: followCompany(
        item,
        officer && "title" in officer
          ? { name: officer.name, position: officer.title, email: officer.email }
          : (officer ?? seedCompany.privacyOfficer),
      ),
      privacyDesk: followCompany(item, (item.privacyDesk as Json) ?? seedCompany.privacyDesk),
      processors:
        processors && processors.every((processor) => "country" in processor)
          ? processors
          : seedCompany.processors,
    };
  }
  if (kind === "gallery" && "images" in item && !("photos" in item)) {
    const { image, images, ...rest } = item as Json & { image: Json; images: Json[] };
    const main = images.findIndex((photo) => photo.src === image.src);
    const photos = main >= 0 ? images : [{ ...image, caption: item.title }, ...images];
    return { ...rest, photos, main: Math.max(main, 0) };
  }
  if (kind === "home") return sixSectors(item);
  if (kind === "section") return renamedApplications(item);
  return value;
}

/**
 * A privacy contact whose telephone or e-mail was the company's: it now follows the company's
 * (absent), so changing the company's telephone changes /privacy too.
 */
function followCompany(company: Json, contact: Json): Json {
  const { phone, email, ...rest } = contact;
  return {
    ...rest,
    ...(phone === undefined || phone === company.phone ? {} : { phone }),
    ...(email === undefined || email === company.email ? {} : { email }),
  };
}

interface Row {
  kind: string;
  id: string;
  version: number;
  draft: string;
  published: string | null;
  ever_published: number;
  updated_at: string;
  updated_by: string;
}

/**
 * The repository's item, the starting state of one that has no row. The company pages' copy
 * has the company facts in it: `company`, the published ones, which the pages show until staff
 * save the copy (app/content/about.server.ts); the first save keeps what visitors saw.
 */
function seedValue(kind: Kind, id: string, company: Company = seedCompany): unknown {
  if (kind === "company") return id === "company" ? seedCompany : undefined;
  if (kind === "home") return id === "home" ? seedHome : undefined;
  if (kind === "about") return id === "about" ? aboutFor(company) : undefined;
  // Notices, documents, certificates and product photos start empty: the repository has none
  // (never invented: a certificate's number is the issuer's).
  if (kind === "news" || kind === "document" || kind === "certificate") return undefined;
  if (kind === "productPhotos") return undefined;
  if (kind === "product") return seedProductItem(id);
  if (kind === "section") return seedSectionTexts(id);
  return seedGallery.find((item) => String(item.id) === id);
}

/**
 * An item's version 0, the repository's, as the editors compare a conflict against it; none for
 * the company pages, whose version 0 followed the facts published at the time.
 */
export const repositoryValue = (kind: Kind, id: string): unknown =>
  kind === "about" ? undefined : seedValue(kind, id);

/** "title.ko" -> message, the first message per field. */
function fieldErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of expandUnions(issues)) {
    const path = issue.path.map(String).join(".") || "(item)";
    out[path] ??= issue.message;
  }
  return out;
}

export type ContentStore = ReturnType<typeof openContentStore>;

/** The one place published content lives: `{DATA_DIR}/content.sqlite`. */
export const contentDatabase = (dataDir: string) => join(dataDir, "content.sqlite");

/** Opens (and on first use creates) the content database. Writes are on disk when they return. */
export function openContentStore(file: string) {
  const db = openDatabase(file, `the content database ${file}`, MIGRATIONS);

  const selectRow = db.prepare<[string, string], Row>(
    "SELECT * FROM items WHERE kind = ? AND id = ?",
  );
  const selectKind = db.prepare<[string], Row>("SELECT * FROM items WHERE kind = ?");
  const selectRevision = db.prepare<[], { value: number }>(
    "SELECT value FROM revision WHERE id = 1",
  );
  const bumpRevision = db.prepare("UPDATE revision SET value = value + 1 WHERE id = 1");
  const upsert = db.prepare(
    `INSERT INTO items (kind, id, version, draft, published, ever_published, updated_at, updated_by)
     VALUES (@kind, @id, @version, @draft, @published, @ever_published, @updated_at, @updated_by)
     ON CONFLICT (kind, id) DO UPDATE SET version = excluded.version, draft = excluded.draft,
       published = excluded.published, ever_published = excluded.ever_published,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  );
  const insertHistory = db.prepare(
    `INSERT INTO history (kind, id, version, action, value, at, by)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const selectEveryValue = db.prepare<[], { value: string }>(
    `SELECT value FROM history UNION SELECT draft FROM items
     UNION SELECT published FROM items WHERE published IS NOT NULL`,
  );
  const selectHistory = db.prepare<
    [string, string],
    { version: number; action: Action; at: string; by: string; value: string }
  >(
    "SELECT version, action, at, by, value FROM history WHERE kind = ? AND id = ? ORDER BY version DESC",
  );
  const selectProductPublishes = db.prepare<[], { id: string; value: string; at: string }>(
    "SELECT id, value, at FROM history WHERE kind = 'product' AND action = 'publish' ORDER BY id, version",
  );
  const selectLastPublished = db.prepare<[string, string], { value: string }>(
    `SELECT value FROM history WHERE kind = ? AND id = ? AND action = 'publish'
     ORDER BY version DESC LIMIT 1`,
  );
  const selectEntry = db.prepare<[string, string, number], { value: string }>(
    "SELECT value FROM history WHERE kind = ? AND id = ? AND version = ?",
  );
  const selectPaths = db.prepare<[], { path: string; code: string; product: string }>(
    "SELECT path, code, product FROM product_paths",
  );
  const insertPath = db.prepare(
    "INSERT OR IGNORE INTO product_paths (path, code, product, at) VALUES (?, ?, ?, ?)",
  );

  const publishListeners: ((change: PublishedChange) => void)[] = [];

  function toItem<K extends Kind>(kind: K, id: string, row: Row | undefined): Item<K> | undefined {
    if (!row) {
      const company = kind === "about" ? selectRow.get("company", "company")?.published : null;
      const seed = seedValue(kind, id, company ? (JSON.parse(company) as Company) : undefined) as
        ItemValue<K> | undefined;
      if (!seed) return undefined;
      return {
        kind,
        id,
        version: 0,
        state: "published",
        draft: seed,
        published: seed,
        changed: false,
      };
    }
    const published =
      row.published === null ? undefined : (JSON.parse(row.published) as ItemValue<K>);
    return {
      kind,
      id,
      version: row.version,
      state: published
        ? "published"
        : row.ever_published || seedValue(kind, id)
          ? "unpublished"
          : "draft",
      draft: JSON.parse(row.draft) as ItemValue<K>,
      published,
      changed: row.published !== row.draft,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
    };
  }

  function get<K extends Kind>(kind: K, id: string): Item<K> | undefined {
    return toItem(kind, id, selectRow.get(kind, id));
  }

  /**
   * One write in one transaction: the item as it is now (row or repository), checked against
   * the version the writer edited, then `change` gives the new draft and published values.
   */
  function write<K extends Kind>(
    kind: K,
    id: string,
    action: Action,
    { by, baseVersion }: WriteOptions,
    change: (
      item: Item<K> | undefined,
    ) => { draft: ItemValue<K>; published: ItemValue<K> | null; history: unknown } | WriteResult<K>,
  ): WriteResult<K> {
    return db
      .transaction((): WriteResult<K> => {
        const item = get(kind, id);
        const current = item?.version ?? 0;
        if (current !== baseVersion) {
          if (!item) return { ok: false, reason: "not-found", message: `No ${kind} item ${id}.` };
          const who = item.updatedBy ? ` by ${item.updatedBy}` : "";
          const when = item.updatedAt ? ` at ${item.updatedAt}` : "";
          return {
            ok: false,
            reason: "conflict",
            message: `This item was changed${who}${when} after you opened it (version ${current}, you edited version ${baseVersion}). Your changes were not saved: copy them, reload and apply them again.`,
            current: item,
          };
        }
        const next = change(item);
        if ("ok" in next) return next;
        const at = new Date().toISOString();
        const version = current + 1;
        const published = next.published === null ? null : JSON.stringify(next.published);
        upsert.run({
          kind,
          id,
          version,
          draft: JSON.stringify(next.draft),
          published,
          ever_published:
            published !== null || (item !== undefined && item.state !== "draft") ? 1 : 0,
          updated_at: at,
          updated_by: by,
        });
        insertHistory.run(kind, id, version, action, JSON.stringify(next.history), at, by);
        if (action === "publish" || action === "unpublish") {
          bumpRevision.run();
          // Inside the transaction: a listener that throws (the edge queue cannot be written)
          // undoes the publish, so no change goes without its purge (server/edge/).
          for (const listener of publishListeners) {
            listener({
              kind,
              id,
              ...(item?.published !== undefined && { before: item.published }),
              ...(next.published !== null && { after: next.published }),
            });
          }
        }
        return { ok: true, item: get(kind, id)! };
      })
      .immediate();
  }

  /**
   * Whether a lowercase code is a code or id of a product other than `self`, now or before:
   * the repository's products, every product row's draft and published code, and every code a
   * product was published with (`product_paths`).
   */
  function codeTakenByOther(self: string) {
    const owners = new Map<string, Set<string>>();
    const own = (code: unknown, id: string) => {
      if (typeof code !== "string" || code === "") return;
      const key = code.toLowerCase();
      owners.set(key, (owners.get(key) ?? new Set()).add(id));
    };
    for (const product of seedCatalog().products) {
      own(product.id, product.id);
      own(product.code, product.id);
    }
    for (const row of selectKind.all("product")) {
      own(row.id, row.id);
      own((JSON.parse(row.draft) as { code?: unknown }).code, row.id);
      if (row.published) own((JSON.parse(row.published) as { code?: unknown }).code, row.id);
    }
    for (const row of selectPaths.all()) own(row.code, row.product);
    return (key: string) => [...(owners.get(key) ?? [])].some((id) => id !== self);
  }

  /**
   * A product's own rules, for drafts as for publishing: its id is for good (a new product's is
   * its code in lower case), its code is free (app/content/catalog/codes.ts), its subcategory
   * lists products in a grid, and its kind of figures is the one it was added with.
   */
  function productRules(id: string, value: unknown): Record<string, string> | undefined {
    if (value === null || typeof value !== "object") return undefined;
    const product = value as Partial<ProductItem>;
    const errors: Record<string, string> = {};
    const item = get("product", id);
    const code = typeof product.code === "string" ? product.code : "";
    if (product.id !== id) errors.id = "A product's id cannot change.";
    if (!item && code.toLowerCase() !== id) {
      errors.code = "A new product's id is its code in lower case.";
    }
    const problem = code === "" ? undefined : codeProblem(code, codeTakenByOther(id));
    if (problem) errors.code = CODE_MESSAGES[problem];
    const placed = gridSubcategories().some(
      (g) => g.category === product.category && g.subcategory === product.subcategory,
    );
    if (!placed) errors.subcategory = "Choose a subcategory that lists products.";
    const kind = (f: { kind?: string; type?: string; drive?: string } | undefined) =>
      f && `${f.kind}/${f.kind === "valve" ? f.type : f.drive}`;
    if (item && kind(product.figures) !== kind(item.draft.figures)) {
      errors.figures = "The kind of product cannot be changed.";
    }
    return Object.keys(errors).length ? errors : undefined;
  }

  /**
   * The kind's schema check: the value (cleaned), or messages by field path. `draft` lets fields
   * be left empty (one language only, no file yet): the value is kept as given, and publishing
   * checks it whole.
   */
  function validate<K extends Kind>(
    kind: K,
    value: unknown,
    id: string,
    { draft = false }: { draft?: boolean } = {},
  ) {
    const invalid = (errors: Record<string, string>) => ({
      ok: false as const,
      reason: "invalid" as const,
      message: "Some fields need correcting; nothing was saved.",
      fieldErrors: errors,
    });
    // A section's words in the section's layout now (derived rows null, no table, no extra part).
    if (kind === "section") value = alignSectionTexts(id, value);
    const idErrors = ID_RULES[kind]?.(id);
    if (idErrors) return invalid(idErrors);
    const itemErrors =
      kind === "product"
        ? productRules(id, value)
        : kind === "section"
          ? sectionTextsRefuse(id)
          : undefined;
    const parsed = KINDS[kind].safeParse(value);
    if (parsed.success) {
      const refused =
        itemErrors ?? (draft ? undefined : PUBLISH_RULES[kind]?.(id, parsed.data as ItemValue<K>));
      return refused ? invalid(refused) : { ok: true as const, value: parsed.data as ItemValue<K> };
    }
    const issues = draft
      ? parsed.error.issues.filter((issue) => !isLeftEmpty(value, issue))
      : parsed.error.issues;
    // A draft with empty fields only: kept as typed (a notice's text is cleaned when published).
    if (issues.length === 0 && !itemErrors) {
      return { ok: true as const, value: value as ItemValue<K> };
    }
    return invalid({ ...fieldErrors(issues), ...itemErrors });
  }

  return {
    get,

    /** Every item of a kind that has a row, and every repository item that has none. */
    list<K extends Kind>(kind: K): Item<K>[] {
      const rows = new Map(selectKind.all(kind).map((row) => [row.id, row]));
      // One-item kinds (the company facts, the home page, the company pages) and the
      // repository's gallery jobs and products are listed before staff save them.
      const seeds =
        kind === "company" || kind === "home" || kind === "about"
          ? [kind]
          : kind === "gallery"
            ? seedGallery.map((g) => String(g.id))
            : kind === "product"
              ? seedCatalog().products.map((p) => p.id)
              : kind === "section"
                ? sectionIds()
                : [];
      const ids = [...new Set([...seeds, ...rows.keys()])];
      return ids.map((id) => toItem(kind, id, rows.get(id))!);
    },

    /** Saves a draft; what visitors see does not change. A new item starts at baseVersion 0. */
    saveDraft<K extends Kind>(kind: K, id: string, value: unknown, options: WriteOptions) {
      const checked = validate(kind, value, id, { draft: true });
      if (!checked.ok) return checked;
      return write(kind, id, "save", options, (item) => ({
        draft: checked.value,
        // A repository item without a row is live as it is (its published value is the seed).
        published: item?.published ?? null,
        history: checked.value,
      }));
    },

    /**
     * Saves several drafts of a kind in one transaction, each over the version its writer
     * edited, as `saveDraft` does one by one: all or none. The first refusal (a conflict, a bad
     * value) leaves every item as it was and names the item.
     */
    saveDrafts<K extends Kind>(
      kind: K,
      drafts: { id: string; value: unknown; baseVersion: number }[],
      by: string,
    ): { ok: true; items: Item<K>[] } | { ok: false; id: string; refused: WriteResult<K> } {
      const saveDraft = this.saveDraft;
      let refused: { id: string; result: WriteResult<K> } | undefined;
      try {
        const items = db
          .transaction(() =>
            drafts.map(({ id, value, baseVersion }) => {
              const result = saveDraft(kind, id, value, { by, baseVersion }) as WriteResult<K>;
              if (!result.ok) {
                refused = { id, result };
                throw new Error("refused");
              }
              return result.item;
            }),
          )
          .immediate();
        return { ok: true, items };
      } catch (error) {
        if (!refused) throw error;
        return { ok: false, id: refused.id, refused: refused.result };
      }
    },

    /**
     * Adds a product as a draft (nothing public shows it until it is published): refused at
     * `code` when any product has or had its code or id, so an existing one is never written.
     */
    addProduct(value: ProductItem, options: { by: string }): WriteResult<"product"> {
      if (get("product", value.id) || codeTakenByOther("")(value.id)) {
        return {
          ok: false,
          reason: "invalid",
          message: "Some fields need correcting; nothing was saved.",
          fieldErrors: { code: CODE_MESSAGES.taken },
        };
      }
      return this.saveDraft("product", value.id, value, { ...options, baseVersion: 0 });
    },

    /**
     * Makes the draft live. A product's paths, before and now, are kept with the publish: a
     * former one answers 301 to the product's path now, for good.
     */
    publish<K extends Kind>(kind: K, id: string, options: WriteOptions) {
      return write(kind, id, "publish", options, (item) => {
        if (!item) return { ok: false, reason: "not-found", message: `No ${kind} item ${id}.` };
        const checked = validate(kind, item.draft, id);
        if (!checked.ok) return checked;
        if (kind === "product") {
          const at = new Date().toISOString();
          const before = [seedProductItem(id), item.published as ProductItem | undefined];
          for (const product of [...before, checked.value as ProductItem]) {
            if (product) insertPath.run(productPath(product), product.code.toLowerCase(), id, at);
          }
        }
        return { draft: checked.value, published: checked.value, history: checked.value };
      });
    },

    /** Hides the item from visitors; its draft stays for later. */
    unpublish<K extends Kind>(kind: K, id: string, options: WriteOptions) {
      return write(kind, id, "unpublish", options, (item) => {
        if (!item) return { ok: false, reason: "not-found", message: `No ${kind} item ${id}.` };
        return { draft: item.draft, published: null, history: item.draft };
      });
    },

    /** Copies an earlier version back as the draft; publishing it is a separate step. */
    restore<K extends Kind>(kind: K, id: string, fromVersion: number, options: WriteOptions) {
      const entry = selectEntry.get(kind, id, fromVersion);
      if (!entry) {
        return {
          ok: false,
          reason: "not-found",
          message: `Version ${fromVersion} of this item does not exist.`,
        } as WriteResult<K>;
      }
      const checked = validate(kind, JSON.parse(entry.value), id, { draft: true });
      if (!checked.ok) return checked;
      return write(kind, id, "restore", options, (item) => ({
        draft: checked.value,
        published: item?.published ?? null,
        history: checked.value,
      }));
    },

    history(kind: Kind, id: string): HistoryEntry[] {
      return selectHistory
        .all(kind, id)
        .map((row) => ({ ...row, value: JSON.parse(row.value) as unknown }));
    },

    /**
     * Every value any item ever held, as stored (JSON): each version in the history, drafts
     * included. What the uploads sweep (server/content/sweep.ts) keeps files for.
     */
    everyValue(): string[] {
      return selectEveryValue.all().map((row) => row.value);
    },

    /**
     * Calls `listener` with each publish and unpublish, in its transaction, before the commit:
     * what visitors saw of the item before and what they see now.
     */
    onPublish(listener: (change: PublishedChange) => void) {
      publishListeners.push(listener);
    },

    /** Changes with every publish or unpublish, in any process sharing the file. */
    revision(): number {
      return selectRevision.get()!.value;
    },

    /** What visitors see that differs from the repository's content. */
    overrides(): PublishedOverrides {
      const company = selectRow.get("company", "company");
      const home = selectRow.get("home", "home");
      const gallery = new Map(
        selectKind
          .all("gallery")
          .filter((row) => row.ever_published || seedValue("gallery", row.id))
          .map((row) => [
            row.id,
            row.published === null ? null : (JSON.parse(row.published) as ItemValue<"gallery">),
          ]),
      );
      const live = <K extends "news" | "document" | "certificate">(kind: K) =>
        selectKind
          .all(kind)
          .flatMap((row) =>
            row.published === null ? [] : [JSON.parse(row.published) as ItemValue<K>],
          );
      // Only what is published: a product without photos shows its drawings.
      const productPhotos = new Map(
        selectKind
          .all("productPhotos")
          .filter((row) => row.published !== null)
          .map((row) => [row.id, JSON.parse(row.published!) as ItemValue<"productPhotos">]),
      );
      // A product once live (or the repository's) and unpublished is retired: null. A product
      // never published is a draft, which nothing public shows.
      const products = new Map<string, ItemValue<"product"> | null>();
      const retiredProducts = new Map<string, ItemValue<"product">>();
      for (const row of selectKind.all("product")) {
        if (row.published !== null) {
          products.set(row.id, JSON.parse(row.published) as ItemValue<"product">);
        } else if (row.ever_published || seedValue("product", row.id)) {
          products.set(row.id, null);
          const last = selectLastPublished.get("product", row.id);
          const seen = last ? JSON.parse(last.value) : seedValue("product", row.id);
          if (seen) retiredProducts.set(row.id, seen as ItemValue<"product">);
        }
      }
      // When each product's published value last changed: a publish of the same value again
      // leaves the date (its datasheet's date of issue) as it was.
      const productChanged = new Map<string, string>();
      let last: { id: string; value: string } | undefined;
      for (const row of selectProductPublishes.all()) {
        if (last?.id !== row.id || last.value !== row.value) productChanged.set(row.id, row.at);
        last = row;
      }
      const about = selectRow.get("about", "about");
      // A technical page's words: only the published ones (it is never taken down).
      const sections = new Map(
        selectKind
          .all("section")
          .filter((row) => row.published !== null)
          .map((row) => [row.id, JSON.parse(row.published!) as ItemValue<"section">]),
      );
      return {
        ...(about?.published ? { about: JSON.parse(about.published) as ItemValue<"about"> } : {}),
        sections,
        products,
        productChanged,
        retiredProducts,
        productPaths: new Map(selectPaths.all().map((row) => [row.path, row.product])),
        company:
          company?.published == null
            ? undefined
            : (JSON.parse(company.published) as ItemValue<"company">),
        home:
          home?.published == null ? undefined : (JSON.parse(home.published) as ItemValue<"home">),
        gallery,
        news: live("news"),
        documents: live("document"),
        certificates: live("certificate"),
        productPhotos,
      };
    },

    /** What visitors would see with `value` published as the item: a draft's preview. */
    previewOverrides<K extends Kind>(kind: K, id: string, value: ItemValue<K>): PublishedOverrides {
      const shown = this.overrides();
      if (kind === "company") shown.company = value as ItemValue<"company">;
      else if (kind === "home") shown.home = value as ItemValue<"home">;
      else if (kind === "about") shown.about = value as ItemValue<"about">;
      else if (kind === "gallery") shown.gallery.set(id, value as ItemValue<"gallery">);
      // A notice's or document's draft in place of its published value, or added.
      else if (kind === "news") {
        const others = (shown.news ?? []).filter((item) => String(item.id) !== id);
        shown.news = [...others, value as ItemValue<"news">];
      } else if (kind === "document") {
        const others = (shown.documents ?? []).filter((item) => String(item.id) !== id);
        shown.documents = [...others, value as ItemValue<"document">];
      } else if (kind === "certificate") {
        const others = (shown.certificates ?? []).filter((item) => String(item.id) !== id);
        shown.certificates = [...others, value as ItemValue<"certificate">];
      } else if (kind === "productPhotos") {
        (shown.productPhotos ??= new Map()).set(id, value as ItemValue<"productPhotos">);
      } else if (kind === "product") {
        (shown.products ??= new Map()).set(id, value as ItemValue<"product">);
      } else if (kind === "section") {
        (shown.sections ??= new Map()).set(id, value as ItemValue<"section">);
      }
      return shown;
    },

    /** The kind's schema check, as a save does it: the value, or messages by field path. */
    validate,

    close: () => db.close(),
  };
}
