import { liveAbout } from "../content/about.server";
import { categories } from "../content/catalog/categories";
import {
  findProductById,
  findSection,
  liveProducts,
  productPath,
} from "../content/catalog/catalog.server";
import { htmlText } from "../content/html-text";
import { addressLine } from "../content/company";
import { liveHome } from "../content/home-live.server";
import { liveContent } from "../content/live.server";
import type { Localized } from "../content/schemas";
import { LANGS, type Lang } from "../i18n/lang";
import { cataloguePageUrl } from "../site/pagination";
import { pageTexts } from "../site/page-texts.server";
import { pages, type PageId } from "../site/pages";
import { initialsOf, type DisplayDoc, type Group, type IndexedDoc } from "./engine";
import type { FigureKeyName } from "./fits";
import { figuresOf } from "../content/catalog/catalog.server";
import { FIGURES, variantOf } from "../content/catalog/figure-registry";
import type { ProductFigures } from "../content/schemas";
import { dayText, monthText } from "../i18n/day-text";

/**
 * The search's entries, from the same content the pages render: every product, every catalogue
 * page, the home and company pages, every gallery job and every published notice. Each entry is indexed with the text of both
 * languages and shown in the page's language. Figures are the content's own text (spec rows,
 * tables with their column units); nothing is added to them.
 */

/** Most characters of text a result keeps for its snippet. */
const TEXT_LIMIT = 2400;

type Texts = Record<Lang, string[]>;

const SKIPPED = new Set([
  "type",
  "layout",
  "id",
  "src",
  "width",
  "height",
  "image",
  "images",
  "detailImages",
  "pdf",
  "theme",
  "category",
  "subcategory",
  "section",
  "products",
  "pageNumber",
  "totalPages",
]);

const isPair = (value: object): value is Localized | Record<Lang, string[]> =>
  Object.keys(value).length === 2 && "ko" in value && "en" in value;

function push(out: Texts, lang: Lang | "both", text: string) {
  const clean = htmlText(text).replace(/\s+/g, " ").trim();
  if (!clean) return;
  for (const l of lang === "both" ? LANGS : [lang]) out[l].push(clean);
}

const cell = (value: string | Localized, lang: Lang) =>
  typeof value === "string" ? value : value[lang];

/** Every text of a piece of content, per language; tables row by row with their units. */
function collect(value: unknown, out: Texts, key = ""): void {
  if (typeof value === "string") {
    // A day or a month of the history ("1995.04") as its page writes it in each language.
    if (key === "date")
      for (const lang of LANGS) push(out, lang, monthText(dayText(value, lang), lang));
    else if (["code", "material", "value"].includes(key)) push(out, "both", value);
    return;
  }
  if (typeof value === "number") {
    if (key === "temperature") push(out, "both", `${value} °C`);
    return;
  }
  if (Array.isArray(value)) {
    for (const item of value) collect(item, out, key);
    return;
  }
  if (!value || typeof value !== "object") return;
  if (isPair(value)) {
    for (const lang of LANGS) {
      const side = value[lang];
      for (const text of Array.isArray(side) ? side : [side]) push(out, lang, text);
    }
    return;
  }
  if ("columns" in value && "rows" in value && Array.isArray(value.rows)) {
    const table = value as {
      caption: Localized;
      columns: { label: Localized; unit?: string }[];
      rows: (string | Localized)[][];
      notes?: Record<Lang, string[]>;
    };
    collect(table.caption, out);
    for (const lang of LANGS) {
      for (const row of table.rows) {
        const cells = row.map((c, i) => {
          const column = table.columns[i]!;
          const text = cell(c, lang);
          if (column.unit) return `${text} ${column.unit}`;
          // "Nominal size DN" over "150": the column names the unit in front.
          if (/\bDN$/.test(column.label.en) && /^\d+$/.test(text)) return `DN ${text}`;
          return text;
        });
        push(out, lang, `${cells.join(", ")}.`);
      }
    }
    if (table.notes) collect(table.notes, out);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    if (!SKIPPED.has(k)) collect(v, out, k);
  }
}

function texts(...values: unknown[]): Texts {
  const out: Texts = { ko: [], en: [] };
  for (const value of values) collect(value, out);
  return out;
}

interface Entry {
  id: string;
  group: Group;
  path: string;
  code?: string;
  title: Localized;
  body: Texts;
  figures?: ProductFigures;
  family?: string;
  products?: string[];
}

/** The figures a query's quantities are matched by: their rows say why a product fits. */
const FIT_KEYS: FigureKeyName[] = [
  "size",
  "rating",
  "temp",
  "torque",
  "seriesTorque",
  "flanges",
  "singlePhase",
  "threePhase",
  "supply",
];

/** A product's rows for those figures, from the figure registry: label and text as its page. */
export function fitRows(figures: ProductFigures, lang: Lang): DisplayDoc["rows"] {
  const rows: NonNullable<DisplayDoc["rows"]> = {};
  for (const figure of FIGURES) {
    const key = figure.key as FigureKeyName;
    if (!FIT_KEYS.includes(key) || !figure.kinds.includes(figures.kind)) continue;
    const text = figure.row(figures)?.[lang];
    if (!text) continue;
    const label = figure.labels?.[variantOf(figures)] ?? figure.label;
    rows[key] = [label[lang], text];
  }
  return rows;
}

