import { z } from "zod";
import type { Localized } from "../i18n/localized";
import { isBusinessNumber } from "./business-number";
import { CATEGORY_IDS } from "./catalog/category-ids";
import { productFiguresSchema } from "./catalog/figure-registry";
import { cleanNoticeHtml, noticeText } from "./notice-html.server";
import { THEME_IDS } from "./theme-ids";
import { oneLineLabel } from "../../server/platform/text";

/**
 * Schemas for all bundled content. They run at build time (react-router.config.ts) and in the
 * unit tests, never in the browser: content modules hold plain typed data, so no validator ships
 * to visitors, and a bad entry fails the build instead of a page.
 */

const text = z.string().trim().min(1);
const num = z.number().finite();
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);

/** A bilingual text: both languages required and non-empty (docs/architecture.md). */
export const localizedSchema = z.strictObject({
  ko: text,
  en: text,
}) satisfies z.ZodType<Localized>;

/** A bilingual list: the two languages say the same items, so they have the same length. */
export const localizedListSchema = z
  .strictObject({ ko: z.array(text).min(1), en: z.array(text).min(1) })
  .refine((list) => list.ko.length === list.en.length, {
    message: "the ko and en lists must have the same number of items",
  });

/** An image made by this project, served from public/images, with its size (no layout shift). */
export const imageSchema = z.strictObject({
  src: z.string().regex(/^\/images\/[a-z0-9/_.-]+\.svg$/),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  alt: localizedSchema,
  caption: localizedSchema.optional(),
});

/** A derived row's name for its figure ("temp", "size"): the catalogue's builders set it. */
export const figureKeySchema = z.string().regex(/^[a-z][A-Za-z]*$/);

export const specRowSchema = z.strictObject({ label: localizedSchema, value: localizedSchema });

/** A table cell: a plain string is the same in both languages (figures, codes, units). */
const cellSchema = z.union([text, localizedSchema]);

/** Figures as a real HTML table: a caption, column labels (with units), rows of cells. */
export const tableSchema = z
  .strictObject({
    caption: localizedSchema,
    columns: z
      .array(z.strictObject({ label: localizedSchema, unit: z.string().min(1).optional() }))
      .min(1),
    rows: z.array(z.array(cellSchema)).min(1),
    notes: localizedListSchema.optional(),
  })
  .refine((table) => table.rows.every((row) => row.length === table.columns.length), {
    message: "every row needs one cell per column",
  });

const elastomerRowSchema = z.strictObject({
  /** The grade: one name for both languages, or each language's (ko 29: "NR 표준"). */
  material: z.union([text, localizedSchema]),
  description: localizedSchema,
  /** Maximum temperature in °C. */
  temperature: z.number().int(),
});

/** Items allowed inside a `section` block (docs/product.md, Content blocks). */
export const sectionItemSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("image-text"),
    layout: z.enum(["image-text", "text-image"]),
    text: localizedSchema,
    image: imageSchema,
    table: z.array(specRowSchema).min(1).optional(),
    dimensionTable: tableSchema.optional(),
  }),
  z.strictObject({ type: z.literal("table"), table: tableSchema }),
  z.strictObject({ type: z.literal("dimension-table"), table: tableSchema }),
  z.strictObject({
    type: z.literal("elastomer-table"),
    caption: localizedSchema,
    rows: z.array(elastomerRowSchema).min(1),
  }),
  z.strictObject({ type: z.literal("overview-text"), textContent: localizedSchema }),
  z.strictObject({ type: z.literal("features-list"), features: localizedListSchema }),
  z.strictObject({
    type: z.literal("product-series"),
    series: z
      .array(z.strictObject({ code: text, name: localizedSchema, description: localizedSchema }))
      .min(1),
  }),
  z.strictObject({ type: z.literal("technical-specs"), specs: z.array(specRowSchema).min(1) }),
]);

