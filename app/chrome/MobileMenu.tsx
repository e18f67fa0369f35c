import { useEffect, useRef, useState } from "react";
import { pick } from "../i18n/localized";
import { useLang, useT } from "../i18n/use-lang";
import { CloseIcon, MenuIcon } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { mobileMenu } from "./menu";
import { SearchField } from "./SearchField";

/** Below 768 px: a hamburger toggle with the flat list (docs/product.md, Site chrome). */
export function MobileMenu({ current }: { current: string }) {
  const lang = useLang();
  const t = useT();
  // Remembers the page it was opened on, so navigating closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === current;
  const setOpen = (value: boolean) => setOpenOn(value ? current : null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // The search field's own Escape (closing its results) stays with the field.
      if (event.key === "Escape" && !event.defaultPrevented) {
        setOpenOn(null);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen(!open)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
        <span className="sr-only">{t("nav.menu")}</span>
      </button>
      <nav id="mobile-menu" className="mobile-menu" aria-label={t("a11y.mobileNav")} hidden={!open}>
        <SearchField variant="menu" />
        <ul>
          {mobileMenu.map((link) => (
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
