import { aboutFor } from "../../../content/about";
import { company as seedCompany } from "../../../content/company";
import type { AboutContent, AboutImage, Localized } from "../../../content/schemas";
import { formLocalized, formLocalizedLine, formText, type FormFields } from "../form.server";
import { flatten } from "../use-editor";
import { rowCount } from "./rows";

/**
 * The company pages editor's form. Fields are named by their path in `aboutSchema`, except
 * where a person edits otherwise than the value is kept: a paragraph is a row with both
 * languages (`ceoMessage.paragraphs.{i}.ko`), keywords and an area's lines are one text a line
 * (`history.keywords.ko`), and an image is its file as JSON (`{slot}.meta`) with its alt text.
 */

const LANGS = ["ko", "en"] as const;

/** The four images, one per language of the message and of the map. */
export const IMAGE_SLOTS = ["ceoMessage.image", "map.image"].flatMap((image) =>
  LANGS.map((lang) => `${image}.${lang}`),
);

/** The repository's drawing of a slot ("map.image.en"), for "show the site's drawing again". */
function drawing(slot: string): AboutImage {
  const [section, , lang] = slot.split(".") as ["ceoMessage" | "map", "image", "ko" | "en"];
  return aboutFor(seedCompany)[section].image[lang];
}

/** The kept rows of a list: not ticked for removal, and not left empty (the row for adding). */
function keptRows(form: FormFields, list: string, field: string, typed: (row: string) => boolean) {
  return Array.from({ length: rowCount((name) => form.has(name), list, field) }, (_, i) => {
    return `${list}.${i}`;
  }).filter((row) => form.get(`${row}.remove`) !== "1" && typed(row));
}

const anyText = (pair: Localized) => pair.ko !== "" || pair.en !== "";

/** A text of one item a line in each language, blank lines dropped. */
function formLines(form: FormFields, name: string) {
  const lines = (side: string) =>
    formText(form, side)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .filter(Boolean);
  return { ko: lines(`${name}.ko`), en: lines(`${name}.en`) };
}

const PHOTO_KEYS = ["id", "width", "height", "widths", "placeholder", "name"] as const;

/** An image's file from its field: a drawing's address and size, or an uploaded photo. */
function readImage(form: FormFields, slot: string): AboutImage {
  if (form.get(`${slot}.drawing`) === "1") return drawing(slot);
  const alt = formLocalized(form, `${slot}.alt`);
  let meta: Record<string, unknown> = {};
  try {
    meta = JSON.parse(formText(form, `${slot}.meta`)) as Record<string, unknown>;
  } catch {
    // A field not sent as the editor made it: the schema names what is missing.
  }
  if (meta.photo && typeof meta.photo === "object") {
    const photo = meta.photo as Record<string, unknown>;
    // Only the photo's own keys: anything else would be refused with a puzzling field name.
    return {
      photo: Object.fromEntries(PHOTO_KEYS.map((key) => [key, photo[key]])),
      alt,
    } as AboutImage;
  }
  return { src: meta.src, width: meta.width, height: meta.height, alt } as AboutImage;
}

