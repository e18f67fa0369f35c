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
    const value = line.slice(line.indexOf(":") + 1).replace(/\r?\n[ \t]+/g, " ");
    const [head = [], ...parts] = tokens(value);
    // "mx.google.com" or "mx.google.com 1" (a version); a header that starts with "spf=pass"
    // names no server at all (RFC 8601 requires one) and is never taken.
    if (head.length === 0 || head[0]!.kind === "=" || head[1]?.kind === "=") continue;
    if (head[0]!.text.toLowerCase() !== wanted) continue;
    return parts.flatMap((part) => resultOf(part) ?? []);
  }
  return undefined;
}

/**
 * A piece of the header's value: a run of other characters, a quoted string (its text without
 * the quotes and escapes), or "=". `glued`: nothing (space, comment) stood between it and the
 * piece before, so `"a b"@evil.example` or `x=y` read as one value.
 */
interface Token {
  kind: "word" | "quoted" | "=";
  text: string;
  glued: boolean;
}

/**
 * The value as RFC 8601 writes it (RFC 5322's quoted strings and comments, backslash escapes in
 * both), in statements split at ";". Comments go, nested ones too; a quoted string is one token
 * that is only ever a value, so nothing inside either is read as a property (issue 63).
 */
function tokens(value: string): Token[][] {
  const all: Token[][] = [[]];
  let glued = false;
  const push = (kind: Token["kind"], text: string) => {
    all.at(-1)!.push({ kind, text, glued });
    glued = true;
  };
  const end = Math.min(value.length, 16_384);
  let i = 0;
  while (i < end) {
    const c = value[i]!;
    if (c === "(") {
      // A comment, nested ones inside it: skipped whole; "\)" does not end it.
      let depth = 0;
      for (; i < end; i++) {
        const d = value[i]!;
        if (d === "\\") i++;
        else if (d === "(") depth++;
        else if (d === ")" && --depth === 0) break;
      }
      i++;
      glued = false;
    } else if (c === '"') {
      let text = "";
      for (i++; i < end && value[i] !== '"'; i++)
        text += value[i] === "\\" ? (value[++i] ?? "") : value[i];
      i++;
      push("quoted", text);
    } else if (c === ";") {
      all.push([]);
      glued = false;
      i++;
    } else if (c === "=") {
      push("=", "=");
      i++;
    } else if (c === ")" || /\s/.test(c)) {
      // A stray ")" outside any comment separates, as space does.
      glued = false;
      i++;
    } else {
      const start = i;
      while (i < end && !/[\s()";=]/.test(value[i]!)) i++;
      push("word", value.slice(start, i));
    }
  }
  return all;
}

/**
 * One statement as a method's result: `method[/version]=result`, then `name=value` pairs of
 * which those with a dot (`header.d`, `smtp.mailfrom`) are its properties; the first of a name
 * counts. A value is a word or quoted string with whatever is glued to it. What fits none of
 * this (a stray quoted string or word) is passed over, never read as a name.
 */
function resultOf(part: Token[]): Result | undefined {
  const eq = part.findIndex((token) => token.kind === "=");
  if (eq < 1 || part.slice(0, eq).some((token) => token.kind !== "word")) return undefined;
  const method = /^([a-z0-9_-]+)(?:\/\d+)?$/i.exec(
    part
      .slice(0, eq)
      .map((token) => token.text)
      .join(""),
  )?.[1];
  const result = part[eq + 1];
  if (!method || result?.kind !== "word" || !/^[a-z]+$/i.test(result.text)) return undefined;
  const props = new Map<string, string>();
  let i = eq + 2;
  while (i < part.length) {
    const name = part[i]!;
    if (name.kind !== "word" || part[i + 1]?.kind !== "=") {
      i++;
      continue;
    }
    // The value: the token after "=" (space may stand between) and all glued to it.
    let text = part[i + 2]?.text ?? "";
    for (i += 3; i < part.length && part[i]!.glued; i++) text += part[i]!.text;
    const key = name.text.toLowerCase();
    if (key.includes(".") && !props.has(key)) props.set(key, text.trim());
  }
  return { method: method.toLowerCase(), result: result.text.toLowerCase(), props };
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
