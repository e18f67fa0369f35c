import type { Route } from "./+types/route";
import { CertificateCards } from "../../certificates/CertificateCards";
import { certificatesPage } from "../../certificates/certificates.server";
import { PageHeader } from "../../ui/PageHeader";
import { LangLink } from "../../ui/LangLink";
import { seoulToday } from "../../lib/site-clock";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo.server";
import "./certificates.css";

/**
 * /certificates (docs/decisions/032-certificates.md): the certificates valid today in Seoul, each
 * with its PDF. An expired one is gone the day after its last valid day without a publish: the
 * server's dated state (app/dated-state.server.ts) names the day's certificates.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { structuredData, ...page } = certificatesPage(lang, seoulToday());
  return { ...page, meta: pageMeta("certificates", new URL(request.url), { structuredData }) };
}

export const meta = metaFromLoader;

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { cards, words, day } = loaderData;
  const title = pick(pages.certificates.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: t("nav.about"), to: "/about" }, { label: title }]}
        intro={words.intro}
      />
      <div className="container section certificates-page">
        {cards.length > 0 ? (
          <>
            <p className="certificates-page__as-of" data-day={day}>
              {words.asOf}
            </p>
            <CertificateCards cards={cards} words={words} />
            <p className="certificates-page__verify">{words.verify}</p>
          </>
        ) : (
          <p className="notice">{words.none}</p>
        )}
        <p>
          <LangLink className="button" to="/contact">
            {words.ask}
          </LangLink>
        </p>
      </div>
    </>
  );
}
