import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { parseMessage } from "../../server/mail/parse";

/**
 * The receiving server's proof of a sender (issue 56, decision 023): mails as a Google Workspace
 * mailbox and a company's own Postfix receive them, parsed by the reader's parser. Only the
 * topmost Authentication-Results of the configured authserv-id is read, and it proves the From:
 * domain by DMARC, or by a DKIM signature of that domain (or a parent of it), never another's.
 */

const key = { uidValidity: "1764000000", uid: 7 };
const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url), "latin1");
const parse = (raw: string, authservId?: string) =>
  parseMessage(Buffer.from(raw.replace(/\r?\n/g, "\r\n"), "latin1"), {
    key,
    ...(authservId !== undefined && { authservId }),
  });

describe("as Gmail (mx.google.com) receives them", () => {
  test("a Naver buyer's reply: DMARC passed for naver.com", async () => {
    const mail = await parse(fixture("received-gmail-from-naver.eml"), "mx.google.com");
    expect(mail).toMatchObject({
      from: { address: "minjun.kim@naver.com", name: "김민준" },
      subject: "Re: [HF-20261124-000042] 견적 문의에 답변 드립니다",
      fromVerified: { by: "dmarc", domain: "naver.com" },
    });
    expect(mail).not.toHaveProperty("notVerified");
  });

  test("without the authserv-id, or with another one, nothing is read and nothing proven", async () => {
    for (const id of [undefined, "", "mx.naver.com"]) {
      const mail = await parse(fixture("received-gmail-from-naver.eml"), id);
      expect(mail.from.address).toBe("minjun.kim@naver.com");
      expect(mail).not.toHaveProperty("fromVerified");
      expect(mail).not.toHaveProperty("notVerified");
    }
  });

  test("issue 56: the buyer's From, a DKIM pass for the forger's domain, SPF failed, no DMARC", async () => {
    // Below Google's own header, the forger wrote passes under Google's name and the buyer's
    // server's: never read.
    const mail = await parse(fixture("received-gmail-forged-dkim.eml"), "mx.google.com");
    expect(mail.from.address).toBe("minjun.kim@acme.co.kr");
    expect(mail.text).toContain("새 계좌");
    expect(mail).not.toHaveProperty("fromVerified");
    expect(mail.notVerified).toEqual({ spf: "fail", dkim: "pass", dmarc: "none" });
  });
});

test("a company's own server (Postfix, OpenDKIM, OpenDMARC): the topmost header of its name", async () => {
  const raw = fixture("received-company-from-outlook.eml");
  const mail = await parse(raw, "mail.hanbit.example");
  expect(mail.from.address).toBe("jiho.park@plant.example");
  expect(mail.fromVerified).toEqual({ by: "dmarc", domain: "plant.example" });
  // The server's DKIM header alone (the DMARC one removed) proves it by the aligned signature,
  // not by the second one of the Microsoft 365 tenant's domain.
  const dkimOnly = await parse(raw.replace(/^Authentication-Results: .*dmarc=pass.*\n/m, ""));
  expect(dkimOnly).not.toHaveProperty("fromVerified");
  const byDkim = await parse(
    raw.replace(/^Authentication-Results: .*dmarc=pass.*\n/m, ""),
    "mail.hanbit.example",
  );
  expect(byDkim.fromVerified).toEqual({ by: "dkim", domain: "plant.example" });
  // Its SPF header on top: the DKIM and DMARC ones below are not read (only the topmost is).
  const spfOnTop = raw.replace(
    /^(Authentication-Results: mail\.hanbit\.example; dmarc=pass)/m,
    "Authentication-Results: mail.hanbit.example; spf=pass smtp.mailfrom=plant.example\n$1",
  );
  expect(await parse(spfOnTop, "mail.hanbit.example")).not.toHaveProperty("fromVerified");
});

/**
 * The Naver mail with another From: and another verdict of mx.google.com on top, as Gmail
 * would write it for such a mail.
 */
function variant(from: string, results: string, extra = "") {
  const naver = fixture("received-gmail-from-naver.eml")
    .replace(/^Authentication-Results: mx\.google\.com;\n(?:[ \t].*\n)+/m, "")
    .replace(/^From: .*$/m, `From: ${from}${extra}`);
  return `Authentication-Results: mx.google.com; ${results}\n${naver}`;
}

