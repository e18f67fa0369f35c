import { LangLink } from "../ui/LangLink";
import { LinkButtonRow } from "../ui/LinkButtonRow";
import { LinkList } from "../ui/lists";
import type { MessageKey } from "../i18n/messages";
import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { CompareToggle } from "../quote/AddToQuote";
import { useUrlSearch } from "../site/island-url";
import { useHydrated } from "../site/use-hydrated";
import { useUrlAnswer } from "../site/url-answer";
import type { Group, Segment } from "../search/engine";
import { MAX_QUERY_LENGTH } from "../search/limits";
import { resultsPage, type ResultsPage } from "../search/results-page";
import { cleanQuery } from "../search/text";

/** What a results URL asks for: the query, and a group's page of it. */
export function wantedOf(params: URLSearchParams) {
  return {
    query: cleanQuery(params.get("q")),
    group: params.get("group"),
    page: params.get("page"),
  };
}

export const keyOf = (wanted: ReturnType<typeof wantedOf>) =>
  [wanted.query, wanted.group, wanted.page].join("\n");

const GROUP_LABEL: Record<Group, MessageKey> = {
  product: "searchbox.groupProduct",
  catalogue: "searchbox.groupCatalogue",
  company: "searchbox.groupCompany",
  gallery: "searchbox.groupGallery",
  news: "searchbox.groupNews",
};

export function Marked({ segments }: { segments: Segment[] }) {
  return <>{segments.map(([text, marked], i) => (marked ? <mark key={i}>{text}</mark> : text))}</>;
}

/** What the results page's island gets from the server. */
export interface SearchResultsProps {
  /** The query the server answered, in app/site/page-query.ts's form. */
  served: string;
  key: string;
  query: string;
  answer: ResultsPage | null;
}

/**
 * The results page. The static export has no server: its prerendered page is the empty form, and
 * the browser reads `?q=` and searches the prebuilt index itself.
 */
export function SearchResults(loaderData: SearchResultsProps) {
  const lang = useLang();
  const t = useT();
  const params = new URLSearchParams(useUrlSearch(loaderData.served));
  // Hydration renders what the server sent (the export's file has no query); then the URL counts.
  const hydrated = useHydrated();
  const wanted = hydrated ? wantedOf(params) : { query: loaderData.query, group: null, page: null };
  const key = hydrated ? keyOf(wanted) : loaderData.key;
  const fromServer = loaderData.key === key;
  const computed = useUrlAnswer(
    { key: loaderData.key, answer: loaderData.answer },
    key,
    async () => {
      if (!wanted.query) return null;
      const { loadSearcher } = await import("../search/search-client");
      return resultsPage((await loadSearcher(lang, true)).search(wanted.query), wanted);
    },
  );
  const answer = computed ?? null;
  const query = fromServer ? loaderData.query : wanted.query;
  const pending = !fromServer && wanted.query !== "" && computed === undefined;

  return (
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
              <LinkList
                links={answer.suggestions.map((s) => ({ path: s.path, label: s.title }))}
                className="search-page__suggestions"
              />
            </>
          )}
          <p>{t("search.help")}</p>
          <LinkButtonRow
            links={[
              { to: "/products/finder", label: t("search.finder") },
              { to: "/contact", label: t("search.ask") },
            ]}
          />
        </div>
      )}

      {answer?.focus && (
        <p>
          <LangLink to={resultsHref(query)}>{t("search.backToAll")}</LangLink>
        </p>
      )}
      {answer?.groups.map(({ group, total, hits }) => (
        <section key={group} className="search-group" aria-labelledby={`search-group-${group}`}>
          <h2 id={`search-group-${group}`}>
            {t(GROUP_LABEL[group])} <span className="search-group__count">{total}</span>
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
          {!answer.focus && hits.length < total && (
            <p className="search-group__more">
              <LangLink to={resultsHref(query, group)}>
                {t("search.showAll", { group: t(GROUP_LABEL[group]), count: total })}
              </LangLink>
            </p>
          )}
        </section>
      ))}
      {answer?.focus && answer.focus.pages > 1 && <GroupPages query={query} focus={answer.focus} />}
    </section>
  );
}

/** A results URL: the query, and a group's page of it (page 1 unnamed). */
function resultsHref(query: string, group?: Group, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (group) params.set("group", group);
  if (page > 1) params.set("page", String(page));
  return `/search?${params}`;
}

/** A group's pages: previous and next, and where one is. */
function GroupPages({ query, focus }: { query: string; focus: NonNullable<ResultsPage["focus"]> }) {
  const t = useT();
  const { group, page, pages } = focus;
  return (
    <nav className="search-pages" aria-label={t("search.pages")}>
      {page > 1 && (
        <LangLink to={resultsHref(query, group, page - 1)} rel="prev">
          {t("search.previous")}
        </LangLink>
      )}
      <span>{t("search.pageOf", { page, pages })}</span>
      {page < pages && (
        <LangLink to={resultsHref(query, group, page + 1)} rel="next">
          {t("search.next")}
        </LangLink>
      )}
    </nav>
  );
}
