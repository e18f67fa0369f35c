import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import Database from "better-sqlite3";
import type { ServerBuild } from "react-router";
import { afterAll, describe, expect, it } from "vitest";
import { run as staffCommand } from "../../server/admin/command";
import { createStaffServices } from "../../server/admin/services";
import { setUpStaff } from "../../server/admin/setup";
import { createApp } from "../../server/app";
import { readConfig } from "../../server/platform/config";
import { composeContent, liveContent } from "../../app/content/live.server";
import type { ProductItem } from "../../app/content/schemas";
import type { SectionTexts } from "../../app/content/section-texts.server";
import { currentShape, openContentStore, type Kind } from "../../server/content/store";
import { csvCell } from "../../server/inquiries/csv";
import { openInbox } from "../../server/inquiries/inbox";
import { PAGE_SIZE } from "../../server/inquiries/inbox-query";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { setUpInquiries } from "../../server/inquiries/setup";
import { run } from "../../server/admin/inquiries-command";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";
import { CLAIM_LEASE, deliver } from "../../server/mail/outbox/runner";
import { createMailRoom } from "../../server/mail/room";
import type { OutgoingMail } from "../../server/mail/transport";
import type { Inquiry } from "../../server/inquiries/validate";
import { indexStaticFiles } from "../../server/http/static-files";
import { openStatsStore } from "../../server/stats/store";
import { BUILD } from "../server/built-site";
import { currentCode } from "../staff-support";

/**
 * Every database fixture in tests/fixtures/databases/ (NAME-vN.sqlite, written by the code that
 * shipped schema N, with NAME-vN.expected.json) opened by today's code: every row kept, and shown
 * by the staff's tools. A new schema adds its fixture there; a new database adds its checker here.
 */
