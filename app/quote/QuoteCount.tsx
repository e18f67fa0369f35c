import { useEffect, useSyncExternalStore } from "react";
import { LangLink } from "../chrome/LangLink";
import { useT } from "../i18n/use-lang";
import { countOf, installAddLinks, readList, subscribe } from "./quote-store";

const noCount = () => 0;
const count = () => countOf(readList());

/**
 * The quote list's link with its count, which follows every add or removal at once. Loaded on
 * demand (app/chrome/QuoteLink.tsx): it also installs the add links' click handling.
 */
export default function QuoteCount({ className }: { className: string }) {
  const t = useT();
  const n = useSyncExternalStore(subscribe, count, noCount);
  useEffect(installAddLinks, []);
  return (
    <LangLink to="/quote" className={className}>
      <span>{t("nav.quote")}</span>
      {n > 0 && <span className="quote-count"> ({n})</span>}
    </LangLink>
  );
}
