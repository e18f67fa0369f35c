import { readFileSync } from "node:fs";
import { once } from "node:events";
import { createServer, connect, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, expect, test } from "vitest";
import type { IncomingMail, MailboxConfig, StoreIncoming } from "../../server/mail/incoming";
import {
  startMailboxReader,
  type MailboxReader,
  type ReaderOptions,
} from "../../server/mail/reader";
import { startDovecot, type Dovecot } from "./dovecot";

/** One Dovecot for the file, and for each test a mailbox (a user) of its own. */
let server: Dovecot;
let dovecot: Dovecot;
const readers: MailboxReader[] = [];
beforeAll(async () => {
  server = await startDovecot();
});
afterAll(() => server?.stop());
beforeEach(async () => {
  dovecot = await server.mailbox({ folders: ["Archive"] });
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.stop()));
});

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/mail/${name}`, import.meta.url))
    .toString("latin1")
    .replace(/\r?\n/g, "\r\n");

function message(id: string, body = "Twelve units, please.") {
  return [
    "From: Buyer <buyer@buyer.example>",
    "To: sales@example.com",
    `Subject: Re: [HF-20261124-0042] quote ${id}`,
    `Message-ID: <${id}@buyer.example>`,
    "Date: Tue, 24 Nov 2026 10:00:00 +0900",
    "",
    body,
    "",
  ].join("\r\n");
}

function config(overrides: Partial<MailboxConfig> = {}): MailboxConfig {
  return {
    host: dovecot.host,
    port: dovecot.port,
    security: "none",
    user: dovecot.user,
    password: dovecot.password,
    folder: "INBOX",
    address: dovecot.address,
    ...overrides,
  };
}

function reader(options: Partial<ReaderOptions> & { store: StoreIncoming }) {
  const lines: string[] = [];
  const started = startMailboxReader({
    config: () => config(),
    reconnectMs: { first: 100, max: 1_000 },
    log: (line) => lines.push(line),
    ...options,
  });
  readers.push(started);
  return Object.assign(started, { lines });
}

/** Waits until `check` holds, looking every 25 ms: as long as it takes, within the test's time. */
async function until<T>(check: () => T | Promise<T>): Promise<T> {
  for (;;) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The message's flags as another client sees them, and how many messages the folder holds. */
async function look(uid: number) {
  const imap = await dovecot.client();
  try {
    const box = await imap.mailboxOpen("INBOX", { readOnly: true });
    const message = await imap.fetchOne(String(uid), { flags: true }, { uid: true });
    return {
      exists: box.exists,
      uidValidity: String(box.uidValidity),
      seen: Boolean(message && message.flags?.has("\\Seen")),
    };
  } finally {
    await imap.logout();
  }
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

test("with IDLE a reply reaches the store at once, and is seen only once stored", async () => {
  const got: IncomingMail[] = [];
  const commit = deferred<"stored">();
  const r = reader({
    // The next look would come long after the test's time: only IDLE can bring the reply.
    pollMs: 3_600_000,
    store: (mail) => {
      got.push(mail);
      return commit.promise;
    },
  });
  await until(() => r.status().state === "watching");
  await dovecot.append(fixture("gmail-reply.eml"));
  await until(() => got.length === 1);

  const mail = got[0]!;
  const seen = await look(mail.key.uid);
  expect(mail.key).toEqual({ uidValidity: seen.uidValidity, uid: 1 });
  expect(mail.subject).toBe("Re: [HF-20261124-0042] 견적 문의에 답변 드립니다");
  expect(mail.references).toHaveLength(2);
  expect(mail.attachments.map((a) => a.filename)).toEqual(["도면_rev2.pdf"]);
  expect(seen.seen).toBe(false); // the store has not committed yet

  commit.resolve("stored");
  await until(async () => (await look(1)).seen);
  expect(r.status().lastCheckedAt).toBeTruthy();
  // Log lines name no address, subject or text.
  expect(r.lines.join("\n")).not.toMatch(/@|HF-|quote|견적/);
});

test("a store that throws leaves its message unseen and tries it again; the others go on", async () => {
  const calls: string[] = [];
  let failing = true;
  const r = reader({
    retryMs: { first: 200, max: 400 },
    store: async (mail) => {
      calls.push(mail.messageId ?? "");
      if (failing && mail.messageId === "a@buyer.example") throw new Error("database is locked");
      return "stored";
    },
  });
  await until(() => r.status().state === "watching");
  await dovecot.append(message("a"));
  await dovecot.append(message("b"));
  await until(async () => (await look(2)).seen);
  await until(() => calls.filter((c) => c === "a@buyer.example").length >= 3);
  expect((await look(1)).seen).toBe(false);
  expect(calls.filter((c) => c === "b@buyer.example")).toHaveLength(1);
  expect(r.lines.some((l) => /UID 1 not stored \(attempt \d\)/.test(l))).toBe(true);

  failing = false;
  await until(async () => (await look(1)).seen);
});

test("a reader stopped between fetch and commit loses nothing: the next one is offered it", async () => {
  const first: IncomingMail[] = [];
  const r1 = reader({
    store: (mail) => {
      first.push(mail);
      return new Promise(() => {}); // the process dies before the commit
    },
  });
  await until(() => r1.status().state === "watching");
  await dovecot.append(message("restart"));
  await until(() => first.length === 1);
  // Stops though the store's call never ends.
  await r1.stop();
  expect((await look(1)).seen).toBe(false);

  const second: IncomingMail[] = [];
  reader({ store: async (mail) => (second.push(mail), "duplicate") });
  await until(() => second.length === 1);
  expect(second[0]!.key).toEqual(first[0]!.key);
  expect(second[0]!.messageId).toBe("restart@buyer.example");
  await until(async () => (await look(1)).seen);
});

test("over the limit: a note with the headers only, the message left in the mailbox", async () => {
  const got: IncomingMail[] = [];
  reader({ maxBytes: 64 * 1024, store: async (mail) => (got.push(mail), "stored") });
  const big = message("big", "x".repeat(76).concat("\r\n").repeat(3_000)); // 234 KB
  await dovecot.append(big);
  await until(() => got.length === 1);
  expect(got[0]).toMatchObject({
    messageId: "big@buyer.example",
    subject: "Re: [HF-20261124-0042] quote big",
    text: "",
    attachments: [],
    tooLarge: { size: Buffer.byteLength(big) },
  });
  const after = await look(1);
  expect(after.exists).toBe(1);
});

test("a server that understates a message's size is still held to the limit", async () => {
  // The proxy says every message is 10 bytes; the reader must count what arrives.
  const proxy = await startProxy(dovecot.port, (text) =>
    text.replace(/RFC822\.SIZE \d+/g, "RFC822.SIZE 10"),
  );
  try {
    const got: IncomingMail[] = [];
    reader({
      maxBytes: 64 * 1024,
      config: () => config({ port: proxy.port }),
      store: async (mail) => (got.push(mail), "stored"),
    });
    await dovecot.append(message("liar", "y".repeat(76).concat("\r\n").repeat(3_000)));
    await until(() => got.length === 1);
    expect(got[0]).toMatchObject({ messageId: "liar@buyer.example", text: "", attachments: [] });
    expect(got[0]!.tooLarge!.size).toBeGreaterThan(64 * 1024);
  } finally {
    await proxy.close();
  }
});

test("a server that lies about the size and ignores the byte cap is cut off", async () => {
  // The relay says the message is 10 bytes and strips the range from the reader's FETCH, so
  // Dovecot sends all 234 KB: imapflow's literal cap ends the connection before keeping them.
  const proxy = await startProxy(
    dovecot.port,
    (text) => text.replace(/RFC822\.SIZE \d+/g, "RFC822.SIZE 10"),
    (text) => text.replace(/(BODY|BINARY)\.PEEK\[\]<0\.\d+>/g, "$1.PEEK[]"),
  );
  try {
    const got: IncomingMail[] = [];
    const r = reader({
      maxBytes: 64 * 1024,
      config: () => config({ port: proxy.port }),
      store: async (mail) => (got.push(mail), "stored"),
    });
    await dovecot.append(message("flood", "z".repeat(76).concat("\r\n").repeat(3_000)));
    await until(() => got.length === 1);
    expect(got[0]).toMatchObject({ messageId: "flood@buyer.example", text: "", attachments: [] });
    expect(got[0]!.tooLarge!.size).toBeGreaterThan(64 * 1024);
    expect(r.lines.some((l) => /connecting again/.test(l))).toBe(true);
    await until(async () => (await look(1)).seen);
  } finally {
    await proxy.close();
  }
});

test("a dropped connection is connected again, and mail goes on arriving", async () => {
  const proxy = await startProxy(dovecot.port);
  try {
    const got: IncomingMail[] = [];
    const r = reader({
      config: () => config({ port: proxy.port }),
      store: async (mail) => (got.push(mail), "stored"),
    });
    await until(() => r.status().state === "watching");
    proxy.dropAll();
    await until(() => r.lines.some((l) => l.startsWith("dropped")));
    await until(() => r.status().state === "watching");
    await dovecot.append(message("after-drop"));
    await until(() => got.length === 1);
    expect(got[0]!.messageId).toBe("after-drop@buyer.example");
  } finally {
    await proxy.close();
  }
});

test("without IDLE it polls, and finds the message on the next look", async () => {
  const got: IncomingMail[] = [];
  const r = reader({ idle: false, pollMs: 500, store: async (m) => (got.push(m), "stored") });
  await until(() => r.status().state === "polling");
  await dovecot.append(message("polled"));
  await until(() => got.length === 1);
  expect(r.status().state).toBe("polling");
});

test("a server that does not offer IDLE is polled", async () => {
  // The relay takes IDLE out of every capability list, as a server without it would send them.
  const proxy = await startProxy(dovecot.port, (text) =>
    text.replace(/(CAPABILITY[^\r\n]*?) IDLE\b/g, "$1"),
  );
  try {
    const got: IncomingMail[] = [];
    const r = reader({
      pollMs: 500,
      config: () => config({ port: proxy.port }),
      store: async (m) => (got.push(m), "stored"),
    });
    await until(() => r.status().state === "polling");
    await dovecot.append(message("no-idle"));
    await until(() => got.length === 1);
  } finally {
    await proxy.close();
  }
});

test("failures are told in plain kinds; no mailbox is off; restart() takes new settings", async () => {
  const store: StoreIncoming = async () => "stored";
  const slow = { first: 60_000, max: 60_000 };
  const wrong = reader({ store, reconnectMs: slow, config: () => config({ password: "nope" }) });
  const missing = reader({ store, reconnectMs: slow, config: () => config({ folder: "Nowhere" }) });
  const closed = await startProxy(dovecot.port);
  const port = closed.port;
  await closed.close();
  const refused = reader({ store, reconnectMs: slow, config: () => config({ port }) });
  await until(() => wrong.status().reason === "login-refused");
  await until(() => missing.status().reason === "folder-missing");
  await until(() => refused.status().reason === "refused");
  const unknown = reader({
    store,
    reconnectMs: slow,
    config: () => config({ host: "mailbox.nowhere.invalid" }),
  });
  await until(() => unknown.status().reason === "host-not-found");
  expect(wrong.status().state).toBe("failing");

  const settings: { saved?: MailboxConfig } = {};
  const later = reader({ store, config: () => settings.saved });
  await until(() => later.status().state === "off");
  settings.saved = config();
  later.restart();
  await until(() => later.status().state === "watching");
});

test("while it tries again, the status keeps the failure and its time; new settings start over", async () => {
  const store: StoreIncoming = async () => "stored";
  const settings = { saved: config({ password: "nope" }) };
  const r = reader({ store, reconnectMs: { first: 200, max: 200 }, config: () => settings.saved });
  await until(() => r.status().reason === "login-refused");
  const failed = r.status();
  // Two tries later (Dovecot refuses a login after its 2 s delay), the same failure.
  const seen = new Set<string>();
  while (!r.lines.some((line) => line.includes("(attempt 3)"))) {
    seen.add(r.status().state);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect([...seen]).toEqual(["failing"]);
  expect(r.status()).toMatchObject({
    state: "failing",
    reason: "login-refused",
    since: failed.since,
  });
  settings.saved = config();
  r.restart();
  await until(() => r.status().state === "watching");
  expect(r.status().reason).toBeUndefined();
});

test("mail opened in a mail program before the site read it is still read, once", async () => {
  const got: number[] = [];
  // The store already holds UID 1: a message opened elsewhere (seen) above it is read anyway.
  await dovecot.append(message("first"), "INBOX", ["\\Seen"]);
  await dovecot.append(message("opened"), "INBOX", ["\\Seen"]);
  const { uidValidity } = await look(1);
  const r = reader({
    store: async (mail) => (got.push(mail.key.uid), "stored"),
    lastStored: (validity) => (validity === uidValidity ? 1 + got.length : undefined),
  });
  await until(() => got.length === 1);
  expect(got).toEqual([2]);
  // Without a mark (a fresh install) the history that was opened is left alone.
  const fresh: number[] = [];
  const another = reader({ store: async (mail) => (fresh.push(mail.key.uid), "stored") });
  // Both first looks are over: what either would read, it would have stored by then.
  await until(() => another.status().lastCheckedAt && r.status().lastCheckedAt);
  expect(fresh).toEqual([]);
  expect(got).toEqual([2]);
});

test("STARTTLS asked for and not offered: no login is sent in clear", async () => {
  let sent = "";
  const proxy = await startProxy(dovecot.port, undefined, (text) => ((sent += text), text));
  try {
    const r = reader({
      store: async () => "stored",
      reconnectMs: { first: 60_000, max: 60_000 },
      config: () => config({ port: proxy.port, security: "starttls" }),
    });
    await until(() => r.status().reason === "tls");
    expect(sent).not.toMatch(/AUTHENTICATE|LOGIN/i);
    expect(sent).not.toContain(dovecot.password);
  } finally {
    await proxy.close();
  }
});

/** A TCP relay to Dovecot whose connections a test can cut, or whose answers it can alter. */
async function startProxy(
  target: number,
  rewrite?: (text: string) => string,
  rewriteUp?: (text: string) => string,
) {
  const sockets = new Set<Socket>();
  const server = createServer((inbound) => {
    const outbound = connect(target, "127.0.0.1");
    sockets.add(inbound).add(outbound);
    inbound.on("data", (chunk: Buffer) =>
      outbound.write(
        rewriteUp ? Buffer.from(rewriteUp(chunk.toString("latin1")), "latin1") : chunk,
      ),
    );
    outbound.on("data", (chunk: Buffer) =>
      inbound.write(rewrite ? Buffer.from(rewrite(chunk.toString("latin1")), "latin1") : chunk),
    );
    const drop = () => {
      inbound.destroy();
      outbound.destroy();
    };
    for (const socket of [inbound, outbound]) {
      socket.on("error", drop);
      socket.on("close", drop);
    }
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    port: (server.address() as { port: number }).port,
    dropAll() {
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}