const FIXTURES = join(import.meta.dirname, "../fixtures/databases");
const work = mkdtempSync(join(tmpdir(), "upgrade-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));

type Expected = {
  schemaVersion: number;
  /** From schema 6 on, with the inbox's state. */
  inquiries: (Inquiry & {
    ref: string;
    createdAt: string;
    status?: string;
    assignee?: string;
    notes?: string[];
    /** From schema 7 on, the staff replies' texts. */
    replies?: string[];
    /** From schema 8 on: each queued mail's delivery, as the code of that schema read it. */
    notice?: Delivery;
    confirmation?: Delivery;
    replyStates?: Delivery[];
    messageNotices?: Delivery[];
  })[];
  // staff-vN
  password: string;
  accounts: { email: string; role: string; status: string; totp?: boolean; secret?: string }[];
  recoveryCodes: string[];
  audit: object[];
  /** From schema 2 on, the mail settings an owner saved. */
  mail?: object;
  // content-vN
  items: { kind: Kind; id: string; item: object; history: object[] }[];
  // stats-vN
  views: { path: string; views: number }[];
  searches: { query: string; searches: number }[];
};

/** A mail's delivery as a fixture of schema 8 or later records it. */
type Delivery = {
  status: string;
  attempts: number;
  nextAt?: string;
  error?: string;
  sentAt?: string;
  bouncedAt?: string;
  bounce?: string;
};

/**
 * A copy of the fixture to open, under the name the server gives it in a data directory of its
 * own: the committed file is never written.
 */
function copyOf(name: string, as: string) {
  const dir = join(work, name.replace(/\.sqlite$/, ""));
  mkdirSync(dir);
  copyFileSync(join(FIXTURES, name), join(dir, as));
  return join(dir, as);
}

/** The fixture's day: the retention job must not take its rows for old ones as years pass. */
const FIXTURE_DAY = () => new Date(Date.UTC(2026, 10, 23));

/**
 * The back office's inbox, on the built site in this process over the upgraded file, with an
 * owner signed in (a session made by the staff services, as the second step makes it): every
 * page of the list, and the inquiry's page for those with an inbox state.
 */
async function inboxShows(file: string, expected: Expected) {
  const build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  const dir = mkdtempSync(join(tmpdir(), "upgrade-inbox-"));
  const config = readConfig({ DATA_DIR: dir, INQUIRY_DB: file });
  const inquiries = setUpInquiries(config, { retention: { now: FIXTURE_DAY } });
  const staff = setUpStaff(config);
  try {
    const app = createApp(
      build,
      indexStaticFiles(join(BUILD, "client")),
      inquiries.receiver,
      {},
      inquiries.health,
      { log: () => {}, staff, inbox: inquiries },
    );
    const { account, token } = staff.accounts.invite("owner@example.com", "owner");
    staff.accounts.completeInvitation(token, account.id);
    const session = staff.sessions.create(account.id, "full", "127.0.0.1");
    const get = async (path: string) => {
      const response = await app.request(`http://localhost:3000${path}`, {
        headers: { Cookie: `hf_staff=${session}` },
      });
      expect(response.status, path).toBe(200);
      return response.text();
    };
    let list = "";
    for (let page = 1; page <= Math.ceil(expected.inquiries.length / PAGE_SIZE); page++) {
      list += await get(`/en/admin?page=${page}`);
    }
    for (const inquiry of expected.inquiries) {
      expect(list).toContain(`>${inquiry.ref}<`);
    }
    for (const inquiry of expected.inquiries.filter(
      (i) => i.status || i.assignee || i.notes || i.replies,
    )) {
      const page = await get(`/en/admin/inquiries/${inquiry.ref}`);
      if (inquiry.status) expect(page).toMatch(new RegExp(`value="${inquiry.status}" selected`));
      if (inquiry.assignee) expect(page).toContain(inquiry.assignee);
      for (const note of inquiry.notes ?? []) {
        expect(page).toContain(note.replaceAll("\n", "<br/>").split("<br/>")[0]);
      }
      for (const reply of inquiry.replies ?? []) expect(page).toContain(reply);
    }
  } finally {
    staff.close();
    await inquiries.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function captured() {
  let text = "";
  return { out: { write: (chunk: string) => (text += chunk) }, text: () => text };
}

/** Each database's checker, and the name the server gives its file in the data directory. */
const CHECKERS: Record<
  string,
  { file: string; check: (file: string, expected: Expected) => Promise<void> }
> = {
  inquiries: { file: "inquiries.sqlite", check: checkInquiries },
  staff: { file: "staff.sqlite", check: checkStaff },
  content: { file: "content.sqlite", check: checkContent },
  stats: { file: "stats.sqlite", check: checkStats },
};

/** Every day's counts as they were, as the numbers page reads them. */
async function checkStats(file: string, expected: Expected) {
  const store = openStatsStore(file);
  try {
    expect(store.viewsByPath("2026-01-01", "2026-12-31")).toEqual(expected.views);
    expect(store.topEmptySearches("2026-01-01", "2026-12-31")).toEqual(expected.searches);
  } finally {
    store.close();
  }
}

async function checkInquiries(file: string, expected: Expected) {
  {
    const store = openStore(file);
    const rows = store.since();
    store.close();
    expect(rows).toHaveLength(expected.inquiries.length);
    expected.inquiries.forEach((entry, index) => {
      const { status, assignee, notes, replies, ...inquiry } = entry;
      const { notice, confirmation, replyStates, messageNotices, ...fields } = inquiry;
      void [status, assignee, notes, replies, notice, confirmation, replyStates, messageNotices];
      expect(rows[index]).toMatchObject(fields);
    });

    // The staff command, as staff run it, on the upgraded file.
    const env = { INQUIRY_DB: file };
    const list = captured();
    expect(await run(["list", "--limit", "1000", "--items"], env, list.out)).toBe(0);
    expect(list.text()).toContain(`${expected.inquiries.length} inquiries shown`);
    for (const inquiry of expected.inquiries) {
      expect(list.text()).toContain(inquiry.ref);
      for (const item of inquiry.items ?? []) {
        expect(list.text()).toMatch(new RegExp(`${inquiry.ref}\\s+\\d+\\s+${item.code}`));
      }
    }
    const csv = captured();
    expect(await run(["export"], env, csv.out)).toBe(0);
    const lines = captured();
    expect(await run(["export", "--items"], env, lines.out)).toBe(0);
    for (const inquiry of expected.inquiries) {
      const row = [inquiry.ref, inquiry.createdAt, inquiry.lang, inquiry.companyName, inquiry.name];
      expect(csv.text()).toContain(row.map((cell) => csvCell(cell)).join(","));
      expect(csv.text()).toContain(csvCell(inquiry.inquiry));
      inquiry.items?.forEach((item, index) => {
        const cells = [inquiry.ref, inquiry.createdAt, inquiry.companyName, String(index + 1)];
        const tail = [item.code, item.name, String(item.quantity), item.note ?? ""];
        expect(lines.text()).toContain([...cells, ...tail].map((cell) => csvCell(cell)).join(","));
      });
    }
  }
  if (expected.inquiries.some((inquiry) => inquiry.notice)) await checkOutbox(file, expected);
  await inboxShows(file, expected);
}

/** What was read as absent is not compared with a null. */
const defined = (row: object) =>
  Object.fromEntries(Object.entries(row).filter(([, value]) => value !== undefined));

/**
 * Schema 9 took every queued mail of schema 8 (columns of `inquiries`, `inquiry_replies`,
 * `mail_notices`) into the one outbox: each in the state it was in, the old columns and tables
 * gone, and a mail left waiting sent from its row after the upgrade.
 */
async function checkOutbox(file: string, expected: Expected) {
  const store = openStore(file);
  try {
    const db = store.database;
    expect(db.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
    expect(db.pragma("foreign_key_check")).toEqual([]);
    const columns = db.prepare("SELECT name FROM pragma_table_info('inquiries')").pluck().all();
    for (const gone of [
      ...["status", "attempts", "next_at", "claim", "error", "sent_at"].map((c) => `mail_${c}`),
      ...["attempts", "next_at", "claim", "error", "sent_at"].map((c) => `confirm_${c}`),
    ]) {
      expect(columns).not.toContain(gone);
    }
    // What was decided on arrival (off, limited, queued) stays with the inquiry.
    expect(columns).toContain("confirm_status");
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toContain("mail_outbox");
    expect(tables).not.toContain("inquiry_replies");
    expect(tables).not.toContain("mail_notices");

    const inbox = openInbox(store);
    const kinds = new Set<string>();
    for (const inquiry of expected.inquiries) {
      const id = store.idOf(inquiry.ref)!;
      const detail = inbox.detail(inquiry.ref)!;
      expect(detail.status, inquiry.ref).toBe(inquiry.status);
      const notice = defined({
        status: detail.mailStatus,
        attempts: detail.mailAttempts,
        nextAt: detail.mailNextAt,
        error: detail.mailError,
        sentAt: detail.mailSentAt,
      });
      expect(notice, `${inquiry.ref} notice`).toEqual(inquiry.notice);
      const confirmation = defined({
        status: detail.confirmStatus,
        attempts: detail.confirmAttempts,
        error: detail.confirmError,
        sentAt: detail.confirmSentAt,
      });
      expect(confirmation, `${inquiry.ref} confirmation`).toEqual(inquiry.confirmation);
      // Each a row of the outbox, with its state; off and limited ones never were mail.
      const rows = store.outbox.ofInquiry(id);
      const of = (kind: string) => rows.filter((row) => row.kind === kind);
      rows.forEach((row) => kinds.add(`${row.kind} ${row.status}`));
      const queued = (delivery: Delivery) =>
        ["pending", "sent", "failed"].includes(delivery.status);
      expect(of("notice"), `${inquiry.ref} notice`).toMatchObject(
        queued(inquiry.notice!) ? [inquiry.notice!] : [],
      );
      expect(of("confirmation"), `${inquiry.ref} confirmation`).toMatchObject(
        queued(inquiry.confirmation!) ? [inquiry.confirmation!] : [],
      );
      // Replies keep their event, so the page finds each one's state, bounce included.
      expect([...store.replies.states(id).values()], `${inquiry.ref} replies`).toEqual(
        inquiry.replyStates,
      );
      expect(of("message"), `${inquiry.ref} message notices`).toMatchObject(
        inquiry.messageNotices!,
      );
    }
    // The fixture holds every state a queued mail could be in.
    expect([...kinds].sort()).toEqual([
      "confirmation failed",
      "confirmation pending",
      "confirmation sent",
      "message pending",
      "message sent",
      "notice failed",
      "notice pending",
      "notice sent",
      "reply failed",
      "reply pending",
      "reply sent",
    ]);
    expect(expected.inquiries.some((i) => i.replyStates?.some((r) => r.bouncedAt))).toBe(true);
    expect(expected.inquiries.some((i) => i.confirmation?.status === "limited")).toBe(true);

    // A failed reply can be sent again from its migrated row.
    const failed = expected.inquiries.find((i) => i.replyStates?.[0]?.status === "failed")!;
    const [eventId] = store.replies.states(store.idOf(failed.ref)!).keys();
    expect(store.replies.resend(failed.ref, eventId!)).toBe(true);

    // The notice of the buyer's message left waiting goes out from its row, to the owners.
    const waiting = expected.inquiries.find((i) =>
      i.messageNotices?.some((n) => n.status === "pending"),
    )!;
    const claim = store.outbox.claimDue("message", new Date(), CLAIM_LEASE)!;
    expect(claim).toMatchObject({ kind: "message", inquiryId: store.idOf(waiting.ref) });
    const sent: OutgoingMail[] = [];
    const room = createMailRoom({
      sender: () => ({
        from: "website@hanbitflow.example",
        send: async (mail) => void sent.push(mail),
      }),
      siteUrl: "https://www.hanbitflow.example",
      company: () => liveContent().company,
      mailbox: () => undefined,
      staffTo: () => [],
      accounts: () => [
        { email: "owner@hanbitflow.example", role: "owner", status: "active", mailLang: "en" },
      ],
    });
    const result = await deliver(store.outbox, queuedMail(store, room).message, claim, () => {
      throw new Error("not retried");
    });
    expect(result).toEqual({ ok: true, recorded: true });
    expect(sent).toMatchObject([
      { to: ["owner@hanbitflow.example"], subject: expect.stringContaining(`[${waiting.ref}]`) },
    ]);
    expect(store.outbox.nextAt("message")).toBeUndefined();
  } finally {
    store.close();
  }
}

/** Every account with its role, state and factors; passwords, codes and the audit log kept. */
async function checkStaff(file: string, expected: Expected) {
  const staff = createStaffServices({
    file,
    siteOrigin: "https://www.hanbitflow.example",
    trustProxy: false,
    // The fixture's entries are from 2026: kept, whatever year the test runs in.
    auditRetentionDays: 3650,
  });
  try {
    expect(
      staff.accounts.list().map(({ email, role, status }) => ({ email, role, status })),
    ).toEqual(
      expected.accounts
        .map(({ email, role, status }) => ({ email, role, status }))
        .sort((a, b) => a.email.localeCompare(b.email)),
    );
    for (const person of expected.accounts.filter((a) => a.secret)) {
      const signIn = await staff.checkPassword(person.email, expected.password, "127.0.0.1");
      expect(signIn.ok, person.email).toBe(true);
      const account = staff.accounts.byEmail(person.email)!;
      expect(staff.totp.verifyFor(account.id, currentCode(person.secret!, Date.now()))).toBe(true);
    }
    // Accounts made before schema 3 have no name (replies are signed with the e-mail) and get
    // their mail in Korean.
    for (const account of staff.accounts.list()) {
      expect(account.name, account.email).toBeUndefined();
      expect(account.mailLang, account.email).toBe("ko");
    }
    if (expected.mail) expect(staff.mail.saved()).toEqual(expected.mail);
    const owner = staff.accounts.byEmail(expected.accounts[0]!.email)!;
    expect(staff.recoveryCodes.use(owner.id, expected.recoveryCodes.at(-1)!)).toBe(true);
    // Today's profile is saved on the upgraded file.
    expect(staff.accounts.setProfile(owner.id, { name: "김영업 과장", mailLang: "en" })).toEqual([
      "name",
      "language",
    ]);
    expect(staff.accounts.byId(owner.id)).toMatchObject({ name: "김영업 과장", mailLang: "en" });
    expect(staff.audit.list({ limit: 1000 }).entries.slice(-expected.audit.length)).toEqual(
      expected.audit,
    );
  } finally {
    staff.close();
  }
  // The staff command, as staff run it, on the upgraded file.
  const list = captured();
  const env = { DATA_DIR: join(file, ".."), AUDIT_RETENTION_DAYS: "3650" };
  expect(await staffCommand(["list"], env, list.out)).toBe(0);
  for (const { email, role, status } of expected.accounts) {
    expect(list.text()).toContain(`${email}\t${role}\t${status}`);
  }
}

/** Every item as it was (draft, what is live, version) with its whole history. */
async function checkContent(file: string, expected: Expected) {
  const store = openContentStore(file);
  try {
    for (const { kind, id, item, history } of expected.items) {
      // As written, in today's shapes (currentShape): every value valid under today's schema.
      const shaped = item as { draft: unknown; published?: unknown };
      const upgraded = {
        ...item,
        draft: currentShape(kind, shaped.draft),
        ...(shaped.published === undefined
          ? {}
          : { published: currentShape(kind, shaped.published) }),
      };
      const got = store.get(kind, id)!;
      expect(JSON.parse(JSON.stringify(got)), `${kind}/${id}`).toEqual(upgraded);
      expect(store.validate(kind, got.draft, id, { draft: true }).ok, `${kind}/${id} draft`).toBe(
        true,
      );
      if (got.published) expect(store.validate(kind, got.published, id).ok).toBe(true);
      const entries = (history as { value: unknown }[]).map((entry) => ({
        ...entry,
        value: currentShape(kind, entry.value),
      }));
      expect(JSON.parse(JSON.stringify(store.history(kind, id))), `${kind}/${id}`).toEqual(entries);
    }
    // What visitors see: each published product as staff published it, figures included.
    const live = composeContent(store.revision(), store.overrides());
    for (const { kind, id } of expected.items.filter((entry) => entry.kind === "product")) {
      const published = store.get("product", id)!.published as ProductItem | undefined;
      if (!published) continue;
      const shown = live.products.find((product) => product.id === id)!;
      expect(shown.name, `product/${id}`).toEqual(published.name);
      expect(live.figures.get(id), `${kind}/${id} figures`).toEqual(published.figures);
    }
    for (const { kind, id } of expected.items) {
      const { published } = store.get(kind, id)!;
      // A renamed product's former path still leads to it; a retired one is retired.
      if (kind === "product") {
        const product = published as ProductItem | undefined;
        if (!product)
          expect(
            live.retired.map((p) => p.id),
            `product/${id}`,
          ).toContain(id);
        else if (product.code.toLowerCase() !== id) {
          expect([...live.movedPaths.values()], `product/${id} moved`).toContain(id);
        }
      }
      // Every page's words as published (decision 022).
      if (kind === "home") expect(live.home, "home").toEqual(published);
      if (kind === "about") expect(live.about, "about").toEqual(published);
      if (kind === "section" && published) {
        const shown = live.sections.find((section) => section.id === id)!;
        (published as SectionTexts).pages.forEach((page, p) => {
          expect(shown.pages[p]!.title, `section/${id} page ${p + 1}`).toEqual(page.title);
          page.content.forEach((block, b) => {
            if (block.type !== "text") return;
            expect(shown.pages[p]!.content[b], `section/${id} ${p}/${b}`).toMatchObject(block);
          });
        });
      }
    }
  } finally {
    store.close();
  }
}

const fixtures = readdirSync(FIXTURES).filter((name) => name.endsWith(".sqlite"));

describe("databases of every shipped schema open with today's code", () => {
  it("has a fixture of every shipped schema of every database", () => {
    const shipped = [
      "inquiries-v4",
      "inquiries-v5",
      "inquiries-v6",
      "inquiries-v7",
      "inquiries-v8",
      "staff-v1",
      "staff-v2",
      "content-v1",
      "stats-v1",
    ];
    for (const name of [...shipped, "content-v3", "content-v4"]) {
      expect(fixtures).toContain(`${name}.sqlite`);
    }
  });

  for (const name of fixtures) {
    it(`keeps every row of ${name}`, async () => {
      const [, database, version] = /^(.+)-v(\d+)\.sqlite$/.exec(name) ?? [];
      const checker = CHECKERS[database ?? ""];
      if (!checker) throw new Error(`${name}: no checker for this database in upgrade.test.ts`);
      const file = copyOf(name, checker.file);
      const expected = JSON.parse(
        readFileSync(join(FIXTURES, name.replace(/\.sqlite$/, ".expected.json")), "utf8"),
      ) as Expected;
      expect(expected.schemaVersion).toBe(Number(version));
      const before = new Database(file, { readonly: true });
      expect(before.pragma("user_version", { simple: true })).toBe(Number(version));
      before.close();
      await checker.check(file, expected);
      const after = new Database(file, { readonly: true });
      expect(after.pragma("integrity_check", { simple: true })).toBe("ok");
      after.close();
    });
  }
});
