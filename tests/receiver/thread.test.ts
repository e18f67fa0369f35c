import { simpleParser } from "mailparser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { MailboxConfig } from "../../server/mail/incoming";
import { PATIENT, post, startReceiver, VALID, type Receiver } from "./harness";
import { headerOf, startSmtp, subjectOf, type FakeSmtp } from "./smtp";

/**
 * The thread headers of the mails to a buyer (issue 40), as a real SMTP listener receives them:
 * each has the Message-ID stored when it was queued, In-Reply-To the latest earlier mail and
 * References all earlier ones in order; Reply-To the mailbox the site reads while one is set.
 */

// Nothing listens there: the site's reader is refused at once and waits, the test reads no mail.
const MAILBOX: MailboxConfig = {
  host: "127.0.0.1",
  port: 1,
  security: "tls",
  user: "inbox",
  password: "secret",
  folder: "INBOX",
  address: "inbox@hanbit.example",
};
let mailbox: MailboxConfig | undefined = MAILBOX;
let smtp: FakeSmtp;
let receiver: Receiver;
const BUYER = "jane@buyer.example";
const toBuyer = () =>
  smtp.inbox.filter((mail) => headerOf(mail.raw, "To")?.toLowerCase() === BUYER);
const ids = (value: string | undefined) => value?.match(/<[^>]+>/g) ?? [];

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  smtp = await startSmtp();
  receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SITE_URL: "https://www.hanbit.example",
      SMTP_URL: smtp.url,
      MAIL_TO: "sales@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
      CONFIRM_MAIL: "true",
    },
    {
      outbox: { retrySchedule: [200, 200] },
      mailbox: () => mailbox,
      accounts: () => [
        { email: "owner@hanbit.example", role: "owner", status: "active", mailLang: "en" },
        { email: "kim@hanbit.example", role: "staff", status: "active" },
      ],
    },
  );
});
afterAll(async () => {
  await receiver.close();
  await smtp.close();
});

function reply(ref: string, body: string) {
  const queued = receiver.store.replies.queue(
    ref,
    {
      subject: `[${ref}] Re: quote`,
      body,
      to: BUYER,
      replyTo: "kim@hanbit.example",
      staff: "김영업",
    },
    "kim@hanbit.example",
  );
  expect(queued.result).toBe("queued");
  receiver.replies.wake();
}

describe("the mails to a buyer", () => {
  it("chain: confirmation, then each reply after the earlier ones, ids kept over a retry", async () => {
    const response = await post(receiver, { ...VALID, _lang: "en", email: BUYER });
    const { ref } = (await response.json()) as { ref: string };
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(1), PATIENT);
    const confirmation = toBuyer()[0]!.raw;
    const confirmationId = headerOf(confirmation, "Message-ID")!;
    expect(confirmationId).toMatch(/^<hf-confirmation-[0-9a-f-]{36}@hanbit\.example>$/);
    expect(headerOf(confirmation, "In-Reply-To")).toBeUndefined();
    expect(headerOf(confirmation, "Reply-To")).toBe(MAILBOX.address);
    expect(headerOf(confirmation, "Auto-Submitted")).toBe("auto-generated");

    // The first try of the reply is refused: the try that goes through has the same id.
    smtp.refuse(451);
    reply(ref, "First answer");
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(2), PATIENT);
    const first = toBuyer()[1]!.raw;
    const firstId = headerOf(first, "Message-ID")!;
    expect(firstId).toMatch(/^<hf-reply-[0-9a-f-]{36}@hanbit\.example>$/);
    const inquiry = receiver.store.since().find((i) => i.ref === ref)!;
    const [replyId] = receiver.store.replies.states(inquiry.id).keys();
    expect(receiver.store.replies.states(inquiry.id).get(replyId!)!.attempts).toBe(2);
    expect(receiver.store.threadIds.reply(replyId!, "website@hanbit.example")).toBe(firstId);
    expect(headerOf(first, "In-Reply-To")).toBe(confirmationId);
    expect(ids(headerOf(first, "References"))).toEqual([confirmationId]);
    expect(headerOf(first, "Reply-To")).toBe(MAILBOX.address);
    expect(subjectOf(first)).toContain(`[${ref}]`);
    // A person's mail: not marked automatic; the staff member named beside the company.
    expect(headerOf(first, "Auto-Submitted")).toBeUndefined();
    const from = (await simpleParser(first)).from?.value[0];
    expect(from).toEqual({
      address: "website@hanbit.example",
      name: "김영업, Hanbit Flow Control",
    });

    // Without a mailbox, the staff member's address is the Reply-To, as before.
    mailbox = undefined;
    reply(ref, "Second answer");
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(3), PATIENT);
    const second = toBuyer()[2]!.raw;
    expect(headerOf(second, "In-Reply-To")).toBe(firstId);
    expect(ids(headerOf(second, "References"))).toEqual([confirmationId, firstId]);
    expect(headerOf(second, "Reply-To")).toBe("kim@hanbit.example");
    expect(headerOf(second, "Message-ID")).not.toBe(firstId);
    const secondId = headerOf(second, "Message-ID")!;
    mailbox = MAILBOX;

    // The buyer answers (Outlook keeps only the last id in In-Reply-To): the inquiry takes it,
    // the owners get the notice (no assignee) in their language, nothing the buyer wrote in it.
    const answer = await receiver.storeIncoming({
      key: { uidValidity: "7", uid: 1 },
      messageId: "CAB123@mail.buyer.example",
      references: [secondId.slice(1, -1)],
      subject: `RE: [${ref}] Re: quote`,
      from: { address: BUYER },
      date: new Date().toISOString(),
      text: "Secret drawing number 4711",
      kind: "message",
      attachments: [],
    });
    expect(answer).toBe("stored");
    const toOwner = () =>
      smtp.inbox.filter((mail) => headerOf(mail.raw, "To") === "owner@hanbit.example");
    await vi.waitFor(() => expect(toOwner()).toHaveLength(1), PATIENT);
    const notice = await simpleParser(toOwner()[0]!.raw);
    expect(notice.subject).toBe(`[${ref}] New message from the customer – ${VALID.companyName}`);
    // The back office in the recipient's language.
    expect(notice.text).toContain(`https://www.hanbit.example/en/admin/inquiries/${ref}`);
    expect(notice.text).not.toContain("4711");
    expect(notice.headers.get("auto-submitted")).toBe("auto-generated");
    // A Message-ID of its own; an answer to it goes to the sending address, never the mailbox.
    const noticeRaw = toOwner()[0]!.raw;
    expect(headerOf(noticeRaw, "Message-ID")).toMatch(
      /^<hf-message-[0-9a-f-]{36}-en@hanbit\.example>$/,
    );
    expect(headerOf(noticeRaw, "Reply-To")).toBe("website@hanbit.example");
    expect(smtp.inbox.some((mail) => headerOf(mail.raw, "To") === "kim@hanbit.example")).toBe(
      false,
    );

    // The next reply names the buyer's message last.
    reply(ref, "Third answer");
    await vi.waitFor(() => expect(toBuyer()).toHaveLength(4), PATIENT);
    const third = toBuyer()[3]!.raw;
    expect(headerOf(third, "In-Reply-To")).toBe("<CAB123@mail.buyer.example>");
    expect(ids(headerOf(third, "References"))).toEqual([
      confirmationId,
      firstId,
      secondId,
      "<CAB123@mail.buyer.example>",
    ]);
  });
});
