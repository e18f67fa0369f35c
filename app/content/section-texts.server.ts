import { z } from "zod";
import type { MarkedRow } from "./catalog/build";
import { buildCatalog, seedCatalog, seedFigures } from "./catalog/seed.server";
import { cleanNoticeHtml, noticeText } from "./notice-html.server";
import type { Block, CatalogSection, ImageEntry, ProductFigures, SectionItem } from "./schemas";
import {
  localizedListSchema,
  localizedSchema,
  specRowSchema,
  uploadedPhotoSchema,
} from "./schemas";

/**
 * A technical page's words as staff edit them (kind `section`, id = the catalogue section's id):
 * one entry per page and per block, in the repository's order. Only words live here: a block
 * staff do not edit is `fixed`, a specification row made from figures is `null`, and no table is
 * ever stored, so the composition (app/content/live.server.ts) lays these words over the
 * catalogue it builds from the live figures, and a later figure change still reaches the page.
 */

/** A text block's HTML: cleaned with the notices' sanitiser when saved, and again when shown. */
const htmlSide = z
  .string()
  .trim()
  .transform(cleanNoticeHtml)
  // "Too small" is the editors' word for a field to fill in (item-action.server.ts).
  .refine((html) => noticeText(html).length > 0, {
    message: "Too small: the text is empty once cleaned",
  });

/** An uploaded image in place of the repository's (which stays the default); alt required. */
const imageSlot = z.strictObject({ photo: uploadedPhotoSchema, alt: localizedSchema }).optional();

const fixed = z.strictObject({ type: z.literal("fixed") });

const itemTextsSchema = z.discriminatedUnion("type", [
  z.strictObject({ type: z.literal("image-text"), text: localizedSchema, image: imageSlot }),
  z.strictObject({ type: z.literal("overview-text"), textContent: localizedSchema }),
  z.strictObject({ type: z.literal("features-list"), features: localizedListSchema }),
  fixed,
]);

const blockTextsSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("text"),
    html: z.strictObject({ ko: htmlSide, en: htmlSide }),
  }),
  z.strictObject({ type: z.literal("highlight"), text: localizedSchema }),
  z.strictObject({ type: z.literal("title"), text: localizedSchema }),
  z.strictObject({ type: z.literal("title-with-image"), text: localizedSchema, image: imageSlot }),
  z.strictObject({
    type: z.literal("overview"),
    features: localizedListSchema,
    applications: localizedListSchema,
    specifications: z.array(specRowSchema.nullable()),
  }),
  z.strictObject({ type: z.literal("features-list"), features: localizedListSchema }),
  z.strictObject({
    type: z.literal("section"),
    title: localizedSchema,
    content: z.array(itemTextsSchema),
  }),
  fixed,
]);

export const sectionTextsSchema = z.strictObject({
  pages: z.array(z.strictObject({ title: localizedSchema, content: z.array(blockTextsSchema) })),
});

export type SectionTexts = z.infer<typeof sectionTextsSchema>;
export type BlockTexts = SectionTexts["pages"][number]["content"][number];
export type ItemTexts = Extract<BlockTexts, { type: "section" }>["content"][number];
export type ImageSlot = NonNullable<Extract<BlockTexts, { type: "title-with-image" }>["image"]>;

/** A value's leaves changed, for a build that shows which tables and rows follow the figures. */
function shifted(value: unknown, key = ""): unknown {
  if (typeof value === "number") return value + 1;
  // The shape's own names (a valve's kind, a rating's system) choose the builder: kept.
  if (typeof value === "string")
    return ["kind", "type", "drive", "system"].includes(key) ? value : `${value}~`;
  if (Array.isArray(value)) return value.map((inner) => shifted(inner, key));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, inner]) => [k, shifted(inner, k)]));
  }
  return value;
}

let derived: Set<string> | undefined;

/**
 * What the site derives from product figures, by place ("section/page/block", ".../item",
 * ".../spec/row"): the parts that differ when the catalogue is built again with every figure
 * changed. Found, not listed, so a table a builder starts deriving is read-only at once.
 */
