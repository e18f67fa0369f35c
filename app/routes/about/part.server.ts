import { liveAbout } from "../../content/about.server";
import type { AboutContent } from "../../content/schemas";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import type { PageId } from "../../site/pages";
import { pageMeta } from "../../site/seo.server";

/**
 * The loader of an about page that shows one part of the published about content: the part in
 * the page's language, and the page's metadata.
 */
export function aboutLoader<K extends keyof AboutContent>(key: K, page: PageId) {
  return ({ request }: { request: Request }) => ({
    part: inLang(requestLang(request), liveAbout()[key]),
    meta: pageMeta(page, new URL(request.url)),
  });
}
