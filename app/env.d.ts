/** Public origin of the site, fixed at build time (see vite.config.ts). */
declare const __SITE_URL__: string;
