/** Decodes what it can; a malformed escape sequence must never throw. */
export function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A query string in one canonical encoding. The server sees the query re-encoded by React Router
 * (URLSearchParams), the browser sees it as typed; using this form on both sides keeps
 * hydration consistent.
 */
export function normalizeSearch(search: string): string {
  const query = new URLSearchParams(search).toString();
  return query ? `?${query}` : "";
}

/** Control characters stay escaped (%00), so nothing invisible reaches the page. */
const escapeControls = (text: string) =>
  text.replace(
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    /[\u0000-\u001f\u007f]/g,
    (c) => `%${c.charCodeAt(0).toString(16).padStart(2, "0").toUpperCase()}`,
  );

/** A URL as a person reads it (decoded), the same on server and client. Shown as text only. */
export function readableUrl(pathname: string, search: string): string {
  const query = [...new URLSearchParams(search)].map(([key, value]) => `${key}=${value}`);
  return escapeControls(safeDecode(pathname) + (query.length ? `?${query.join("&")}` : ""));
}

/** Public origin of the site (SITE_URL at build time): canonical, alternates, JSON-LD, sitemap. */
export const SITE_URL = __SITE_URL__;

export function absoluteUrl(path: string): string {
  return new URL(path, SITE_URL).href;
}
