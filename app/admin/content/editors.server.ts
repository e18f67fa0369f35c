import type { Kind } from "../../../server/content/store";
import type { Lang } from "../../i18n/lang";
import { localePath } from "../../i18n/lang";
import { readCompany } from "./company.server";
import { readDocument, readNews } from "./news.server";

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
  news: { read: readNews, page: (lang, id) => localePath(lang, `/news/${id}`) },
  document: { read: readDocument, page: (lang) => localePath(lang, "/downloads") },
};
