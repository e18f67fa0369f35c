import { z } from "zod";
import { categories } from "./catalog";
import { company } from "./company";
import { galleryItems } from "./gallery";
import { products } from "./products";
import { menuThemes, THEME_IDS } from "./themes";

/**
 * Schemas for all bundled content. They run at build time (react-router.config.ts) and in the
 * unit tests, never in the browser: content modules hold plain typed data so no validator ships
 * to visitors, and a bad entry fails the build instead of a page.
 */
export const localizedSchema = z.object({
  ko: z.string().trim().min(1),
  en: z.string().trim().min(1),
});

const slug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
const color = z.string().regex(/^(#[0-9a-f]{6}|linear-gradient\(.+\))$/i);

export const menuThemeSchema = z.strictObject({
  headerBackground: color,
  headerTextColor: color,
  menuBackground: color,
  menuTextColor: color,
  activeColor: color,
  hoverColor: color,
  arrowColor: color,
});

export const categorySchema = z.strictObject({
  id: slug,
  name: localizedSchema,
  description: localizedSchema,
  theme: z.enum(THEME_IDS),
  unknownSubcategory: z.enum(["fallback", "not-found"]),
  subcategories: z.array(z.strictObject({ id: slug, name: localizedSchema })).min(1),
});

export const productSchema = z.strictObject({
  id: slug,
  code: z.string().min(1),
  name: localizedSchema,
  category: slug,
  subcategory: slug,
  description: localizedSchema,
  specifications: z.array(z.strictObject({ label: localizedSchema, value: localizedSchema })),
});

export const companySchema = z.strictObject({
  name: localizedSchema,
  ceo: localizedSchema,
  address: z.strictObject({
    street: localizedSchema,
    building: localizedSchema,
    country: localizedSchema,
    postalCode: z.string().regex(/^\d{5}$/),
  }),
  nearestStation: localizedSchema,
  phone: z.string().regex(/^[0-9-]+$/),
  fax: z.string().regex(/^[0-9-]+$/),
  email: z.email(),
  claims: z.strictObject({
    foundedYears: z.array(z.number().int().min(1900)).min(2),
    serviceSinceYear: z.number().int().min(1900),
    overTwoDecades: localizedSchema,
    yearsOfExperience: localizedSchema,
  }),
});

export const galleryItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: localizedSchema,
  imageCount: z.number().int().positive(),
});

function unique(label: string, values: string[]) {
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) throw new Error(`Duplicate ${label}: ${value}`);
    seen.add(value);
  }
}

/** Validates every content module and the references between them; throws on the first problem. */
export function validateContent(): void {
  z.record(z.enum(THEME_IDS), menuThemeSchema).parse(menuThemes);
  z.array(categorySchema).parse(categories);
  z.array(productSchema).parse(products);
  companySchema.parse(company);
  z.array(galleryItemSchema).parse(galleryItems);

  unique(
    "category id",
    categories.map((c) => c.id),
  );
  for (const c of categories)
    unique(
      `subcategory id in ${c.id}`,
      c.subcategories.map((s) => s.id),
    );
  unique(
    "product id",
    products.map((p) => p.id),
  );
  unique(
    "gallery id",
    galleryItems.map((g) => String(g.id)),
  );
  for (const product of products) {
    const category = categories.find((c) => c.id === product.category);
    if (!category?.subcategories.some((s) => s.id === product.subcategory)) {
      throw new Error(`Product ${product.id} names an unknown category or subcategory`);
    }
  }
}

export type Category = z.infer<typeof categorySchema>;
export type Subcategory = Category["subcategories"][number];
export type Product = z.infer<typeof productSchema>;
export type Company = z.infer<typeof companySchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
