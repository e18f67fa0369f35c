interface RouteManifest {
  routes: Record<string, { css?: string[] }>;
}

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
  }
}

/**
 * The server inlines the first page's stylesheets (`first-view.server.ts`), each `<style>`
 * marked with its href. Removing those hrefs from the route manifest keeps React Router's
 * `<Links>` from asking for them again, so the `<head>` hydrates as the server sent it; the
 * `<style>` elements stay for every later page, and other routes still link their own sheets.
 */
export function adoptInlinedStylesheets() {
  const manifest = window.__reactRouterManifest;
  const inlined = new Set(
    [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map(
      (style) => style.dataset.href,
    ),
  );
  if (!manifest || inlined.size === 0) return;
  for (const route of Object.values(manifest.routes)) {
    route.css = route.css?.filter((href) => !inlined.has(href));
  }
}