/** The content blocks a catalogue page is made of (docs/product.md, Content blocks). */
export const blockSchema = z.discriminatedUnion("type", [
  z.strictObject({
    type: z.literal("overview"),
    features: localizedListSchema,
    specifications: z.array(specRowSchema).min(1),
    applications: localizedListSchema,
  }),
  z.strictObject({ type: z.literal("title"), text: localizedSchema }),
  z.strictObject({
    type: z.literal("title-with-image"),
    text: localizedSchema,
    image: imageSchema,
  }),
  /** Trusted HTML written in this repository; checked clean at build (see html.ts). */
  z.strictObject({ type: z.literal("text"), html: localizedSchema }),
  z.strictObject({ type: z.literal("highlight"), text: localizedSchema }),
  z.strictObject({ type: z.literal("image"), image: imageSchema }),
  z.strictObject({ type: z.literal("raw-html"), html: localizedSchema }),
  z.strictObject({
    type: z.literal("section"),
    title: localizedSchema,
    content: z.array(sectionItemSchema).min(1),
  }),
  z.strictObject({
    type: z.literal("contact"),
    text: localizedSchema,
    /** Path of a PDF under /docs; without one the link prints the page. */
    pdf: z
      .string()
      .regex(/^\/docs\/[a-z0-9/_.-]+\.pdf$/)
      .optional(),
  }),
  z.strictObject({
    type: z.literal("product-images"),
    title: localizedSchema,
    images: z.array(imageSchema).min(1),
  }),
  /** A grid of product cards, by product id. */
  z.strictObject({ type: z.literal("product-catalog"), products: z.array(slugSchema).min(1) }),
  z.strictObject({ type: z.literal("features-list"), features: localizedListSchema }),
]);

export const catalogPageSchema = z.strictObject({
  pageNumber: z.number().int().min(1),
  title: localizedSchema,
  content: z.array(blockSchema).min(1),
});

/** A catalogue section (technical document) shown page by page (?page=N). */
export const catalogSectionSchema = z
  .strictObject({
    id: slugSchema,
    name: localizedSchema,
    description: localizedSchema.optional(),
    totalPages: z.number().int().min(1),
    pages: z.array(catalogPageSchema).min(1),
  })
  .refine((s) => s.pages.length === s.totalPages, { message: "totalPages must equal pages.length" })
  .refine((s) => s.pages.every((page, index) => page.pageNumber === index + 1), {
    message: "pages must be numbered 1, 2, 3, ... in order",
  });

