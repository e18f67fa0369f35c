import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  personKey,
  privacyStore,
  startRetentionJob,
  type JobTimer,
} from "../../server/inquiries/privacy";
import { run } from "../../server/admin/inquiries-command";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { post, startReceiver, STORED, VALID } from "./harness";

/*
 * Retention and a person's requests (docs/decisions/009-privacy.md) against a real database
 * file: what is deleted is gone from the file's bytes, not only from queries.
 */

const DAY = 24 * 60 * 60 * 1000;
const NOW = new Date("2026-11-22T03:00:00Z");
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);

let dir: string;
let file: string;
let store: InquiryStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "privacy-"));
  file = join(dir, "inquiries.sqlite");
  store = openStore(file);
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** The database file and its WAL, as bytes: what anyone copying the files would have. */
function bytesOnDisk(): string {
  return [file, `${file}-wal`]
    .filter(existsSync)
    .map((path) => readFileSync(path).toString("latin1"))
    .join("");
}

/** Text as SQLite stores it (UTF-8), in the same form as bytesOnDisk. */
const onDisk = (text: string) => Buffer.from(text, "utf8").toString("latin1");

function add(marker: string, at: Date, extra: Partial<typeof STORED> = {}) {
  return store.add(
    {
      ...STORED,
      lang: "ko",
      inquiry: `${marker} 견적 부탁드립니다`,
      items: [{ productId: "ap5", code: "AP5", name: "AP5", quantity: 2, note: `${marker}-NOTE` }],
      ...extra,
    },
    "off",
    at,
  );
}

/** A timer the test turns by hand: each tick is one day passing for the job. */
function handTimer() {
  let job: (() => void) | undefined;
  const timer: JobTimer = {
    every(_ms, run) {
      job = run;
      return { stop: () => (job = undefined) };
    },
  };
  return { timer, tick: () => job?.() };
}

