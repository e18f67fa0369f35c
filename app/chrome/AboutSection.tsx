import type { ReactNode } from "react";
import { LangLink } from "../ui/LangLink";
import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { useEmptyPages } from "../site/empty-pages";
import { companyMenuIds, pages, type PageId } from "../site/pages";
import { shownLinks } from "./menu";

/**
 * The about section's side menu: the company menu's pages as the header lists them (회사소개),
 * 인증현황 and 납품실적 among them while they have something to show (app/site/empty-pages.ts),
 * beside the page's own content. The about pages and the certificates and references share it.
 */
export function AboutSection({ active, children }: { active: PageId; children: ReactNode }) {
  const lang = useLang();
  const t = useT();
  const links = shownLinks(
    companyMenuIds.map((id) => ({ id, path: pages[id].path, label: pages[id].title })),
    useEmptyPages(),
  );
  return (
    <div className="container with-sidebar section">
      <nav className="side-menu" aria-label={t("a11y.aboutMenu")}>
        <p className="side-menu__title">{t("nav.about")}</p>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <LangLink to={link.path} aria-current={link.id === active ? "page" : undefined}>
                {pick(link.label, lang)}
              </LangLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="with-sidebar__main">{children}</div>
    </div>
  );
}
