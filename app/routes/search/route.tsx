import { useEffect, useState, useSyncExternalStore } from "react";
import { useSearchParams } from "react-router";
import type { Route } from "./+types/route";
import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import type { MessageKey } from "../../i18n/ko";
import { localePath, requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { messagesFor } from "../../i18n/translate.server";
import { useLang, useT } from "../../i18n/use-lang";
import { CompareToggle } from "../../quote/AddToQuote";
import type { Group, SearchAnswer, Segment } from "../../search/engine";
import { serverSearcher } from "../../search/index.server";
import { MAX_QUERY_LENGTH } from "../../search/limits";
import { cleanQuery } from "../../search/text";
import { metaFromLoader } from "../../site/meta";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo.server";
import "./search.css";

export const meta = metaFromLoader;

/**
 * `/search?q=`: rendered on the server through the render cache (app/site/page-query.ts reads
 * `q`); the bare `/search` is prerendered. Canonical is always the bare page; a URL with a query
 * is noindex.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const query = cleanQuery(url.searchParams.get("q"));
  const answer = query ? serverSearcher(lang).search(query) : null;
  return {
    query,
    answer,
    messages: messagesFor(lang, ["search", "searchbox"]),
    meta: pageMeta("search", url, { noindex: query !== "" }),
  };
}

const GROUP_LABEL: Record<Group, MessageKey> = {
  product: "searchbox.groupProduct",
  catalogue: "searchbox.groupCatalogue",
  company: "searchbox.groupCompany",
  gallery: "searchbox.groupGallery",
};

const subscribeNothing = () => () => undefined;
const isClient = () => true;
const isServer = () => false;

export function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map(([text, marked], i) => (marked ? <mark key={i}>{text}</mark> : text))}</>;
}

/**
 * The results page. The static export has no server: its prerendered page is the empty form, and
 * the browser reads `?q=` and searches the prebuilt index itself.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const [params] = useSearchParams();
  // Hydration renders what the server sent (the export's file has no query); then the URL counts.
  const hydrated = useSyncExternalStore(subscribeNothing, isClient, isServer);
  const wanted = hydrated ? cleanQuery(params.get("q")) : loaderData.query;
  const [computed, setComputed] = useState<{ query: string; answer: SearchAnswer } | null>(null);
  const fromServer = loaderData.query === wanted;

  useEffect(() => {
    if (fromServer || !wanted) return;
    let live = true;
    void import("../../search/search-client").then(async ({ loadSearcher }) => {
      const answer = (await loadSearcher(lang)).search(wanted);
      if (live) setComputed({ query: wanted, answer });
    });
    return () => {
      live = false;
    };
  }, [fromServer, wanted, lang]);

  const answer = fromServer
    ? loaderData.answer
    : computed?.query === wanted
      ? computed.answer
      : null;
  const query = fromServer ? loaderData.query : wanted;
  const pending = !fromServer && wanted !== "" && answer === null;
  const title = pick(pages.search.title, lang);

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <section className="container section search-page">
        <form
          className="search-page__form"
          role="search"
          action={localePath(lang, "/search")}
          method="get"
        >
          <label htmlFor="search-page-q" className="search-page__label">
            {t("nav.searchLabel")}
          </label>
          <div className="search-page__row">
            <input
              id="search-page-q"
              name="q"
              type="search"
              defaultValue={query}
              key={query}
              maxLength={MAX_QUERY_LENGTH}
              placeholder={t("nav.searchPlaceholder")}
              autoComplete="off"
              enterKeyHint="search"
            />
            <button type="submit" className="button">
              {t("nav.search")}
            </button>
          </div>
        </form>

        <div className="search-page__status" role="status">
          {pending ? (
            <p>{t("search.loading")}</p>
          ) : answer && answer.total > 0 ? (
            <p>{t("search.summary", { query, count: String(answer.total) })}</p>
          ) : null}
          {answer?.readAs && <p>{t("search.readAs", { converted: answer.readAs })}</p>}
        </div>

        {!query && <p className="search-page__hint">{t("search.empty")}</p>}

        {answer && answer.total === 0 && (
          <div className="search-page__none">
            <p className="search-page__none-title">{t("search.noResults", { query })}</p>
            {answer.suggestions.length > 0 && (
              <>
                <h2>{t("search.didYouMean")}</h2>
                <ul className="search-page__suggestions">
                  {answer.suggestions.map((s) => (
                    <li key={s.path}>
                      <LangLink to={s.path}>{s.title}</LangLink>
                    </li>
                  ))}
                </ul>
              </>
            )}
            <p>{t("search.help")}</p>
            <p className="button-row">
              <LangLink to="/products/finder" className="button">
                {t("search.finder")}
              </LangLink>
              <LangLink to="/contact" className="button button--ghost">
                {t("search.ask")}
              </LangLink>
            </p>
          </div>
        )}

        {answer?.groups.map(({ group, hits }) => (
          <section key={group} className="search-group" aria-labelledby={`search-group-${group}`}>
            <h2 id={`search-group-${group}`}>
              {t(GROUP_LABEL[group])} <span className="search-group__count">{hits.length}</span>
            </h2>
            <ol className="search-results">
              {hits.map((hit) => (
                <li key={hit.id} className="search-result" data-exact={hit.exact || undefined}>
                  <LangLink to={hit.path} className="search-result__link">
                    {hit.code && (
                      <span className="search-result__code">
                        <span className="sr-only">{t("search.code")} </span>
                        {hit.code}
                      </span>
                    )}
                    <span className="search-result__title">
                      <Marked segments={hit.title} />
                    </span>
                  </LangLink>
                  <p className="search-result__snippet">
                    <Marked segments={hit.snippet} />
                  </p>
                  {group === "product" && <CompareToggle id={hit.id.slice("product:".length)} />}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </section>
    </>
  );
}
