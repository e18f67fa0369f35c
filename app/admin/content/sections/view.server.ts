import { categories } from "../../../content/catalog/categories";
import { findSection } from "../../../content/catalog/catalog.server";
import { seedCatalog } from "../../../content/catalog/seed.server";
import type { Block, CatalogSection, SectionItem, SpecRow } from "../../../content/schemas";
import {
  derivedParts,
  type ImageSlot,
  type SectionTexts,
} from "../../../content/section-texts.server";
import { cataloguePageUrl } from "../../../site/pagination";
import type { Lang } from "../../../i18n/lang";
import { localePath } from "../../../i18n/lang";
import { pick } from "../../../i18n/localized";
import { photoImage } from "../../../viewer/photo-image";

/** A table as the editor shows it, read-only, in the editor's language. */
export interface TableView {
  caption: string;
  head: string[];
  rows: string[][];
}

/** An image slot: what the page shows now (the upload, else the repository's drawing). */
export interface ImageView {
  src: string;
  width: number;
  height: number;
  name: string;
  uploaded: boolean;
}

export type ItemView =
  | {
      type: "image-text" | "overview-text" | "features-list";
      image?: ImageView;
      derived: TableView[];
    }
  | { type: "derived"; tables: TableView[] }
  | { type: "fixed"; was: FixedKind };

/** What a block or item staff do not edit here is, for the editor to name it. */
export type FixedKind = Exclude<Block["type"] | SectionItem["type"], EditedKind>;
type EditedKind =
  | "text"
  | "highlight"
  | "title"
  | "title-with-image"
  | "overview"
  | "features-list"
  | "section"
  | "image-text"
  | "overview-text";

export type BlockView =
  | { type: "text" | "highlight" | "title" | "features-list" }
  | { type: "title-with-image"; image: ImageView }
  | {
      type: "overview";
      rows: number;
      derivedRows: { index: number; label: string; value: string }[];
    }
  | { type: "section"; items: ItemView[] }
  | { type: "fixed"; was: FixedKind };

/** A section's name as the catalogue gives it ("볼 밸브"), or its id. */
export function sectionName(id: string, lang: Lang): string {
  const section = seedCatalog().sections.find((s) => s.id === id);
  return section ? pick(section.name, lang) : id;
}

/** The section's public address (its subcategory's page), or undefined. */
export function sectionPath(id: string, page = 1): string | undefined {
  for (const category of categories) {
    const sub = category.subcategories.find((s) => s.section === id);
    if (sub) return cataloguePageUrl(`/products/${category.id}/${sub.id}`, page);
  }
  return undefined;
}

export const sectionPage = (lang: Lang, id: string, page = 1) =>
  localePath(lang, sectionPath(id, page) ?? "/products");

const text = (value: string | { ko: string; en: string }, lang: Lang) =>
  typeof value === "string" ? value : pick(value, lang);

/** Every table an item holds, as rows of text. */
function tablesOf(item: SectionItem, lang: Lang): TableView[] {
  const specTable = (rows: SpecRow[]): TableView => ({
    caption: "",
    head: [],
    rows: rows.map((row) => [pick(row.label, lang), pick(row.value, lang)]),
  });
  const data = (table: Extract<SectionItem, { type: "table" }>["table"]): TableView => ({
    caption: pick(table.caption, lang),
    head: table.columns.map((c) => pick(c.label, lang) + (c.unit ? ` (${c.unit})` : "")),
    rows: table.rows.map((row) => row.map((cell) => text(cell, lang))),
  });
  switch (item.type) {
    case "table":
    case "dimension-table":
      return [data(item.table)];
    case "elastomer-table":
      return [
        {
          caption: pick(item.caption, lang),
          head: [],
          rows: item.rows.map((r) => [
            text(r.material, lang),
            pick(r.description, lang),
            `${r.temperature} °C`,
          ]),
        },
      ];
    case "technical-specs":
      return [specTable(item.specs)];
    case "image-text":
      return [
        ...(item.table ? [specTable(item.table)] : []),
        ...(item.dimensionTable ? [data(item.dimensionTable)] : []),
      ];
    default:
      return [];
  }
}

function imageView(
  slot: ImageSlot | undefined,
  repo: { src: string; width: number; height: number },
  repoName: string,
): ImageView {
  if (slot) {
    const shown = photoImage(slot.photo, slot.alt);
    return {
      src: shown.src,
      width: shown.width,
      height: shown.height,
      name: slot.photo.name,
      uploaded: true,
    };
  }
  return { src: repo.src, width: repo.width, height: repo.height, name: repoName, uploaded: false };
}

/**
 * Page `p` of section `id` as the editor lays it out: each block's kind, its images now, and the
 * tables and rows made from figures as the live catalogue shows them (read-only).
 */
export function pageView(
  id: string,
  p: number,
  draft: SectionTexts,
  lang: Lang,
  repoName: string,
): BlockView[] {
  const seed = seedCatalog().sections.find((s) => s.id === id) as CatalogSection;
  const live = findSection(id);
  const parts = derivedParts();
  return seed.pages[p]!.content.map((block: Block, b): BlockView => {
    const texts = draft.pages[p]!.content[b]!;
    const at = `${id}/${p}/${b}`;
    // The live block at the same place, when the live page still has it there (else the seed's).
    const liveBlock = live?.pages[p]?.content[b];
    const now = liveBlock?.type === block.type ? liveBlock : block;
    switch (block.type) {
      case "text":
      case "highlight":
      case "title":
      case "features-list":
        return { type: block.type };
      case "title-with-image":
        return {
          type: "title-with-image",
          image: imageView(
            texts.type === "title-with-image" ? texts.image : undefined,
            block.image,
            repoName,
          ),
        };
      case "overview": {
        const rows = (now as typeof block).specifications;
        return {
          type: "overview",
          rows: block.specifications.length,
          derivedRows: block.specifications.flatMap((_, r) =>
            parts.has(`${at}/spec/${r}`) && rows[r]
              ? [{ index: r, label: pick(rows[r]!.label, lang), value: pick(rows[r]!.value, lang) }]
              : [],
          ),
        };
      }
      case "section": {
        const nowItems = (now as typeof block).content;
        return {
          type: "section",
          items: block.content.map((item, i): ItemView => {
            const nowItem = nowItems[i]?.type === item.type ? nowItems[i]! : item;
            const derived = parts.has(`${at}/${i}`) ? tablesOf(nowItem, lang) : [];
            const own = texts.type === "section" ? texts.content[i] : undefined;
            if (item.type === "image-text") {
              return {
                type: "image-text",
                image: imageView(
                  own?.type === "image-text" ? own.image : undefined,
                  item.image,
                  repoName,
                ),
                derived,
              };
            }
            if (item.type === "overview-text" || item.type === "features-list") {
              return { type: item.type, derived };
            }
            if (derived.length) return { type: "derived", tables: derived };
            return { type: "fixed", was: item.type };
          }),
        };
      }
      default:
        return { type: "fixed", was: block.type };
    }
  });
}
