import { data } from "react-router";
import type { Route } from "./+types/route";
import { CertificateCards } from "../../certificates/CertificateCards";
import { certificatesPage } from "../../certificates/certificates.server";
import { AboutSection } from "../../chrome/AboutSection";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { LinkButtonLine } from "../../ui/LinkButtonRow";
import { seoulToday } from "../../lib/site-clock";
import { requestLang } from "../../i18n/lang";
import { messagesFor } from "../../i18n/translate.server";
import { metaFromLoader } from "../../site/meta";
import { notFoundMeta, pageMeta } from "../../site/seo.server";
import "./certificates.css";

/**
 * /certificates (docs/decisions/032-certificates.md): the certificates valid today in Seoul, each
 * with its PDF. An expired one is gone the day after its last valid day without a publish: the
 * server's dated state (app/dated-state.server.ts) names the day's certificates. With none valid
 * the page is the site's 404 and out of every menu (app/empty-pages.server.ts): an empty
 * 인증현황 reads worse to a tender reviewer than none.
 */
export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { structuredData, ...page } = certificatesPage(lang, seoulToday());
  if (page.cards.length === 0) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ page: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  return { page, meta: pageMeta("certificates", new URL(request.url), { structuredData }) };
}

export const meta = metaFromLoader;

export default function Certificates({ loaderData }: Route.ComponentProps) {
  if (!loaderData.page) return <LazyNotFoundView />;
  const { cards, words, day } = loaderData.page;
  return (
    <>
      <SitePageHeader page="certificates" underAbout intro={words.intro} />
      <AboutSection active="certificates">
        <div className="certificates-page">
          <p className="certificates-page__as-of" data-day={day}>
            {words.asOf}
          </p>
          <CertificateCards cards={cards} words={words} />
          <p className="certificates-page__verify">{words.verify}</p>
          <LinkButtonLine to="/contact" label={words.ask} />
        </div>
      </AboutSection>
    </>
  );
}
