import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { about, aboutFor } from "../../app/content/about";
import { liveAbout } from "../../app/content/about.server";
import { company } from "../../app/content/company";
import { composeContent, withPreviewContent } from "../../app/content/live.server";
import type { AboutContent } from "../../app/content/schemas";
import { photosIn } from "../../server/content/published-photos";
import { openContentStore, type ContentStore } from "../../server/content/store";

/** The `about` kind of the content store: the company pages' copy (issue 33). */
let dir: string;
let store: ContentStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "about-store-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
});

const PHOTO = {
  id: "1b4e28ba-2fa1-41d2-883f-0016d3cca431",
  width: 1600,
  height: 1000,
  widths: [480, 960, 1600],
  placeholder: "#6a7b8c",
  name: "ceo.jpg",
};

/** The pages as visitors would see them with the store's published content. */
const shown = () =>
  withPreviewContent(composeContent(store.revision(), store.overrides()), () => liveAbout());

describe("the company pages' copy", () => {
  test("is the repository's until staff save it, and follows the published company facts", () => {
    const [item] = store.list("about");
    expect(item).toMatchObject({ id: "about", version: 0, state: "published" });
    expect(item!.draft).toEqual(about);
    expect(store.overrides().about).toBeUndefined();
    const renamed = { ...company, ceo: { ko: "김새이름", en: "New Name" } };
    store.saveDraft("company", "company", renamed, { by: "a@example.com", baseVersion: 0 });
    store.publish("company", "company", { by: "a@example.com", baseVersion: 1 });
    expect(shown().ceoMessage.signature.en).toBe("New Name, CEO");
    // The editor starts from what the pages show; saving it as a draft changes nothing public.
    const { draft } = store.get("about", "about")!;
    expect(draft.ceoMessage.signature.en).toBe("New Name, CEO");
    const by = { by: "staff@example.com", baseVersion: 0 };
    expect(store.saveDraft("about", "about", draft, by).ok).toBe(true);
    expect(shown().ceoMessage.signature.en).toBe("New Name, CEO");
    expect(store.get("about", "about")!.state).toBe("published");
  });

  test("once published is staff's: a photo, a new event in date order, fewer teams", () => {
    const value: AboutContent = structuredClone(aboutFor(company));
    value.ceoMessage.image.en = { photo: PHOTO, alt: { ko: "대표이사 사진", en: "The President" } };
    value.history.events.unshift({ date: "2026.11", event: { ko: "새 연혁", en: "New event" } });
    value.organization.teams = value.organization.teams.slice(0, 2);
    const by = { by: "staff@example.com", baseVersion: 0 };
    expect(store.saveDraft("about", "about", value, by).ok).toBe(true);
    expect(shown().history.events).toEqual(about.history.events);
    expect(store.publish("about", "about", { ...by, baseVersion: 1 }).ok).toBe(true);

    const live = shown();
    expect(live.history.events.at(-1)!.date).toBe("2026.11");
    expect(live.organization.teams).toHaveLength(2);
    expect(live.ceoMessage.image.en).toEqual(value.ceoMessage.image.en);
    // The export copies the photo's files (server/content/published-photos.ts).
    expect([...photosIn(store.overrides()).keys()]).toEqual([PHOTO.id]);
    // The company facts no longer change the text staff published.
    const renamed = { ...company, ceo: { ko: "김새이름", en: "New Name" } };
    store.saveDraft("company", "company", renamed, { by: "a@example.com", baseVersion: 0 });
    store.publish("company", "company", { by: "a@example.com", baseVersion: 1 });
    expect(shown().ceoMessage.signature.en).toBe(about.ceoMessage.signature.en);
  });

  test("refuses a timeline date that is no month, and an image that is neither kind", () => {
    const value: AboutContent = structuredClone(aboutFor(company));
    value.history.events[0]!.date = "2026.13";
    value.map.image.ko = { alt: value.map.image.ko.alt };
    const saved = store.saveDraft("about", "about", value, {
      by: "staff@example.com",
      baseVersion: 0,
    });
    expect(saved.ok).toBe(false);
    expect(!saved.ok && saved.reason === "invalid" && Object.keys(saved.fieldErrors)).toEqual([
      "history.events.0.date",
      "map.image.ko",
    ]);
  });
});
