import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import { galleryItems } from "../../app/content/gallery";
import { home } from "../../app/content/home";
import { composeContent, liveContent, setLiveContent } from "../../app/content/live.server";
import { prerenderPaths } from "../../app/site/prerender";
import { showPublishedContent } from "../../server/content/live";
import { openContentStore, type ContentStore } from "../../server/content/store";

/** The published-content store (server/content/store.ts, docs/decisions/012). */
let dir: string;
let file: string;
let store: ContentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "content-store-"));
  file = join(dir, "content.sqlite");
  store = openContentStore(file);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const job = (id: number, title: string) => ({
  ...galleryItems[0]!,
  id,
  title: { ko: `${title} 작업`, en: `${title} job` },
});

describe("a fresh install", () => {
  test("is the repository's content, published, at version 0", () => {
    expect(store.get("company", "company")).toMatchObject({
      version: 0,
      state: "published",
      published: company,
    });
    expect(store.list("gallery").map((item) => item.id)).toEqual(
      galleryItems.map((g) => String(g.id)),
    );
    expect(store.revision()).toBe(0);
    // No notices, documents or certificates: the repository has none.
    const seed = composeContent(0, store.overrides());
    expect(seed).toEqual({
      revision: 0,
      company,
      home,
      gallery: galleryItems,
      news: [],
      documents: [],
      certificates: [],
      productPhotos: new Map(),
      // No product published by staff: every datasheet keeps the edition's date.
      productDates: new Map(),
      // The repository's catalogue (tests/unit/catalogue-equivalence.test.ts holds it).
      products: seed.products,
      // Nothing retired.
      retired: [],
      sections: seed.sections,
      figures: seed.figures,
      places: seed.places,
      rowFigures: seed.rowFigures,
      // No product has moved: no path answers 301.
      movedPaths: new Map(),
      retiredPaths: new Map(),
    });
    expect(seed.products).toHaveLength(39);
    expect(seed.products).toEqual(composeContent(0, { gallery: new Map() }).products);
  });

  test("migrates by PRAGMA user_version and refuses a newer schema", () => {
    store.close();
    const db = new Database(file);
    expect(db.pragma("user_version", { simple: true })).toBe(5);
    db.pragma("user_version = 99");
    db.close();
    expect(() => openContentStore(file)).toThrow(/newer than this program knows/);
    store = openContentStore(":memory:");
  });

  test("schema 3: facts saved by schema 2 get the address's parts; equal contacts follow", () => {
    // Facts as schema 2 wrote them: the address without district and city, the officer's and
    // the desk's telephone copied from the company's, the desk's e-mail its own.
    const old = {
      ...company,
      phone: "02-3456-7890",
      address: {
        street: { ko: "서울특별시 금천구 가마산로", en: "Gamasan-ro, Geumcheon-gu, Seoul" },
        building: { ko: "712호", en: "Room 712" },
        country: company.address.country,
        postalCode: "08513",
      },
      privacyOfficer: { ...company.privacyOfficer, phone: "02-3456-7890" },
      privacyDesk: { ...company.privacyDesk, phone: "02-3456-7890", email: "desk@example.com" },
    };
    const json = JSON.stringify(old);
    store.close();
    const db = new Database(file);
    db.prepare(
      `INSERT INTO items VALUES ('company', 'company', 2, ?, ?, 1, '2026-11-22T00:00:00Z', 'kim')`,
    ).run(json, json);
    db.prepare(
      `INSERT INTO history VALUES ('company', 'company', 2, 'publish', ?, '2026-11-22T00:00:00Z', 'kim')`,
    ).run(json);
    db.pragma("user_version = 2");
    db.close();

    store = openContentStore(file);
    const item = store.get("company", "company")!;
    for (const value of [
      item.draft,
      item.published!,
      store.history("company", "company")[0]!.value,
    ]) {
      expect(store.validate("company", value, "company").ok).toBe(true);
      expect(value).toMatchObject({
        phone: "02-3456-7890",
        address: company.address,
        privacyDesk: { email: "desk@example.com" },
      });
      const { privacyOfficer, privacyDesk } = value as typeof company;
      expect(privacyOfficer.phone).toBeUndefined();
      expect(privacyDesk.phone).toBeUndefined();
    }
  });
});

