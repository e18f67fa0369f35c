import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { assertNever } from "../lib/assert-never";
import { categories } from "./catalog/categories";
import { categoryDescriptions } from "./catalog/category-descriptions.server";
import { productFigures } from "./catalog/figures.server";
import { ELASTOMERS } from "./catalog/sleeves";
import { company } from "./company";
import { about } from "./about";
import { galleryItems } from "./gallery";
import { galleryJobSchema } from "./gallery-job.server";
import { composeContent } from "./live.server";
import { home } from "./home";
import { cleanHtml } from "./html";
import {
  type Block,
  type ImageEntry,
  type Product,
  type SectionItem,
  catalogSectionSchema,
  categorySchema,
  companySchema,
  aboutSchema,
  homeSchema,
  localizedSchema,
  menuThemeSchema,
  productFiguresSchema,
  productSchema,
} from "./schemas";
import { menuThemes, THEME_IDS } from "./themes";

function unique(label: string, values: string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${label}: ${value}`);
    seen.add(value);
  }
}

/** The images a block shows, whose files must exist. */
function imagesOf(block: Block): ImageEntry[] {
  switch (block.type) {
    case "image":
    case "title-with-image":
      return [block.image];
    case "product-images":
      return block.images;
    case "section":
      return block.content.flatMap(imagesOfItem);
    case "overview":
    case "title":
    case "text":
    case "highlight":
    case "raw-html":
    case "contact":
    case "product-catalog":
    case "features-list":
      return [];
    default:
      return assertNever(block);
  }
}

function imagesOfItem(item: SectionItem): ImageEntry[] {
  switch (item.type) {
    case "image-text":
      return [item.image];
    case "table":
    case "dimension-table":
    case "elastomer-table":
    case "overview-text":
    case "features-list":
    case "product-series":
    case "technical-specs":
      return [];
    default:
      return assertNever(item);
  }
}

/**
 * What the schema cannot check about a block: the products it names exist, its HTML is clean.
 * Throws with `where` in the message.
 */
function checkBlock(block: Block, where: string, productIds: Set<string>): void {
  switch (block.type) {
    case "product-catalog":
      for (const id of block.products) {
        if (!productIds.has(id)) throw new Error(`${where} lists unknown product "${id}"`);
      }
      return;
    case "text":
    case "raw-html":
      for (const html of [block.html.ko, block.html.en]) {
        if (cleanHtml(html) !== html) {
          throw new Error(
            `${where} has HTML that is not clean:\n${html}\nexpected:\n${cleanHtml(html)}`,
          );
        }
      }
      return;
    // The schema checks these whole; their images are checked with every other image.
    case "overview":
    case "title":
    case "title-with-image":
    case "highlight":
    case "image":
    case "section":
    case "contact":
    case "product-images":
    case "features-list":
      return;
    default:
      assertNever(block);
  }
}

/**
 * The figures (catalog/figures.server.ts): valid, one entry per product and none for a product that
 * does not exist; a pinch valve's temperature is its best sleeve elastomer's.
 */
function checkFigures(products: Product[]): void {
  z.record(z.string(), productFiguresSchema).parse(productFigures);
  const ids = new Set(products.map((p) => p.id));
  for (const id of ids) if (!productFigures[id]) throw new Error(`Product ${id} has no figures`);
  for (const id of Object.keys(productFigures)) {
    if (!ids.has(id)) throw new Error(`Figures for unknown product ${id}`);
  }
  const hottest = Math.max(...ELASTOMERS.map((e) => e.maxC));
  for (const [id, figures] of Object.entries(productFigures)) {
    if (figures.kind === "valve" && figures.sleeve && figures.tempC.max !== hottest) {
      throw new Error(`${id}: a pinch valve's maximum temperature is its sleeve's, ${hottest} °C`);
    }
  }
}

/**
 * Validates all content and the references between its parts; throws on the first problem.
 * Runs at build (react-router.config.ts) and in the unit tests.
 */
export function validateContent(publicDir = join(process.cwd(), "public")): void {
  // The repository's catalogue as composed from its modules, whatever is shown: the static
  // export's config loads again once what staff published is shown (checked when published).
  const { products, sections } = composeContent(0, { gallery: new Map() });
  z.record(z.enum(THEME_IDS), menuThemeSchema).parse(menuThemes);
  z.array(categorySchema).parse(categories);
  // Every group has its one-line description, and no description names an unknown group.
  z.strictObject(
    Object.fromEntries(categories.map((c) => [c.id, localizedSchema])) as Record<
      string,
      typeof localizedSchema
    >,
  ).parse(categoryDescriptions);
  z.array(catalogSectionSchema).parse(sections);
  z.array(productSchema).parse(products);
  checkFigures(products);
  companySchema.parse(company);
  z.array(galleryJobSchema).parse(galleryItems);
  homeSchema.parse(home);
  aboutSchema.parse(about);
  for (const id of [...home.productCards, ...home.featured.map((f) => f.category)]) {
    if (!categories.some((c) => c.id === id))
      throw new Error(`Home page names unknown category ${id}`);
  }

  unique(
    "category id",
    categories.map((c) => c.id),
  );
  unique(
    "section id",
    sections.map((s) => s.id),
  );
  unique(
    "product id",
    products.map((p) => p.id),
  );
  unique(
    "gallery id",
    galleryItems.map((g) => String(g.id)),
  );

  const sectionIds = new Set(sections.map((s) => s.id));
  const usedSections = new Set<string>();
  for (const category of categories) {
    unique(
      `subcategory id in ${category.id}`,
      category.subcategories.map((s) => s.id),
    );
    for (const sub of category.subcategories) {
      if (!sectionIds.has(sub.section)) {
        throw new Error(
          `${category.id}/${sub.id} shows section "${sub.section}", which does not exist`,
        );
      }
      usedSections.add(sub.section);
    }
  }
  for (const id of sectionIds) {
    if (!usedSections.has(id)) throw new Error(`Section "${id}" is not shown by any subcategory`);
  }

  for (const product of products) {
    const category = categories.find((c) => c.id === product.category);
    if (!category?.subcategories.some((s) => s.id === product.subcategory)) {
      throw new Error(`Product ${product.id} names an unknown category or subcategory`);
    }
  }
  unique(
    "product code within a subcategory",
    products.map((p) => `${p.category}/${p.subcategory}/${p.code.toLowerCase()}`),
  );

  const productIds = new Set(products.map((p) => p.id));
  const images: ImageEntry[] = [
    ...products.flatMap((p) => [p.image, ...p.detailImages]),
    ...galleryItems.flatMap((g) => g.photos.flatMap((photo) => ("src" in photo ? [photo] : []))),
    about.ceoMessage.image.ko,
    about.ceoMessage.image.en,
    about.map.image.ko,
    about.map.image.en,
  ];
  for (const section of sections) {
    for (const page of section.pages) {
      const where = `${section.id} page ${page.pageNumber}`;
      const first = page.content[0];
      // The page title is already the page's heading; a title block repeating it reads twice.
      if (first?.type === "title" && first.text.ko === page.title.ko) {
        throw new Error(`${where} starts with a title block that repeats the page title`);
      }
      for (const block of page.content) {
        images.push(...imagesOf(block));
        checkBlock(block, where, productIds);
      }
    }
  }
  for (const image of images) {
    if (!existsSync(join(publicDir, image.src))) throw new Error(`Missing image file ${image.src}`);
  }
}
