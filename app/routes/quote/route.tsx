import type { Route } from "./+types/route";
import { Island } from "../../ui/Island";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { resolveList } from "../../quote/catalogue";
import { quoteCatalogue, retiredEntries } from "../../quote/catalogue.server";
import { QuoteTool } from "../../quote/QuoteTool";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import "./quote.css";

/**
 * The quote list (docs/architecture.md, Buyer tools). `?items=` is the list itself: the server
 * renders it (no JS, a link sent to a colleague; noindex), with links that rewrite it. With
 * JavaScript the list lives in localStorage; a URL's lines join it once, then the URL is bare.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const items = url.searchParams.get("items");
  const catalogue = quoteCatalogue(lang);
  const retired = retiredEntries();
  return {
    ...resolveList(catalogue, items, retired),
    // What the page needs of each product to show a stored list.
    catalogue: catalogue.map(({ id, label, path }) => ({ id, label, path })),
    // A stored list may name a product retired since: it is dropped with a note.
    retiredEntries: retired,
    intro: pick(pageTexts.quote.description, lang),
    messages: messagesFor(lang, ["quote"]),
    meta: pageMeta("quote", url, { noindex: items !== null }),
  };
}

export const meta = metaFromLoader;

export default function Quote({ loaderData }: Route.ComponentProps) {
  const { lines, dropped, retired, tooMany, catalogue, retiredEntries } = loaderData;
  const props = { lines, dropped, retired, tooMany, catalogue, retiredEntries };
  return (
    <>
      <SitePageHeader page="quote" intro={loaderData.intro} />
      {/* Wakes once the page has loaded: the list is the browser's own (decision 042). */}
      <Island
        name="quote"
        wake="idle"
        words={[]}
        namespaces={["quote"]}
        of={QuoteTool}
        props={props}
      />
    </>
  );
}
