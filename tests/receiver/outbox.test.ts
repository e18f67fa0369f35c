import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { openInbox } from "../../server/inquiries/inbox";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { run } from "../../server/admin/inquiries-command";
import { openStore } from "../../server/inquiries/store";
import { createOutbox, SENDS_AT_ONCE } from "../../server/mail/outbox/runner";
import { mailRoomOf, type MailRoom } from "../../server/mail/room";
import { mailSettings } from "../../server/mail/settings";
import { PATIENT, post, startReceiver, STORED, VALID, type Receiver } from "./harness";
import { startSmtp, type FakeSmtp } from "./smtp";

/**
 * The staff notices as an outbox: through the real receiver and a fake SMTP server that refuses
 * as told, with waits between tries shortened to milliseconds. (Each SMTP session takes 0.1 s,
 * the fake server's wait for clients that talk too early, hence the small numbers.)
 */
const FAST = [10, 20, 40, 80, 160];

let smtp: FakeSmtp;
beforeEach(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(console, "error").mockImplementation(() => undefined);
  smtp = await startSmtp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await smtp.close();
});

const mailEnv = () => ({
  RATE_LIMIT_PER_MINUTE: "0",
  SMTP_URL: smtp.url,
  MAIL_TO: "sales@hanbit.example",
  MAIL_FROM: "website@hanbit.example",
});

async function submit(receiver: Receiver, count: number) {
  return Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const response = await post(receiver, { ...VALID, inquiry: `outbox test #${index}` });
      expect(response.status).toBe(200);
      return ((await response.json()) as { ref: string }).ref;
    }),
  );
}

/** Each reference arrived exactly once, and nothing else did. */
function expectEachOnce(refs: string[]) {
  expect([...smtp.counts()].sort()).toEqual(refs.toSorted().map((ref) => [ref, 1]));
}

async function health(receiver: Receiver) {
  const response = await fetch(`${receiver.url}/healthz`);
  return { status: response.status, body: (await response.json()) as unknown };
}

function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), "outbox-"));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

it("each notice arrives exactly once though the SMTP server refuses the first tries", async () => {
  smtp.refuse(421, 451, 451);
  const receiver = await startReceiver(mailEnv(), { outbox: { retrySchedule: FAST } });
  onTestFinished(() => receiver.close());
  const refs = await submit(receiver, 4);

  await vi.waitFor(
    () => expect(receiver.store.noticeCounts()).toEqual({ pending: 0, failed: 0 }),
    PATIENT,
  );
  // Longer than the longest wait used: a second copy of any notice would have come by now.
  await sleep(250);
  expectEachOnce(refs);
  // 4 notices, 3 refusals: 7 tries, a few at a time.
  expect(smtp.stats()).toMatchObject({ sessions: 7, refused: 3 });
  expect(smtp.stats().maxOpen).toBeLessThanOrEqual(SENDS_AT_ONCE);
  const stored = receiver.store.since();
  expect(stored.map((inquiry) => inquiry.mailStatus)).toEqual(Array(4).fill("sent"));
  expect(stored.reduce((sum, inquiry) => sum + inquiry.mailAttempts, 0)).toBe(7);
  expect(stored.every((inquiry) => inquiry.mailError === undefined)).toBe(true);
});

it("a notice in flight holds up neither an answer nor the next notice", async () => {
  smtp.hold();
  const dir = tempDir();
  const receiver = await startReceiver(mailEnv(), { dir });
  const [first] = await submit(receiver, 1);
  await vi.waitFor(() => expect(smtp.held).toBe(1), PATIENT);
  // The SMTP server has not answered the first notice; the next inquiry is answered all the same.
  const [second] = await submit(receiver, 1);
  expect(await health(receiver)).toEqual({
    status: 200,
    body: { status: "ok", database: "writable", disk: "ok", notices: { pending: 2, failed: 0 } },
  });
  // Its notice leaves on a connection of its own while the first still waits.
  await vi.waitFor(() => expect(smtp.held).toBe(2), PATIENT);
  expect(smtp.stats().sessions).toBe(2);

  // Closing waits for the tries under way and records them before the database closes.
  let closed = false;
  const closing = receiver.close().then(() => (closed = true));
  await sleep(50);
  expect(closed).toBe(false);
  smtp.release();
  await closing;
  expectEachOnce([first!, second!]);
  const store = openStore(join(dir, "inquiries.sqlite"));
  try {
    expect(store.recent(2).map((inquiry) => [inquiry.ref, inquiry.mailStatus])).toEqual([
      [second, "sent"],
      [first, "sent"],
    ]);
  } finally {
    store.close();
  }
});