/** The company pages' copy from the editor's form. Removed and empty rows are left out. */
export function readAbout(form: FormFields): AboutContent {
  const paragraphs = keptRows(form, "ceoMessage.paragraphs", "ko", (row) =>
    anyText(formLocalized(form, row)),
  ).map((row) => formLocalized(form, row));
  const events = keptRows(
    form,
    "history.events",
    "date",
    (row) => formText(form, `${row}.date`) !== "" || anyText(formLocalized(form, `${row}.event`)),
  ).map((row) => ({
    date: formText(form, `${row}.date`),
    event: formLocalized(form, `${row}.event`),
  }));
  const teams = keptRows(
    form,
    "organization.teams",
    "name.ko",
    (row) =>
      anyText(formLocalized(form, `${row}.name`)) || anyText(formLocalized(form, `${row}.duties`)),
  ).map((row) => ({
    name: formLocalizedLine(form, `${row}.name`),
    duties: formLocalizedLine(form, `${row}.duties`),
  }));
  const areas = keptRows(form, "business.areas", "title.ko", (row) => {
    const lines = formLines(form, `${row}.lines`);
    return anyText(formLocalized(form, `${row}.title`)) || lines.ko.length + lines.en.length > 0;
  }).map((row) => ({
    title: formLocalizedLine(form, `${row}.title`),
    lines: formLines(form, `${row}.lines`),
  }));
  return {
    ceoMessage: {
      title: formLocalizedLine(form, "ceoMessage.title"),
      paragraphs: { ko: paragraphs.map((p) => p.ko), en: paragraphs.map((p) => p.en) },
      signature: formLocalizedLine(form, "ceoMessage.signature"),
      image: {
        ko: readImage(form, "ceoMessage.image.ko"),
        en: readImage(form, "ceoMessage.image.en"),
      },
    },
    history: {
      intro: formLocalized(form, "history.intro"),
      events,
      keywords: formLines(form, "history.keywords"),
    },
    organization: {
      intro: formLocalized(form, "organization.intro"),
      ceo: formLocalizedLine(form, "organization.ceo"),
      teams,
    },
    business: { intro: formLocalized(form, "business.intro"), areas },
    map: {
      title: formLocalizedLine(form, "map.title"),
      image: { ko: readImage(form, "map.image.ko"), en: readImage(form, "map.image.en") },
      subway: formLocalized(form, "map.subway"),
      car: {
        route1: formLocalized(form, "map.car.route1"),
        route2: formLocalized(form, "map.car.route2"),
      },
    },
  };
}

/** An image as its fields: the file as JSON, the alt text as a bilingual field. */
function imageFields({ alt, ...file }: AboutImage) {
  return { meta: JSON.stringify(file), alt };
}

/** The form's fields for a saved value (the editor's starting state, `readAbout`'s inverse). */
export function aboutFields(value: AboutContent): Record<string, string> {
  const { ceoMessage, history, business, map } = value;
  const joined = (list: { ko: string[]; en: string[] }) => ({
    ko: list.ko.join("\n"),
    en: list.en.join("\n"),
  });
  return flatten({
    ...value,
    ceoMessage: {
      ...ceoMessage,
      paragraphs: ceoMessage.paragraphs.ko.map((ko, i) => ({
        ko,
        en: ceoMessage.paragraphs.en[i] ?? "",
      })),
      image: { ko: imageFields(ceoMessage.image.ko), en: imageFields(ceoMessage.image.en) },
    },
    history: { ...history, keywords: joined(history.keywords) },
    business: {
      ...business,
      areas: business.areas.map((area) => ({ ...area, lines: joined(area.lines) })),
    },
    map: { ...map, image: { ko: imageFields(map.image.ko), en: imageFields(map.image.en) } },
  });
}

/**
 * The form field a store's field error belongs to: a paragraph's language and row change places
 * ("ceoMessage.paragraphs.ko.2" is "ceoMessage.paragraphs.2.ko"), a line of a list is its text,
 * and anything wrong with an image's file is its upload's.
 */
export function formPath(path: string): string {
  const paragraph = /^ceoMessage\.paragraphs\.(ko|en)\.(\d+)$/.exec(path);
  if (paragraph) return `ceoMessage.paragraphs.${paragraph[2]}.${paragraph[1]}`;
  const line = /^((?:history\.keywords|business\.areas\.\d+\.lines)\.(?:ko|en))\.\d+$/.exec(path);
  if (line) return line[1]!;
  const image =
    /^((?:ceoMessage|map)\.image\.(?:ko|en))(?:\.(?:src|width|height|photo)(?:\..*)?)?$/.exec(path);
  if (image) return `${image[1]}.upload`;
  return path;
}
