import { data, Link } from "react-router";
import type { Route } from "./+types/route";
import { AboutSection } from "../../chrome/AboutSection";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { LinkButtonLine } from "../../ui/LinkButtonRow";
import { Fact } from "../../ui/lists";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { notFoundMeta, pageMeta } from "../../site/seo.server";
import { deliveriesOf, industryParam, referencesPage } from "../../references/references.server";
import "./references.css";

/**
 * /references (납품실적, docs/decisions/036-references.md): the delivered units by year,
 * industry and product group, and to whom, a customer named only with its consent. Rendered
 * from the units store on request (server/app.ts hands its rows as `references`); the industry
 * filter is a link, `?industry=water`, so it works without JavaScript. Before the first unit,
 * and for an industry with none, the page is the site's 404 and out of every menu
 * (app/empty-pages.server.ts).
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const url = new URL(request.url);
  // A static host ignores the query: the export has the whole page and no filter links.
  const server = __CATALOGUE_PAGE_URLS__ === "query";
  const { structuredData, ...page } = referencesPage(
    lang,
    deliveriesOf(context),
    server ? industryParam(url) : undefined,
    { filters: server },
  );
  const facts = page.facts;
  if (!facts) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ page: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  return { page: { ...page, facts }, meta: pageMeta("references", url, { structuredData }) };
}

export const meta = metaFromLoader;

export default function References({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  if (!loaderData.page) return <LazyNotFoundView />;
  const { words, facts, filters, byYear, byGroup, customers } = loaderData.page;
  const number = (value: number) => value.toLocaleString(lang === "ko" ? "ko-KR" : "en-GB");
  return (
    <>
      <SitePageHeader page="references" underAbout intro={words.intro} />
      <AboutSection active="references">
        <div className="references-page">
          {filters.length > 0 && (
            <nav className="references-filter" aria-label={words.filter}>
              <ul className="filter-links">
                {filters.map((filter) => (
                  <li key={filter.href}>
                    <Link
                      to={filter.href}
                      aria-current={filter.current ? "page" : undefined}
                      preventScrollReset
                    >
                      {filter.label} <span className="references-filter__n">{filter.units}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}

          <dl className="references-facts">
            <Fact term={words.total}>{facts.total}</Fact>
            <Fact term={words.span}>{facts.span}</Fact>
            <Fact term={words.customers}>{number(facts.named)}</Fact>
          </dl>

          <div className="references-tables">
            {/* A data table keeps its columns on a phone (WCAG 1.4.10 exempts it): it
                      scrolls in its own region, never the page. */}
            <div
              className="references-scroll"
              role="region"
              aria-labelledby="references-by-year"
              tabIndex={0}
            >
              <table className="references-table">
                <caption id="references-by-year">{byYear.caption}</caption>
                <thead>
                  <tr>
                    <th scope="col">{words.yearHead}</th>
                    {byYear.headers.map((header) => (
                      <th key={header} scope="col" className="num">
                        {header}
                      </th>
                    ))}
                    {byYear.headers.length > 1 && (
                      <th scope="col" className="num">
                        {words.sum}
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {byYear.rows.map((row) => (
                    <tr key={row.year}>
                      <th scope="row">{row.year}</th>
                      {row.values.map((value, i) => (
                        <td key={i} className="num">
                          {value ? number(value) : "–"}
                        </td>
                      ))}
                      {byYear.headers.length > 1 && <td className="num">{number(row.total)}</td>}
                    </tr>
                  ))}
                </tbody>
                {byYear.rows.length > 1 && (
                  <tfoot>
                    <tr>
                      <th scope="row">{words.sum}</th>
                      {byYear.total.values.map((value, i) => (
                        <td key={i} className="num">
                          {number(value)}
                        </td>
                      ))}
                      {byYear.headers.length > 1 && (
                        <td className="num">{number(byYear.total.total)}</td>
                      )}
                    </tr>
                  </tfoot>
                )}
              </table>
            </div>

            <table className="references-table">
              <caption>{words.byGroup}</caption>
              <thead>
                <tr>
                  <th scope="col">{words.groupHead}</th>
                  <th scope="col" className="num">
                    {words.unitsHead}
                  </th>
                </tr>
              </thead>
              <tbody>
                {byGroup.map((group) => (
                  <tr key={group.name}>
                    <th scope="row">{group.name}</th>
                    <td className="num">{number(group.units)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>

          <section aria-labelledby="references-list">
            <h2 id="references-list">{words.list}</h2>
            <p className="references-page__note">{words.listText}</p>
            <ul className="references-list">
              {customers.map((customer) => (
                <li key={`${customer.named}:${customer.name}`}>
                  <p className="references-list__name">
                    {customer.named ? <strong>{customer.name}</strong> : customer.name}
                  </p>
                  <p className="references-list__what">
                    <span>{customer.industries}</span>
                    <span>{customer.groups}</span>
                    <span>{customer.years}</span>
                    <span>{customer.count}</span>
                  </p>
                </li>
              ))}
            </ul>
          </section>
          <LinkButtonLine to="/contact" label={words.ask} />
        </div>
      </AboutSection>
    </>
  );
}
