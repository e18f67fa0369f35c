import { data } from "react-router";
import type { Route } from "./+types/route";
import { LabelledSection } from "../../ui/lists";
import { metaFromLoader } from "../../site/meta";
import { LangLink } from "../../ui/LangLink";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { notFoundMeta } from "../../site/seo.server";
import { sentReference, unitByToken, unitView } from "./unit.server";
import { unitPageWord, type UnitPageWord } from "../../units/words";
import { ClosedFormNotice } from "../../units/request-fields";
import "../../units/unit.css";

/**
 * A delivered unit's page, opened from the QR code on its nameplate (decision 033): no sign-in,
 * reached only by its random token; an unknown or rotated token is the 404 page. Never indexed,
 * never cached (server/app.ts answers `private, no-store` for every /u/ path).
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = unitByToken(context, params.token);
  if (!found) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ unit: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const unit = unitView(found.units, found.unit, lang);
  return {
    unit,
    sent: sentReference(found.units, found.unit, new URL(request.url)),
    messages: messagesFor(lang, []),
    meta: [
      {
        title: `${unit.serial} · ${unit.product.code} | ${translate(lang, "site.name")}`,
      },
      { name: "robots", content: "noindex, nofollow" },
    ],
  };
}

export const meta = metaFromLoader;

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export default function UnitPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const w = (key: UnitPageWord) => unitPageWord(lang, key);
  const { unit } = loaderData;
  if (!unit) return <LazyNotFoundView />;
  const { product } = unit;
  const sent = "sent" in loaderData ? loaderData.sent : undefined;
  return (
    <>
      <PageHeader title={unit.serial} crumbs={[{ label: w("title") }]} intro={w("intro")} />
      <div className="container section unit-page">
        {sent && (
          <p className="unit-sent" role="status">
            {unitPageWord(lang, "sent", { ref: sent })}
          </p>
        )}
        <dl className="unit-facts">
          <dt>{w("serial")}</dt>
          <dd>{unit.serial}</dd>
          {unit.tag && (
            <>
              <dt>{w("tag")}</dt>
              <dd>{unit.tag}</dd>
            </>
          )}
          {unit.deliveredOn && (
            <>
              <dt>{w("delivered")}</dt>
              <dd>
                <time dateTime={unit.deliveredOn}>{unit.deliveredShown}</time>
              </dd>
            </>
          )}
        </dl>

        <LabelledSection id="unit-recorded" title={w("recorded")} className="unit-card">
          {unit.recorded.length > 0 && (
            <dl className="unit-facts">
              {unit.recorded.map((row) => (
                <div key={row.field} style={{ display: "contents" }}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <p>{unit.recordedNote}</p>
        </LabelledSection>

        <LabelledSection
          id="unit-product"
          title={
            <>
              {w("product")}: {product.code}
            </>
          }
          className="unit-card"
        >
          {product.name && <p>{product.name}</p>}
          {"retired" in product && <p>{w("retired")}</p>}
          {product.figures.length > 0 && (
            <>
              <h3>{w("keyFigures")}</h3>
              <p>{w("keyFiguresRange")}</p>
              <dl className="unit-facts">
                {product.figures.map((row) => (
                  <div key={row.label} style={{ display: "contents" }}>
                    <dt>{row.label}</dt>
                    <dd>{row.value}</dd>
                  </div>
                ))}
              </dl>
            </>
          )}
          <ul className="unit-list">
            {"href" in product && product.href && (
              <li>
                <a href={product.href}>{w("productPage")}</a>
              </li>
            )}
            {"datasheet" in product && product.datasheet && (
              <li>
                <a href={product.datasheet.href} type="application/pdf">
                  {product.datasheet.label}
                </a>
              </li>
            )}
          </ul>
        </LabelledSection>

        <LabelledSection id="unit-papers" title={w("papers")} className="unit-card">
          {unit.papers.length === 0 ? (
            <p>{w("noPapers")}</p>
          ) : (
            <ul className="unit-list">
              {unit.papers.map((paper) => (
                <li key={paper.href}>
                  <a href={paper.href} type="application/pdf" download>
                    {paper.name}
                  </a>{" "}
                  <span>(PDF, {paper.size})</span>
                </li>
              ))}
            </ul>
          )}
        </LabelledSection>

        <LabelledSection id="unit-service" title={w("service")} className="unit-card">
          {unit.service.length === 0 ? (
            <p>{w("noService")}</p>
          ) : (
            <ol className="unit-list">
              {unit.service.map((entry, index) => (
                <li key={`${entry.day}-${index}`}>
                  {entry.kind} <time dateTime={entry.day}>{entry.shown}</time>
                </li>
              ))}
            </ol>
          )}
        </LabelledSection>

        <LabelledSection id="unit-ask" title={w("askTitle")} className="unit-card">
          {unit.closed ? (
            <ClosedFormNotice closed={unit.closed} />
          ) : (
            <>
              <p>{w("askIntro")}</p>
              <p className="unit-actions">
                <a className="button" href={unit.links.service}>
                  {w("requestService")}
                </a>
                <a className="button button--ghost" href={unit.links.parts}>
                  {w("orderParts")}
                </a>
              </p>
            </>
          )}
        </LabelledSection>

        <p>
          {w("help")} <LangLink to="/contact">{w("contact")}</LangLink>
        </p>
      </div>
    </>
  );
}
