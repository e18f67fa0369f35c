import type { Lang } from "../i18n/lang";
import { fetchOnce } from "../lib/fetch-once";
import type { CatalogueEntry } from "../quote/catalogue";
import { prefill, type Prefill } from "./prefill";

/**
 * The pre-fill in the browser, for a URL the server did not answer (the static export's one file
 * serves every query), from the catalogue of the page's language.
 */
export async function prefillInBrowser(query: string, lang: Lang): Promise<Prefill> {
  const catalogue = await fetchOnce<CatalogueEntry[]>(`/quote-catalogue-${lang}.json`);
  return prefill(catalogue, new URLSearchParams(query));
}
