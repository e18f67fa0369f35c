import { readFileSync } from "node:fs";
import { once } from "node:events";
import { createServer, connect, type Socket } from "node:net";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { IncomingMail, MailboxConfig, StoreIncoming } from "../../server/mail/incoming";
import {
  startMailboxReader,
  type MailboxReader,
  type ReaderOptions,
} from "../../server/mail/reader";
import { startDovecot, type Dovecot } from "./dovecot";

let dovecot: Dovecot;
const readers: MailboxReader[] = [];
beforeEach(async () => {
  dovecot = await startDovecot({ folders: ["Archive"] });
});
afterEach(async () => {
  await Promise.all(readers.splice(0).map((r) => r.stop()));
  await dovecot?.stop();
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

async function until<T>(check: () => T | Promise<T>, ms = 5_000, what = "condition"): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
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

test("with IDLE a reply reaches the store within 5 s, and is seen only once stored", async () => {
  const got: IncomingMail[] = [];
  const commit = deferred<"stored">();
  const r = reader({
    store: (mail) => {
      got.push(mail);
      return commit.promise;
    },
  });
  await until(() => r.status().state === "watching", 10_000, "watching");
  const appended = Date.now();
  await dovecot.append(fixture("gmail-reply.eml"));
  await until(() => got.length === 1, 5_000, "the store call");
  expect(Date.now() - appended).toBeLessThan(5_000);

  const mail = got[0]!;
  const seen = await look(mail.key.uid);
  expect(mail.key).toEqual({ uidValidity: seen.uidValidity, uid: 1 });
  expect(mail.subject).toBe("Re: [HF-20261124-0042] 견적 문의에 답변 드립니다");
  expect(mail.references).toHaveLength(2);
  expect(mail.attachments.map((a) => a.filename)).toEqual(["도면_rev2.pdf"]);
  expect(seen.seen).toBe(false); // the store has not committed yet

  commit.resolve("stored");
  await until(async () => (await look(1)).seen, 5_000, "\\Seen");
  expect(r.status().lastCheckedAt).toBeTruthy();
  // Log lines name no address, subject or text.
  expect(r.lines.join("\n")).not.toMatch(/@|HF-|quote|견적/);
}, 20_000);

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
  await until(() => r.status().state === "watching", 10_000, "watching");
  await dovecot.append(message("a"));
  await dovecot.append(message("b"));
  await until(async () => (await look(2)).seen, 5_000, "b seen");
  await until(() => calls.filter((c) => c === "a@buyer.example").length >= 3, 5_000, "retries");
  expect((await look(1)).seen).toBe(false);
  expect(calls.filter((c) => c === "b@buyer.example")).toHaveLength(1);
  expect(r.lines.some((l) => /UID 1 not stored \(attempt \d\)/.test(l))).toBe(true);

  failing = false;
  await until(async () => (await look(1)).seen, 5_000, "a seen after the store works again");
}, 20_000);

test("a reader stopped between fetch and commit loses nothing: the next one is offered it", async () => {
  const first: IncomingMail[] = [];
  const r1 = reader({
    store: (mail) => {
      first.push(mail);
      return new Promise(() => {}); // the process dies before the commit
    },
  });
  await until(() => r1.status().state === "watching", 10_000, "watching");
  await dovecot.append(message("restart"));
  await until(() => first.length === 1, 5_000, "the first store call");
  const stoppedAt = Date.now();
  await r1.stop();
  expect(Date.now() - stoppedAt).toBeLessThan(3_000);
  expect((await look(1)).seen).toBe(false);

  const second: IncomingMail[] = [];
  reader({ store: async (mail) => (second.push(mail), "duplicate") });
  await until(() => second.length === 1, 5_000, "the second reader's store call");
  expect(second[0]!.key).toEqual(first[0]!.key);
  expect(second[0]!.messageId).toBe("restart@buyer.example");
  await until(async () => (await look(1)).seen, 5_000, "seen");
}, 20_000);

test("over the limit: a note with the headers only, the message left in the mailbox", async () => {
  const got: IncomingMail[] = [];
  reader({ maxBytes: 64 * 1024, store: async (mail) => (got.push(mail), "stored") });
  const big = message("big", "x".repeat(76).concat("\r\n").repeat(3_000)); // 234 KB
  await dovecot.append(big);
  await until(() => got.length === 1, 10_000, "the note");
  expect(got[0]).toMatchObject({
    messageId: "big@buyer.example",
    subject: "Re: [HF-20261124-0042] quote big",
    text: "",
    attachments: [],
    tooLarge: { size: Buffer.byteLength(big) },
  });
  const after = await look(1);
  expect(after.exists).toBe(1);
}, 20_000);

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
    await until(() => got.length === 1, 10_000, "the note");
    expect(got[0]).toMatchObject({ messageId: "liar@buyer.example", text: "", attachments: [] });
    expect(got[0]!.tooLarge!.size).toBeGreaterThan(64 * 1024);
  } finally {
    await proxy.close();
  }
}, 20_000);

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
    await until(() => got.length === 1, 10_000, "the note");
    expect(got[0]).toMatchObject({ messageId: "flood@buyer.example", text: "", attachments: [] });
    expect(got[0]!.tooLarge!.size).toBeGreaterThan(64 * 1024);
    expect(r.lines.some((l) => /connecting again/.test(l))).toBe(true);
    await until(async () => (await look(1)).seen, 5_000, "seen once noted");
  } finally {
    await proxy.close();
  }
}, 20_000);

