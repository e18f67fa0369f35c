import { createHash } from "node:crypto";

/** Inline scripts (no src) in a page: React Router's hydration data, its module entry, the language script. */
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi;

/** The CSP source of every inline script of a page, as the browser hashes it (UTF-8, SHA-256). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
    if (!body) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * The policy of every response. Scripts run only from this origin or when their exact text is
 * hashed into the policy of the page that carries them: hashes rather than nonces, because
 * prerendered pages are static files (and may sit in a CDN cache), where a nonce could not be
 * fresh. Styles keep 'unsafe-inline' for the menu themes' custom properties in style attributes.
 */
export function contentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  elsewhere: ThirdParties = {},
): string {
  const origin = (url?: string) => (url && /^https?:\/\//.test(url) ? [new URL(url).origin] : []);
  const form = origin(elsewhere.formEndpoint);
  const connect = [...new Set([...form, ...origin(elsewhere.vitalsEndpoint)])];
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.join(" ")}`.trimEnd(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(" "),
    ["form-action 'self'", ...form].join(" "),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * The same policy for a `<meta http-equiv>` tag, for the static export, whose host sends no
 * headers of ours: `frame-ancestors` is dropped because browsers ignore it there (with a console
 * error), so framing is left to the host's headers.
 */
export function metaContentSecurityPolicy(
  scriptHashes: readonly string[] = [],
  elsewhere: ThirdParties = {},
): string {
  return contentSecurityPolicy(scriptHashes, elsewhere)
    .split("; ")
    .filter((directive) => !directive.startsWith("frame-ancestors"))
    .join("; ");
}

/**
 * Other origins the pages talk to, fixed at build time: a hosted form service the inquiry form
 * posts to (FORM_ENDPOINT) and a web-vitals collector (VITALS_ENDPOINT). Paths mean this site.
 */
export interface ThirdParties {
  formEndpoint?: string;
  vitalsEndpoint?: string;
}