export const productSchema = z.strictObject({
  /** Unique across the catalogue; also the `/products/{productId}` form. */
  id: slugSchema,
  /** ASCII, so detail URLs are plain: /products/{category}/{subcategory}/{lowercase code}. */
  code: z.string().regex(/^[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*$/),
  name: localizedSchema,
  category: slugSchema,
  subcategory: slugSchema,
  image: imageSchema,
  description: localizedSchema,
  detailDescription: localizedSchema,
  features: localizedListSchema,
  specifications: z.array(specRowSchema).min(1),
  detailImages: z.array(imageSchema),
});

/**
 * A product as staff edit it (docs/decisions/018-live-catalogue.md): the product with its
 * figures. A specification row has either a text value or names the figure it shows, whose
 * text the live content derives from `figures` (a figure is typed once).
 */
/**
 * The longest texts a product may have, in characters (the repository's longest are a fifth of
 * these or less): what the editor and the spreadsheet import refuse beyond.
 */
export const PRODUCT_TEXT_LIMITS = {
  name: 120,
  description: 400,
  detailDescription: 4000,
  feature: 300,
  features: 20,
  label: 100,
  value: 300,
  rows: 30,
} as const;
const bounded = (max: number) => z.strictObject({ ko: text.max(max), en: text.max(max) });
/**
 * A product's name or a row's label or value, kept on one line without hidden characters
 * (server/platform/text.ts) whichever way it comes (the editor, a spreadsheet, a restored
 * version): a name is copied into buyers' requests and mail subjects (issue 71).
 */
const label = (max: number) => z.string().overwrite(oneLineLabel).min(1).max(max);
const boundedLabel = (max: number) => z.strictObject({ ko: label(max), en: label(max) });
export const productSpecRowSchema = z
  .strictObject({
    label: boundedLabel(PRODUCT_TEXT_LIMITS.label),
    value: boundedLabel(PRODUCT_TEXT_LIMITS.value).optional(),
    figure: figureKeySchema.optional(),
  })
  .refine((row) => (row.value === undefined) !== (row.figure === undefined), {
    message: "a row has a value or a figure",
  });
const featureList = z.array(label(PRODUCT_TEXT_LIMITS.feature)).min(1);
export const productItemSchema = productSchema.extend({
  name: boundedLabel(PRODUCT_TEXT_LIMITS.name),
  description: bounded(PRODUCT_TEXT_LIMITS.description),
  detailDescription: bounded(PRODUCT_TEXT_LIMITS.detailDescription),
  features: z
    .strictObject({
      ko: featureList.max(PRODUCT_TEXT_LIMITS.features),
      en: featureList.max(PRODUCT_TEXT_LIMITS.features),
    })
    .refine((list) => list.ko.length === list.en.length, {
      message: "the ko and en lists must have the same number of items",
    }),
  specifications: z.array(productSpecRowSchema).min(1).max(PRODUCT_TEXT_LIMITS.rows),
  figures: productFiguresSchema,
  /**
   * Its place in its subcategory's grid: lower first (the repository's grids count 10, 20, ...;
   * a product placed between two takes a number between theirs). Absent: the repository's place,
   * or after the others.
   */
  place: num.optional(),
});

export const categorySchema = z.strictObject({
  id: slugSchema,
  name: localizedSchema,
  theme: z.enum(THEME_IDS),
  /** An unknown subcategory falls back to the first one, or is "not found". */
  unknownSubcategory: z.enum(["fallback", "not-found"]),
  subcategories: z
    .array(
      z.strictObject({
        id: slugSchema,
        name: localizedSchema,
        section: slugSchema,
        /**
         * A series page that will list products but has none yet: it lists them as a grid's
         * subcategory does, and stands only while it has one (app/empty-pages.server.ts).
         */
        productsToCome: z.literal(true).optional(),
      }),
    )
    .min(1),
});

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

/** A company that processes inquiries for the company (Art. 26 PIPA: a processor). */
const processorSchema = z.strictObject({
  name: localizedSchema,
  /** Where it keeps the data: a country other than Korea is a transfer abroad (Art. 28-8). */
  country: localizedSchema,
  abroad: z.boolean(),
  /** What it does with the inquiries. */
  task: localizedSchema,
  /** Its contact for privacy questions: an e-mail address or a web address. */
  contact: z.string().min(1),
});

/**
 * The company's seal (직인) as staff uploaded it (server/content/seal.ts): a PNG of at most 600
 * px on its long side in `{DATA_DIR}/seals/{file}.png`, which nothing serves. Quotations print
 * it beside the supplier's name; no public page shows it.
 */
export const companySealSchema = z.strictObject({
  file: z.uuid(),
  width: z.number().int().positive().max(600),
  height: z.number().int().positive().max(600),
  /** The uploaded file's name without any path, for staff to recognise it. */
  name: z.string().max(120),
});

export type CompanySeal = z.infer<typeof companySealSchema>;

export const companySchema = z.strictObject({
  name: localizedSchema,
  ceo: localizedSchema,
  /** The office's postal address, part by part (app/content/company.ts writes it per language). */
  address: z.strictObject({
    /** The road and number: "가마산로" / "Gamasan-ro". */
    street: localizedSchema,
    /** The building and the room: "712호" / "Room 712". */
    building: localizedSchema,
    district: localizedSchema,
    city: localizedSchema,
    country: localizedSchema,
    postalCode: z.string().regex(/^\d{5}$/),
  }),
  nearestStation: localizedSchema,
  phone: z.string().regex(/^[0-9-]+$/),
  fax: z.string().regex(/^[0-9-]+$/),
  email: z.email(),
  officeHours: localizedSchema,
  /**
   * 개인정보 보호책임자 (PIPA Art. 31): name, position, and a way to reach the officer. The privacy
   * policy and the form's notice name them (docs/decisions/009-privacy.md).
   */
  privacyOfficer: z.strictObject({
    name: localizedSchema,
    position: localizedSchema,
    /** Absent: the company's telephone and e-mail (`privacyContact` in company.ts). */
    phone: z
      .string()
      .regex(/^[0-9-]+$/)
      .optional(),
    email: z.email().optional(),
  }),
  /** Who answers a person's requests (Art. 35-37); absent contacts are the company's. */
  privacyDesk: z.strictObject({
    name: localizedSchema,
    phone: z
      .string()
      .regex(/^[0-9-]+$/)
      .optional(),
    email: z.email().optional(),
  }),
  /** The providers that process personal data for the company (the policy's table). */
  processors: z.array(processorSchema),
  /** Site-verification codes, each the content of its meta tag. */
  verification: z
    .strictObject({
      naver: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/)
        .optional(),
      google: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,100}$/)
        .optional(),
    })
    .optional(),
  /**
   * 사업자등록번호 as printed (123-45-67890), its check digit right (business-number.ts); the
   * footer and the quotation's supplier block show it. Absent until staff type it.
   */
  businessNumber: z.string().refine(isBusinessNumber, { message: "business-number" }).optional(),
  /** The seal printed on quotations (직인); absent until staff upload one. */
  seal: companySealSchema.optional(),
  /** The KakaoTalk channel's chat link, shown in the quick bar when set. */
  kakaoChannel: z.url({ protocol: /^https$/, hostname: /^pf\.kakao\.com$/ }).optional(),
  claims: z.strictObject({
    foundedYears: z.array(z.number().int().min(1900)).min(2),
    serviceSinceYear: z.number().int().min(1900),
    overTwoDecades: localizedSchema,
    yearsOfExperience: localizedSchema,
    /**
     * The reading of each fact the owner chose for every page (app/content/claims.ts, issue 73):
     * absent, each place shows the reading it names, as the seed does.
     */
    chosen: z
      .strictObject({
        founded: z.enum(["foundedFirst", "foundedSecond"]).optional(),
        service: z.enum(["serviceSince", "overTwoDecades", "yearsOfExperience"]).optional(),
      })
      .optional(),
  }),
});

