import { useT } from "../i18n/use-lang";
import { LanguageSwitch } from "./LanguageSwitch";
import { LangLink } from "../ui/LangLink";

/** Home, sitemap and the language switcher above the header. */
export function TopStrip() {
  const t = useT();
  return (
    <div className="top-strip">
      <nav className="container top-strip__inner" aria-label={t("a11y.topStrip")}>
        <ul className="top-strip__links">
          <li>
            <LangLink to="/">{t("nav.home")}</LangLink>
          </li>
          <li>
            <LangLink to="/sitemap">{t("nav.sitemap")}</LangLink>
          </li>
          <li>
            <LanguageSwitch variant="compact" />
          </li>
        </ul>
      </nav>
    </div>
  );
}
