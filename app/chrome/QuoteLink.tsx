import { base } from "../ui/icons";
import { LangLink } from "../ui/LangLink";
import { useT } from "../i18n/use-lang";

/** A request-for-quotation sheet, as the quick bar's other items have their icons. */
const QuoteIcon = () => (
  <svg {...base}>
    <path d="M8 4h8v3H8zM6 5H4v16h16V5h-2M8 12h8M8 16h5" />
  </svg>
);

/**
 * The header's and the quick bar's link to the quote list (and its icon). Its count lives in
 * the browser: plain script fills it and follows every add or removal (chrome/behaviour.ts).
 */
export function QuoteLink({ className, icon }: { className: string; icon?: boolean }) {
  const t = useT();
  return (
    <LangLink to="/quote" className={className}>
      {icon && <QuoteIcon />}
      <span>{t("nav.quote")}</span>
      <span className="quote-count" data-quote-count="" />
    </LangLink>
  );
}
