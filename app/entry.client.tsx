import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { adoptInlinedStylesheets } from "./site/inlined-stylesheets";

// Only the app's pages (tool pages, the inquiry form, the back office) load this; content pages
// load app/islands/boot.ts instead (docs/decisions/042-islands.md).
adoptInlinedStylesheets();

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});

// The chrome's plain behaviour, as on a content page, loaded beside hydration rather than in
// the app's first chunks; the back office has no site chrome.
if (document.querySelector(".site-header")) {
  void import("./chrome/behaviour").then((chrome) => chrome.startChrome());
}
