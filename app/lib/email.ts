/**
 * E-mail addresses a mail server takes, and `mailto:` links made from them (issue 34's scan).
 * Conservative on purpose: a buyer's address ends up in mail headers and in links staff click,
 * so `?`, `&`, `%`, `/`, quotes and spaces, which mean something in a URL, are refused.
 */

/** A dot-atom local part of plain ASCII: letters, digits and ! # $ ' * + = ^ _ ~ - between dots. */
const LOCAL = /^[A-Za-z0-9!#$'*+=^_~-]+(?:\.[A-Za-z0-9!#$'*+=^_~-]+)*$/;
/** Host-name labels (letters, digits, inner hyphens), at least two, the last alphabetic or xn--. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** True for an address like `name.surname+tag@mail.example.co.kr` (RFC 5321's lengths too). */
export function isMailAddress(text: string): boolean {
  if (text.length > 254) return false;
  const at = text.lastIndexOf("@");
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  return at > 0 && local.length <= 64 && LOCAL.test(local) && DOMAIN.test(domain);
}

/**
 * A `mailto:` link with every part encoded, so no part can add a recipient, cc or body. The
 * address's "@" stays as it is (RFC 6068); each side of the last "@" is encoded.
 */
export function mailtoHref(address: string, fields: { subject?: string; body?: string } = {}) {
  const at = address.lastIndexOf("@");
  const to =
    at < 0
      ? encodeURIComponent(address)
      : `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`;
  const query = Object.entries(fields)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
  return `mailto:${to}${query ? `?${query}` : ""}`;
}
