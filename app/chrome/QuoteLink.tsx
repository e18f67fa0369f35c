import { lazy, Suspense } from "react";

// Server-rendered with the page; in the browser its code hydrates when it arrives, so the
// shell every page loads carries only this wrapper (docs/architecture.md, Buyer tools).
const QuoteCount = lazy(() => import("../quote/QuoteCount"));

/** The header's and the quick bar's link to the quote list, with its count (and icon). */
export function QuoteLink(props: { className: string; icon?: boolean }) {
  return (
    <Suspense>
      <QuoteCount {...props} />
    </Suspense>
  );
}
