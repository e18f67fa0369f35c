import { createHmac } from "node:crypto";
import { sameBytes } from "../platform/same-bytes";

/**
 * The buyer's link to a quotation (decision 027): `/quotation/{id}.{nonce}.{mac}`. The nonce is
 * random per version (stored with it), so a link cannot be guessed from another; the mac is an
 * HMAC-SHA256 of id and nonce under the database's own key (Node's crypto), so a changed
 * character is refused before the database is asked. No sign-in: the link is the key.
 */

const MAC_LENGTH = 32;

const macOf = (key: Buffer, id: number, nonce: string) =>
  createHmac("sha256", key)
    .update(`quotation:${id}.${nonce}`)
    .digest("base64url")
    .slice(0, MAC_LENGTH);

/** The link's last path segment for a sent version. */
export function quotationToken(key: Buffer, id: number, nonce: string): string {
  return `${id}.${nonce}.${macOf(key, id, nonce)}`;
}

/** The path on the site, in the buyer's language. */
export function quotationPath(token: string, lang: "ko" | "en"): string {
  return `${lang === "en" ? "/en" : ""}/quotation/${token}`;
}

/** The id and nonce of a token whose signature holds; undefined for anything else. */
export function readQuotationToken(
  key: Buffer,
  token: string,
): { id: number; nonce: string } | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const nonce = match[2]!;
  return sameBytes(match[3]!, macOf(key, id, nonce)) ? { id, nonce } : undefined;
}