describe("drafts and publishing", () => {
  test("a draft is never public; publishing makes it live and counts a revision", () => {
    const draft = { ...company, phone: "02-1234-5678" };
    const saved = store.saveDraft("company", "company", draft, { by: "kim", baseVersion: 0 });
    expect(saved).toMatchObject({ ok: true, item: { version: 1, changed: true } });
    expect(composeContent(0, store.overrides()).company).toEqual(company);
    expect(store.get("company", "company")!.published).toEqual(company);

    const published = store.publish("company", "company", { by: "lee", baseVersion: 1 });
    expect(published).toMatchObject({ ok: true, item: { version: 2, changed: false } });
    expect(store.revision()).toBe(1);
    expect(composeContent(store.revision(), store.overrides()).company.phone).toBe("02-1234-5678");
  });

  test("a new job is a draft until published, then listed first", () => {
    const id = "2";
    store.saveDraft("gallery", id, job(2, "새"), { by: "kim", baseVersion: 0 });
    expect(store.get("gallery", id)!.state).toBe("draft");
    expect(composeContent(0, store.overrides()).gallery.map((g) => g.id)).toEqual([1]);
    store.publish("gallery", id, { by: "kim", baseVersion: 1 });
    expect(composeContent(1, store.overrides()).gallery.map((g) => g.id)).toEqual([2, 1]);
  });

  test("unpublish hides a repository job; its draft stays", () => {
    const result = store.unpublish("gallery", "1", { by: "kim", baseVersion: 0 });
    expect(result).toMatchObject({ ok: true, item: { state: "unpublished" } });
    expect(composeContent(1, store.overrides()).gallery).toEqual([]);
    expect(store.get("gallery", "1")!.draft).toEqual(galleryItems[0]);
  });

  test("a bad value is refused with a message at its field, and nothing is saved", () => {
    const bad = { ...company, phone: "call us", name: { ko: "", en: "Hanbit" } };
    const result = store.saveDraft("company", "company", bad, { by: "kim", baseVersion: 0 });
    expect(result.ok).toBe(false);
    if (result.ok || result.reason !== "invalid") throw new Error("expected field errors");
    // A text left empty is not refused in a draft; a value that is wrong is.
    expect(Object.keys(result.fieldErrors).sort()).toEqual(["phone"]);
    expect(store.get("company", "company")!.version).toBe(0);
    expect(store.history("company", "company")).toEqual([]);
  });

  test("a gallery job: uploaded photos, date, sector; unknown products and main refused", () => {
    const photo = {
      id: "0b7e6a52-93c4-4c8e-8f0e-2f7f3c1d9a10",
      width: 1600,
      height: 1200,
      widths: [480, 960, 1600],
      placeholder: "#a0b1c2",
      name: "IMG_0001.JPG",
    };
    const good = {
      ...job(5, "사진"),
      date: "2026-10-14",
      sector: { ko: "광산", en: "Mining" },
      products: ["pqvf", "480-035"],
      photos: [
        ...galleryItems[0]!.photos.slice(0, 1),
        { photo, caption: { ko: "현장", en: "Site" } },
      ],
      main: 1,
    };
    expect(store.saveDraft("gallery", "5", good, { by: "kim", baseVersion: 0 }).ok).toBe(true);
    const bad = {
      ...good,
      date: "2026-02-30",
      products: ["pqvf", "no-such-valve"],
      photos: [{ photo: { ...photo, id: "../../etc/passwd" }, caption: { ko: "", en: "Site" } }],
      main: 3,
    };
    const result = store.saveDraft("gallery", "5", bad, { by: "kim", baseVersion: 1 });
    if (result.ok || result.reason !== "invalid") throw new Error("expected field errors");
    expect(Object.keys(result.fieldErrors).sort()).toEqual([
      "date",
      "main",
      "photos.0.photo.id",
      "products",
    ]);
    expect(store.get("gallery", "5")!.version).toBe(1);
  });

  test("a draft keeps empty fields; publishing it names each one, and nothing goes live", () => {
    const notice = {
      id: 7,
      title: { ko: "휴무 안내", en: "" },
      date: "",
      body: { ko: "12월 31일은 휴무입니다.", en: "" },
      attachments: [],
    };
    const saved = store.saveDraft("news", "7", notice, { by: "kim", baseVersion: 0 });
    expect(saved).toMatchObject({ ok: true, item: { version: 1, state: "draft", draft: notice } });
    const refused = store.publish("news", "7", { by: "kim", baseVersion: 1 });
    if (refused.ok || refused.reason !== "invalid") throw new Error("expected field errors");
    expect(Object.keys(refused.fieldErrors).sort()).toEqual(["body.en", "date", "title.en"]);
    expect(store.get("news", "7")).toMatchObject({ version: 1, state: "draft" });
    expect(composeContent(0, store.overrides()).news).toEqual([]);
    // A job without photos yet is a draft too; one whose date does not exist is not.
    const empty = { id: 9, title: { ko: "", en: "" }, description: { ko: "", en: "" } };
    expect(
      store.saveDraft(
        "gallery",
        "9",
        { ...empty, photos: [], main: 0 },
        { by: "kim", baseVersion: 0 },
      ).ok,
    ).toBe(true);
    for (const date of ["2026-13-45", "2026-02-30", "soon"]) {
      expect(
        store.saveDraft("news", "7", { ...notice, date }, { by: "kim", baseVersion: 1 }),
      ).toMatchObject({ ok: false, reason: "invalid", fieldErrors: { date: expect.any(String) } });
    }
  });
});

