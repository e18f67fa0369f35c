import { Outlet, useLocation } from "react-router";
import { LangLink } from "../../ui/LangLink";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { stripLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { aboutPageIds, pages } from "../../site/pages";
import "./about.css";

/** The about pages are one page with a five-item sidebar, active by path. */
export default function AboutLayout() {
  const lang = useLang();
  const t = useT();
  const current = stripLang(useLocation().pathname);
  const activeId = aboutPageIds.find((id) => pages[id].path === current) ?? "about";
  return (
    <>
      <SitePageHeader page={activeId} underAbout />
      <div className="container with-sidebar section">
        <nav className="side-menu" aria-label={t("a11y.aboutMenu")}>
          <p className="side-menu__title">{t("nav.about")}</p>
          <ul>
            {aboutPageIds.map((id) => (
              <li key={id}>
                <LangLink to={pages[id].path} aria-current={id === activeId ? "page" : undefined}>
                  {pick(pages[id].title, lang)}
                </LangLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="with-sidebar__main">
          <Outlet />
        </div>
      </div>
    </>
  );
}