it("notices pending at a stop are sent after a start on the same database", async () => {
  smtp.refuseAll(451);
  const dir = tempDir();
  const first = await startReceiver(mailEnv(), { dir });
  const refs = await submit(first, 2);
  // Each tried once and refused; the next try is a minute away (the production schedule).
  await vi.waitFor(
    () => expect(first.store.since().map((inquiry) => inquiry.mailAttempts)).toEqual([1, 1]),
    PATIENT,
  );
  await first.close();
  expect(smtp.inbox).toEqual([]);

  // The minute passes while the server is down.
  const db = new Database(join(dir, "inquiries.sqlite"));
  db.prepare("UPDATE mail_outbox SET next_at = ? WHERE kind = 'notice'").run(
    new Date(Date.now() - 1000).toISOString(),
  );
  db.close();
  smtp.refuseAll(undefined);
  const second = await startReceiver(mailEnv(), { dir });
  onTestFinished(() => second.close());
  await vi.waitFor(
    () => expect(second.store.noticeCounts()).toEqual({ pending: 0, failed: 0 }),
    PATIENT,
  );
  expectEachOnce(refs);
  expect(second.store.since().map((inquiry) => inquiry.mailAttempts)).toEqual([2, 2]);
});

it("after the last try a notice is failed; unsent lists it and resend sends it once", async () => {
  smtp.refuseAll(451);
  const receiver = await startReceiver(mailEnv(), { outbox: { retrySchedule: [10] } });
  onTestFinished(() => receiver.close());
  const refs = await submit(receiver, 2);
  await vi.waitFor(
    () => expect(receiver.store.noticeCounts()).toEqual({ pending: 0, failed: 2 }),
    PATIENT,
  );
  // 2 tries each (the first, and one after the only wait), then no more.
  await sleep(100);
  expect(smtp.stats().sessions).toBe(4);
  for (const inquiry of receiver.store.since()) {
    expect(inquiry).toMatchObject({ mailStatus: "failed", mailAttempts: 2 });
    expect(inquiry.mailError).toContain("local error, try later");
  }
  expect((await health(receiver)).body).toMatchObject({ notices: { pending: 0, failed: 2 } });

  const env = { INQUIRY_DB: join(receiver.dir, "inquiries.sqlite"), ...mailEnv() };
  const staff = async (...args: string[]) => {
    let output = "";
    const code = await run(args, env, { write: (text: string) => (output += text) });
    return { code, output };
  };
  const unsent = await staff("unsent");
  expect(unsent.code).toBe(0);
  const lines = unsent.output.split("\n");
  expect(lines[0]).toMatch(/^Reference\s+Received \(KST\)\s+Company\s+Mail\s+Tries\s+Next try/);
  for (const [index, ref] of refs.toSorted().entries()) {
    expect(lines[index + 2]).toMatch(new RegExp(`^${ref}\\s.*\\sfailed\\s+2\\s+-\\s+.*451`));
  }
  expect(unsent.output).toContain("0 pending, 2 failed");

  smtp.refuseAll(undefined);
  expect(await staff("resend", refs[0]!)).toEqual({
    code: 0,
    output: `${refs[0]}  sent\n1 sent, 0 not sent\n`,
  });
  expectEachOnce([refs[0]!]);
  // Asked again: it was sent, so it is not sent twice.
  expect(await staff("resend", refs[0]!)).toEqual({
    code: 0,
    output: `${refs[0]}  already sent, not sent again\n0 sent, 0 not sent\n`,
  });
  expect((await health(receiver)).body).toMatchObject({ notices: { pending: 0, failed: 1 } });

  expect((await staff("resend", "--failed")).output).toBe(`${refs[1]}  sent\n1 sent, 0 not sent\n`);
  expect(await staff("resend", "--failed")).toEqual({ code: 0, output: "No failed notices.\n" });
  expectEachOnce(refs);
  expect(receiver.store.since().map((inquiry) => inquiry.mailStatus)).toEqual(["sent", "sent"]);
  expect((await health(receiver)).body).toMatchObject({ notices: { pending: 0, failed: 0 } });
  expect((await staff("unsent")).output).toContain("0 pending, 0 failed");
});

