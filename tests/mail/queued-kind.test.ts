import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { openInbox } from "../../server/inquiries/inbox";
import { queuedKinds } from "../../server/mail/kinds";
import { PATIENT, startReceiver, STORED, type Receiver } from "../receiver/harness";
import { startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { register, REMINDER } from "./reminder-kind";

/**
 * Decision 039: a queued kind of mail is its file, its registration line and its schedule
 * entry. A reminder the site does not have, registered here and nowhere else, is run by the
 * outbox the inquiries start, read back from its row, sent with the headers every mail has,
 * and shown on the timeline under its own name when it fails.
 */
let smtp: FakeSmtp;
let receiver: Receiver;
let unregister: () => void;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  unregister = register();
  smtp = await startSmtp();
  receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: smtp.url,
      MAIL_TO: "sales@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
    },
    // One try, then failed: the failure is on the timeline at once.
    { outbox: { retrySchedule: [] } },
  );
});
afterAll(async () => {
  await receiver?.close();
  await smtp?.close();
  unregister?.();
  vi.restoreAllMocks();
});

/** A buyer's inquiry whose notice and confirmation are off: only the reminder is mailed. */
function inquiry(email: string) {
  const { ref } = receiver.store.add({ ...STORED, lang: "ko", email }, "off");
  return { ref, id: receiver.store.idOf(ref)! };
}

it("is queued by one add, due when its clock says, and sent as every mail is", async () => {
  expect(queuedKinds()).toContain(REMINDER);
  const { ref, id } = inquiry("buyer@reminded.example");
  // The schedule entry: one row, due a moment from now; the outbox's one timer wakes for it.
  const due = new Date(Date.now() + 100);
  receiver.store.outbox.add({ kind: REMINDER, inquiryId: id, payload: { days: 3 } }, due);
  await vi.waitFor(() => expect(smtp.inbox.map((mail) => mail.ref)).toContain(ref), PATIENT);
  const raw = smtp.inbox.find((mail) => mail.ref === ref)!.raw;
  expect(Date.now()).toBeGreaterThanOrEqual(due.getTime());
  expect(subjectOf(raw)).toBe(`[${ref}] 견적의 유효 기간이 3일 남았습니다`);
  expect(raw).toMatch(/^To: buyer@reminded\.example\r?$/m);
  expect(raw).toMatch(/^Auto-Submitted: auto-generated\r?$/m);
  // A Message-ID of its own, made with its row (the same for every try). The row is marked sent
  // once the server's answer reaches the sender, which may be after the mail is in its inbox.
  await vi.waitFor(
    () =>
      expect(receiver.store.outbox.ofInquiry(id)[0]).toMatchObject({
        kind: REMINDER,
        status: "sent",
      }),
    PATIENT,
  );
  expect(raw).toMatch(/^Message-ID:\s*<hf-reminder-[0-9a-f-]{36}@hanbit\.example>\r?$/im);
});

it("shows its failure on the timeline under the name its file gives", async () => {
  smtp.refuseAll(451);
  try {
    const { ref, id } = inquiry("buyer@refused.example");
    receiver.store.outbox.add({ kind: REMINDER, inquiryId: id, payload: { days: 3 } });
    await vi.waitFor(
      () => expect(receiver.store.outbox.ofInquiry(id)).toMatchObject([{ status: "failed" }]),
      PATIENT,
    );
    const entry = openInbox(receiver.store)
      .detail(ref)!
      .timeline.find((found) => found.kind === "queued");
    expect(entry).toMatchObject({
      kind: "queued",
      mail: REMINDER,
      name: { ko: "견적 만료 알림", en: "Reminder of the quotation's expiry" },
      status: "failed",
      attempts: 1,
    });
  } finally {
    smtp.refuseAll(undefined);
  }
});
