import { describe, expect, it } from "vitest";
import { aboutFields, formPath, readAbout } from "../../app/admin/content/about/form.server";
import { aboutFieldLabel } from "../../app/admin/content/about/labels";
import { about } from "../../app/content/about";
import { inDateOrder } from "../../app/content/about-events";
import { aboutSchema } from "../../app/content/schemas";

/** The editor's form as a browser posts it: its fields, and the empty rows left for adding. */
function posted(fields: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

const PHOTO = {
  id: "0b6f3c1e-8a4d-4f8e-9a51-2d7c9e1f4a20",
  width: 960,
  height: 600,
  widths: [480, 960],
  placeholder: "#2a6f97",
  name: "map.png",
};

describe("the company pages editor's form", () => {
  it("reads back the copy it shows, images, paragraphs, keywords and lines included", () => {
    const read = readAbout(posted(aboutFields(about)));
    expect(read).toEqual(about);
    expect(aboutSchema.safeParse(read).success).toBe(true);
  });

  it("adds rows from the empty ones, leaves out removed and empty rows", () => {
    const fields = aboutFields(about);
    const events = about.history.events.length;
    Object.assign(fields, {
      "ceoMessage.paragraphs.1.remove": "1",
      "ceoMessage.paragraphs.5.ko": "새 문단",
      "ceoMessage.paragraphs.5.en": "",
      [`history.events.${events}.date`]: "2026.11",
      [`history.events.${events}.event.ko`]: "새 연혁",
      [`history.events.${events}.event.en`]: "New event",
      [`history.events.${events + 1}.date`]: "",
      [`history.events.${events + 1}.event.ko`]: "",
      [`history.events.${events + 1}.event.en`]: "",
      "organization.teams.0.remove": "1",
      "history.keywords.en": "SIRCA\n\n  founded  \n",
      "business.areas.0.lines.ko": "한 줄\r\n두 줄",
    });
    const read = readAbout(posted(fields));
    const { paragraphs } = read.ceoMessage;
    expect(paragraphs.ko).toHaveLength(5);
    expect(paragraphs.ko).not.toContain(about.ceoMessage.paragraphs.ko[1]);
    // A paragraph typed in one language keeps the other's place, to be written before publishing.
    expect(paragraphs.ko.at(-1)).toBe("새 문단");
    expect(paragraphs.en.at(-1)).toBe("");
    expect(read.history.events).toHaveLength(events + 1);
    expect(read.history.events.at(-1)).toEqual({
      date: "2026.11",
      event: { ko: "새 연혁", en: "New event" },
    });
    expect(read.organization.teams.map((team) => team.name)).toEqual(
      about.organization.teams.slice(1).map((team) => team.name),
    );
    expect(read.history.keywords.en).toEqual(["SIRCA", "founded"]);
    expect(read.business.areas[0]!.lines.ko).toEqual(["한 줄", "두 줄"]);
    expect(aboutSchema.safeParse(read).success).toBe(false);
  });

  it("keeps an uploaded photo with its alt text, and can go back to the drawing", () => {
    const fields = aboutFields(about);
    fields["map.image.en.meta"] = JSON.stringify({ photo: { ...PHOTO, extra: "x" } });
    fields["map.image.en.alt.en"] = "New map";
    fields["map.image.en.alt.ko"] = "새 약도";
    const read = readAbout(posted(fields));
    expect(read.map.image.en).toEqual({ photo: PHOTO, alt: { ko: "새 약도", en: "New map" } });
    expect(aboutSchema.safeParse(read).success).toBe(true);
    // Saved and shown again, then "show the site's drawing again" ticked.
    const again = aboutFields(read);
    again["map.image.en.drawing"] = "1";
    expect(readAbout(posted(again)).map.image.en).toEqual(about.map.image.en);
  });

  it("puts the store's field errors on the fields that show them", () => {
    expect(formPath("ceoMessage.paragraphs.en.4")).toBe("ceoMessage.paragraphs.4.en");
    expect(formPath("history.keywords.ko.2")).toBe("history.keywords.ko");
    expect(formPath("business.areas.1.lines.en.0")).toBe("business.areas.1.lines.en");
    expect(formPath("map.image.ko.photo.id")).toBe("map.image.ko.upload");
    expect(formPath("ceoMessage.image.en")).toBe("ceoMessage.image.en.upload");
    expect(formPath("map.image.en.alt.ko")).toBe("map.image.en.alt.ko");
    expect(formPath("history.events.3.date")).toBe("history.events.3.date");
  });

  it("names the fields as the editor does, for the error summary", () => {
    expect(aboutFieldLabel("en", "history.events.10.date")).toBe("Event 11 · Date");
    expect(aboutFieldLabel("ko", "ceoMessage.paragraphs.0")).toBe("문단 1");
    expect(aboutFieldLabel("en", "map.image.ko.alt")).toBe(
      "Map · 한국어 (Korean) page · Alt text (what screen readers say)",
    );
    expect(aboutFieldLabel("en", "nothing.here")).toBeUndefined();
  });
});

describe("the timeline's order", () => {
  const event = (date: string) => ({ date, event: { ko: date, en: date } });

  it("is by date whatever order staff typed, a year before its months", () => {
    const typed = ["2026.11", "1992", "2004.03", "2004", "1995.04"].map(event);
    expect(inDateOrder(typed).map((e) => e.date)).toEqual([
      "1992",
      "1995.04",
      "2004",
      "2004.03",
      "2026.11",
    ]);
  });

  it("keeps events of the same date in the order given", () => {
    const first = { date: "2000.11", event: { ko: "가", en: "a" } };
    const second = { date: "2000.11", event: { ko: "나", en: "b" } };
    expect(inDateOrder([first, event("1999"), second])).toEqual([event("1999"), first, second]);
  });

  it("is the repository's order for the repository's timeline", () => {
    expect(inDateOrder(about.history.events)).toEqual(about.history.events);
  });
});
