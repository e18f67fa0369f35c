import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import type { IncomingMail } from "../../server/mail/incoming";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { NOTICE_WINDOW } from "../../server/inquiries/messages";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { VALID_INQUIRY } from "./messages-support";

/**
 * The window of a buyer's notices in the store (issue 63), on the outbox's own claims with the
 * clock passed in: the cases a run through a mail server cannot time, a notice leaving while a
 * mail comes and a notice that failed. tests/mail/message-notices.test.ts sends them for real.
 */

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
let store: InquiryStore;
beforeEach(() => {
  const dir = mkdtempSync(join(tmpdir(), "notice-window-"));
  dirs.push(dir);
  store = openStore(join(dir, "inquiries.sqlite"));
  return () => store.close();
});

const T0 = Date.parse("2026-11-27T01:00:00Z");
const at = (ms: number) => new Date(T0 + ms);
const MINUTE = 60_000;

let uid = 0;
/** A buyer's answer as the reader hands it over, its sender proven (DMARC passed). */
function answer(ref: string, address = "jane@buyer.example"): IncomingMail {
  uid += 1;
  return {
    key: { uidValidity: "1700000000", uid },
    messageId: `w${uid}@buyer.example`,
    references: [],
    subject: `Re: [${ref}] quote`,
    from: { address },
    fromVerified: { by: "dmarc", domain: address.split("@")[1]! },
    date: "2026-11-27T01:00:00.000Z",
    text: "One more question.",
    kind: "message",
    attachments: [],
  };
}

const notices = (inquiryId: number) =>
  store.outbox.ofInquiry(inquiryId).filter((row) => row.kind === "message");
/** How many mails a claimed notice tells of, as its kind reads it at the try. */
const countOf = (claim: { inquiryId?: number; eventId?: number }) =>
  store.messages.mailsSince(claim.inquiryId!, claim.eventId!);

it("a mail while its notice is leaving waits for the window, counted in the next one only", async () => {
  const { ref, id } = store.add(VALID_INQUIRY, "off", at(0), true);
  await store.messages.receive(answer(ref), at(0));
  const leaving = store.outbox.claimDue("message", at(0), CLAIM_LEASE)!;
  // It is being sent (a live claim) when the next mail is stored: that one cannot join it.
  await store.messages.receive(answer(ref), at(1_000));
  expect(countOf(leaving)).toBe(1);
  expect(store.outbox.sent(leaving, at(2_000))).toBe(true);
  expect(notices(id)).toMatchObject([
    { status: "sent" },
    { status: "pending", nextAt: at(1_000 + NOTICE_WINDOW).toISOString() },
  ]);
  // Within the window: joins the held notice, which is not due before its end.
  await store.messages.receive(answer(ref), at(5 * MINUTE));
  expect(notices(id)).toHaveLength(2);
  expect(store.outbox.claimDue("message", at(NOTICE_WINDOW), CLAIM_LEASE)).toBeUndefined();
  const held = store.outbox.claimDue("message", at(1_000 + NOTICE_WINDOW), CLAIM_LEASE)!;
  expect(countOf(held)).toBe(2);
});

it("a notice that failed for good starts no window: the next mail is told at once", async () => {
  const { ref, id } = store.add(VALID_INQUIRY, "off", at(0), true);
  await store.messages.receive(answer(ref), at(0));
  const claim = store.outbox.claimDue("message", at(0), CLAIM_LEASE)!;
  expect(store.outbox.failed(claim, "550 no such user", "refused")).toBe(true);
  await store.messages.receive(answer(ref), at(MINUTE));
  expect(notices(id)).toMatchObject([
    { status: "failed" },
    { status: "pending", nextAt: at(MINUTE).toISOString() },
  ]);
  // The failed one tells of its own mail, the new one of its own.
  expect(countOf(claim)).toBe(1);
  expect(countOf(store.outbox.claimDue("message", at(MINUTE), CLAIM_LEASE)!)).toBe(1);
});

it("the window is the inquiry's: another inquiry's first answer is told at once", async () => {
  const first = store.add(VALID_INQUIRY, "off", at(0), true);
  const other = store.add({ ...VALID_INQUIRY, email: "kim@plant.example" }, "off", at(0), true);
  await store.messages.receive(answer(first.ref), at(0));
  const sent = store.outbox.claimDue("message", at(0), CLAIM_LEASE)!;
  expect(store.outbox.sent(sent, at(0))).toBe(true);
  await store.messages.receive(answer(first.ref), at(MINUTE));
  await store.messages.receive(answer(other.ref, "kim@plant.example"), at(MINUTE));
  expect(notices(first.id)).toMatchObject([
    { status: "sent" },
    { status: "pending", nextAt: at(NOTICE_WINDOW).toISOString() },
  ]);
  expect(notices(other.id)).toMatchObject([
    { status: "pending", nextAt: at(MINUTE).toISOString() },
  ]);
  // Due first, the other's goes; then the held one at the window's end.
  const told = store.outbox.claimDue("message", at(MINUTE), CLAIM_LEASE)!;
  expect(told.inquiryId).toBe(other.id);
  expect(store.outbox.claimDue("message", at(MINUTE), CLAIM_LEASE)).toBeUndefined();
  const held = store.outbox.claimDue("message", at(NOTICE_WINDOW), CLAIM_LEASE)!;
  expect(held.inquiryId).toBe(first.id);
  expect(store.outbox.sent(held, at(NOTICE_WINDOW))).toBe(true);
  // After a quiet window the first answer is told at once again.
  await store.messages.receive(answer(first.ref), at(2 * NOTICE_WINDOW));
  expect(notices(first.id).at(-1)).toMatchObject({
    status: "pending",
    nextAt: at(2 * NOTICE_WINDOW).toISOString(),
  });
});
