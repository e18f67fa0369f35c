/** Public origin of the site, fixed at build time (see vite.config.ts). */
declare const __SITE_URL__: string;
/** Inquiry form target, fixed at build time (see vite.config.ts): "" means this site. */
declare const __FORM_ENDPOINT__: string;
declare const __FORM_KEY__: string;
/** "" when the form has no project. */
declare const __FORM_PROJECT__: string;
/**
 * How catalogue page N > 1 is addressed: "query" (`?page=N`, the server) or "path" (`/page/N`,
 * the static export, where a query string cannot select a file). See vite.config.ts.
 */
declare const __CATALOGUE_PAGE_URLS__: "query" | "path";
/** Where the web-vitals report is posted (VITALS_ENDPOINT); empty turns the report off. */
declare const __VITALS_ENDPOINT__: string;

/**
 * app/islands/boot.ts's URL as built and the files waking an island fetches
 * (vite-plugins/islands.ts).
 */
declare module "virtual:islands-boot" {
  const built: { boot: string; wake: string[] };
  export default built;
}