/**
 * A photo staff uploaded (server/content/photos.ts), served as
 * `/uploads/photos/{id}-{width}.{avif|webp}` at each of `widths`.
 */
export const uploadedPhotoSchema = z.strictObject({
  id: z.uuid(),
  /** Size of the widest copy, upright; the others keep its proportions. */
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  widths: z.array(z.number().int().positive()).min(1),
  /** Dominant colour, the background shown while the photo loads. */
  placeholder: z.string().regex(/^#[0-9a-f]{6}$/),
  /** The uploaded file's name without any path, for staff to recognise it. */
  name: z.string().max(120),
});

/**
 * A calendar day, "2026-11-22", that exists. The check never throws: "2026-13-45" or "" is a
 * field error, not an invalid Date's RangeError (zod runs every check, the regex's failure too).
 */
export const daySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: "a date as YYYY-MM-DD" })
  .refine(
    (day) => {
      const time = Date.parse(`${day}T00:00:00Z`);
      return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
    },
    { message: "no such date" },
  );

/**
 * A PDF staff uploaded (server/content/files.ts), served at /uploads/files/{file}.pdf: its id,
 * the uploaded name without any path (what a download is called) and its size in bytes.
 */
export const uploadedFileSchema = z.strictObject({
  file: z.uuid(),
  name: z
    .string()
    .min(1)
    .max(120)
    // eslint-disable-next-line no-control-regex -- control characters are what it refuses
    .regex(/^[^/\\\u0000-\u001f\u007f]+$/, { message: "a file name without a path" }),
  bytes: z
    .number()
    .int()
    .positive()
    .max(20 * 1024 * 1024),
});

