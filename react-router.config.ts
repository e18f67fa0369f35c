import type { Config } from "@react-router/dev/config";
import { validateContent } from "./app/content/schemas";
import { prerenderPaths } from "./app/site/prerender";

// Invalid content fails the build, never a page at run time.
validateContent();

export default {
  ssr: true,
  // Every canonical URL without a query string is rendered once at build time;
  // the server answers everything else (?page=, ?lang=, 404s) by rendering on demand.
  prerender: { paths: prerenderPaths, concurrency: 4 },
  // The whole route manifest ships with the first page so a static export works without /__manifest.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