export function derivedParts(): Set<string> {
  if (derived) return derived;
  const out = new Set<string>();
  const seed = seedCatalog().sections;
  let other: CatalogSection[] | undefined;
  try {
    other = buildCatalog((id) => shifted(seedFigures(id)) as ProductFigures).sections;
  } catch {
    // Without the comparison, every table and every row marked as a figure's counts as derived.
  }
  const same = (a: unknown, b: unknown) =>
    other !== undefined && JSON.stringify(a) === JSON.stringify(b);
  seed.forEach((section, s) =>
    section.pages.forEach((page, p) =>
      page.content.forEach((block, b) => {
        const at = `${section.id}/${p}/${b}`;
        const twin = other?.[s]?.pages[p]?.content[b];
        if (block.type === "overview" && twin?.type === "overview") {
          block.specifications.forEach((row: MarkedRow, r) => {
            if (row.figure !== undefined || !same(row, twin.specifications[r]))
              out.add(`${at}/spec/${r}`);
          });
        } else if (block.type === "overview") {
          block.specifications.forEach((_, r) => out.add(`${at}/spec/${r}`));
        }
        if (block.type !== "section") return;
        block.content.forEach((item, i) => {
          const twinItem = twin?.type === "section" ? twin.content[i] : undefined;
          if (isTable(item) && !same(item, twinItem)) out.add(`${at}/${i}`);
        });
      }),
    ),
  );
  return (derived = out);
}

/** An item that is a table of figures (the only parts a builder can derive from figures). */
function isTable(item: SectionItem): boolean {
  if (item.type === "image-text") return !!(item.table || item.dimensionTable);
  return ["table", "dimension-table", "elastomer-table", "technical-specs"].includes(item.type);
}

function itemTexts(item: SectionItem): ItemTexts {
  if (item.type === "image-text") return { type: "image-text", text: item.text };
  if (item.type === "overview-text")
    return { type: "overview-text", textContent: item.textContent };
  if (item.type === "features-list") return { type: "features-list", features: item.features };
  return { type: "fixed" };
}

function blockTexts(block: Block, at: string, parts: Set<string>): BlockTexts {
  switch (block.type) {
    case "text":
      return { type: "text", html: block.html };
    case "highlight":
    case "title":
      return { type: block.type, text: block.text };
    case "title-with-image":
      return { type: "title-with-image", text: block.text };
    case "overview":
      return {
        type: "overview",
        features: block.features,
        applications: block.applications,
        specifications: block.specifications.map((row, r) =>
          parts.has(`${at}/spec/${r}`) ? null : { label: row.label, value: row.value },
        ),
      };
    case "features-list":
      return { type: "features-list", features: block.features };
    case "section":
      return { type: "section", title: block.title, content: block.content.map(itemTexts) };
    default:
      return { type: "fixed" };
  }
}

/** The repository's words of a section (the starting state of its item), or undefined. */
export function seedSectionTexts(id: string): SectionTexts | undefined {
  const section = seedCatalog().sections.find((s) => s.id === id);
  if (!section) return undefined;
  const parts = derivedParts();
  return {
    pages: section.pages.map((page, p) => ({
      title: page.title,
      content: page.content.map((block, b) => blockTexts(block, `${id}/${p}/${b}`, parts)),
    })),
  };
}

/** Every section's id, in the catalogue's order. */
export const sectionIds = (): string[] => seedCatalog().sections.map((s) => s.id);

/** Why words cannot be saved as section `id`'s: only an unknown section. Messages by field. */
export function sectionTextsRefuse(id: string): Record<string, string> | undefined {
  return seedSectionTexts(id) ? undefined : { section: `No catalogue section has the id "${id}".` };
}

type Loose = Record<string, unknown> | undefined;
const loose = (value: unknown): Loose =>
  value !== null && typeof value === "object" ? (value as Record<string, unknown>) : undefined;
const listAt = (value: Loose, key: string): unknown[] =>
  Array.isArray(value?.[key]) ? (value[key] as unknown[]) : [];

function alignBlock(seed: BlockTexts, given: Loose): unknown {
  if (given?.type !== seed.type) return seed;
  if (seed.type === "overview") {
    const rows = listAt(given, "specifications");
    return {
      ...given,
      specifications: seed.specifications.map((row, r) => row && (rows[r] ?? row)),
    };
  }
  if (seed.type === "section") {
    const items = listAt(given, "content");
    return {
      ...given,
      content: seed.content.map((item, i) =>
        loose(items[i])?.type === item.type ? items[i] : item,
      ),
    };
  }
  return given;
}

