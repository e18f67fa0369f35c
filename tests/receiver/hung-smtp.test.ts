import { once } from "node:events";
import { connect, createServer, type AddressInfo, type Socket } from "node:net";
import { afterEach, beforeEach, expect, it, onTestFinished, vi } from "vitest";
import { PATIENT, post, startReceiver, VALID } from "./harness";
import { startSmtp, type FakeSmtp } from "./smtp";

/**
 * One hung SMTP session holds no other mail (issue 64, items 6 and 8): the site's SMTP server is
 * a front that accepts its first connection and never answers it (no greeting, ever), and hands
 * every later connection to a working server. The other notices must arrive while the hung
 * session is still open, so none waited for its timeout. And as many hung sessions as a kind has
 * slots hold no other buyer's mail either (issue 72, item 6): a slow try frees its slot.
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

/** A raw TCP front: the first connection is held unanswered, the others reach `target`. */
async function hangFirst(target: string) {
  const { port: targetPort } = new URL(target);
  const sockets = new Set<Socket>();
  let hung: Socket | undefined;
  let hungAt = 0;
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    if (!hung) {
      hung = socket;
      hungAt = Date.now();
      return;
    }
    const upstream = connect(Number(targetPort), "127.0.0.1");
    sockets.add(upstream);
    upstream.on("close", () => sockets.delete(upstream));
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get hung() {
      return hung;
    },
    get hungAt() {
      return hungAt;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

it("a server that accepts and never answers holds only its own mail", async () => {
  const front = await hangFirst(smtp.url);
  onTestFinished(() => front.close());
  const receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: front.url,
      MAIL_TO: "sales@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
    },
    { outbox: { retrySchedule: FAST } },
  );
  onTestFinished(() => receiver.close());

  const refs: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const response = await post(receiver, { ...VALID, inquiry: `hung smtp #${index}` });
    expect(response.status).toBe(200);
    refs.push(((await response.json()) as { ref: string }).ref);
  }
  // Every notice but the hung one arrives, while the hung session is still open: none of them
  // waited for its timeout.
  await vi.waitFor(() => expect(smtp.inbox).toHaveLength(5), PATIENT);
  const hung = front.hung!;
  expect(hung.destroyed).toBe(false);
  console.info(
    `5 notices delivered ${Date.now() - front.hungAt} ms after a session that never answered began`,
  );
  const delivered = new Set(smtp.inbox.map((mail) => mail.ref));
  const held = refs.filter((ref) => !delivered.has(ref));
  expect(held).toHaveLength(1);
  // The last one's record follows its arrival at the server: waited for, never assumed.
  await vi.waitFor(
    () => expect(receiver.store.noticeCounts()).toEqual({ pending: 1, failed: 0 }),
    PATIENT,
  );

  // The hung session ends (as its timeout would end it): its notice is tried again and arrives,
  // once, like every other.
  hung.destroy();
  await vi.waitFor(() => expect(smtp.inbox).toHaveLength(6), PATIENT);
  expect([...smtp.counts()].sort()).toEqual(refs.toSorted().map((ref) => [ref, 1]));
  await vi.waitFor(
    () => expect(receiver.store.noticeCounts()).toEqual({ pending: 0, failed: 0 }),
    PATIENT,
  );
  const retried = receiver.store.since().find((inquiry) => inquiry.ref === held[0])!;
  expect(retried.mailAttempts).toBe(2);
});

it("three recipients that never answer hold no other buyer's confirmation", async () => {
  const receiver = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SMTP_URL: smtp.url,
      MAIL_TO: "sales@hanbit.example",
      MAIL_FROM: "website@hanbit.example",
      CONFIRM_MAIL: "true",
    },
    { outbox: { retrySchedule: FAST } },
  );
  onTestFinished(() => receiver.close());
  // Each of these buyers' sessions takes the message and never answers it: as many as the
  // confirmations' slots.
  const stalled = ["kim@stalled-one.example", "lee@stalled-two.example", "park@stalled-3.example"];
  const others = Array.from(
    { length: 10 },
    (_, index) => `buyer${index}@elsewhere${index}.example`,
  );
  smtp.hold(...stalled);
  const askedAt = new Map<string, number>();
  const inquire = async (email: string) => {
    askedAt.set(email, Date.now());
    const response = await post(receiver, { ...VALID, email, inquiry: `hung buyer ${email}` });
    expect(response.status).toBe(200);
    return ((await response.json()) as { ref: string }).ref;
  };
  const to = (address: string) => smtp.inbox.filter((mail) => mail.to.includes(address));

  const refs = await Promise.all(stalled.map(inquire));
  await vi.waitFor(() => expect(smtp.held).toBe(stalled.length), PATIENT);
  refs.push(...(await Promise.all(others.map(inquire))));
  // Every other buyer's confirmation arrives within 10 s of the inquiry, while the three
  // sessions are still hung.
  await vi.waitFor(() => expect(others.filter((a) => to(a).length > 0)).toEqual(others), {
    timeout: 10_000,
    interval: 20,
  });
  const waits = others
    .map((address) => to(address)[0]!.at - askedAt.get(address)!)
    .sort((a, b) => a - b);
  console.info(
    `10 buyers' confirmations beside 3 hung sessions waited ${waits[0]} to ${waits.at(-1)} ms ` +
      `(median ${(waits[4]! + waits[5]!) / 2})`,
  );
  expect(Math.max(...waits)).toBeLessThan(10_000);
  expect(smtp.held).toBe(stalled.length);

  // The hung sessions answer at last: every mail arrives once, the staff's and the buyers'.
  smtp.release();
  const counts = () => ({
    confirmations: receiver.store.outbox.counts("confirmation"),
    notices: receiver.store.noticeCounts(),
  });
  const none = { pending: 0, failed: 0 };
  await vi.waitFor(() => expect(counts()).toEqual({ confirmations: none, notices: none }), PATIENT);
  for (const address of [...stalled, ...others]) expect(to(address)).toHaveLength(1);
  expect(
    to("sales@hanbit.example")
      .map((mail) => mail.ref)
      .sort(),
  ).toEqual(refs.toSorted());
  expect(smtp.inbox).toHaveLength(2 * refs.length);
});
