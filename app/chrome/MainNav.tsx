import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import { menuThemes, themeStyle } from "../content/themes";
import type { Lang } from "../i18n/lang";
import { pick } from "../i18n/localized";
import { useT } from "../i18n/use-lang";
import { ChevronDown } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { isActivePath, mainMenu, type MenuEntry } from "./menu";

/** The desktop menu (768 px and up): hover dropdowns that also open by keyboard and touch. */
export function MainNav({ current, lang }: { current: string; lang: Lang }) {
  const t = useT();
  return (
    <nav className="main-nav" aria-label={t("a11y.mainNav")}>
      <ul className="main-nav__list">
        {mainMenu.map((entry) => (
          <MenuItem key={entry.id} entry={entry} current={current} lang={lang} />
        ))}
      </ul>
    </nav>
  );
}

function MenuItem({ entry, current, lang }: { entry: MenuEntry; current: string; lang: Lang }) {
  const t = useT();
  // Remembers the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === current;
  const setOpen = (value: boolean) => setOpenOn(value ? current : null);
  const itemRef = useRef<HTMLLIElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const submenuId = useId();
  const label = pick(entry.label, lang);
  const active = isActivePath(current, entry.activePrefixes);

  // A tap or click anywhere else closes an open submenu (touch has no "mouse leave").
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) setOpenOn(null);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Escape" && open) {
      setOpen(false);
      toggleRef.current?.focus();
    }
  };

  const style = entry.theme ? (themeStyle(menuThemes[entry.theme]) as CSSProperties) : undefined;

  return (
    <li
      ref={itemRef}
      className="main-nav__item"
      data-open={open || undefined}
      data-active={active || undefined}
      style={style}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!itemRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
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
            ref={toggleRef}
            type="button"
            className="main-nav__toggle"
            aria-expanded={open}
            aria-controls={submenuId}
            onClick={() => setOpen(!open)}
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
