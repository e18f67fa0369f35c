import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import type { Lang } from "../../app/i18n/lang";
import { MAIL_KINDS } from "../../server/mail/kinds";
import { byMailLang, recipientLang, type MailContext } from "../../server/mail/kinds/kind";
import { toOutgoing } from "../../server/mail/letter";
import { haeyoEndings } from "../korean-register";

/**
 * Every registered kind of mail (server/mail/kinds/index.ts), composed from its own sample for a
 * recipient of each language: the headers every mail must carry, and links in that language.
 * A new kind is walked here as soon as it is registered.
 */
const SITE = "https://www.example.test";
const FROM = "website@example.test";
const MAILBOX = "sales-inbox@example.test";

function contextFor(lang: Lang): MailContext {
  return {
    siteUrl: SITE,
    from: FROM,
    company,
    mailbox: MAILBOX,
    staffTo: ["owner@example.com"],
    accounts: [{ email: "owner@example.com", role: "owner", status: "active", mailLang: lang }],
  };
}

const addressOf = (value: unknown) =>
  typeof value === "string" ? value : (value as { address: string }).address;

describe.each(Object.entries(MAIL_KINDS))("the %s mail", (name, kind) => {
  test.each(["ko", "en"] as const)("for a recipient who reads %s", (lang) => {
    const letters = kind.compose(kind.sample(lang) as never, contextFor(lang));
    expect(letters.length, `${name} composed no mail from its sample`).toBeGreaterThan(0);
    for (const letter of letters) {
      expect(letter.lang).toBe(lang);
      const sent = new Date("2026-11-25T00:00:00Z");
      const mail = toOutgoing(letter, FROM, kind.automatic, sent);
      // A Message-ID on the sender's domain whose left part has a random part (hf-<kind>-<uuid>).
      expect(mail.messageId).toMatch(/^<hf-[a-z]+-[^@>]*[0-9a-f]{8,}[^@>]*@example\.test>$/);
      expect(mail.date).toEqual(sent);
      if (kind.automatic) expect(mail.headers?.["Auto-Submitted"]).toBe("auto-generated");
      else expect(mail.headers?.["Auto-Submitted"]).toBeUndefined();
      const replyTo = addressOf(mail.replyTo);
      expect(replyTo).toMatch(/^[^@\s]+@[^@\s]+$/);
      // Staff mail never asks for an answer in the mailbox the site reads as buyers' mail.
      if (kind.audience === "staff") expect(replyTo).not.toBe(MAILBOX);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      // Every link to the site is in the recipient's language.
      const links = mail.text.match(/https:\/\/www\.example\.test[^\s)]*/g) ?? [];
      for (const link of links) {
        const path = link.slice(SITE.length);
        if (lang === "en") expect(path, link).toMatch(/^\/en(\/|$)/);
        else expect(path, link).not.toMatch(/^\/en(\/|$)/);
      }
      // The words are the recipient's language: Hangul in Korean mail's text.
      if (lang === "ko") expect(mail.text).toMatch(/[\uac00-\ud7a3]/);
      // A buyer is written to in 합쇼체 (issue 59); staff mail may speak 해요체.
      if (lang === "ko" && kind.audience === "buyer") {
        expect(haeyoEndings(`${mail.subject}\n${mail.text}`)).toEqual([]);
      }
    }
  });
});

describe("the recipient's language", () => {
  test("is chosen in one place: the buyer's inquiry, else the staff account, else Korean", () => {
    expect(recipientLang({ buyer: { lang: "en" } })).toBe("en");
    expect(recipientLang({ staff: { mailLang: "en" } })).toBe("en");
    expect(recipientLang({ staff: {} })).toBe("ko");
    expect(recipientLang({ staff: undefined })).toBe("ko");
    const accounts = [
      { email: "Kim@example.com", role: "owner", status: "active", mailLang: "en" },
      { email: "lee@example.com", role: "staff", status: "active" },
    ] as const;
    expect(
      byMailLang(["kim@example.com", "lee@example.com", "other@example.com"], accounts),
    ).toEqual([
      ["ko", ["lee@example.com", "other@example.com"]],
      ["en", ["kim@example.com"]],
    ]);
  });
});
