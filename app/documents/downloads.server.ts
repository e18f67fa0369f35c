import { findProductById, productLabel } from "../content/catalog/catalog.server";
import { categories } from "../content/catalog/categories";
import { LANGS, type Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { translate } from "../i18n/translate.server";
import { fileSize } from "./file-size";
import type { DocumentEntry } from "./library.server";
import { documentList } from "./manifest.server";

export interface DownloadFile {
  lang: Lang;
  href: string;
  size: string;
}

/** One document in both languages: a table row of the downloads page. */
export interface DownloadRow {
  title: string;
  issued: string;
  files: DownloadFile[];
}

export interface DownloadGroup {
  id: string;
  name: string;
  rows: DownloadRow[];
}

/** The downloads page's list, in the page's language: per group, its catalogue then datasheets. */
export function downloadGroups(lang: Lang): DownloadGroup[] {
  const row = (title: string, entries: DocumentEntry[]): DownloadRow => ({
    title,
    issued: entries[0]!.issued,
    files: LANGS.flatMap((l) =>
      entries
        .filter((e) => e.lang === l)
        .map((e) => ({ lang: l, href: e.href, size: fileSize(e.bytes) })),
    ),
  });
  return categories.flatMap((category) => {
    const mine = documentList().filter((entry) => entry.group === category.id);
    const name = pick(category.name, lang);
    const rows: DownloadRow[] = [];
    const catalogue = mine.filter((entry) => entry.kind === "catalogue");
    if (catalogue.length > 0) {
      rows.push(row(translate(lang, "downloads.catalogue", { group: name }), catalogue));
    }
    const ids = [...new Set(mine.flatMap((entry) => entry.product ?? []))];
    for (const id of ids) {
      const product = findProductById(id);
      if (!product) continue;
      const label = productLabel(product, lang);
      rows.push(
        row(
          translate(lang, "downloads.datasheet", { product: label }),
          mine.filter((entry) => entry.product === id),
        ),
      );
    }
    return rows.length > 0 ? [{ id: category.id, name, rows }] : [];
  });
}
