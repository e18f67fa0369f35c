import { lazy, Suspense } from "react";

// Loaded only when a page answers 404, so no other page carries its code. The server still
// renders it in place (app/entry.server.tsx waits for the whole page): the HTML is complete.
const NotFoundView = lazy(() =>
  import("./NotFoundView").then((m) => ({ default: m.NotFoundView })),
);

/** The 404 view for pages that only sometimes need it (unknown product, category, any error). */
export function LazyNotFoundView() {
  return (
    <Suspense>
      <NotFoundView />
    </Suspense>
  );
}
