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

/**
 * "Compare" (app/compare/): without JavaScript a link to a comparison of this product; with it
 * a toggle of the compare tray's selection (app/compare/tray.ts reads the id from the link and
 * marks it pressed). It lives beside "Add to quote", which it always accompanies, so that both
 * are one small chunk: a module of its own would be a chunk of its own on every listing page.
 */
export function CompareToggle({ id, className }: { id: string; className?: string }) {
  return (
    <a
      className={className ? `compare-add ${className}` : "compare-add"}
      href={localePath(useLang(), `/products/compare?ids=${id}`)}
    >
      {useT()("nav.compare")}
    </a>
  );
}
