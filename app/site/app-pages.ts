import { stripLang } from "../i18n/lang";

/**
 * The site pages that load the whole app (decision 042): the tools, whose state changes as one
 * types, and the inquiry form. Every other site page is a content page. One list, read by the
 * root (which page gets `<Scripts/>`) and by the app's links (which target is a page load).
 */
const APP_PAGES = [
  /^\/search$/,
  /^\/products\/(finder|compare)$/,
  /^\/quote$/,
  /^\/(contact|support)$/,
  /^\/contact\/thanks$/,
];

/** Whether a path (a language's or language-neutral, with or without a query) is an app page. */
export function isAppPath(path: string): boolean {
  const pathname = stripLang(path.replace(/[?#].*$/, ""));
  return APP_PAGES.some((page) => page.test(pathname));
}
