import { useId, type CSSProperties } from "react";
import { menuThemes, themeStyle } from "../content/themes";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { useT } from "../i18n/use-lang";
import { ChevronDown } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { useEmptyPages } from "../site/empty-pages";
import { isActivePath, shownMenu, type MenuEntry } from "./menu";

/**
 * The desktop menu (768 px and up): hover dropdowns that also open by keyboard and touch; the
 * toggles, Escape, leaving and tapping elsewhere are plain script (chrome/behaviour.ts).
 */
export function MainNav({ current, lang }: { current: string; lang: Lang }) {
  const t = useT();
  return (
    <nav className="main-nav" aria-label={t("a11y.mainNav")}>
      <ul className="main-nav__list">
        {shownMenu(useEmptyPages()).map((entry) => (
          <MenuItem key={entry.id} entry={entry} current={current} lang={lang} />
        ))}
      </ul>
    </nav>
  );
}

function MenuItem({ entry, current, lang }: { entry: MenuEntry; current: string; lang: Lang }) {
  const t = useT();
  const submenuId = useId();
  const label = pick(entry.label, lang);
  const active = isActivePath(current, entry.activePrefixes);

  const style = entry.theme ? (themeStyle(menuThemes[entry.theme]) as CSSProperties) : undefined;

  return (
    <li className="main-nav__item" data-active={active || undefined} style={style}>
      <LangLink
        to={entry.path}
        className="main-nav__link"
        aria-current={current === entry.path ? "page" : undefined}
      >
        {label}
      </LangLink>
      {entry.children.length > 0 && (
        <>
          <button
            type="button"
            className="main-nav__toggle"
            aria-expanded="false"
            aria-controls={submenuId}
          >
            <span className="sr-only">{t("a11y.submenuOf", { label })}</span>
            <ChevronDown />
          </button>
          <ul id={submenuId} className="main-nav__submenu">
            {entry.children.map((child) => (
              <li key={child.path}>
                <LangLink
                  to={child.path}
                  className="main-nav__sublink"
                  aria-current={current === child.path ? "page" : undefined}
                >
                  {pick(child.label, lang)}
                </LangLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </li>
  );
}
