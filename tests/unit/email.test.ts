import { describe, expect, it } from "vitest";
import { isMailAddress, mailtoHref } from "../../app/lib/email";

describe("mailtoHref", () => {
  it("encodes every part, so an address cannot add a cc or a body", () => {
    const href = mailtoHref("x?cc=a%40b.example&body=hi&x=@evil.example", {
      subject: "Re: [HF-20261123-000001]",
      body: "\n\n> a & b",
    });
    const url = new URL(href);
    expect(url.protocol).toBe("mailto:");
    expect(decodeURIComponent(url.pathname.split("@")[0]!)).toBe("x?cc=a%40b.example&body=hi&x=");
    expect([...url.searchParams.keys()]).toEqual(["subject", "body"]);
    expect(url.searchParams.get("body")).toBe("\n\n> a & b");
    expect(href).toBe(
      "mailto:x%3Fcc%3Da%2540b.example%26body%3Dhi%26x%3D@evil.example" +
        "?subject=Re%3A%20%5BHF-20261123-000001%5D&body=%0A%0A%3E%20a%20%26%20b",
    );
  });

  it("leaves a plain address as it is", () => {
    expect(mailtoHref("sales@example.co.kr")).toBe("mailto:sales@example.co.kr");
  });
});

describe("isMailAddress", () => {
  it("takes what mail servers take, and nothing that means something in a URL", () => {
    expect(isMailAddress("a.b+c@sub.example.co.kr")).toBe(true);
    expect(isMailAddress("a@xn--9n2bp8q.xn--3e0b707e")).toBe(true);
    for (const bad of ["a?b@x.example", "a&b@x.example", "a%b@x.example", "a/b@x.example"]) {
      expect(isMailAddress(bad), bad).toBe(false);
    }
    expect(isMailAddress(`${"a".repeat(65)}@example.com`)).toBe(false);
    expect(isMailAddress(`a@${"b".repeat(64)}.com`)).toBe(false);
    expect(isMailAddress(".a@example.com")).toBe(false);
    expect(isMailAddress("a@example.c0m")).toBe(false);
  });
});
