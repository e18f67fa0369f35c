import { LangLink } from "../ui/LangLink";
import { LinkButtonRow } from "../ui/LinkButtonRow";
import { LinkList } from "../ui/lists";
import type { MessageKey } from "../i18n/messages";
import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { CompareToggle } from "../quote/AddToQuote";
import { categories } from "../content/catalog/categories";
import { useUrlSearch } from "../site/island-url";
import { useHydrated } from "../site/use-hydrated";
import { useUrlAnswer } from "../site/url-answer";
import type { Group, Segment } from "../search/engine";
import { MAX_QUERY_LENGTH } from "../search/limits";
import { resultsPage, type Kind, type ResultsPage } from "../search/results-page";
import { cleanQuery } from "../search/text";

/** What a results URL asks for: the query, a group's page of it, and the models' filters. */
export function wantedOf(params: URLSearchParams) {
  return {
    query: cleanQuery(params.get("q")),
    group: params.get("group"),
    page: params.get("page"),
    kind: params.get("kind"),
    family: params.get("family"),
  };
}

export const keyOf = (wanted: ReturnType<typeof wantedOf>) =>
  [wanted.query, wanted.group, wanted.page, wanted.kind, wanted.family].join("\n");

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

/**
 * The results page. The static export has no server: its prerendered page is the empty form, and
 * the browser reads `?q=` and searches the prebuilt index itself.
 */
/** What the results page's island gets from the server. */
export interface SearchResultsProps {
  /** The query the server answered, in app/site/page-query.ts's form. */
  served: string;
  /**
   * The answered query's `keyOf`. Not named `key`: React takes a `key` from spread props as the
   * element's own and never passes it, so every page thought its answer stale once hydrated,
   * searched again in the browser and drew its results anew under a buyer's tap (stop 92).
   */
  servedKey: string;
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
  const wanted = hydrated
    ? wantedOf(params)
    : { query: loaderData.query, group: null, page: null, kind: null, family: null };
  const key = hydrated ? keyOf(wanted) : loaderData.servedKey;
  const fromServer = loaderData.servedKey === key;
  const computed = useUrlAnswer(
    { key: loaderData.servedKey, answer: loaderData.answer },
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
  // Figures were asked and no model fits them, though pages mention the words.
  const noModel =
    !!answer &&
    !answer.focus &&
    answer.understood.length > 0 &&
    !answer.groups.some((g) => g.group === "product");

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
        {answer && answer.understood.length > 0 && (
          <p className="search-page__understood">
            {t("search.understood", {
              figures: answer.understood.map((u) => u[lang]).join(", "),
            })}
          </p>
        )}
        {answer?.ignored && <p>{t("search.ignored", { words: answer.ignored.join(", ") })}</p>}
      </div>

      {!query && <p className="search-page__hint">{t("search.empty")}</p>}

      {answer && (answer.total === 0 || noModel) && (
        <div className="search-page__none">
          <p className="search-page__none-title">
            {answer.total === 0 ? t("search.noResults", { query }) : t("search.noModel", { query })}
          </p>
          {answer.suggestions.length > 0 && (
            <>
              <h2>{t("search.didYouMean")}</h2>
              <LinkList
                links={answer.suggestions.map((s) => ({ path: s.path, label: s.title }))}
                className="search-page__suggestions"
              />
            </>
          )}
          {answer.near.length > 0 && (
            <>
              <h2>{t("search.near")}</h2>
              <ul className="search-page__near">
                {answer.near.map((n) => (
                  <li key={n.path}>
                    <LangLink to={n.path}>
                      {n.code && <span className="search-result__code">{n.code}</span>} {n.title}
                    </LangLink>
                    {n.notes.length > 0 && (
                      <span className="search-page__near-notes">
                        {" "}
                        — {n.notes.map((note) => note[lang]).join(", ")}
                      </span>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
          <p>{t("search.help")}</p>
          <LinkButtonRow
            links={[
              answer.finder
                ? { to: answer.finder, label: t("search.finderWith") }
                : { to: "/products/finder", label: t("search.finder") },
              {
                to: `/contact?${new URLSearchParams({ duty: t("search.askDuty", { query }) })}`,
                label: t("search.askWith", { query }),
              },
            ]}
          />
        </div>
      )}

      {answer?.filters && !answer.focus && <Filters query={query} filters={answer.filters} />}

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
                {hit.fits && hit.fits.length > 0 && (
                  <p className="search-result__fits">
                    <span className="search-result__fits-label">{t("search.fits")}:</span>{" "}
                    {hit.fits.map((fit, i) => (
                      <span key={i}>
                        {i > 0 && ", "}
                        {fit.label} <strong>{fit.text}</strong>
                      </span>
                    ))}
                  </p>
                )}
                <p className="search-result__snippet">
                  <Marked segments={hit.snippet} />
                </p>
                {group === "product" && <CompareToggle id={hit.id.slice("product:".length)} />}
              </li>
            ))}
          </ol>
          {!answer.focus && hits.length < total && (
            <p className="search-group__more">
              <LangLink to={resultsHref(query, group, 1, answer.filters)}>
                {t("search.showAll", { group: t(GROUP_LABEL[group]), count: total })}
              </LangLink>
            </p>
          )}
        </section>
      ))}
      {answer?.focus && answer.focus.pages > 1 && (
        <GroupPages query={query} focus={answer.focus} filter={answer.filters} />
      )}
    </section>
  );
}

/** A results URL: the query, a group's page of it (page 1 unnamed), the models' filters. */
function resultsHref(
  query: string,
  group?: Group,
  page = 1,
  filter: { kind?: string; family?: string } = {},
): string {
  const params = new URLSearchParams({ q: query });
  if (group) params.set("group", group);
  if (page > 1) params.set("page", String(page));
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.family) params.set("family", filter.family);
  return `/search?${params}`;
}

