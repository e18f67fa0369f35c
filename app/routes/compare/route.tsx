import type { ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { MAX_COMPARE } from "../../compare/compare-list";
import { compareData } from "../../compare/data.server";
import { liveContent } from "../../content/live.server";
import { choicesOf, compareTable } from "../../compare/table";
import { CompareTool } from "../../tools/CompareTool";
import { Island } from "../../ui/Island";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { metaFromLoader } from "../../site/meta";
import { pageTexts } from "../../site/page-texts.server";
import { pageMeta } from "../../site/seo.server";
import "./compare.css";

export const meta = metaFromLoader;

/**
 * `/products/compare?ids=480-025,480-035` (docs/architecture.md, Compare): the server compares
 * the URL's products (app/site/page-query.ts lets `ids`, `add` and `diff` through), so the URL
 * alone shows the table. The page gets only the chosen products' rows; the bare page is
 * prerendered and indexed, any comparison is noindex.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const ids = url.searchParams.get("ids");
  const add = url.searchParams.get("add");
  const diff = url.searchParams.get("diff") === "1";
  const data = compareData(lang);
  const table = compareTable(data, ids, add);
  return {
    query: { ids, add },
    diff,
    table,
    // The data's URL changes with every publish, so no cache answers with an older catalogue.
    dataUrl: `/compare-data-${lang}.json?v=${liveContent().revision}`,
    // The "add a product" list, unless the table is full.
    choices: table.columns.length < MAX_COMPARE ? choicesOf(data) : [],
    // How to start, only where the table is empty: the page's data travels twice (HTML, JSON).
    intro: table.columns.length ? undefined : pick(pageTexts.compare.description, lang),
    messages: messagesFor(lang, table.columns.length ? ["compare"] : ["compare", "comparestart"]),
    meta: pageMeta("compare", url, { noindex: ids !== null || add !== null || diff }),
  };
}

/** "Differences only" changes the query alone: the page filters what it has. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const same = (name: string) =>
    currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name);
  return currentUrl.pathname === nextUrl.pathname && same("ids") && same("add")
    ? false
    : defaultShouldRevalidate;
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const { query, diff, table, dataUrl, choices } = loaderData;
  return (
    <>
      <SitePageHeader page="compare" intro={loaderData.intro} />
      {/* Wakes once the page has loaded: the tray follows the table (decision 042). */}
      <Island
        name="compare"
        wake="idle"
        words={["nav.addToQuote"]}
        namespaces={["compare", "comparestart"]}
        of={CompareTool}
        props={{ query, diff, table, dataUrl, choices }}
      />
    </>
  );
}
