import { afterAll, beforeAll, expect, test } from "vitest";
import { startDovecot, type Dovecot } from "./dovecot";

let dovecot: Dovecot;
beforeAll(async () => {
  dovecot = await startDovecot({ folders: ["Archive"] });
});
afterAll(() => dovecot?.stop());

test("the test Dovecot takes a message and gives it back with its headers", async () => {
  const raw = [
    "From: Buyer <buyer@example.org>",
    "To: sales@example.com",
    "Subject: =?UTF-8?B?7ZWc6riA?=",
    "Message-ID: <one@example.org>",
    "Date: Tue, 24 Nov 2026 10:00:00 +0900",
    "",
    "Hello",
    "",
  ].join("\r\n");
  await dovecot.append(raw);
  const imap = await dovecot.client();
  try {
    const box = await imap.mailboxOpen("INBOX");
    expect(box.exists).toBe(1);
    const message = await imap.fetchOne("*", { envelope: true });
    expect(message && message.envelope?.subject).toBe("한글");
    expect(message && message.envelope?.messageId).toBe("<one@example.org>");
    expect((await imap.list()).map((f) => f.path)).toContain("Archive");
  } finally {
    await imap.logout();
  }
});