test("a dropped connection is connected again, and mail goes on arriving", async () => {
  const proxy = await startProxy(dovecot.port);
  try {
    const got: IncomingMail[] = [];
    const r = reader({
      config: () => config({ port: proxy.port }),
      store: async (mail) => (got.push(mail), "stored"),
    });
    await until(() => r.status().state === "watching", 10_000, "watching");
    proxy.dropAll();
    await until(() => r.lines.some((l) => l.startsWith("dropped")), 5_000, "the drop noticed");
    await until(() => r.status().state === "watching", 5_000, "watching again");
    await dovecot.append(message("after-drop"));
    await until(() => got.length === 1, 5_000, "mail after the drop");
    expect(got[0]!.messageId).toBe("after-drop@buyer.example");
  } finally {
    await proxy.close();
  }
}, 20_000);

test("without IDLE it polls, and finds the message on the next look", async () => {
  const got: IncomingMail[] = [];
  const r = reader({ idle: false, pollMs: 500, store: async (m) => (got.push(m), "stored") });
  await until(() => r.status().state === "polling", 10_000, "polling");
  await dovecot.append(message("polled"));
  await until(() => got.length === 1, 3_000, "the polled message");
  expect(r.status().state).toBe("polling");
}, 20_000);

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
    await until(() => r.status().state === "polling", 10_000, "polling");
    await dovecot.append(message("no-idle"));
    await until(() => got.length === 1, 3_000, "the polled message");
  } finally {
    await proxy.close();
  }
}, 20_000);

test("failures are told in plain kinds; no mailbox is off; restart() takes new settings", async () => {
  const store: StoreIncoming = async () => "stored";
  const slow = { first: 60_000, max: 60_000 };
  const wrong = reader({ store, reconnectMs: slow, config: () => config({ password: "nope" }) });
  const missing = reader({ store, reconnectMs: slow, config: () => config({ folder: "Nowhere" }) });
  const closed = await startProxy(dovecot.port);
  const port = closed.port;
  await closed.close();
  const refused = reader({ store, reconnectMs: slow, config: () => config({ port }) });
  await until(() => wrong.status().reason === "login-refused", 10_000, "login-refused");
  await until(() => missing.status().reason === "folder-missing", 10_000, "folder-missing");
  await until(() => refused.status().reason === "refused", 10_000, "refused");
  const unknown = reader({
    store,
    reconnectMs: slow,
    config: () => config({ host: "mailbox.nowhere.invalid" }),
  });
  await until(() => unknown.status().reason === "host-not-found", 10_000, "host-not-found");
  expect(wrong.status().state).toBe("failing");

  const settings: { saved?: MailboxConfig } = {};
  const later = reader({ store, config: () => settings.saved });
  await until(() => later.status().state === "off", 5_000, "off");
  settings.saved = config();
  later.restart();
  await until(() => later.status().state === "watching", 10_000, "watching after restart");
}, 20_000);

test("while it tries again, the status keeps the failure and its time; new settings start over", async () => {
  const store: StoreIncoming = async () => "stored";
  const settings = { saved: config({ password: "nope" }) };
  const r = reader({ store, reconnectMs: { first: 200, max: 200 }, config: () => settings.saved });
  await until(() => r.status().reason === "login-refused", 10_000, "login-refused");
  const failed = r.status();
  // Several tries later (Dovecot refuses a login after its 2 s delay), the same failure.
  const seen = new Set<string>();
  const end = Date.now() + 3_000;
  while (Date.now() < end) {
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
  await until(() => r.status().state === "watching", 10_000, "watching with the right password");
  expect(r.status().reason).toBeUndefined();
}, 20_000);

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
  await until(() => got.length === 1, 5_000, "the opened message");
  expect(got).toEqual([2]);
  // Without a mark (a fresh install) the history that was opened is left alone.
  const fresh: number[] = [];
  reader({ store: async (mail) => (fresh.push(mail.key.uid), "stored") });
  await until(() => r.status().lastCheckedAt, 5_000, "a look");
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(fresh).toEqual([]);
  expect(got).toEqual([2]);
}, 20_000);

test("STARTTLS asked for and not offered: no login is sent in clear", async () => {
  let sent = "";
  const proxy = await startProxy(dovecot.port, undefined, (text) => ((sent += text), text));
  try {
    const r = reader({
      store: async () => "stored",
      reconnectMs: { first: 60_000, max: 60_000 },
      config: () => config({ port: proxy.port, security: "starttls" }),
    });
    await until(() => r.status().reason === "tls", 10_000, "tls");
    expect(sent).not.toMatch(/AUTHENTICATE|LOGIN/i);
    expect(sent).not.toContain(dovecot.password);
  } finally {
    await proxy.close();
  }
}, 20_000);

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
