import { useEffect } from "react";
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { LinkButtonRow } from "../../ui/LinkButtonRow";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { compareHref, MAX_COMPARE, writeIds } from "../../compare/compare-list";
import { compareData } from "../../compare/data.server";
import { liveContent } from "../../content/live.server";
import { choicesOf, compareTable, type CompareData } from "../../compare/table";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageTexts } from "../../site/page-texts.server";
import { pageMeta } from "../../site/seo.server";
import { useHydrated } from "../../site/use-hydrated";
import { useUrlAnswer } from "../../site/url-answer";
import { fetchOnce } from "../../lib/fetch-once";
import { AddProductForm } from "./AddProductForm";
import { ComparisonTable } from "./ComparisonTable";
import { DiffSwitch } from "./DiffSwitch";
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

/**
 * The comparison the browser's URL asks for. Hydration renders the server's; the static export,
 * whose one file serves every query, then compares in the browser from the prebuilt JSON.
 */
function useComparison(loaderData: Route.ComponentProps["loaderData"]) {
  const location = useLocation();
  const live = useHydrated();
  const params = new URLSearchParams(live ? location.search : "");
  const ids = live ? params.get("ids") : loaderData.query.ids;
  const add = live ? params.get("add") : loaderData.query.add;
  const diff = live ? params.get("diff") === "1" : loaderData.diff;
  const table = useUrlAnswer(
    { key: `${loaderData.query.ids} ${loaderData.query.add}`, answer: loaderData.table },
    `${ids} ${add}`,
    () =>
      fetchOnce<CompareData>(loaderData.dataUrl).then(
        (data) => compareTable(data, ids, add),
        // Offline, say: what the file shows (how to start) rather than "building" for ever.
        () => loaderData.table,
      ),
  );
  const columnIds = table?.columns.map((c) => c.id).join(",");
  // The tray follows what is on the table (columns removed or added here).
  useEffect(() => {
    if (live && columnIds) writeIds(columnIds.split(","));
  }, [live, columnIds]);
  return { table: table ?? null, diff, live };
}

export default function Compare({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const navigate = useNavigate();
  const { table, diff, live } = useComparison(loaderData);
  const ids = table?.columns.map((c) => c.id) ?? [];
  const go = (next: string[], nextDiff: boolean, replace = false) =>
    void navigate(compareHref(lang, next, nextDiff), { preventScrollReset: true, replace });

  return (
    <>
      <SitePageHeader page="compare" intro={loaderData.intro} />
      <div className="container section compare">
        {table === null ? (
          <p role="status">{t("compare.loading")}</p>
        ) : (
          <>
            <div role="status">
              {table.retired.map((code) => (
                <p key={code} className="notice">
                  {t("compare.retired", { product: code })}
                </p>
              ))}
              {table.dropped.length > 0 && (
                <p className="notice">{t("compare.dropped", { ids: table.dropped.join(", ") })}</p>
              )}
              {table.cut.length > 0 && (
                <p className="notice">
                  {t("compare.cut", { max: MAX_COMPARE, ids: table.cut.join(", ") })}
                </p>
              )}
            </div>
            {table.columns.length === 0 ? (
              <HowToStart />
            ) : (
              <>
                <DiffSwitch
                  ids={ids}
                  diff={diff}
                  live={live}
                  // A view of the same comparison: no new history entry.
                  onToggle={(on) => go(ids, on, true)}
                />
                <ComparisonTable table={table} diff={diff} />
              </>
            )}
            <AddProductForm
              ids={ids}
              diff={diff}
              choices={loaderData.choices}
              onAdd={(id) => go([...ids, id], diff)}
            />
          </>
        )}
      </div>
    </>
  );
}

function HowToStart() {
  const t = useT();
  return (
    <div>
      <p>{t("comparestart.start")}</p>
      <LinkButtonRow
        links={[
          { to: "/products", label: t("comparestart.browse") },
          { to: "/products/finder", label: t("comparestart.finder") },
          { to: "/search", label: t("comparestart.search") },
        ]}
      />
    </div>
  );
}
