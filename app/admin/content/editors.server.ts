import type { Kind } from "../../../server/content/store";
import type { Lang } from "../../i18n/lang";
import { localePath } from "../../i18n/lang";
import {
  findProductById,
  findRetiredById,
  productPath,
} from "../../content/catalog/catalog.server";
import { readGalleryForm } from "./gallery/form.server";
import { readAbout } from "./about/form.server";
import { readCompany } from "./company/company.server";
import { readHome } from "./home/form.server";
import { readDocument, readNews } from "./news.server";
import { readCertificate } from "./certificates/form.server";
import { readProductPhotos } from "./products/form.server";
import { readProduct } from "./catalogue/form.server";
import type { ProductItem } from "../../content/schemas";
import { alignSectionTexts } from "../../content/section-texts.server";
import { readSectionTexts } from "./sections/form.server";
import { sectionPage } from "./sections/view.server";

/** What the preview needs of each kind's editor: its form reader and the page that shows it. */
export const EDITORS: Partial<
  Record<
    Kind,
    {
      /** `id` is the preview URL's, for a kind whose value names its own id. */
      read: (form: FormData, current: unknown, id: string) => unknown;
      /** `value` is the checked draft (a product's page moves with its code); `form` as posted. */
      page: (lang: Lang, id: string, value: unknown, form: FormData) => string;
    }
  >
> = {
  company: { read: readCompany, page: (lang) => localePath(lang, "/contact") },
  home: { read: readHome, page: (lang) => localePath(lang, "/") },
  // The message page; the other company pages show the same draft once published.
  about: { read: (form) => readAbout(form), page: (lang) => localePath(lang, "/about") },
  // A preview shows the attachments already saved; new files go up with a save.
  news: {
    read: (form, current) => readNews(form, current),
    page: (lang, id) => localePath(lang, `/news/${id}`),
  },
  document: {
    read: (form, current) => readDocument(form, current),
    page: (lang) => localePath(lang, "/downloads"),
  },
  certificate: {
    read: (form, current) => readCertificate(form, current),
    page: (lang) => localePath(lang, "/certificates"),
  },
  gallery: {
    read: (form, _current, id) => readGalleryForm(form, Number(id)),
    page: (lang, id) => localePath(lang, `/gallery/${id}`),
  },
  product: {
    read: readProduct,
    // At the draft's own path: its code and group may be new, or the product not yet published.
    page: (lang, _id, value) => localePath(lang, productPath(value as ProductItem)),
  },
  // A technical page previews at the page being edited (the form's `page`).
  section: {
    read: (form, current, id) => readSectionTexts(form, alignSectionTexts(id, current)),
    page: (lang, id, _value, form) => sectionPage(lang, id, Number(form.get("page")) || 1),
  },
  productPhotos: {
    read: readProductPhotos,
    // The store refuses an unknown product before the page is asked for; a retired one previews
    // at its old address.
    page: (lang, id) =>
      localePath(lang, productPath((findProductById(id) ?? findRetiredById(id))!)),
  },
};
