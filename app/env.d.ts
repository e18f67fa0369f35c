/** Public origin of the site, fixed at build time (see vite.config.ts). */
declare const __SITE_URL__: string;
/** Inquiry form target, fixed at build time (see vite.config.ts): "" means this site. */
declare const __FORM_ENDPOINT__: string;
declare const __FORM_KEY__: string;
/** "" when the form has no project. */
declare const __FORM_PROJECT__: string;
