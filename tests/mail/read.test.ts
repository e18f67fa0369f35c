import { readdirSync, readFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { afterAll, beforeAll, expect, test } from "vitest";
import { parseHeadersOnly, parseMessage } from "../../server/mail/parse";
import { readHeadersOnly, readMessage } from "../../server/mail/read";
import { closeWork } from "../../server/work/pool";
import { hostileMail } from "../fixtures/hostile-mail";

/**
 * The mail's parse in the work pool's thread (issue 56): what the reader stores is what the
 * parse on this thread made, a mail past its limit is "could not be read" with its raw bytes,
 * and this thread, the one that answers requests, keeps answering meanwhile.
 */

const key = { uidValidity: "1764000000", uid: 42 };
const FIXTURES = new URL("../fixtures/mail/", import.meta.url);
const fixture = (name: string) => readFileSync(new URL(name, FIXTURES));

beforeAll(async () => {
  // The pool's thread started and its modules loaded: a limit below counts the parse alone.
  await readMessage(fixture("euc-kr.eml"), { key });
});
afterAll(() => closeWork());

test("every mail of the fixtures comes back as the parse on this thread makes it", async () => {
  const names = readdirSync(FIXTURES).filter((name) => name.endsWith(".eml"));
  expect(names).toEqual(expect.arrayContaining(["gmail-reply.eml", "outlook-reply.eml"]));
  for (const name of names) {
    const raw = fixture(name);
    const meta = { key, receivedAt: new Date("2026-11-24T03:00:00Z"), authservId: "mx.example" };
    const mail = await readMessage(raw, meta);
    expect(mail, name).toEqual(await parseMessage(raw, meta));
    for (const file of mail.attachments) expect(Buffer.isBuffer(file.content)).toBe(true);
  }
  const header = fixture("gmail-reply.eml").subarray(0, 1_000);
  const meta = { key, size: 31_457_280 };
  expect(await readHeadersOnly(header, meta)).toEqual(await parseHeadersOnly(header, meta));
});

test("a mail past its limit is kept raw as could not be read; this thread answers meanwhile", async () => {
  const raw = hostileMail("list", { from: "Mallory <mallory@evil.example>" });
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  // Its parse holds a thread for many seconds (17.7 s where the attack was tried).
  const mail = await readMessage(raw, { key }, { timeoutMs: 2_000 });
  delay.disable();
  expect(mail).toMatchObject({
    unreadable: true,
    from: { address: "mallory@evil.example", name: "Mallory" },
    subject: "hostile list",
    text: "",
  });
  expect(mail.attachments).toHaveLength(1);
  expect(mail.attachments[0]).toMatchObject({
    filename: "message-42.eml",
    contentType: "message/rfc822",
  });
  expect(mail.attachments[0]!.content.equals(raw)).toBe(true);
  // Generous: the parse on this thread would hold it for the whole limit and more.
  expect(delay.max / 1e6).toBeLessThan(1_000);

  // The next mail is read as ever, in a new thread.
  const next = await readMessage(fixture("gmail-reply.eml"), { key });
  expect(next.subject).toBe("Re: [HF-20261124-0042] 견적 문의에 답변 드립니다");
});