/** A notice's body: the allowed markup only, cleaned when saved (app/content/notice-html.server.ts). */
const noticeBodySchema = z
  .string()
  .trim()
  .min(1)
  .transform(cleanNoticeHtml)
  .refine((html) => noticeText(html).length > 0, { message: "the text is empty once cleaned" });

/** A notice (공지사항) on /news: a title, a day, a body and PDF attachments, in both languages. */
export const newsItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: localizedSchema,
  date: daySchema,
  body: z.strictObject({ ko: noticeBodySchema, en: noticeBodySchema }),
  attachments: z.array(uploadedFileSchema.extend({ title: localizedSchema })).max(20),
});

/** Where a document sits on /downloads: a product group's section, or the general one. */
export const DOCUMENT_GROUPS = [...CATEGORY_IDS, "general"];

/** A document staff uploaded for /downloads (a maker's brochure, a certificate). */
export const documentItemSchema = z.strictObject({
  id: z.number().int().positive(),
  title: localizedSchema,
  group: z.string().refine((group) => DOCUMENT_GROUPS.includes(group), {
    message: "one of the groups of the downloads page",
  }),
  /** The language the document is written in: the column of the downloads table it is in. */
  lang: z.enum(["ko", "en"]),
  /** Issued or uploaded: the table's date column. */
  date: daySchema,
  file: uploadedFileSchema,
});

/**
 * A certificate the company holds (KC 위생안전, ISO 9001, a class society's type approval) on
 * /certificates: its name, issuer, number and scope, the products or product groups it covers
 * (none: the company as a whole), the days it is valid (both inclusive, in Seoul) and its PDF.
 * Products are ids of the live catalogue (app/content/certificate-item.server.ts checks them).
 */
export const certificateItemSchema = z
  .strictObject({
    id: z.number().int().positive(),
    name: localizedSchema,
    issuer: localizedSchema,
    /** As printed on the certificate: never translated. */
    number: z.string().trim().min(1).max(80),
    scope: localizedSchema,
    products: z.array(slugSchema).max(500).optional(),
    groups: z.array(z.enum(CATEGORY_IDS)).max(CATEGORY_IDS.length).optional(),
    validFrom: daySchema,
    /** The last valid day: the certificate leaves the public pages the day after, in Seoul. */
    validUntil: daySchema,
    file: uploadedFileSchema,
  })
  .refine((item) => item.validUntil >= item.validFrom, {
    message: "the last valid day is before the first",
    path: ["validUntil"],
  });

/**
 * A gallery photo: one of the repository's drawings (with its own alt text) or an uploaded photo,
 * whose caption is also its text for screen readers.
 */
export const galleryPhotoSchema = z.union([
  imageSchema.extend({ caption: localizedSchema }),
  z.strictObject({ photo: uploadedPhotoSchema, caption: localizedSchema }),
]);

/**
 * A gallery job: its photos in order, the main one by index. Date and sector are optional
 * because the repository's job states neither; related products are product ids, which the
 * store and the build check against the catalogue.
 */
export const galleryItemSchema = z
  .strictObject({
    id: z.number().int().positive(),
    title: localizedSchema,
    date: daySchema.optional(),
    sector: localizedSchema.optional(),
    products: z.array(slugSchema).max(20).optional(),
    description: localizedSchema,
    photos: z.array(galleryPhotoSchema).min(1).max(60),
    main: z.number().int().nonnegative(),
  })
  // No photos at all is the photos' own error (a draft may have none yet), not the main's.
  .refine((item) => item.photos.length === 0 || item.main < item.photos.length, {
    message: "the main photo must be one of the job's photos",
    path: ["main"],
  })
  .refine((item) => new Set(item.products).size === (item.products?.length ?? 0), {
    message: "a product is listed twice",
    path: ["products"],
  });

