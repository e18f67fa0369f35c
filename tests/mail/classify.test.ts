import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { parseMessage } from "../../server/mail/parse";

const key = { uidValidity: "9", uid: 1 };
const fixture = (name: string) =>
  parseMessage(readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url)), { key });
const parse = (lines: string[]) =>
  parseMessage(Buffer.from([...lines, "", "Back on Monday.", ""].join("\r\n")), { key });
const FROM = "From: Kim <kim@buyer.example>";

test("people's replies are messages", async () => {
  for (const name of [
    "gmail-reply.eml",
    "outlook-reply.eml",
    "apple-mail-reply.eml",
    "euc-kr.eml",
  ]) {
    expect((await fixture(name)).kind, name).toBe("message");
  }
  // RFC 3834: "no" is what a person's mail says (our own replies carry it too).
  expect((await parse([FROM, "Auto-Submitted: no", "Subject: Re: quote"])).kind).toBe("message");
  expect((await parse([FROM, "Subject: Re: the office move"])).kind).toBe("message");
});

test("an Exchange out-of-office in Korean is an auto-reply", async () => {
  const mail = await fixture("out-of-office.eml");
  expect(mail.kind).toBe("auto-reply");
  expect(mail.bounce).toBeUndefined();
  expect(mail.references).toEqual(["hf.20261124.0043.reply.33bb44@mail.example.com"]);
});

test.each([
  ["Auto-Submitted: auto-replied (vacation)", "Subject: Re: quote"],
  ["X-Autoreply: yes", "Subject: Re: quote"],
  ["X-Autorespond: Re: quote", "Subject: Re: quote"],
  ["Precedence: bulk", "Subject: news"],
  ["Precedence: junk", "Subject: x"],
  ["Precedence: list", "Subject: x"],
  ["Precedence: auto_reply", "Subject: x"],
  ["X-Mailer: x", "Subject: Out of Office: Re: quote"],
  ["X-Mailer: x", "Subject: Automatic reply: [HF-20261124-0042]"],
  ["X-Mailer: x", "Subject: =?UTF-8?B?7J6Q64+ZIO2ajOyLoDogUmU6IOqyrOyggQ==?="], // 자동 회신: Re: 견적
  ["X-Mailer: x", "Subject: =?UTF-8?B?W+u2gOyerOykkV0g6rKs7KCB?="], // [부재중] 견적
])("%s / %s: auto-reply", async (header, subject) => {
  expect((await parse([FROM, header, subject])).kind).toBe("auto-reply");
});

test("a Postfix DSN: the reply it reports on, the recipient, status and the remote words", async () => {
  const mail = await fixture("postfix-dsn.eml");
  expect(mail.kind).toBe("bounce");
  expect(mail.bounce).toEqual({
    messageId: "hf.20261124.0042.reply.b81e02@mail.example.com",
    recipient: "nobody@buyer.example",
    status: "5.1.1",
    diagnostic:
      "550 5.1.1 <nobody@buyer.example>: Recipient address rejected: User unknown in virtual mailbox table",
  });
  // The returned copy is our own mail: not kept as an attachment.
  expect(mail.attachments).toEqual([]);
});

test("an Exchange NDR: the id from its text/rfc822-headers part", async () => {
  const mail = await fixture("exchange-ndr.eml");
  expect(mail.kind).toBe("bounce");
  expect(mail.bounce).toEqual({
    messageId: "hf.20261124.0043.reply2.55cc66@mail.example.com",
    recipient: "j.park@plant.example",
    status: "5.1.10",
    diagnostic:
      "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
  });
});

test("a qmail bounce from MAILER-DAEMON without a report", async () => {
  const mail = await fixture("qmail-bounce.eml");
  expect(mail.kind).toBe("bounce");
  expect(mail.bounce).toEqual({
    messageId: "hf.20261120.0007.reply.77dd88@mail.example.com",
    recipient: "buyer@oldhost.example",
    status: "5.1.1",
    diagnostic: "Sorry, no mailbox here by that name. (#5.1.1)",
  });
});

test("a report with no copy of the message falls back to its In-Reply-To", async () => {
  const mail = await parseMessage(
    Buffer.from(
      [
        "From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>",
        "Subject: Delivery Status Notification (Failure)",
        "In-Reply-To: <hf.1.reply@mail.example.com>",
        'Content-Type: multipart/report; report-type="delivery-status"; boundary="b"',
        "",
        "--b",
        "Content-Type: text/plain",
        "",
        "Address not found",
        "--b",
        "Content-Type: message/delivery-status",
        "",
        "Final-Recipient: rfc822; gone@buyer.example",
        "Action: failed",
        "Status: 5.1.1",
        "--b--",
        "",
      ].join("\r\n"),
    ),
    { key },
  );
  expect(mail.bounce).toEqual({
    messageId: "hf.1.reply@mail.example.com",
    recipient: "gone@buyer.example",
    status: "5.1.1",
  });
});
