import { domainToASCII } from "node:url";
import type { ParsedMail } from "mailparser";
import type { IncomingMail } from "./incoming";

/**
 * The receiving server's verdict on a mail's sender (RFC 8601 Authentication-Results), read
 * only from the topmost header of the configured authserv-id: any other, wherever it sits, the
 * sender could have written (decision 023, amendment of 2026-11-26).
 */
export interface Verdict {
  /** The From: domain was proven: DMARC passed for it, or a DKIM signature of it passed. */
  fromVerified?: NonNullable<IncomingMail["fromVerified"]>;
  /** The server says the sender failed: DMARC failed, or SPF failed without a proof above. */
  notVerified?: NonNullable<IncomingMail["notVerified"]>;
}

/** What one method said, with its properties (`header.d`, `header.from`, ...) in lower case. */
interface Result {
  method: string;
  result: string;
  props: Map<string, string>;
}

/**
 * The verdict of the server named `authservId` on this mail. Nothing without an authserv-id, or
 * without a header of it. The From: domain is proven by `dmarc=pass` whose `header.from` is that
 * domain, or by a `dkim=pass` whose signing domain (`header.d`, else `header.i`'s domain) is the
 * From: domain or a parent of it. Relaxed alignment proper needs the public suffix list, which
 * the project has no library for: a parent suffices here because only whoever holds the DNS of
 * the signing domain can make its signature pass, and that holder holds its subdomains too. A
 * signature of a sibling (d=evil.co.kr for acme.co.kr) never aligns; DMARC, which the receiving
 * server computes with the list, covers the other direction (d=mail.acme.co.kr).
 */
export function readVerdict(
  parsed: Pick<ParsedMail, "headerLines" | "from">,
  authservId: string | undefined,
): Verdict {
  const wanted = authservId?.trim().toLowerCase();
  if (!wanted) return {};
  const results = firstResults(parsed.headerLines, wanted);
  if (!results) return {};
  const fromDomain = singleFromDomain(parsed);
  const passed = (method: string) =>
    results.filter((r) => r.method === method && r.result === "pass");
  const dmarc = fromDomain
    ? passed("dmarc").find((r) => asciiDomain(r.props.get("header.from")) === fromDomain)
    : undefined;
  const dkim = fromDomain
    ? passed("dkim").find((r) => within(fromDomain, signingDomain(r)))
    : undefined;
  const fromVerified: Verdict["fromVerified"] = dmarc
    ? { by: "dmarc", domain: fromDomain! }
    : dkim
      ? { by: "dkim", domain: signingDomain(dkim)! }
      : undefined;

  const first = (method: string) => results.find((r) => r.method === method)?.result;
  const spf = first("spf");
  const dmarcResult = first("dmarc");
  const dkimResult = passed("dkim").length > 0 ? "pass" : first("dkim");
  const failed = dmarcResult === "fail" || (spf === "fail" && !fromVerified);
  if (!failed) return fromVerified ? { fromVerified } : {};
  const stated = Object.entries({ spf, dkim: dkimResult, dmarc: dmarcResult }).filter(
    ([, result]) => result,
  );
  return { notVerified: Object.fromEntries(stated) };
}

/** The results of the topmost Authentication-Results header whose authserv-id is `wanted`. */
function firstResults(lines: ParsedMail["headerLines"], wanted: string): Result[] | undefined {
  for (const { key, line } of lines) {
    if (key !== "authentication-results") continue;
    const value = withoutComments(line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " "));
    const [head = "", ...parts] = value.split(";");
    // "mx.google.com" or "mx.google.com 1" (a version); a header that starts with "spf=pass"
    // names no server at all (RFC 8601 requires one) and is never taken.
    if (head.trim().split(/\s+/)[0]?.toLowerCase() !== wanted) continue;
    return parts.flatMap((part): Result[] => {
      const found = /^\s*([a-z0-9_-]+)(?:\s*\/\s*\d+)?\s*=\s*([a-z]+)(.*)$/i.exec(part);
      if (!found) return [];
      const props = new Map<string, string>();
      for (const [, name = "", raw = ""] of found[3]!.matchAll(
        /([a-z0-9_-]+\.[a-z0-9_.-]+)\s*=\s*("[^"]*"|\S+)/gi,
      )) {
        const name_ = name.toLowerCase();
        if (!props.has(name_)) props.set(name_, raw.replace(/^"|"$/g, "").trim());
      }
      return [{ method: found[1]!.toLowerCase(), result: found[2]!.toLowerCase(), props }];
    });
  }
  return undefined;
}

/**
 * The From: domain, in ASCII and lower case, when the mail has exactly one From: header naming
 * exactly one address: with two, the server may have checked the one the site does not show.
 */
function singleFromDomain(parsed: Pick<ParsedMail, "headerLines" | "from">) {
  if (parsed.headerLines.filter((l) => l.key === "from").length !== 1) return undefined;
  const from = Array.isArray(parsed.from) ? parsed.from : parsed.from ? [parsed.from] : [];
  const addresses = from.flatMap((f) => f.value).filter((v) => v.address);
  if (addresses.length !== 1) return undefined;
  const address = addresses[0]!.address!;
  return asciiDomain(address.slice(address.lastIndexOf("@") + 1));
}

/** A DKIM result's signing domain: `header.d`, else the domain of `header.i` (the AUID). */
function signingDomain(result: Result) {
  const d = result.props.get("header.d");
  if (d) return asciiDomain(d);
  const i = result.props.get("header.i");
  return i?.includes("@") ? asciiDomain(i.slice(i.lastIndexOf("@") + 1)) : undefined;
}

/** `domain` is `parent` itself or one of its subdomains (labels, not characters). */
function within(domain: string, parent: string | undefined) {
  return !!parent && (domain === parent || domain.endsWith(`.${parent}`));
}

/** A domain as DNS compares it: ASCII (an IDN in punycode), lower case, no final dot. */
function asciiDomain(value: string | undefined) {
  const name = value?.trim().replace(/\.$/, "");
  if (!name) return undefined;
  const ascii = domainToASCII(name).toLowerCase();
  // Two labels at least: a bare "com" or "kr" is no one's domain to sign for.
  return ascii && /^[a-z0-9-]+(?:\.[a-z0-9-]+)+$/.test(ascii) ? ascii : undefined;
}

/** A header's value without its (comments), nested ones too, and quoted text kept whole. */
function withoutComments(value: string) {
  let out = "";
  let depth = 0;
  let quoted = false;
  for (let i = 0; i < value.length && i < 16_384; i++) {
    const c = value[i]!;
    if (c === "\\" && (quoted || depth > 0)) {
      i++;
      continue;
    }
    if (quoted) {
      if (c === '"') quoted = false;
      out += c === ";" ? " " : c;
    } else if (c === "(") depth++;
    else if (c === ")" && depth > 0) depth--;
    else if (depth === 0) {
      if (c === '"') quoted = true;
      out += c;
    }
  }
  return out;
}