/**
 * A company page's image: the repository's drawing (`src` and its size), or a photo staff
 * uploaded in its place (its AVIF and WebP copies); alt text in both languages either way. One
 * shape rather than a union, so a draft's alt text left empty is a field left empty.
 */
export const aboutImageSchema = z
  .strictObject({
    src: imageSchema.shape.src.optional(),
    width: z.number().int().positive().optional(),
    height: z.number().int().positive().optional(),
    photo: uploadedPhotoSchema.optional(),
    alt: localizedSchema,
  })
  .refine(
    (image) =>
      image.photo
        ? image.src === undefined
        : image.src !== undefined && image.width !== undefined && image.height !== undefined,
    { message: "a drawing with its size, or an uploaded photo" },
  );

/** An image per language (the CEO message and the map). */
const imagePerLanguageSchema = z.strictObject({ ko: aboutImageSchema, en: aboutImageSchema });

/** Words to highlight in the timeline, per language (the lists need not match; none is fine). */
const keywordsSchema = z.strictObject({ ko: z.array(text).max(60), en: z.array(text).max(60) });

/** A timeline date: a year, or a year and month ("2004", "2004.03"). */
export const eventDateSchema = z.string().regex(/^\d{4}(\.(0[1-9]|1[0-2]))?$/, {
  message: "a date as YYYY or YYYY.MM",
});

/** The company pages (/about and its sub-pages). */
export const aboutSchema = z.strictObject({
  ceoMessage: z.strictObject({
    title: localizedSchema,
    paragraphs: localizedListSchema.refine((list) => list.ko.length <= 20, {
      message: "at most 20 paragraphs",
    }),
    signature: localizedSchema,
    image: imagePerLanguageSchema,
  }),
  history: z.strictObject({
    /** Says plainly that the sources give two founding years. */
    intro: localizedSchema,
    events: z
      .array(
        z.strictObject({
          date: eventDateSchema,
          event: localizedSchema,
        }),
      )
      .min(1)
      .max(100),
    keywords: keywordsSchema,
  }),
  organization: z.strictObject({
    intro: localizedSchema,
    ceo: localizedSchema,
    teams: z
      .array(z.strictObject({ name: localizedSchema, duties: localizedSchema }))
      .min(1)
      .max(12),
  }),
  business: z.strictObject({
    intro: localizedSchema,
    areas: z
      .array(z.strictObject({ title: localizedSchema, lines: localizedListSchema }))
      .min(1)
      .max(12),
  }),
  map: z.strictObject({
    title: localizedSchema,
    image: imagePerLanguageSchema,
    subway: localizedSchema,
    car: z.strictObject({ route1: localizedSchema, route2: localizedSchema }),
  }),
});

export type { Localized };
export { productFiguresSchema };
export type { ActuatorFigures, ProductFigures, ValveFigures } from "./catalog/figure-registry";
export type { Rating } from "./catalog/figure-schema";
export type LocalizedList = z.infer<typeof localizedListSchema>;
export type ImageEntry = z.infer<typeof imageSchema>;
export type SpecRow = z.infer<typeof specRowSchema>;
export type DataTable = z.infer<typeof tableSchema>;
export type SectionItem = z.infer<typeof sectionItemSchema>;
export type Block = z.infer<typeof blockSchema>;
export type CatalogPage = z.infer<typeof catalogPageSchema>;
export type CatalogSection = z.infer<typeof catalogSectionSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductItem = z.infer<typeof productItemSchema>;
export type Category = z.infer<typeof categorySchema>;
export type Subcategory = Category["subcategories"][number];
export type MenuTheme = z.infer<typeof menuThemeSchema>;
export type Company = z.infer<typeof companySchema>;
export type Processor = z.infer<typeof processorSchema>;
export type GalleryItem = z.infer<typeof galleryItemSchema>;
export type NewsItem = z.infer<typeof newsItemSchema>;
export type DocumentItem = z.infer<typeof documentItemSchema>;
export type CertificateItem = z.infer<typeof certificateItemSchema>;
export type UploadedFile = z.infer<typeof uploadedFileSchema>;
export type GalleryPhoto = z.infer<typeof galleryPhotoSchema>;
export type UploadedPhoto = z.infer<typeof uploadedPhotoSchema>;
export type AboutContent = z.infer<typeof aboutSchema>;
export type AboutImage = z.infer<typeof aboutImageSchema>;

