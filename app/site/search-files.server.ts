import { LANGS, localePath } from "../i18n/lang";
import { indexablePaths } from "./prerender";
import { absoluteUrl } from "./url";

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * sitemap.xml: every indexable URL in both languages, each with its ko/en/x-default alternates
 * (the same set as the pages' own <link rel="alternate">), from the route and content data; not
 * the pages that are empty lists now (`empty`, app/empty-pages.server.ts).
 */
export function sitemapXml(empty: readonly string[]): string {
  const urls = indexablePaths(empty).flatMap((path) => {
    const alternates = [
      ...LANGS.map((lang) => [lang, absoluteUrl(localePath(lang, path))] as const),
      ["x-default", absoluteUrl(path)] as const,
    ]
      .map(
        ([hreflang, href]) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      )
      .join("\n");
    return LANGS.map(
      (lang) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(localePath(lang, path)))}</loc>\n${alternates}\n  </url>`,
    );
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}

/**
 * robots.txt: everything may be crawled but the back office (noindex pages say so themselves);
 * where the sitemap is.
 */
export function robotsTxt(): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /en/admin\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`;
}
