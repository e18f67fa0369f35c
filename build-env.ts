/**
 * Build-time settings, read once from the environment and shared by vite.config.ts (as
 * `define` constants for the app) and react-router.config.ts (which also runs app modules).
 */
export interface BuildEnv {
  /** Public origin: canonical and alternate links, JSON-LD, sitemap.xml. */
  siteUrl: string;
  /** `npm run export`: a static-host build with catalogue pages in path form. */
  staticExport: boolean;
  /** Where the web-vitals report is sent; empty turns it off. */
  vitalsEndpoint: string;
}

export function readBuildEnv(env: NodeJS.ProcessEnv = process.env): BuildEnv {
  const siteUrl = env.SITE_URL ?? "http://localhost:3000";
  if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
    throw new Error(`SITE_URL must be an absolute http(s) URL, got "${siteUrl}"`);
  }
  const vitalsEndpoint = env.VITALS_ENDPOINT ?? "/vitals";
  if (vitalsEndpoint !== "" && !vitalsEndpoint.startsWith("/") && !URL.canParse(vitalsEndpoint)) {
    throw new Error(
      `VITALS_ENDPOINT must be a path, an absolute URL or empty, got "${vitalsEndpoint}"`,
    );
  }
  return {
    siteUrl: new URL(siteUrl).origin,
    staticExport: env.STATIC_EXPORT === "1",
    vitalsEndpoint,
  };
}

/** The app's compile-time constants (declared in app/env.d.ts). */
export function buildConstants(env: BuildEnv = readBuildEnv()) {
  return {
    __SITE_URL__: env.siteUrl,
    __CATALOGUE_PAGE_URLS__: env.staticExport ? "path" : "query",
    __VITALS_ENDPOINT__: env.vitalsEndpoint,
  };
}
