import type {
  BlockTexts,
  ImageSlot,
  ItemTexts,
  SectionTexts,
} from "../../../content/section-texts.server";
import type { UploadedPhoto } from "../../../content/schemas";
import { cleanNoticeHtml } from "../../../content/notice-html.server";
import { formLocalized, formLocalizedLine, formText, type FormFields } from "../form.server";

/**
 * The technical pages editor's form. Fields are named by their path in the section's words
 * (`pages.0.content.3.html.ko`, app/content/section-texts.server.ts), so the store's field errors
 * land on them. A list is one line per item (`pages.0.content.1.features.ko`); an image is its
 * photo as JSON (`….image.photo`, from the upload), its alt text and `….image.remove`.
 */

const PHOTO_KEYS = ["id", "width", "height", "widths", "placeholder", "name"] as const;

function readPhoto(text: string): UploadedPhoto | undefined {
  if (!text) return undefined;
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    // Only the photo's own keys: anything else would be refused with a puzzling field name.
    return Object.fromEntries(PHOTO_KEYS.map((key) => [key, parsed[key]])) as UploadedPhoto;
  } catch {
    return undefined;
  }
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

function formList(form: FormFields, name: string) {
  return { ko: lines(formText(form, `${name}.ko`)), en: lines(formText(form, `${name}.en`)) };
}

/** An image's slot: the uploaded photo with its alt text, or none (the repository's image). */
function readImage(form: FormFields, name: string): { image?: ImageSlot } {
  const photo = readPhoto(formText(form, `${name}.photo`));
  if (!photo || form.get(`${name}.remove`) === "1") return {};
  return { image: { photo, alt: formLocalizedLine(form, `${name}.alt`) } };
}

function readItem(form: FormFields, name: string, item: ItemTexts): ItemTexts {
  if (item.type === "image-text") {
    return {
      type: "image-text",
      text: formLocalized(form, `${name}.text`),
      ...readImage(form, `${name}.image`),
    };
  }
  if (item.type === "overview-text") {
    return { type: "overview-text", textContent: formLocalized(form, `${name}.textContent`) };
  }
  if (item.type === "features-list") {
    return { type: "features-list", features: formList(form, `${name}.features`) };
  }
  return item;
}

function readBlock(form: FormFields, name: string, block: BlockTexts): BlockTexts {
  switch (block.type) {
    case "text": {
      // Staff's HTML is cleaned at once: what the textarea shows after a save is what is kept.
      const html = formLocalized(form, `${name}.html`);
      return { type: "text", html: { ko: storedHtml(html.ko), en: storedHtml(html.en) } };
    }
    case "highlight":
    case "title":
      return { type: block.type, text: formLocalizedLine(form, `${name}.text`) };
    case "title-with-image":
      return {
        type: "title-with-image",
        text: formLocalizedLine(form, `${name}.text`),
        ...readImage(form, `${name}.image`),
      };
    case "overview":
      return {
        type: "overview",
        features: formList(form, `${name}.features`),
        applications: formList(form, `${name}.applications`),
        // A row made from figures stays null: the form has no field for it, and none is read.
        specifications: block.specifications.map((row, r) =>
          row === null
            ? null
            : {
                label: formLocalizedLine(form, `${name}.specifications.${r}.label`),
                value: formLocalizedLine(form, `${name}.specifications.${r}.value`),
              },
        ),
      };
    case "features-list":
      return { type: "features-list", features: formList(form, `${name}.features`) };
    case "section":
      return {
        type: "section",
        title: formLocalizedLine(form, `${name}.title`),
        content: block.content.map((item, i) => readItem(form, `${name}.content.${i}`, item)),
      };
    default:
      return block;
  }
}

/**
 * The section's words from the form: the pages the form shows (one at a time) are read, the
 * others kept from the current draft, whose shape (pages, blocks, derived rows) the form follows.
 */
