import { readFileSync } from "node:fs";
import { parse as parseHtml, type HTMLElement } from "node-html-parser";
import { validateXML } from "xmllint-wasm";
import { readBuildSettings } from "../../config/settings";

/** Helpers for the search-engine checks over the whole site (seo.spec.ts, static-export.spec.ts). */

/** The origin the build bakes into absolute URLs (SITE_URL, read as the build reads it). */
export const BUILD_ORIGIN = readBuildSettings().SITE_URL;

/** Every <loc> of a sitemap. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

/** Validates sitemap.xml against sitemaps.org's XSD plus xhtml:link; returns the errors. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const dir = new URL("../seo/xsd/", import.meta.url);
  const file = (name: string) => ({
    fileName: name,
    contents: readFileSync(new URL(name, dir), "utf8"),
  });
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [file("sitemap-with-alternates.xsd")],
    preload: [file("sitemap.xsd"), file("xhtml-link.xsd")],
  });
  return result.errors.map((e) => e.rawMessage);
}

/** A parsed page (node-html-parser: fast enough to read every page of the site). */
export type Doc = HTMLElement;

export interface PageFacts {
  url: string;
  html: string;
  doc: Doc;
}

export function parse(url: string, html: string): PageFacts {
  return { url, html, doc: parseHtml(html) };
}

export const titleOf = (doc: Doc) => doc.querySelector("title")?.textContent ?? "";

export const metaContent = (doc: Doc, selector: string) =>
  doc.querySelector(`meta[${selector}]`)?.getAttribute("content") ?? null;

export const linkHref = (doc: Doc, selector: string) =>
  doc.querySelector(`link[${selector}]`)?.getAttribute("href") ?? null;

export type Ld = Record<string, unknown> & { "@type": string };

/** Every JSON-LD block of a page, parsed (a block that does not parse throws). */
export function jsonLd(doc: Doc): Ld[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? "") as Ld,
  );
}

/**
 * Every same-site URL a page refers to: links, images (srcset too), stylesheets, preloads. Links
 * marked `nofollow` (the quote list's fewer/more/remove, one URL per quantity) are not followed.
 */
export function internalRefs(doc: Doc, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  const raw = [
    ...[...doc.querySelectorAll("a[href]:not([rel~='nofollow'])")].map((a) =>
      a.getAttribute("href")!,
    ),
    ...[...doc.querySelectorAll("img[src], source[src]")].map((i) => i.getAttribute("src")!),
    ...[...doc.querySelectorAll("link[href]")]
      .filter((l) => !/\b(canonical|alternate)\b/.test(l.getAttribute("rel") ?? ""))
      .map((l) => l.getAttribute("href")!),
    ...[...doc.querySelectorAll("[srcset]")].flatMap((el) =>
      el
        .getAttribute("srcset")!
        .split(",")
        .map((part) => part.trim().split(/\s+/)[0]!),
    ),
  ];
  return raw
    .filter((href) => !/^(mailto|tel|javascript|data):/.test(href) && !href.startsWith("#"))
    .map((href) => new URL(href, pageUrl))
    .filter((url) => url.origin === origin)
    .map((url) => url.origin + url.pathname + url.search);
}

/** Width and height of a PNG, from its IHDR chunk; null when it is not a PNG. */
export function pngSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.subarray(1, 4).toString("ascii") !== "PNG") return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
