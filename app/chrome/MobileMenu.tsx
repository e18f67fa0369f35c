import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { useEmptyPages } from "../site/empty-pages";
import { mobileMenu, shownLinks } from "./menu";
import { SearchField } from "./SearchField";

/**
 * Below 768 px: a hamburger toggle with the flat list (docs/product.md, Site chrome). The
 * toggle, Escape and closing on a link are plain script (chrome/behaviour.ts), on every page.
 */
export function MobileMenu({ current }: { current: string }) {
  const lang = useLang();
  const t = useT();
  return (
    <>
      <button
        type="button"
        className="mobile-menu__toggle"
        aria-expanded="false"
        aria-controls="mobile-menu"
      >
        <MenuIcon />
        <CloseIcon />
        <span className="sr-only">{t("nav.menu")}</span>
      </button>
      <nav id="mobile-menu" className="mobile-menu" aria-label={t("a11y.mobileNav")} hidden>
        <SearchField variant="menu" />
        <ul>
          {shownLinks(mobileMenu, useEmptyPages()).map((link) => (
            <li key={link.path}>
              <LangLink to={link.path} aria-current={current === link.path ? "page" : undefined}>
                {pick(link.label, lang)}
              </LangLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
