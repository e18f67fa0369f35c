import type { Kind } from "../../../server/content/store";
import type { Lang } from "../../i18n/lang";
import { localePath } from "../../i18n/lang";
import { findProductById, productPath } from "../../content/catalog/catalog.server";
import { readCompany } from "./company.server";
import { readProductPhotos } from "./products/form.server";

/** What the preview needs of each kind's editor: its form reader and the page that shows it. */
export const EDITORS: Partial<
  Record<
    Kind,
    {
      read: (form: FormData, current: unknown) => unknown;
      page: (lang: Lang, id: string) => string;
    }
  >
> = {
  company: { read: readCompany, page: (lang) => localePath(lang, "/contact") },
  productPhotos: {
    read: readProductPhotos,
    // The store refuses an unknown product before the page is asked for.
    page: (lang, id) => localePath(lang, productPath(findProductById(id)!)),
  },
};
