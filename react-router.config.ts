import type { Config } from "@react-router/dev/config";
import { existsSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { buildConstants, readBuildSettings, readExportSettings, shownOf } from "./config/settings";
import { validateContent } from "./app/content/validate";
import { showSettings } from "./app/site/shown-settings.server";
import { prerenderPaths } from "./app/site/prerender";
import { showPublishedContent } from "./server/content/live";
import { showDeliveredUnits } from "./app/references/export.server";

const settings = readBuildSettings();
// The prerender list below runs app modules here, outside Vite: give them the same constants.
Object.assign(globalThis, buildConstants(settings));

/**
 * The paths to prerender: every page but those that are empty lists today, 404s rather than files
 * (app/empty-pages.server.ts). Loaded when asked: its modules read the constants set above, and
 * imports are hoisted over them.
 */
async function pathsToPrerender(): Promise<string[]> {
  const { emptyPages } = await import("./app/empty-pages.server");
  const { seoulToday } = await import("./app/lib/site-clock");
  return prerenderPaths(emptyPages(seoulToday()));
}

// Invalid content fails the build, never a page at run time.
validateContent();
// The static export has no server to publish to: it is made from what staff published
// (docs/decisions/012-published-content.md), and states the start settings the pages show as
// they are now (docs/decisions/016-start-time-settings.md). The server's build keeps the
// repository's content and the settings' defaults; the server shows its own at run time.
if (settings.STATIC_EXPORT) {
  const exported = readExportSettings();
  showPublishedContent(exported.DATA_DIR);
  showDeliveredUnits(exported.DATA_DIR);
  showSettings(shownOf(exported));
}

export default {
  ssr: true,
  // The static export (`npm run export`) builds beside the server build, never over it.
  buildDirectory: settings.STATIC_EXPORT ? "build-static" : "build",
  // Every canonical URL without a query string is rendered once at build time;
  // the server answers everything else (?page=, ?lang=, 404s) by rendering on demand.
  prerender: { paths: pathsToPrerender, concurrency: 4 },
  // Prerendering writes route data beside each URL; a file's (sitemap.xml, the search and finder
  // JSON) is never fetched, so it is not shipped.
  async buildEnd({ reactRouterConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    for (const path of await pathsToPrerender()) {
      const data = join(client, `${path}.data`);
      if (/\.\w+$/.test(path) && existsSync(data)) rmSync(data);
    }
    // With lazy discovery no page loads the whole route manifest, and it names every back-office
    // route: the server build does not ship it (docs/decisions/017-admin-routes-out-of-public-scripts.md).
    if (!settings.STATIC_EXPORT) {
      const assets = join(client, "assets");
      for (const file of readdirSync(assets)) {
        if (/^manifest-\w+\.js$/.test(file)) rmSync(join(assets, file));
      }
    }
  },
  // The server answers /__manifest, so a page ships only its own routes and the client asks for
  // the others as links appear (about 1 KB gzip less per page). A static host cannot answer it:
  // the export ships the whole route manifest with every page.
  routeDiscovery: settings.STATIC_EXPORT ? { mode: "initial" } : { mode: "lazy" },
  future: {
    // Loaders and components of a route module ship as separate chunks.
    v8_splitRouteModules: true,
    // Off on purpose: its data URLs break canonical URLs (docs/decisions/007-custom-server.md).
    v8_trailingSlashAwareDataRequests: false,
    v8_middleware: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
  },
} satisfies Config;