describe("aligned with From:, by the signing domain's labels", () => {
  const cases: [string, string, object | undefined][] = [
    // A company without DMARC that signs its mail: its own domain, or a parent of the sender's.
    ["kim@acme.co.kr", "dkim=pass header.d=acme.co.kr; spf=softfail; dmarc=none", { by: "dkim" }],
    ["kim@sales.acme.co.kr", "dkim=pass header.d=acme.co.kr; dmarc=none", { by: "dkim" }],
    ["kim@acme.co.kr", "dkim=pass header.d=ACME.CO.KR.; dmarc=none", { by: "dkim" }],
    ["kim@acme.co.kr", "dkim=pass header.i=@acme.co.kr header.s=s1", { by: "dkim" }],
    // A sibling under co.kr: "the last two labels" would take it for the same organisation.
    ["kim@acme.co.kr", "dkim=pass header.d=evil.co.kr; spf=pass; dmarc=none", undefined],
    ["kim@acme.go.kr", "dkim=pass header.i=@evil.go.kr; dmarc=none", undefined],
    // A subdomain's signature: only the server's DMARC (with the public suffix list) says.
    ["kim@acme.co.kr", "dkim=pass header.d=mail.acme.co.kr; dmarc=none", undefined],
    ["kim@acme.co.kr", "dkim=fail header.d=acme.co.kr; dmarc=none", undefined],
    ["kim@acme.co.kr", "dkim=neutral header.d=acme.co.kr", undefined],
    // A pass smuggled in a comment, or DMARC of another From: than the one shown.
    [
      "kim@acme.co.kr",
      "dkim=pass (dmarc=pass header.from=acme.co.kr) header.d=evil.example",
      undefined,
    ],
    // Issue 63: a quoted string is a value only (a reason the sender's server wrote, a quoted
    // local part), escapes and all, and a comment with an escaped ")" stays a comment.
    [
      "kim@acme.co.kr",
      'dkim=pass reason="signed by header.d=acme.co.kr" header.d=evil.example',
      undefined,
    ],
    ["kim@acme.co.kr", 'dkim=pass reason="x \\" header.d=acme.co.kr"', undefined],
    [
      "kim@acme.co.kr",
      'dkim=pass reason="a; header.d=acme.co.kr" header.d=evil.example',
      undefined,
    ],
    ["kim@acme.co.kr", 'dkim=pass reason="x"header.d=acme.co.kr', undefined],
    ["kim@acme.co.kr", 'dkim=pass "header.d=acme.co.kr" header.i=@evil.example', undefined],
    [
      "kim@acme.co.kr",
      'dmarc=pass smtp.mailfrom="header.from=acme.co.kr"@evil.example header.from=evil.example',
      undefined,
    ],
    ["kim@acme.co.kr", "dkim=pass (a \\) header.d=acme.co.kr) header.d=evil.example", undefined],
    [
      "kim@acme.co.kr",
      "dkim=pass (a (nested) header.d=acme.co.kr) header.d=evil.example",
      undefined,
    ],
    ["kim@acme.co.kr", 'dkim=pass reason="unterminated header.d=acme.co.kr', undefined],
    // Quoted values and comments around a real property leave it as it was.
    ["kim@acme.co.kr", 'dkim=pass reason="good signature" header.d="acme.co.kr"', { by: "dkim" }],
    ["kim@acme.co.kr", "dkim=pass (header.d=evil.example) header.d=acme.co.kr", { by: "dkim" }],
    ["kim@acme.co.kr", "dkim/1 = pass header.b=Ab/c+d= header.d=acme.co.kr", { by: "dkim" }],
    ["kim@acme.co.kr", "dkim=pass header.d=evil.example) header.d=acme.co.kr", undefined],
    ["kim@acme.co.kr", "dmarc=pass header.from=evil.example", undefined],
    ["kim@acme.co.kr", "dmarc=bestguesspass header.from=acme.co.kr", undefined],
    ["kim@acme.co.kr", "dmarc=pass header.from=acme.co.kr", { by: "dmarc" }],
  ];
  test.each(cases)("From %s with %s", async (from, results, proof) => {
    const mail = await parse(variant(from, results), "mx.google.com");
    expect(mail.from.address).toBe(from);
    if (proof) expect(mail.fromVerified).toMatchObject(proof);
    else expect(mail).not.toHaveProperty("fromVerified");
  });

  test("two From: headers, or two addresses in one: nothing is proven", async () => {
    const results = "dkim=pass header.d=acme.co.kr; dmarc=pass header.from=acme.co.kr";
    const two = variant("kim@acme.co.kr", results, "\nFrom: other@evil.example");
    expect(await parse(two, "mx.google.com")).not.toHaveProperty("fromVerified");
    const pair = variant("kim@acme.co.kr, other@evil.example", results);
    expect(await parse(pair, "mx.google.com")).not.toHaveProperty("fromVerified");
  });

  test("a verdict that names no server (as Microsoft 365 writes it) is never read", async () => {
    const raw = `Authentication-Results: spf=pass (sender IP is 203.0.113.42)
 smtp.mailfrom=acme.co.kr; dkim=pass (signature was verified)
 header.d=acme.co.kr;dmarc=pass action=none header.from=acme.co.kr;compauth=pass reason=100
${variant("kim@acme.co.kr", "spf=none").replace(/^Authentication-Results: .*\n/m, "")}`;
    for (const id of ["spf", "protection.outlook.com"]) {
      expect(await parse(raw, id)).not.toHaveProperty("fromVerified");
    }
  });
});
