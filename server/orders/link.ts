import { createHmac } from "node:crypto";
import { sameBytes } from "../platform/same-bytes";

/**
 * The buyer's link to an order (decision 047): `/order/{id}.{nonce}.{mac}`, made as a
 * quotation's is (server/quotations/link.ts): a random nonce per order, and an HMAC-SHA256 of
 * id and nonce under the database's own key, labelled "order" so no quotation's link can be
 * read as an order's. A changed character is refused before the database is asked.
 */

const MAC_LENGTH = 32;

const macOf = (key: Buffer, id: number, nonce: string) =>
  createHmac("sha256", key).update(`order:${id}.${nonce}`).digest("base64url").slice(0, MAC_LENGTH);

export function orderToken(key: Buffer, id: number, nonce: string): string {
  return `${id}.${nonce}.${macOf(key, id, nonce)}`;
}

/** The path on the site, in the buyer's language. */
export function orderPath(token: string, lang: "ko" | "en"): string {
  return `${lang === "en" ? "/en" : ""}/order/${token}`;
}

/** The id and nonce of a token whose signature holds; undefined for anything else. */
export function readOrderToken(
  key: Buffer,
  token: string,
): { id: number; nonce: string } | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{24})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return undefined;
  const id = Number(match[1]);
  const nonce = match[2]!;
  return sameBytes(match[3]!, macOf(key, id, nonce)) ? { id, nonce } : undefined;
}
