import { describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import type { Lang } from "../../app/i18n/lang";
import { MAIL_KINDS, queuedKinds } from "../../server/mail/kinds";
import { sampleInquiry } from "../../server/mail/kinds/samples";
import {
  type AnyMailKind,
  byMailLang,
  recipientLang,
  Skipped,
  type MailAccount,
  type MailContext,
  type QueuedClaim,
  type QueuedSources,
} from "../../server/mail/kinds/kind";
import { localPart, newMessageLocal } from "../../server/mail/thread";
import { toOutgoing } from "../../server/mail/letter";
import { haeyoEndings } from "../style/check";

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
      // Buyers and staff alike are written to in 합쇼체 (issue 59).
      if (lang === "ko") expect(haeyoEndings(`${mail.subject}\n${mail.text}`)).toEqual([]);
    }
  });
});

/**
 * What every queued kind may read (QueuedSources), answered from samples: an inquiry in `lang`,
 * a reply, a sent quotation, the owner's account and one open inquiry. No thread id is stored
 * yet, so every kind's Message-ID comes from its row's `local`.
 */
function sourcesFor(lang: Lang, read: string[]): QueuedSources {
  const owner: MailAccount = {
    email: "owner@example.com",
    role: "owner",
    status: "active",
    mailLang: lang,
  };
  const noted =
    <A extends unknown[], R>(name: string, answer: (...args: A) => R) =>
    (...args: A) => {
      read.push(name);
      return answer(...args);
    };
  return {
    from: FROM,
    inquiry: noted("inquiry", () => sampleInquiry(lang)),
    assignee: noted("assignee", () => undefined),
    mailsSince: noted("mailsSince", () => 2),
    reply: noted("reply", () => ({
      subject: "Re: [HF-20261124-000123]",
      body: "견적을 보내 드립니다.",
      to: "buyer@example.com",
      replyTo: "sales@example.com",
    })),
    replyFiles: noted("replyFiles", () => []),
    quotation: noted("quotation", () => ({ number: "Q-2026-0001", accepted: true })),
    quotationFiles: noted("quotationFiles", async () => []),
    threadIds: {
      confirmation: noted("threadIds", () => undefined),
      reply: noted("threadIds", () => undefined),
      earlier: noted("threadIds", () => []),
    },
    accounts: noted("accounts", () => [owner]),
    openInquiries: noted("openInquiries", () => [
      {
        ref: "HF-20261124-000123",
        createdAt: "2026-11-24T01:30:00.000Z",
        companyName: "대한정밀(주)",
        response: { overdue: false },
      },
    ]),
    today: noted("today", () => "2026-11-25"),
  };
}

/**
 * A row of `kind` as its schedule entry leaves it: about an inquiry and an event, with the
 * payload the kind's file declares (`queued.samplePayload`).
 */
const claimOf = (kind: string): QueuedClaim => ({
  kind,
  inquiryId: 1,
  eventId: 2,
  payload: (MAIL_KINDS as Record<string, AnyMailKind>)[kind]?.queued?.samplePayload,
  local: newMessageLocal(kind),
  attempts: 1,
});

describe.each(queuedKinds())("the queued %s mail", (name) => {
  const kind = MAIL_KINDS[name];
  const { queued } = kind;

  test.each(["ko", "en"] as const)("reads its row back into mail for %s", async (lang) => {
    const claim = claimOf(name);
    const read: string[] = [];
    const input = await queued.input(claim, sourcesFor(lang, read));
    expect(input).not.toBeInstanceOf(Skipped);
    const letters = kind.compose(input as never, contextFor(lang));
    expect(letters.length, `${name} composed no mail from its row`).toBeGreaterThan(0);
    for (const letter of letters) {
      const mail = toOutgoing(letter, FROM, kind.automatic);
      // Every try of one row is the same mail: its Message-ID comes from the row's `local`.
      expect(localPart(mail.messageId!)).toMatch(new RegExp(`^${claim.local}(-(ko|en))?$`));
      expect(mail.subject).not.toBe("");
    }
    // It names itself where staff see it fail: in both languages, or a place of its own.
    if (queued.timeline !== "elsewhere") {
      expect(queued.timeline.ko).toMatch(/[\uac00-\ud7a3]/);
      expect(queued.timeline.en).toMatch(/^[\x20-\x7e]+$/);
    }
  });

  test("fails its try when its inquiry was erased meanwhile", async () => {
    const read: string[] = [];
    await queued.input(claimOf(name), sourcesFor("ko", read));
    const gone = { ...sourcesFor("ko", []), inquiry: () => undefined };
    // A kind about an inquiry finds it gone; one about an account (the digest) reads none.
    if (read.includes("inquiry")) {
      await expect(queued.input(claimOf(name), gone)).rejects.toThrow(
        `the ${name} mail's inquiry is gone`,
      );
    } else await expect(queued.input(claimOf(name), gone)).resolves.toBeDefined();
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
