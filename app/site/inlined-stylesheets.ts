interface ManifestRoute {
  css?: string[];
}

interface RouteManifest {
  routes: Record<string, ManifestRoute>;
}

declare global {
  interface Window {
    __reactRouterManifest?: RouteManifest;
  }
}

/**
 * The server inlines the first page's stylesheets (`first-view.server.ts`), each `<style>`
 * marked with its href. Keeping those hrefs out of the route manifest keeps React Router's
 * `<Links>` from asking for them again: the `<head>` hydrates as the server sent it, and the
 * routes discovered later (`/__manifest` patches, merged with Object.assign) do not fetch the
 * shared sheets a second time. The `<style>` elements stay for every later page.
 */
export function adoptInlinedStylesheets() {
  const manifest = window.__reactRouterManifest;
  const inlined = new Set(
    [...document.querySelectorAll<HTMLStyleElement>("style[data-href]")].map(
      (style) => style.dataset.href,
    ),
  );
  if (!manifest || inlined.size === 0) return;
  const adopt = (route: ManifestRoute) => {
    if (route.css) route.css = route.css.filter((href) => !inlined.has(href));
    return route;
  };
  Object.values(manifest.routes).forEach(adopt);
  manifest.routes = new Proxy(manifest.routes, {
    set: (routes, id, route: ManifestRoute) => Reflect.set(routes, id, adopt(route)),
  });
}
