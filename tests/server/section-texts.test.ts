import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import {
  editableHtml,
  readSectionTexts,
  sectionFields,
  storedHtml,
} from "../../app/admin/content/sections/form.server";
import { readFileSync } from "node:fs";
import { sectionFieldLabel } from "../../app/admin/content/sections/words";
import { seedCatalog } from "../../app/content/catalog/seed.server";
import { makeDocument } from "../../app/documents/library.server";
import { plannedDocuments } from "../../app/documents/plan.server";
import { readPdf } from "../pdf";
import { composeContent } from "../../app/content/live.server";
import type { ProductItem } from "../../app/content/schemas";
import {
  derivedParts,
  overlaySections,
  seedSectionTexts,
  type SectionTexts,
} from "../../app/content/section-texts.server";
import { openContentStore, type ContentStore } from "../../server/content/store";

/**
 * The technical pages' words as staff's content (kind `section`): laid over the catalogue built
 * from the live figures, never holding a table made from figures.
 */
let dir: string;
let store: ContentStore;
const by = (baseVersion: number) => ({ by: "staff@example.test", baseVersion });
const shown = () => composeContent(store.revision(), store.overrides());

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "section-texts-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The form the editor posts for `texts`, with `changes` typed over it. */
function form(texts: SectionTexts, changes: Record<string, string> = {}) {
  const data = new FormData();
  for (const [name, value] of Object.entries({ ...sectionFields(texts), ...changes })) {
    data.set(name, value);
  }
  return data;
}

const ball = () => structuredClone(store.get("section", "ball-valves")!.draft);
// Ball valves, page 1: a title, a text, the grid, a section of two tables made from figures.
const TEXT = "pages.0.content.1.html";

