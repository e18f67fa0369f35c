import { Link, useLocation } from "react-router";
import { otherLang, switchLangPath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { readQuery } from "../site/page-query";
import { useHydrated } from "../site/use-hydrated";
import { normalizeSearch } from "../site/url";

type Variant = "compact" | "header" | "default";

/**
 * Offers the language other than the current one, linking to the same page in it.
 * `data-switch-lang` lets the head script remember the choice (see lang-script.ts).
 */
export function LanguageSwitch({ variant = "default" }: { variant?: Variant }) {
  const lang = useLang();
  const t = useT();
  const { pathname, search, hash } = useLocation();
  // The server may answer a URL with tracking parameters from the prerendered page, which knows
  // only the parameters the page reads; the link takes the rest once the page is hydrated.
  const hydrated = useHydrated();
  const target = otherLang(lang);
  const label = t(`lang.${variant}`);
  return (
    <Link
      to={
        switchLangPath(pathname, target) +
        (hydrated ? normalizeSearch(search) : readQuery(pathname, search)) +
        hash
      }
      className={`lang-switch lang-switch--${variant}`}
      data-switch-lang={target}
      hrefLang={target}
    >
      {variant !== "compact" && <GlobeIcon />}
      <span lang={target}>{label}</span>
      <span className="sr-only">, {t("lang.switchTo")}</span>
    </Link>
  );
}

function GlobeIcon() {
  return (
    <svg
      aria-hidden="true"
      width="16"
      height="16"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </svg>
  );
}
