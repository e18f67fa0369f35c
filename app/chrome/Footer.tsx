import { addressLine, company } from "../content/company";
import { ContactLines } from "./ContactLines";
import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { LanguageSwitch } from "./LanguageSwitch";
import { LangLink } from "./LangLink";

const footerLinks = [
  ["nav.about", "/about"],
  ["nav.products", "/products"],
  ["nav.gallery", "/gallery"],
  ["nav.contact", "/contact"],
  ["nav.sitemap", "/sitemap"],
] as const;

/** The footer shows the CEO, address, telephone and fax. */
export function Footer() {
  const lang = useLang();
  const t = useT();
  return (
    <footer className="site-footer below-fold">
      <div className="container site-footer__inner">
        <div className="site-footer__company">
          <p className="site-footer__name">{pick(company.name, lang)}</p>
          <dl className="site-footer__facts">
            <div>
              <dt>{t("footer.ceo")}</dt>
              <dd>{pick(company.ceo, lang)}</dd>
            </div>
            <div>
              <dt>{t("footer.address")}</dt>
              <dd>
                <address>{addressLine(company.address, lang)}</address>
              </dd>
            </div>
            <ContactLines />
          </dl>
        </div>
        <nav className="site-footer__nav" aria-label={t("a11y.footerNav")}>
          <ul>
            {footerLinks.map(([key, path]) => (
              <li key={path}>
                <LangLink to={path}>{t(key)}</LangLink>
              </li>
            ))}
            {/* Set apart in bold, as PIPC's guideline asks of the privacy policy's link. */}
            <li>
              <LangLink to="/privacy">
                <strong>{t("footer.privacy")}</strong>
              </LangLink>
            </li>
          </ul>
          <LanguageSwitch />
        </nav>
      </div>
      <p className="container site-footer__copy">
        © {pick(company.name, lang)}. {t("footer.rights")}
      </p>
    </footer>
  );
}
