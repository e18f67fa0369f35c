import { useEffect, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { base } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { useT } from "../i18n/use-lang";
import { countOf, installAddLinks, readList, subscribe } from "./quote-store";

const noCount = () => 0;
const count = () => countOf(readList());
// "hf-compare" is app/compare/compare-list.ts's COMPARE_KEY, not imported: a static import here
// would be named in the shell's list of this chunk's dependencies, on every page.
const comparing = () => {
  try {
    return localStorage.getItem("hf-compare") !== null;
  } catch {
    return false;
  }
};

/** A request-for-quotation sheet, as the quick bar's other items have their icons. */
const QuoteIcon = () => (
  <svg {...base}>
    <path d="M8 4h8v3H8zM6 5H4v16h16V5h-2M8 12h8M8 16h5" />
  </svg>
);

/**
 * The quote list's link with its count, which follows every add or removal at once. Loaded on
 * demand (app/chrome/QuoteLink.tsx): it also installs the add links' click handling, and starts
 * the compare toggles and tray where a page has a toggle or something is selected.
 */
export default function QuoteCount({ className, icon }: { className: string; icon?: boolean }) {
  const t = useT();
  const n = useSyncExternalStore(subscribe, count, noCount);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  useEffect(installAddLinks, []);
  useEffect(() => {
    if (document.querySelector("a.compare-add") || comparing())
      void import("../compare/tray").then((tray) => tray.start(navigate));
  }, [pathname, navigate]);
  return (
    <LangLink to="/quote" className={className}>
      {icon && <QuoteIcon />}
      <span>{t("nav.quote")}</span>
      {n > 0 && <span className="quote-count"> ({n})</span>}
    </LangLink>
  );
}