/**
 * A value laid out as section `id`'s words now: its pages, blocks and items in the repository's
 * order, a block of another kind (the repository changed the page since it was saved) replaced
 * by the repository's words, a row made from figures null and any extra part dropped. So no
 * derived table or row is ever stored, and words saved before a deploy still open and save.
 */
export function alignSectionTexts(id: string, value: unknown): unknown {
  const seed = seedSectionTexts(id);
  if (!seed || !loose(value)) return value;
  const pages = listAt(loose(value), "pages");
  return {
    pages: seed.pages.map((page, p) => {
      const given = loose(pages[p]);
      if (!given) return page;
      const blocks = listAt(given, "content");
      return {
        title: given.title ?? page.title,
        content: page.content.map((block, b) => alignBlock(block, loose(blocks[b]))),
      };
    }),
  };
}

/**
 * An uploaded image as the page shows it: the view (app/viewer/Picture.tsx) lists the AVIF and
 * WebP copies from `photo`; `src`, the fallback, is the WebP at the middle width (as photoImage).
 */
function shownImage({ photo, alt }: ImageSlot): ImageEntry {
  const { id, widths, placeholder } = photo;
  const fallback = widths[Math.floor((widths.length - 1) / 2)]!;
  const image = {
    src: `/uploads/photos/${id}-${fallback}.webp`,
    width: photo.width,
    height: photo.height,
    alt,
  };
  return { ...image, photo: { id, widths, placeholder } } as ImageEntry;
}

function overlayItem(item: SectionItem, texts: ItemTexts | undefined): SectionItem {
  if (item.type === "image-text" && texts?.type === "image-text") {
    return {
      ...item,
      text: texts.text,
      ...(texts.image ? { image: shownImage(texts.image) } : {}),
    };
  }
  if (item.type === "overview-text" && texts?.type === "overview-text") {
    return { ...item, textContent: texts.textContent };
  }
  if (item.type === "features-list" && texts?.type === "features-list") {
    return { ...item, features: texts.features };
  }
  return item;
}

function overlayBlock(block: Block, texts: BlockTexts | undefined): Block {
  if (!texts || texts.type !== block.type) return block;
  switch (texts.type) {
    case "text":
      // Cleaned again when shown: a value written any other way is clean too.
      return {
        type: "text",
        html: { ko: cleanNoticeHtml(texts.html.ko), en: cleanNoticeHtml(texts.html.en) },
      };
    case "highlight":
    case "title":
      return { ...block, text: texts.text } as Block;
    case "title-with-image": {
      const own = block as Extract<Block, { type: "title-with-image" }>;
      return {
        ...own,
        text: texts.text,
        ...(texts.image ? { image: shownImage(texts.image) } : {}),
      };
    }
    case "overview": {
      const own = block as Extract<Block, { type: "overview" }>;
      return {
        ...own,
        features: texts.features,
        applications: texts.applications,
        // A row made from figures keeps the built row: the figures' text now.
        specifications: own.specifications.map((row, r) => texts.specifications[r] ?? row),
      };
    }
    case "features-list":
      return { ...block, features: texts.features } as Block;
    case "section": {
      const own = block as Extract<Block, { type: "section" }>;
      return {
        ...own,
        title: texts.title,
        content: own.content.map((item, i) => overlayItem(item, texts.content[i])),
      };
    }
    default:
      return block;
  }
}

/**
 * The built sections with staff's published words laid over them, block by block where the
 * block is still of the kind staff edited (a deploy that reorders a page leaves the rest as built).
 */
export function overlaySections(
  sections: CatalogSection[],
  published: Map<string, SectionTexts> | undefined,
): CatalogSection[] {
  if (!published?.size) return sections;
  return sections.map((section) => {
    const texts = published.get(section.id);
    if (!texts) return section;
    return {
      ...section,
      pages: section.pages.map((page, p) => {
        const own = texts.pages[p];
        if (!own) return page;
        return {
          ...page,
          title: own.title,
          content: page.content.map((block, b) => overlayBlock(block, own.content[b])),
        };
      }),
    };
  });
}