describe("two people editing the same item", () => {
  test("the later save is refused with a clear message; the first is kept", () => {
    const first = { ...company, fax: "02-1111-1111" };
    const second = { ...company, fax: "02-2222-2222" };
    expect(store.saveDraft("company", "company", first, { by: "kim", baseVersion: 0 }).ok).toBe(
      true,
    );
    const late = store.saveDraft("company", "company", second, { by: "lee", baseVersion: 0 });
    expect(late).toMatchObject({ ok: false, reason: "conflict" });
    if (late.ok) throw new Error("expected a conflict");
    expect(late.message).toMatch(/changed by kim .*not saved/);
    expect(store.get("company", "company")!.draft.fax).toBe("02-1111-1111");
    // A publish over a version the person did not see is refused too.
    expect(store.publish("company", "company", { by: "lee", baseVersion: 0 })).toMatchObject({
      ok: false,
      reason: "conflict",
    });
  });

  test("two processes sharing the file see each other's versions", () => {
    const other = openContentStore(file);
    other.saveDraft("company", "company", company, { by: "kim", baseVersion: 0 });
    expect(
      store.saveDraft("company", "company", company, { by: "lee", baseVersion: 0 }),
    ).toMatchObject({ ok: false, reason: "conflict" });
    other.publish("company", "company", { by: "kim", baseVersion: 1 });
    expect(store.revision()).toBe(1);
    other.close();
  });
});

describe("history and restore", () => {
  test("every write is kept; a restore brings an old version back as the draft", () => {
    const by = "kim";
    store.saveDraft(
      "company",
      "company",
      { ...company, phone: "02-1000-0001" },
      { by, baseVersion: 0 },
    );
    store.publish("company", "company", { by, baseVersion: 1 });
    store.saveDraft(
      "company",
      "company",
      { ...company, phone: "02-1000-0003" },
      { by, baseVersion: 2 },
    );
    store.publish("company", "company", { by, baseVersion: 3 });
    expect(store.history("company", "company").map((h) => [h.version, h.action])).toEqual([
      [4, "publish"],
      [3, "save"],
      [2, "publish"],
      [1, "save"],
    ]);

    const restored = store.restore("company", "company", 2, { by, baseVersion: 4 });
    expect(restored).toMatchObject({ ok: true, item: { version: 5, changed: true } });
    expect(store.get("company", "company")!.draft.phone).toBe("02-1000-0001");
    // Live stays as it was until the restored draft is published.
    expect(store.overrides().company!.phone).toBe("02-1000-0003");
    store.publish("company", "company", { by, baseVersion: 5 });
    expect(store.overrides().company!.phone).toBe("02-1000-0001");
    expect(store.restore("company", "company", 42, { by, baseVersion: 6 })).toMatchObject({
      ok: false,
      reason: "not-found",
    });
  });
});

test("a reopened store keeps what was published (a deploy never overwrites it)", () => {
  store.saveDraft(
    "company",
    "company",
    { ...company, email: "info@hanbit.example" },
    {
      by: "kim",
      baseVersion: 0,
    },
  );
  store.publish("company", "company", { by: "kim", baseVersion: 1 });
  store.close();
  store = openContentStore(file);
  expect(store.overrides().company!.email).toBe("info@hanbit.example");
});

test("the static export's build shows what is published in DATA_DIR", () => {
  store.saveDraft("gallery", "7", job(7, "익스포트"), { by: "kim", baseVersion: 0 });
  store.publish("gallery", "7", { by: "kim", baseVersion: 1 });
  const before = liveContent();
  try {
    showPublishedContent(dir);
    expect(liveContent().gallery.map((g) => g.id)).toEqual([7, 1]);
    expect(prerenderPaths([])).toEqual(expect.arrayContaining(["/gallery/7", "/en/gallery/7"]));
  } finally {
    setLiveContent(before);
  }
});
