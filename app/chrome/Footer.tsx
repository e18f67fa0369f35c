import { useCompanyFacts } from "./company-facts";
import { ContactLines } from "./ContactLines";
import { useT } from "../i18n/use-lang";
import { LanguageSwitch } from "./LanguageSwitch";
import { LangLink } from "../ui/LangLink";
import { Fact } from "../ui/lists";
import { useEmptyPages } from "../site/empty-pages";

const footerLinks = [
  ["nav.about", "/about"],
  ["nav.products", "/products"],
  ["nav.gallery", "/gallery"],
  ["nav.news", "/news"],
  ["nav.contact", "/contact"],
  ["nav.sitemap", "/sitemap"],
] as const;

/** The footer shows the CEO, address, telephone, fax and the business registration number. */
export function Footer() {
  const t = useT();
  const company = useCompanyFacts();
  const empty = useEmptyPages();
  return (
    <footer className="site-footer below-fold">
      <div className="container site-footer__inner">
        {company && (
          <div className="site-footer__company">
            <p className="site-footer__name">{company.name}</p>
            <dl className="site-footer__facts">
              <Fact term={t("footer.ceo")}>{company.ceo}</Fact>
              <Fact term={t("footer.address")}>
                <address>{company.address}</address>
              </Fact>
              <ContactLines />
              {company.businessNumber && (
                <Fact term={t("footer.businessNumber")}>{company.businessNumber}</Fact>
              )}
            </dl>
          </div>
        )}
        <nav className="site-footer__nav" aria-label={t("a11y.footerNav")}>
          <ul>
            {footerLinks
              .filter(([, path]) => !empty.has(path))
              .map(([key, path]) => (
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
        {/* The Korean line is the name alone: no English words on a Korean page (ko 52). */}
        {t("footer.copyright", { company: company?.name ?? t("site.name") })}
      </p>
    </footer>
  );
}