export function readSectionTexts(form: FormFields, current: unknown): SectionTexts {
  const draft = current as SectionTexts;
  return {
    pages: draft.pages.map((page, p) => {
      const name = `pages.${p}`;
      if (!form.has(`${name}.title.ko`)) return page;
      return {
        title: formLocalizedLine(form, `${name}.title`),
        content: page.content.map((block, b) => readBlock(form, `${name}.content.${b}`, block)),
      };
    }),
  };
}

/** Paragraphs of words, each `<p>…</p>` with no list or paragraph inside, and nothing between. */
const ONLY_PARAGRAPHS = /^(?:<p>(?:(?!<\/?(?:p|ul|ol|li)\b)[\s\S])*<\/p>)+$/;

/**
 * A text block as its textarea shows it: paragraphs of words as plain text, a blank line
 * between them (what staff write, no tags to keep intact); anything else as its HTML.
 */
export function editableHtml(html: string): string {
  if (!ONLY_PARAGRAPHS.test(html)) return html;
  return html
    .slice(3, -4)
    .split("</p><p>")
    .map((paragraph) => paragraph.replace(/<br \/>/g, "\n"))
    .join("\n\n");
}

/** A textarea's text as stored: plain paragraphs wrapped as the repository writes them, cleaned. */
export function storedHtml(text: string): string {
  if (/<(?:p|ul|ol)\b/i.test(text)) return cleanNoticeHtml(text);
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\r?\n/g, "<br />")}</p>`);
  return cleanNoticeHtml(paragraphs.join(""));
}

/** The form's fields for saved words (the editor's starting state): lists one line per item. */
export function sectionFields(value: SectionTexts): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, pair: { ko: string | string[]; en: string | string[] }) => {
    for (const side of ["ko", "en"] as const) {
      const text = pair[side];
      out[`${name}.${side}`] = Array.isArray(text) ? text.join("\n") : text;
    }
  };
  const image = (name: string, slot: ImageSlot | undefined) => {
    if (!slot) return;
    out[`${name}.photo`] = JSON.stringify(slot.photo);
    put(`${name}.alt`, slot.alt);
  };
  value.pages.forEach((page, p) => {
    put(`pages.${p}.title`, page.title);
    page.content.forEach((block, b) => {
      const name = `pages.${p}.content.${b}`;
      if (block.type === "text") {
        put(`${name}.html`, { ko: editableHtml(block.html.ko), en: editableHtml(block.html.en) });
      }
      if (block.type === "highlight" || block.type === "title") put(`${name}.text`, block.text);
      if (block.type === "title-with-image") {
        put(`${name}.text`, block.text);
        image(`${name}.image`, block.image);
      }
      if (block.type === "overview") {
        put(`${name}.features`, block.features);
        put(`${name}.applications`, block.applications);
        block.specifications.forEach((row, r) => {
          if (!row) return;
          put(`${name}.specifications.${r}.label`, row.label);
          put(`${name}.specifications.${r}.value`, row.value);
        });
      }
      if (block.type === "features-list") put(`${name}.features`, block.features);
      if (block.type === "section") {
        put(`${name}.title`, block.title);
        block.content.forEach((item, i) => {
          if (item.type === "image-text") {
            put(`${name}.content.${i}.text`, item.text);
            image(`${name}.content.${i}.image`, item.image);
          }
          if (item.type === "features-list") put(`${name}.content.${i}.features`, item.features);
          if (item.type === "overview-text")
            put(`${name}.content.${i}.textContent`, item.textContent);
        });
      }
    });
  });
  return out;
}

/** The image fields a form carries an upload for: `….image.upload` -> `….image`. */
export function uploadSlots(form: FormData): { slot: string; file: File }[] {
  return [...form.entries()].flatMap(([name, value]) =>
    name.endsWith(".image.upload") && value instanceof File && value.size > 0
      ? [{ slot: name.slice(0, -".upload".length), file: value }]
      : [],
  );
}
