import type { Route } from "./+types/route";
import { CertificateCards } from "../../certificates/CertificateCards";
import { certificatesPage } from "../../certificates/certificates.server";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { LinkButtonLine } from "../../ui/LinkButtonRow";
import { seoulToday } from "../../lib/site-clock";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
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
  const { cards, words, day } = loaderData;
  return (
    <>
      <SitePageHeader page="certificates" underAbout intro={words.intro} />
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
        <LinkButtonLine to="/contact" label={words.ask} />
      </div>
    </>
  );
}