/** One product group's catalogue sections and products (a *.server.ts module each). */
export interface CatalogGroup {
  sections: CatalogSection[];
  products: Product[];
}

const titledTextSchema = z.strictObject({ title: localizedSchema, text: localizedSchema });

/**
 * The company's conflicting claims (`company.claims`, docs/product.md "Company facts"): each is a
 * reading a place on the home page may show. Staff choose one per place; none is merged.
 */
export const CLAIM_READINGS = [
  "foundedFirst",
  "foundedSecond",
  "serviceSince",
  "overTwoDecades",
  "yearsOfExperience",
] as const;
export type ClaimReading = (typeof CLAIM_READINGS)[number];
const claimReadingSchema = z.enum(CLAIM_READINGS);

/** A text that may be empty in either language (the words around a claim). */
const aroundSchema = z.strictObject({
  ko: z.string().trim().max(600),
  en: z.string().trim().max(600),
});

/**
 * A text that shows one of the company's claims: staff's words before and after the reading
 * they chose, which the site writes between them (app/content/home-live.server.ts).
 */
const claimTextSchema = z.strictObject({
  reading: claimReadingSchema,
  before: aroundSchema,
  after: aroundSchema,
});

/** The home page ("/"): what staff edit (kind `home`); the page shows it with the claims read. */
export const homeSchema = z.strictObject({
  /** The first of the three sentences rotating in the hero: it names a claim. */
  heroClaim: claimTextSchema,
  /** The second and third rotating sentences. */
  heroSentences: z.array(localizedSchema).length(2),
  heroText: localizedSchema,
  /** The four product cards, by category id. */
  productCards: z.array(slugSchema).length(4),
  strengths: z.array(titledTextSchema).length(4),
  /** One per industry the product pages name (app/content/industries.ts), in its order. */
  sectors: z.array(titledTextSchema).length(6),
  featured: z
    .array(
      z.strictObject({
        category: z.enum(CATEGORY_IDS),
        title: localizedSchema,
        text: localizedSchema,
        tags: z.array(localizedSchema).length(3),
      }),
    )
    .min(1)
    .max(8),
  /** The first headline figure: the claim it shows is its value and label. */
  yearsFigure: z.strictObject({ reading: claimReadingSchema }),
  /** The other three headline figures. */
  figures: z.array(z.strictObject({ value: text.max(40), label: localizedSchema })).length(3),
  whyChooseUs: z.strictObject({
    title: localizedSchema,
    text: claimTextSchema,
    points: localizedListSchema,
  }),
});

export type HomeContent = z.infer<typeof homeSchema>;

/**
 * A product's photos (kind `productPhotos`, id = the product's id, its lowercase code): shown in
 * this order before the drawings on its page, its card and its preview. Each needs alt text.
 */
export const productPhotosSchema = z.strictObject({
  photos: z.array(uploadedPhotoSchema.extend({ alt: localizedSchema })).max(12),
});

export type ProductPhotos = z.infer<typeof productPhotosSchema>;
export type ProductPhoto = ProductPhotos["photos"][number];