describe("the words of a technical page", () => {
  test("the repository's words laid over the built pages change nothing", () => {
    const sections = seedCatalog().sections;
    const all = new Map(sections.map((s) => [s.id, seedSectionTexts(s.id)!]));
    expect(JSON.stringify(overlaySections(sections, all))).toBe(JSON.stringify(sections));
    expect(store.list("section")).toHaveLength(sections.length);
  });

  test("the tables the builders make from figures are found, and only they", () => {
    const parts = derivedParts();
    // S30's temperature and the series' figures are in ball valves' table by model (its
    // actuation among its columns) and 480's models.
    expect(parts.has("ball-valves/0/3/0")).toBe(true);
    expect(parts.has("ball-valves/0/3/1")).toBe(false);
    expect(parts.has("quarter-turn-480/1/0/0")).toBe(true);
    // The 480's overview: one row is the series' torque figure, the others are words.
    expect(parts.has("quarter-turn-480/0/1/spec/2")).toBe(true);
    expect(parts.has("quarter-turn-480/0/1/spec/0")).toBe(false);
    // No text or heading counts as a table.
    expect([...parts].every((part) => /\/\d+\/\d+\/(\d+|spec\/\d+)$/.test(part))).toBe(true);
  });

  test("the form reads back what it showed; the other pages and derived rows are kept", () => {
    for (const section of seedCatalog().sections) {
      const own = seedSectionTexts(section.id)!;
      expect(readSectionTexts(form(own), own), section.id).toEqual(own);
    }
    const texts = seedSectionTexts("quarter-turn-480")!;
    const edited = readSectionTexts(
      form(texts, {
        "pages.0.content.1.features.en": "Quiet\n\n  Strong  ",
        // A field posted for a row made from figures is not read: the row stays the figures'.
        "pages.0.content.1.specifications.2.value.en": "999 Nm",
      }),
      texts,
    );
    const overview = edited.pages[0]!.content[1]!;
    expect(overview).toMatchObject({ type: "overview", features: { en: ["Quiet", "Strong"] } });
    expect(overview.type === "overview" && overview.specifications[2]).toBeNull();
    // Only page 1 was in the form: page 2 is the draft's.
    const onlyFirst = form(texts, { "pages.0.title.en": "New" });
    for (const name of [...onlyFirst.keys()]) {
      if (name.startsWith("pages.1.")) onlyFirst.delete(name);
    }
    const read = readSectionTexts(onlyFirst, texts);
    expect(read.pages[0]!.title.en).toBe("New");
    expect(read.pages[1]).toEqual(texts.pages[1]);
  });

  test("a text of paragraphs is edited as plain text and stored as the repository writes it", () => {
    const texts = seedCatalog().sections.flatMap((section) =>
      section.pages.flatMap((page) =>
        page.content.flatMap((block) =>
          block.type === "text" ? [block.html.ko, block.html.en] : [],
        ),
      ),
    );
    expect(texts.length).toBeGreaterThan(30);
    for (const html of texts) expect(storedHtml(editableHtml(html))).toBe(html);
    expect(editableHtml("<p>One <strong>bold</strong></p><p>Two<br />lines</p>")).toBe(
      "One <strong>bold</strong>\n\nTwo\nlines",
    );
    // A list keeps its tags: it cannot be written as plain text.
    expect(editableHtml("<p>A</p><ul><li>B</li></ul>")).toBe("<p>A</p><ul><li>B</li></ul>");
  });

  test("staff's HTML keeps the notices' tags only: scripts and handlers never reach the page", () => {
    const texts = ball();
    const read = readSectionTexts(
      form(texts, {
        [`${TEXT}.en`]:
          '<p onclick="steal()">Safe <strong>words</strong></p><script>alert(1)</script><img src=x onerror=alert(2)>',
        [`${TEXT}.ko`]: "첫 문단\n\n둘째 문단",
      }),
      texts,
    );
    const block = read.pages[0]!.content[1]!;
    expect(block).toEqual({
      type: "text",
      html: {
        ko: "<p>첫 문단</p><p>둘째 문단</p>",
        en: "<p>Safe <strong>words</strong></p>",
      },
    });
    // A value written another way is cleaned by the schema and again when composed.
    const raw = ball();
    raw.pages[0]!.content[1] = {
      type: "text",
      html: { ko: "<p>가</p>", en: "<p>A</p><script>x()</script>" },
    };
    expect(store.saveDraft("section", "ball-valves", raw, by(0)).ok).toBe(true);
    expect(store.publish("section", "ball-valves", by(1)).ok).toBe(true);
    const page = JSON.stringify(shown().sections.find((s) => s.id === "ball-valves"));
    expect(page).toContain("<p>A</p>");
    expect(page).not.toContain("<script");
  });

  test("a text that is empty once cleaned is a field to fill in, not a page without words", () => {
    const texts = ball();
    texts.pages[0]!.content[1] = {
      type: "text",
      html: { ko: "<p>가</p>", en: "<script>x()</script>" },
    };
    const result = store.saveDraft("section", "ball-valves", texts, by(0));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { [`${TEXT}.en`]: expect.any(String) },
    });
  });

  test("a refused field is named as staff see it, in the editor's language", () => {
    expect(sectionFieldLabel("ko", "pages.1.content.3.html")).toBe("2쪽 · 블록 4 · 본문");
    expect(sectionFieldLabel("en", "pages.0.content.2.content.1.image.alt")).toBe(
      "Page 1 · block 3 · item 2 · Alt text",
    );
    expect(sectionFieldLabel("en", "pages.0.content.1.specifications.4.value")).toBe(
      "Page 1 · block 2 · Specification 5 · Value",
    );
    expect(sectionFieldLabel("ko", "pages.2.title")).toBe("3쪽 · 페이지 제목");
    expect(sectionFieldLabel("ko", "name")).toBeUndefined();
  });

  test("a value is laid out as the section's: no table, no derived row, no extra part stored", () => {
    const texts = ball();
    const section = texts.pages[0]!.content[3]!;
    if (section.type !== "section") throw new Error("ball valves' page 1 has its section at 3");
    section.content.push({ type: "fixed" });
    (texts.pages as unknown[]).push({ title: { ko: "새", en: "New" }, content: [] });
    expect(store.saveDraft("section", "ball-valves", texts, by(0)).ok).toBe(true);
    expect(store.get("section", "ball-valves")!.draft).toEqual(seedSectionTexts("ball-valves"));

    const quarter = structuredClone(seedSectionTexts("quarter-turn-480")!);
    const overview = quarter.pages[0]!.content[1]!;
    if (overview.type !== "overview") throw new Error("480's overview is block 1");
    overview.specifications[2] = {
      label: { ko: "토크", en: "Torque" },
      value: { ko: "1", en: "1" },
    };
    overview.specifications[0] = {
      label: { ko: "토크", en: "Top torque" },
      value: { ko: "1", en: "1" },
    };
    expect(store.saveDraft("section", "quarter-turn-480", quarter, by(0)).ok).toBe(true);
    const saved = store.get("section", "quarter-turn-480")!.draft.pages[0]!.content[1]!;
    expect(saved.type === "overview" && saved.specifications[2]).toBeNull();
    expect(saved.type === "overview" && saved.specifications[0]?.label.en).toBe("Top torque");
    expect(store.saveDraft("section", "no-such-section", ball(), by(0)).ok).toBe(false);
  });

  test("words saved before the repository changed a page still open, save and show", () => {
    const texts = ball();
    texts.pages[0]!.content[0] = { type: "title", text: { ko: "볼 밸브 제목", en: "Kept title" } };
    // As if the repository's page had had a highlight where its text is now.
    texts.pages[0]!.content[1] = {
      type: "highlight",
      text: { ko: "옛 강조", en: "Old highlight" },
    };
    expect(store.saveDraft("section", "ball-valves", texts, by(0)).ok).toBe(true);
    const saved = store.get("section", "ball-valves")!.draft;
    expect(saved.pages[0]!.content[0]).toMatchObject({ text: { en: "Kept title" } });
    expect(saved.pages[0]!.content[1]).toEqual(
      seedSectionTexts("ball-valves")!.pages[0]!.content[1],
    );
  });

  test("published words reach the page; a later figure change still reaches its tables", () => {
    const texts = ball();
    texts.pages[0]!.content[1] = {
      type: "text",
      html: { ko: "<p>새 볼 밸브 설명</p>", en: "<p>New ball valve words</p>" },
    };
    expect(store.saveDraft("section", "ball-valves", texts, by(0)).ok).toBe(true);
    // A draft is not shown.
    expect(JSON.stringify(shown().sections)).not.toContain("New ball valve words");
    expect(store.publish("section", "ball-valves", by(1)).ok).toBe(true);
    const before = shown().sections.find((s) => s.id === "ball-valves")!;
    expect(JSON.stringify(before)).toContain("New ball valve words");
    expect(JSON.stringify(before)).not.toContain("+230");
    // The stored value holds no table.
    expect(JSON.stringify(store.get("section", "ball-valves")!.published)).not.toContain("columns");

    const s30 = store.get("product", "s30")!.draft as ProductItem;
    if (s30.figures.kind !== "valve") throw new Error("S30 is a valve");
    const hotter = {
      ...s30,
      figures: { ...s30.figures, tempC: { ...s30.figures.tempC, max: 230 } },
    };
    expect(store.saveDraft("product", "s30", hotter, by(0)).ok).toBe(true);
    expect(store.publish("product", "s30", by(1)).ok).toBe(true);
    const after = JSON.stringify(shown().sections.find((s) => s.id === "ball-valves"));
    expect(after).toContain("New ball valve words");
    expect(after).toContain("+230");
  });

  test("an uploaded image replaces the block's drawing with its copies; alt text is needed", async () => {
    const texts = seedSectionTexts("quarter-turn-480")!;
    const photo = {
      id: "6f1c1a2e-3b4d-4c5e-8f60-718293a4b5c6",
      width: 1600,
      height: 900,
      widths: [480, 960, 1600],
      placeholder: "#336699",
      name: "actuator.png",
    };
    const slot = "pages.1.content.2.content.0.image";
    const half = readSectionTexts(form(texts, { [`${slot}.photo`]: JSON.stringify(photo) }), texts);
    expect(store.saveDraft("section", "quarter-turn-480", half, by(0)).ok).toBe(true);
    expect(store.publish("section", "quarter-turn-480", by(1))).toMatchObject({
      ok: false,
      fieldErrors: {
        [`${slot}.alt.ko`]: expect.any(String),
        [`${slot}.alt.en`]: expect.any(String),
      },
    });
    const whole = readSectionTexts(
      form(texts, {
        [`${slot}.photo`]: JSON.stringify(photo),
        [`${slot}.alt.ko`]: "구동기 사진",
        [`${slot}.alt.en`]: "The actuator",
      }),
      texts,
    );
    expect(store.saveDraft("section", "quarter-turn-480", whole, by(1)).ok).toBe(true);
    expect(store.publish("section", "quarter-turn-480", by(2)).ok).toBe(true);
    const block = shown().sections.find((s) => s.id === "quarter-turn-480")!.pages[1]!.content[2]!;
    expect(block.type === "section" && block.content[0]).toMatchObject({
      type: "image-text",
      image: {
        src: `/uploads/photos/${photo.id}-960.webp`,
        alt: { en: "The actuator" },
        photo: { id: photo.id, widths: photo.widths },
      },
    });
    // The group's catalogue PDF prints the words and leaves the photo out (it embeds drawings).
    const catalogue = plannedDocuments(shown(), "").find(
      (d) => d.href === "/documents/catalogue-electric-en.pdf",
    )!;
    const readDrawing = (src: string) => readFileSync(join("public", src), "utf8");
    const { text } = await readPdf(await makeDocument(catalogue.inputs, readDrawing));
    expect(text).toContain("Quarter-turn");
    // Removing it shows the repository's drawing again.
    const removed = readSectionTexts(form(whole, { [`${slot}.remove`]: "1" }), whole);
    const item = removed.pages[1]!.content[2]!;
    expect(item.type === "section" && item.content[0]).not.toHaveProperty("image");
  });
});
