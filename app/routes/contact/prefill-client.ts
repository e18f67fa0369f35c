import type { Lang } from "../../i18n/lang";
import type { CatalogueEntry } from "../../quote/catalogue";
import { prefill, type Prefill } from "./prefill";

/**
 * The pre-fill in the browser, for a URL the server did not answer (the static export's one file
 * serves every query): the catalogue of the page's language, fetched once.
 */
const catalogues = new Map<Lang, Promise<CatalogueEntry[]>>();

export async function prefillInBrowser(query: string, lang: Lang): Promise<Prefill> {
  let catalogue = catalogues.get(lang);
  if (!catalogue) {
    catalogue = fetch(`/quote-catalogue-${lang}.json`).then((response) => {
      if (!response.ok) throw new Error(`quote catalogue: ${response.status}`);
      return response.json() as Promise<CatalogueEntry[]>;
    });
    catalogue.catch(() => catalogues.delete(lang));
    catalogues.set(lang, catalogue);
  }
  return prefill(await catalogue, new URLSearchParams(query));
}
