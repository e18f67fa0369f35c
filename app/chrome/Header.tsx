import { useLocation } from "react-router";
import { stripLang } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { LanguageSwitch } from "./LanguageSwitch";
import { LangLink } from "../ui/LangLink";
import { MainNav } from "./MainNav";
import { MobileMenu } from "./MobileMenu";
import { QuoteLink } from "./QuoteLink";
import { SearchField } from "./SearchField";
import { SiteLogo } from "./SiteLogo";

export function Header() {
  const lang = useLang();
  const t = useT();
  const current = stripLang(useLocation().pathname);
  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <LangLink to="/" className="site-header__brand">
          <SiteLogo />
          <span className="site-header__name">
            <span className="site-header__title">{t("site.name")}</span>
            <span className="site-header__tagline">{t("site.tagline")}</span>
          </span>
        </LangLink>
        <SearchField variant="header" />
        <MainNav current={current} lang={lang} />
        <QuoteLink className="quote-link" />
        <div className="site-header__mobile-tools">
          <LanguageSwitch variant="header" />
        </div>
        <MobileMenu current={current} />
      </div>
    </header>
  );
}