const KIND_LABEL: Record<Kind, MessageKey> = {
  valve: "search.kindValve",
  actuator: "search.kindActuator",
};

/** The models' filters as links (no script needed): kind, then product group, with counts. */
function Filters({
  query,
  filters,
}: {
  query: string;
  filters: NonNullable<ResultsPage["filters"]>;
}) {
  const t = useT();
  const lang = useLang();
  const familyName = (id: string) => categories.find((c) => c.id === id)?.name[lang] ?? id;
  const option = (label: string, count: number | undefined, href: string, current: boolean) => (
    <li key={href}>
      {current ? (
        <strong aria-current="true">{label}</strong>
      ) : (
        <LangLink to={href}>{label}</LangLink>
      )}
      {count !== undefined && <span className="search-group__count"> {count}</span>}
    </li>
  );
  return (
    <nav className="search-filters" aria-label={t("search.filters")}>
      {filters.kinds.length > 1 && (
        <div className="search-filters__row">
          <span className="search-filters__name">{t("search.filterKind")}</span>
          <ul>
            {option(t("search.filterAll"), undefined, resultsHref(query), !filters.kind)}
            {filters.kinds.map(({ kind, count }) =>
              option(
                t(KIND_LABEL[kind]),
                count,
                resultsHref(query, undefined, 1, { kind }),
                filters.kind === kind,
              ),
            )}
          </ul>
        </div>
      )}
      {filters.families.length > 1 && (
        <div className="search-filters__row">
          <span className="search-filters__name">{t("search.filterFamily")}</span>
          <ul>
            {option(
              t("search.filterAll"),
              undefined,
              resultsHref(query, undefined, 1, { kind: filters.kind }),
              !filters.family,
            )}
            {filters.families.map(({ family, count }) =>
              option(
                familyName(family),
                count,
                resultsHref(query, undefined, 1, { kind: filters.kind, family }),
                filters.family === family,
              ),
            )}
          </ul>
        </div>
      )}
    </nav>
  );
}

/** A group's pages: previous and next, and where one is. */
function GroupPages({
  query,
  focus,
  filter,
}: {
  query: string;
  focus: NonNullable<ResultsPage["focus"]>;
  filter?: { kind?: string; family?: string };
}) {
  const t = useT();
  const { group, page, pages } = focus;
  return (
    <nav className="search-pages" aria-label={t("search.pages")}>
      {page > 1 && (
        <LangLink to={resultsHref(query, group, page - 1, filter)} rel="prev">
          {t("search.previous")}
        </LangLink>
      )}
      <span>{t("search.pageOf", { page, pages })}</span>
      {page < pages && (
        <LangLink to={resultsHref(query, group, page + 1, filter)} rel="next">
          {t("search.next")}
        </LangLink>
      )}
    </nav>
  );
}