describe("two processes on one database", () => {
  it("never send one notice twice", async () => {
    const file = join(tempDir(), "inquiries.sqlite");
    const seed = openStore(file);
    const refs = Array.from(
      { length: 12 },
      (_, index) => seed.add({ ...STORED, lang: "ko", inquiry: `#${index}` }, "pending").ref,
    );
    seed.close();
    smtp.refuse(451, 421, 451);

    const mail = mailSettings({
      env: {
        SMTP_URL: smtp.url,
        MAIL_TO: ["sales@hanbit.example"],
        MAIL_FROM: "website@hanbit.example",
        SITE_URL: "https://www.hanbit.example",
      },
    });
    const room = mailRoomOf(mail, "https://www.hanbit.example", () => []);
    // Two connections of their own, as two server processes have; each outbox starts at once.
    const { stores, sentBy, outboxes } = twoRunners(file, "notice", room);
    try {
      await vi.waitFor(() => expect(smtp.inbox).toHaveLength(12), PATIENT);
      await sleep(250);
      expectEachOnce(refs);
      // Both took part (else this proves nothing), and every try was one claim: 12 + 3 refused.
      expect(sentBy.every((count) => count > 0)).toBe(true);
      expect(sentBy[0]! + sentBy[1]!).toBe(15);
      const stored = stores[0]!.since();
      expect(stored.every((inquiry) => inquiry.mailStatus === "sent")).toBe(true);
      expect(stored.reduce((sum, inquiry) => sum + inquiry.mailAttempts, 0)).toBe(15);
    } finally {
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      stores.forEach((store) => store.close());
    }
  });

  it("never send one reply twice, and answer each inquiry once", async () => {
    const file = join(tempDir(), "inquiries.sqlite");
    const seed = openStore(file);
    const refs = Array.from({ length: 8 }, (_, index) => {
      const { ref } = seed.add({ ...STORED, lang: "ko", inquiry: `#${index}` }, "off");
      const mail = { subject: `Re: [${ref}]`, body: "견적을 보내 드립니다.", to: STORED.email };
      const queued = seed.replies.queue(
        ref,
        { ...mail, replyTo: "kim@hanbit.example", staff: "김영업" },
        "kim@hanbit.example",
      );
      expect(queued.result).toBe("queued");
      return ref;
    });
    seed.close();
    smtp.refuse(451, 421);

    const mail = mailSettings({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: "website@hanbit.example",
        SITE_URL: "https://www.hanbit.example",
      },
    });
    const room = mailRoomOf(mail, "https://www.hanbit.example", () => []);
    // Two runners over two connections to the one file, as two server processes have.
    const { stores, sentBy, outboxes } = twoRunners(file, "reply", room);
    try {
      await vi.waitFor(() => expect(smtp.inbox).toHaveLength(8), PATIENT);
      await sleep(250);
      expectEachOnce(refs);
      // Both took part, and every try was one claim: 8 sent + 2 refused.
      expect(sentBy.every((count) => count > 0)).toBe(true);
      expect(sentBy[0]! + sentBy[1]!).toBe(10);
      const inbox = openInbox(stores[1]!);
      for (const ref of refs) {
        const detail = inbox.detail(ref)!;
        expect(detail.status).toBe("answered");
        // The sent reply answered its inquiry once, whichever runner recorded it.
        const answered = detail.timeline.filter(
          (event) => event.kind === "status" && event.value === "answered",
        );
        expect(answered).toHaveLength(1);
        const states = [...stores[0]!.replies.states(stores[0]!.idOf(ref)!).values()];
        expect(states).toMatchObject([{ status: "sent" }]);
      }
      const tries = refs.flatMap((ref) => [
        ...stores[0]!.replies.states(stores[0]!.idOf(ref)!).values(),
      ]);
      expect(tries.reduce((sum, state) => sum + state.attempts, 0)).toBe(10);
    } finally {
      await Promise.all(outboxes.map((outbox) => outbox.stop()));
      stores.forEach((store) => store.close());
    }
  });
});

/** Two outboxes of `kind` over two connections to `file`, counting the tries each made. */
function twoRunners(file: string, kind: "notice" | "reply", room: MailRoom) {
  const stores = [openStore(file), openStore(file)];
  const sentBy = [0, 0];
  const outboxes = stores.map((store, worker) => {
    const send = queuedMail(store, room)[kind];
    return createOutbox(
      store.outbox,
      kind,
      async (claim) => {
        sentBy[worker]! += 1;
        await send(claim);
      },
      { retrySchedule: FAST },
    );
  });
  return { stores, sentBy, outboxes };
}
