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
  /** Origin the inquiry form posts to; empty means this site's own receiver. */
  formEndpoint: string;
  formKey: string;
  /** Empty when the form has no project. */
  formProject: string;
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
  // The form client concatenates endpoint + "/f/" + key without encoding, so a trailing slash is
  // dropped and key and project must be URL-safe.
  const formEndpoint = (env.FORM_ENDPOINT ?? "").replace(/\/+$/, "");
  if (
    formEndpoint &&
    (!URL.canParse(formEndpoint) ||
      !/^https?:$/.test(new URL(formEndpoint).protocol) ||
      /[?#]/.test(formEndpoint))
  ) {
    throw new Error(
      `FORM_ENDPOINT must be empty or an absolute http(s) URL without query, got "${formEndpoint}"`,
    );
  }
  const formKey = env.FORM_KEY || "inquiry";
  const formProject = env.FORM_PROJECT ?? "";
  for (const [name, value, allowEmpty] of [
    ["FORM_KEY", formKey, false],
    ["FORM_PROJECT", formProject, true],
  ] as const) {
    if (!(allowEmpty && value === "") && !/^[A-Za-z0-9_-]{1,100}$/.test(value)) {
      throw new Error(`${name} must be letters, digits, "-" or "_", got "${value}"`);
    }
  }
  return {
    siteUrl: new URL(siteUrl).origin,
    staticExport: env.STATIC_EXPORT === "1",
    vitalsEndpoint,
    formEndpoint,
    formKey,
    formProject,
  };
}

/** The app's compile-time constants (declared in app/env.d.ts). */
export function buildConstants(env: BuildEnv = readBuildEnv()) {
  return {
    __SITE_URL__: env.siteUrl,
    __CATALOGUE_PAGE_URLS__: env.staticExport ? "path" : "query",
    __VITALS_ENDPOINT__: env.vitalsEndpoint,
    __FORM_ENDPOINT__: env.formEndpoint,
    __FORM_KEY__: env.formKey,
    __FORM_PROJECT__: env.formProject,
  };
}

/** The same constants as Vite's `define` wants them (source text), for the app and the server. */
export function viteDefine(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(buildConstants()).map(([name, value]) => [name, JSON.stringify(value)]),
  );
}