function productEntries(): Entry[] {
  return liveProducts().map((p) => ({
    id: `product:${p.id}`,
    group: "product",
    path: productPath(p),
    code: p.code,
    title: p.name,
    figures: figuresOf(p.id),
    family: p.category,
    body: texts(
      p.description,
      p.features,
      p.specifications.map((row) => ({
        ko: `${row.label.ko}: ${row.value.ko}`,
        en: `${row.label.en}: ${row.value.en}`,
      })),
      p.detailDescription,
    ),
  }));
}

function catalogueEntries(): Entry[] {
  return categories.flatMap((category) =>
    category.subcategories.flatMap((sub) => {
      const section = findSection(sub.section);
      if (!section) return [];
      const base = `/products/${category.id}/${sub.id}`;
      return section.pages.map((page): Entry => {
        const listed = page.content.flatMap((block) =>
          block.type === "product-catalog"
            ? block.products.flatMap((id) => {
                const p = findProductById(id);
                return p ? [{ ko: `${p.code} ${p.name.ko}`, en: `${p.code} ${p.name.en}` }] : [];
              })
            : [],
        );
        const same = page.title.en === sub.name.en;
        const products = page.content.flatMap((block) =>
          block.type === "product-catalog" ? block.products.map((id) => `product:${id}`) : [],
        );
        return {
          id: `catalogue:${sub.section}:${page.pageNumber}`,
          group: "catalogue",
          path: cataloguePageUrl(base, page.pageNumber),
          title: same
            ? sub.name
            : { ko: `${sub.name.ko} · ${page.title.ko}`, en: `${sub.name.en} · ${page.title.en}` },
          body: texts(page.content, listed, category.name),
          ...(products.length > 0 ? { products } : {}),
        };
      });
    }),
  );
}

function companyEntries(): Entry[] {
  const entry = (id: PageId, ...content: unknown[]): Entry => ({
    id: `company:${id}`,
    group: "company",
    path: pages[id].path,
    title: pages[id].title,
    body: texts(pageTexts[id].description, ...content),
  });
  const { company } = liveContent();
  const about = liveAbout();
  const address = {
    ko: addressLine(company.address, "ko"),
    en: addressLine(company.address, "en"),
  };
  const contacts = { code: `${company.phone} ${company.fax} ${company.email}` };
  const home = liveHome();
  return [
    // The home page as it reads: its sentences, strengths, industries, groups and figures.
    entry(
      "home",
      home.heroSentences,
      home.heroText,
      home.strengths,
      home.sectors,
      home.featured,
      home.figures.map((figure) => ({
        ko: `${figure.value} ${figure.label.ko}`,
        en: `${figure.value} ${figure.label.en}`,
      })),
      home.whyChooseUs,
    ),
    entry("about", about.ceoMessage.title, about.ceoMessage.paragraphs, about.ceoMessage.signature),
    entry("about-company", about.history),
    entry("about-organization", about.organization),
    entry("about-business", about.business),
    entry("about-map", about.map, address, company.nearestStation),
    entry("contact", company.officeHours, address, contacts),
    // Its description only: the counts change with the units, this index with a publish.
    entry("references"),
  ];
}

function galleryEntries(): Entry[] {
  return liveContent().gallery.map((item) => ({
    id: `gallery:${item.id}`,
    group: "gallery",
    path: `/gallery/${item.id}`,
    title: item.title,
    body: texts(
      item.description,
      item.photos.map((photo) => photo.caption),
    ),
  }));
}

/** Notices as their pages show them: title, text and attachments' titles, at /news/:id. */
function newsEntries(): Entry[] {
  return liveContent().news.map((item) => ({
    id: `news:${item.id}`,
    group: "news",
    path: `/news/${item.id}`,
    title: item.title,
    body: texts(
      item.body,
      item.attachments.map((file) => file.title),
    ),
  }));
}

/**
 * All entries: what the index reads (both languages) and what each language shows; none of the
 * pages that are empty lists now (`empty`, app/empty-pages.server.ts), nor of their page numbers.
 */
export function searchEntries(empty: readonly string[]): {
  indexed: IndexedDoc[];
  display: Record<Lang, DisplayDoc[]>;
} {
  const hidden = (path: string) =>
    empty.some(
      (page) => path === page || path.startsWith(`${page}?`) || path.startsWith(`${page}/page/`),
    );
  const entries = [
    ...productEntries(),
    ...catalogueEntries(),
    ...companyEntries(),
    ...galleryEntries(),
    ...newsEntries(),
  ].filter((entry) => !hidden(entry.path));
  const indexed = entries.map((e) => ({
    id: e.id,
    code: e.code ?? "",
    title: `${e.title.ko} ${e.title.en}`,
    text: [...e.body.ko, ...e.body.en].join(" "),
    initials: initialsOf(e.title.ko),
  }));
  const display = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      entries.map((e) => ({
        id: e.id,
        group: e.group,
        path: e.path,
        ...(e.code ? { code: e.code } : {}),
        title: e.title[lang],
        text: e.body[lang].join(" ").slice(0, TEXT_LIMIT),
        ...(e.figures ? { figures: e.figures, rows: fitRows(e.figures, lang) } : {}),
        ...(e.family ? { family: e.family } : {}),
        ...(e.products ? { products: e.products } : {}),
      })),
    ]),
  ) as Record<Lang, DisplayDoc[]>;
  return { indexed, display };
}