describe("the retention job", () => {
  it("deletes inquiries older than the period at start and daily, leaving no trace in the file", () => {
    const old = add("ZEBRA-OLD-7731", daysAgo(400));
    const edge = add("OKAPI-EDGE-4410", daysAgo(364));
    const fresh = add("LLAMA-NEW-1902", daysAgo(1));
    // Before: the text is in the file once the WAL is checkpointed (the test can fail).
    store.database.pragma("wal_checkpoint(TRUNCATE)");
    expect(bytesOnDisk()).toContain(onDisk("ZEBRA-OLD-7731"));

    let now = NOW;
    const { timer, tick } = handTimer();
    const job = startRetentionJob(store, { days: 365, now: () => now, timer });
    // At start: the one past 365 days is gone, with its quote line.
    expect(store.since().map((i) => i.ref)).toEqual([edge.ref, fresh.ref]);
    const count = (table: string) =>
      (store.database.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    expect(count("inquiry_items")).toBe(2);
    const bytes = bytesOnDisk();
    // Neither the inquiry's text nor its quote line's note (the others share its contact data).
    expect(bytes).not.toContain(onDisk("ZEBRA-OLD-7731"));
    expect(bytes).toContain(onDisk("OKAPI-EDGE-4410"));

    // Two days later the daily run takes the next one.
    now = new Date(NOW.getTime() + 2 * DAY);
    tick();
    expect(store.since().map((i) => i.ref)).toEqual([fresh.ref]);
    expect(bytesOnDisk()).not.toContain(onDisk("OKAPI-EDGE-4410"));
    job.stop();

    // The log names references, counts and times; never a person.
    const log = privacyStore(store).log();
    expect(log).toEqual([
      { at: NOW.toISOString(), action: "purge", refs: [old.ref], count: 1 },
      { at: now.toISOString(), action: "purge", refs: [edge.ref], count: 1 },
    ]);
    const logText = JSON.stringify(store.database.prepare("SELECT * FROM privacy_log").all());
    for (const value of [STORED.email, STORED.name, STORED.phone, STORED.companyName]) {
      expect(logText).not.toContain(value);
    }
  });

  it("runs when the server starts, from INQUIRY_RETENTION_DAYS", async () => {
    add("OLD-AT-START", daysAgo(31));
    add("NEW-AT-START", daysAgo(29));
    store.close();
    const receiver = await startReceiver(
      { INQUIRY_RETENTION_DAYS: "30" },
      { dir, retention: { now: () => NOW, timer: handTimer().timer } },
    );
    try {
      expect(receiver.store.since().map((i) => i.inquiry)).toEqual([
        "NEW-AT-START 견적 부탁드립니다",
      ]);
    } finally {
      await receiver.close();
      store = openStore(file);
    }
  });
});

describe("the staff command", () => {
  const output = () => {
    let text = "";
    return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
  };
  const env = () => ({ INQUIRY_DB: file, INQUIRY_RETENTION_DAYS: "365" });

  it("purge --dry-run counts; purge deletes and logs", async () => {
    const old = add("PURGE-ME", new Date(Date.now() - 400 * DAY));
    add("KEEP-ME", new Date(Date.now() - DAY));
    store.close();
    const dry = output();
    expect(await run(["purge", "--dry-run"], env(), dry.out)).toBe(0);
    expect(dry.text()).toBe(`1 inquiries older than 365 days would be deleted: ${old.ref}\n`);
    store = openStore(file);
    expect(store.since()).toHaveLength(2);
    store.close();

    const real = output();
    expect(await run(["purge"], env(), real.out)).toBe(0);
    expect(real.text()).toBe(`1 inquiries older than 365 days deleted: ${old.ref}\n`);
    store = openStore(file);
    expect(store.since().map((i) => i.inquiry)).toEqual(["KEEP-ME 견적 부탁드립니다"]);
    expect(bytesOnDisk()).not.toContain(onDisk("PURGE-ME"));
    expect(privacyStore(store).log()).toMatchObject([
      { action: "purge", refs: [old.ref], count: 1 },
    ]);
  });

  it("person finds by e-mail in any case or by phone in any form, and exports a copy", async () => {
    const a = add("PERSON-A", daysAgo(3), { email: "Buyer@Example.com", phone: "+82 2-1234-5678" });
    const b = add("PERSON-B", daysAgo(2), { email: "buyer@example.com", phone: "010-9999-0000" });
    add("SOMEONE-ELSE", daysAgo(1), { email: "other@example.com", phone: "031-555-0101" });
    store.close();

    const byMail = output();
    const copy = join(dir, "copy.json");
    expect(await run(["person", "BUYER@example.com", "--export", copy], env(), byMail.out)).toBe(0);
    expect(byMail.text()).toContain("2 inquiries of this person");
    const exported = JSON.parse(readFileSync(copy, "utf8")) as { inquiries: { ref: string }[] };
    expect(exported.inquiries.map((i) => i.ref)).toEqual([a.ref, b.ref]);
    expect(JSON.stringify(exported)).toContain("PERSON-A-NOTE");
    expect(JSON.stringify(exported)).not.toContain("SOMEONE-ELSE");

    const byPhone = output();
    expect(await run(["person", "02 1234 5678"], env(), byPhone.out)).toBe(0);
    expect(byPhone.text()).toContain(a.ref);
    expect(byPhone.text()).not.toContain(b.ref);
    expect(byPhone.text()).toContain("1 inquiries of this person");
    await expect(run(["person", "hello"], env(), output().out)).rejects.toThrow(
      /neither an e-mail address nor a phone number/,
    );
  });

  it("erase asks first; yes (or --yes) erases every inquiry of the person for good", async () => {
    const a = add("ERASE-A-5521", daysAgo(3), { email: "kim@example.com" });
    const b = add("ERASE-B-5522", daysAgo(2), { email: "kim@example.com", phone: "02-777-8888" });
    add("STAYS-5523", daysAgo(1), { email: "lee@example.com" });
    store.close();

    const refused = output();
    const ask = vi.fn(async () => "no");
    expect(await run(["erase", "kim@example.com"], env(), refused.out, ask)).toBe(1);
    expect(ask).toHaveBeenCalledWith("Erase these 2 inquiries for good? Type yes: ");
    expect(refused.text()).toContain("Nothing erased.");
    store = openStore(file);
    expect(store.since()).toHaveLength(3);
    store.close();

    const confirmed = output();
    expect(await run(["erase", "kim@example.com"], env(), confirmed.out, async () => "yes")).toBe(
      0,
    );
    expect(confirmed.text()).toContain(`2 inquiries erased: ${a.ref}, ${b.ref}`);
    store = openStore(file);
    expect(store.since().map((i) => i.inquiry)).toEqual(["STAYS-5523 견적 부탁드립니다"]);
    const bytes = bytesOnDisk();
    for (const text of ["ERASE-A-5521", "ERASE-B-5522", "kim@example.com", "02-777-8888"]) {
      expect(bytes).not.toContain(onDisk(text));
    }
    expect(privacyStore(store).log()).toMatchObject([
      { action: "erase", refs: [a.ref, b.ref], count: 2 },
    ]);
    store.close();

    // For scripts: --yes asks nothing; a person with nothing left is told so.
    const again = output();
    const never = vi.fn(async () => "yes");
    expect(await run(["erase", "lee@example.com", "--yes"], env(), again.out, never)).toBe(0);
    expect(never).not.toHaveBeenCalled();
    expect(again.text()).toMatch(/^1 inquiries erased: HF-/);
    const none = output();
    expect(await run(["erase", "lee@example.com", "--yes"], env(), none.out)).toBe(0);
    expect(none.text()).toBe("No inquiries of this person; nothing erased.\n");
    store = openStore(file);
  });
});

describe("phone numbers and keys", () => {
  it("reads a person's key", () => {
    expect(personKey(" Kim@Example.COM ")).toEqual({ email: "kim@example.com" });
    expect(personKey("+82 10-1234-5678")).toEqual({ phone: "01012345678" });
    expect(personKey("0082 2 1234 5678")).toEqual({ phone: "0212345678" });
    expect(personKey("(02) 1234-5678")).toEqual({ phone: "0212345678" });
    expect(() => personKey("12345")).toThrow();
  });
});

describe("consent at the receiver", () => {
  it("a plain post without the box is refused with the form's error page, nothing stored", async () => {
    const receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
    try {
      const fields: Record<string, string> = { ...VALID, _lang: "en" };
      delete fields.privacy_consent;
      // As a browser posts a form: no Accept: application/json.
      const plain = { Accept: "text/html" };
      const refused = await post(receiver, new URLSearchParams(fields), plain);
      expect(refused.status).toBe(422);
      expect(await refused.text()).toContain("Consent to the privacy notice");
      expect(receiver.count()).toBe(0);

      const accepted = await fetch(`${receiver.url}/f/inquiry`, {
        method: "POST",
        headers: plain,
        body: new URLSearchParams({ ...fields, privacy_consent: "2026-11-22" }),
        redirect: "manual",
      });
      expect(accepted.status).toBe(303);
      const [stored] = receiver.store.recent(1);
      expect(stored).toMatchObject({ noticeVersion: "2026-11-22", consentAt: stored!.createdAt });
      // The stored row, read with SQLite itself: the columns of schema 5.
      const db = new Database(join(receiver.dir, "inquiries.sqlite"), { readonly: true });
      expect(db.prepare("SELECT consent_at, notice_version FROM inquiries").get()).toEqual({
        consent_at: stored!.createdAt,
        notice_version: "2026-11-22",
      });
      db.close();
    } finally {
      await receiver.close();
    }
  });
});
