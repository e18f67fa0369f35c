import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";

/**
 * "Add to quote": without JavaScript a link to the quote page with this product
 * (`/quote?items={id}:1`); with it the header's listener adds it in place (quote-store.ts).
 */
export function AddToQuote({ id, className }: { id: string; className?: string }) {
  const t = useT();
  return (
    <a
      className={className ? `quote-add ${className}` : "quote-add"}
      href={localePath(useLang(), `/quote?items=${id}:1`)}
    >
      {t("nav.addToQuote")}
    </a>
  );
}
