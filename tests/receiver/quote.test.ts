import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient, type SubmissionResult } from "@formspree/core";
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { composeContent, liveContent, setLiveContent } from "../../app/content/live.server";
import { queuedMail } from "../../server/inquiries/queued-mail";
import { MIGRATIONS, openStore } from "../../server/inquiries/store";
import { CLAIM_LEASE } from "../../server/mail/outbox/runner";
import { createMailRoom } from "../../server/mail/room";
import type { OutgoingMail } from "../../server/mail/transport";
import { startReceiver, STORED, VALID, withoutInbox, type Receiver } from "./harness";

const products = liveProducts();

/**
 * Quote lines (docs/form-protocol.md, "Quote lines"): the official client and plain posts send a
 * buyer's list with the inquiry; the receiver checks it and stores it line by line.
 */
let receiver: Receiver;

beforeAll(async () => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
});
afterAll(() => receiver.close());

const submit = (data: unknown) =>
  createClient().submitForm("inquiry", data as never, { endpoint: receiver.url });

function fieldErrors(result: SubmissionResult<never>) {
  if (result.kind !== "error") throw new Error(`expected an error, got ${JSON.stringify(result)}`);
  expect(result.getFormErrors()).toEqual([]);
  return result.getAllFieldErrors();
}

/** The rows of inquiry_items as the database has them, read on a connection of its own. */
function itemRows(inquiryId?: number) {
  const db = new Database(join(receiver.dir, "inquiries.sqlite"), { readonly: true });
  try {
    return db
      .prepare(
        `SELECT inquiry_id, position, product_id, code, name, quantity, note FROM inquiry_items
         WHERE ? IS NULL OR inquiry_id = ? ORDER BY inquiry_id, position`,
      )
      .all(inquiryId ?? null, inquiryId ?? null);
  } finally {
    db.close();
  }
}

/** Submits and expects nothing stored: no inquiry and no line. */
async function refused(data: Record<string, unknown>) {
  const before = [receiver.count(), itemRows().length];
  const errors = fieldErrors(await submit({ ...VALID, ...data }));
  expect([receiver.count(), itemRows().length]).toEqual(before);
  return errors;
}

const line = (id: string, qty: unknown, note?: string) => ({ id, qty, note });

describe("the official client with quote lines", () => {
  it("JSON items array: lines stored in order, linked to the inquiry, in the form's language", async () => {
    const result = await submit({
      ...VALID,
      _lang: "en",
      items: [line("480-035", 2, "24 V DC, with limit switches"), line("S30", "4"), line("ap5", 1)],
    });
    expect(result).toMatchObject({ kind: "success" });
    const [stored] = receiver.store.recent(1);
    expect(stored!.items).toEqual([
      {
        productId: "480-035",
        code: "480-035",
        name: "480-035 Quarter-turn electric actuator",
        quantity: 2,
        note: "24 V DC, with limit switches",
      },
      expect.objectContaining({ productId: "s30", code: "S30", quantity: 4 }),
      expect.objectContaining({ productId: "ap5", code: "AP5", quantity: 1 }),
    ]);
    expect(stored!.items![1]).not.toHaveProperty("note");
    expect(itemRows(stored!.id)).toEqual([
      expect.objectContaining({ inquiry_id: stored!.id, position: 1, product_id: "480-035" }),
      expect.objectContaining({ inquiry_id: stored!.id, position: 2, code: "S30", note: null }),
      expect.objectContaining({ inquiry_id: stored!.id, position: 3, quantity: 1 }),
    ]);
  });

  it("JSON flat keys: lines follow N (numerically), gaps close, blank rows are skipped", async () => {
    const result = await submit({
      ...VALID,
      "items[10][id]": "s30",
      "items[10][qty]": 3,
      "items[2][id]": "480-035",
      "items[2][qty]": "7",
      "items[2][note]": "  Korean name  ",
      "items[5][id]": "",
      "items[5][qty]": "",
      "items[2][unit]": "ignored",
    });
    expect(result).toMatchObject({ kind: "success" });
    const [stored] = receiver.store.recent(1);
    expect(stored!.items).toEqual([
      {
        productId: "480-035",
        code: "480-035",
        name: "480-035 쿼터턴 전동 액추에이터",
        quantity: 7,
        note: "Korean name",
      },
      expect.objectContaining({ productId: "s30", quantity: 3 }),
    ]);
  });

  it("FormData (multipart) with indexed fields, as the page sends its form", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.append(name, value);
    form.append("items[0][id]", "S30T");
    form.append("items[0][qty]", "100000");
    form.append("items[0][note]", "납기 확인 부탁드립니다");
    const result = await createClient().submitForm("inquiry", form, { endpoint: receiver.url });
    expect(result).toMatchObject({ kind: "success" });
    expect(receiver.store.recent(1)[0]!.items).toEqual([
      expect.objectContaining({
        productId: "s30t",
        quantity: 100_000,
        note: "납기 확인 부탁드립니다",
      }),
    ]);
  });

  it("an inquiry without lines stores none", async () => {
    expect(await submit({ ...VALID, items: [] })).toMatchObject({ kind: "success" });
    const [stored] = receiver.store.recent(1);
    expect(stored).not.toHaveProperty("items");
    expect(itemRows(stored!.id)).toEqual([]);
  });

  it("an unknown product id is an error on items[i].id", async () => {
    expect(
      await refused({
        items: [line("480-035", 1), line("no-such-product", 1), line("x".repeat(500), 1)],
      }),
    ).toEqual([
      ["items[1].id", [{ code: "UNSPECIFIED", message: "is not a product in the catalogue" }]],
      ["items[2].id", [{ code: "UNSPECIFIED", message: "is not a product in the catalogue" }]],
    ]);
  });

  it("a retired product is refused by name on items[i].id; stored inquiries keep its line", async () => {
    const kept = await submit({ ...VALID, _lang: "en", items: [line("480-035", 3)] });
    expect(kept).toMatchObject({ kind: "success" });
    const [before] = receiver.store.recent(1);
    // 480-035 retired as the store's overrides say it (null), the rest as the repository's.
    setLiveContent(
      composeContent(1, { gallery: new Map(), products: new Map([["480-035", null]]) }),
    );
    try {
      expect(await refused({ items: [line("ap5", 1), line("480-035", 1)] })).toEqual([
        [
          "items[1].id",
          [
            {
              code: "UNSPECIFIED",
              message: "is no longer offered (the product was discontinued)",
            },
          ],
        ],
      ]);
      // The no-JS error page says it in the form's language.
      const body = new URLSearchParams(VALID);
      body.append("items[0][id]", "480-035");
      body.append("items[0][qty]", "1");
      const page = await (await formPost(body)).text();
      expect(page).toContain(
        "<li>견적 목록 품목 1의 제품: 더 이상 판매하지 않는 제품입니다. 목록에서 지우시거나 대체 제품을 문의해 주십시오.</li>",
      );
      const [after] = receiver.store.recent(1);
      expect(after!.ref).toBe(before!.ref);
      expect(after!.items).toEqual([
        expect.objectContaining({ productId: "480-035", code: "480-035", quantity: 3 }),
      ]);
    } finally {
      setLiveContent(composeContent(0, { gallery: new Map() }));
    }
  });

  it("quantities: 10^9 and 0 are out of range, 2.5 and text are TYPE_NUMERIC, none is required", async () => {
    expect(
      await refused({
        items: [
          line("480-006", 1_000_000_000),
          line("480-010", 0),
          line("480-015", 2.5),
          line("480-025", "two"),
          line("480-035", "-3"),
          { id: "s30" },
          line("s30t", " "),
        ],
      }),
    ).toEqual([
      ["items[0].qty", [{ code: "UNSPECIFIED", message: "should be between 1 and 100,000" }]],
      ["items[1].qty", [{ code: "UNSPECIFIED", message: "should be between 1 and 100,000" }]],
      ["items[2].qty", [{ code: "TYPE_NUMERIC", message: "should be a whole number" }]],
      ["items[3].qty", [{ code: "TYPE_NUMERIC", message: "should be a whole number" }]],
      ["items[4].qty", [{ code: "UNSPECIFIED", message: "should be between 1 and 100,000" }]],
      ["items[5].qty", [{ code: "REQUIRED_FIELD_MISSING", message: "is required" }]],
      ["items[6].qty", [{ code: "REQUIRED_FIELD_EMPTY", message: "is required" }]],
    ]);
  });

  it("51 lines are refused on items, whatever the lines hold", async () => {
    const items = Array.from({ length: 51 }, (_, index) => line(products[index % 39]!.id, 1));
    expect(await refused({ items })).toEqual([
      ["items", [{ code: "UNSPECIFIED", message: "has too many lines (maximum 50)" }]],
    ]);
  });

  it("a note with a script tag is data: stored as sent, never refused for it", async () => {
    const note = '<script>alert("x")</script> & <b>bold</b>';
    expect(await submit({ ...VALID, items: [line("ap5", 2, note)] })).toMatchObject({
      kind: "success",
    });
    expect(receiver.store.recent(1)[0]!.items![0]!.note).toBe(note);
  });

  it("a note with control characters, a line break or over 500 characters is refused", async () => {
    expect(
      await refused({
        items: [
          line("ap5", 1, "red\u001b[31m"),
          line("s30", 1, "a\u0000b"),
          line("s30t", 1, "line 1\nline 2"),
          line("480-035", 1, "가".repeat(501)),
          line("480-025", 1, "😀".repeat(500)),
          line("s20", 1, "NEL\u0085 and RLO\u202e"),
        ],
      }),
    ).toEqual([
      [
        "items[0].note",
        [{ code: "UNSPECIFIED", message: "contains characters that are not allowed" }],
      ],
      [
        "items[1].note",
        [{ code: "UNSPECIFIED", message: "contains characters that are not allowed" }],
      ],
      ["items[2].note", [{ code: "UNSPECIFIED", message: "should be a single line" }]],
      ["items[3].note", [{ code: "UNSPECIFIED", message: "is too long (maximum 500 characters)" }]],
      [
        "items[5].note",
        [{ code: "UNSPECIFIED", message: "contains characters that are not allowed" }],
      ],
    ]);
  });

  it("a product listed twice (in any case) is an error on the later line", async () => {
    expect(await refused({ items: [line("S30", 1), line("ap5", 2), line("s30", 3)] })).toEqual([
      [
        "items[2].id",
        [{ code: "UNSPECIFIED", message: "is already in the list (one line per product)" }],
      ],
    ]);
  });

  it("a list in no known shape is an error on items; other fields' errors come first", async () => {
    const shape = [
      {
        code: "UNSPECIFIED",
        message: "could not be read. Please add the products to the quote list again and send it",
      },
    ];
    expect(await refused({ items: "480-035 x 2" })).toEqual([["items", shape]]);
    expect(await refused({ items: ["480-035"] })).toEqual([["items", shape]]);
    expect(await refused({ "items[01][id]": "ap5", "items[01][qty]": 1 })).toEqual([
      ["items", shape],
    ]);
    expect(await refused({ email: "x", items: [{ id: { code: "ap5" }, qty: 1 }] })).toEqual([
      ["email", [{ code: "TYPE_EMAIL", message: "should be an email" }]],
      ["items[0].id", [{ code: "TYPE_TEXT", message: "should be text" }]],
    ]);
  });

  it("the inquiry and its lines are one transaction: a line that fails leaves nothing", async () => {
    const db = new Database(join(receiver.dir, "inquiries.sqlite"));
    db.exec(`CREATE TRIGGER third_line_fails BEFORE INSERT ON inquiry_items
             WHEN NEW.position = 3 BEGIN SELECT RAISE(ABORT, 'disk full'); END`);
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const before = [receiver.count(), itemRows().length];
      const result = await submit({
        ...VALID,
        items: [line("ap5", 1), line("s30", 2), line("s30t", 3)],
      });
      expect(result.kind === "error" && result.getFormErrors()).toEqual([
        {
          code: "UNSPECIFIED",
          message: "The inquiry could not be saved. Please try again later.",
        },
      ]);
      expect([receiver.count(), itemRows().length]).toEqual(before);
      expect(errors).toHaveBeenCalledWith("Storing an inquiry failed:", expect.any(Error));
    } finally {
      db.exec("DROP TRIGGER third_line_fails");
      db.close();
      errors.mockRestore();
    }
  });
});

/** A classic <form method=post>: no Accept: application/json. */
function formPost(body: URLSearchParams | FormData) {
  return fetch(`${receiver.url}/f/inquiry`, {
    method: "POST",
    headers: { Accept: "text/html,*/*" },
    body,
    redirect: "manual",
  });
}

describe("plain HTML posts with quote lines (no JavaScript)", () => {
  it("urlencoded indexed fields: 303 to the thank-you page, lines stored", async () => {
    const body = new URLSearchParams({ ...VALID, _lang: "en" });
    body.append("items[0][id]", "AP5");
    body.append("items[0][qty]", "12");
    body.append("items[0][note]", "=SUM(A1:A9)");
    body.append("items[1][id]", "");
    body.append("items[1][qty]", "");
    body.append("items[1][note]", "");
    const response = await formPost(body);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^\/en\/contact\/thanks\?ref=HF-\d{8}-\d{6}$/);
    expect(receiver.store.recent(1)[0]!.items).toEqual([
      {
        productId: "ap5",
        code: "AP5",
        name: expect.stringContaining("AP5"),
        quantity: 12,
        note: "=SUM(A1:A9)",
      },
    ]);
  });

  it("multipart indexed fields: 303, lines stored", async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(VALID)) form.append(name, value);
    form.append("items[0][id]", "s30");
    form.append("items[0][qty]", "5");
    const response = await formPost(form);
    expect(response.status).toBe(303);
    expect(receiver.store.recent(1)[0]!.items).toEqual([
      expect.objectContaining({ productId: "s30", quantity: 5 }),
    ]);
  });

  it("errors are a 422 page naming the line and its part, in the form's language, escaped", async () => {
    const before = receiver.count();
    const body = new URLSearchParams({ ...VALID, _lang: "en" });
    body.append("items[0][id]", "<script>alert(1)</script>");
    body.append("items[0][qty]", "1");
    body.append("items[1][id]", "s30");
    body.append("items[1][qty]", "1.5");
    const en = await formPost(body);
    expect(en.status).toBe(422);
    const html = await en.text();
    expect(html).toContain(
      "<li>Quote list, item 1, product: This product is not in the catalogue. Please remove it from the list.</li>",
    );
    expect(html).toContain("<li>Quote list, item 2, quantity: Please enter a whole number.</li>");
    expect(html).not.toContain("<script");

    const ko = new URLSearchParams(VALID);
    ko.append("items[0][id]", "s30");
    ko.append("items[0][qty]", "1000000000");
    ko.append("items[0][note]", "a\u0007b");
    const page = await (await formPost(ko)).text();
    expect(page).toContain(
      "<li>견적 목록 품목 1의 수량: 1에서 100,000 사이의 수로 입력해 주십시오.</li>",
    );
    expect(page).toContain(
      "<li>견적 목록 품목 1의 메모: 입력할 수 없는 문자가 들어 있습니다. 그 문자를 지워 주십시오.</li>",
    );
    expect(receiver.count()).toBe(before);
  });

  it("the largest list the rules allow fits the body limit, even percent-encoded", async () => {
    const body = new URLSearchParams({ ...VALID, inquiry: "견".repeat(5000) });
    products.forEach((product, index) => {
      body.append(`items[${index}][id]`, product.id);
      body.append(`items[${index}][qty]`, "100000");
      body.append(`items[${index}][note]`, "납".repeat(500));
    });
    expect(body.toString().length).toBeGreaterThan(64 * 1024);
    const response = await formPost(body);
    expect(response.status).toBe(303);
    expect(receiver.store.recent(1)[0]!.items).toHaveLength(products.length);
  });
});

describe("an existing database", () => {
  it("at schema version 3 gains inquiry_items and keeps its inquiries", () => {
    const dir = mkdtempSync(join(tmpdir(), "quote-migration-"));
    const file = join(dir, "inquiries.sqlite");
    try {
      // Version 3 as it shipped: everything up to the health row, no quote lines.
      const seed = openStore(file);
      const old = seed.add({ ...STORED, lang: "ko" }, "off");
      seed.close();
      const db = new Database(file);
      withoutInbox(db);
      db.exec(
        `DROP TABLE inquiry_items; DROP TABLE privacy_log;
         ALTER TABLE inquiries DROP COLUMN consent_at; ALTER TABLE inquiries DROP COLUMN notice_version;
         PRAGMA user_version = 3;`,
      );
      db.close();

      const store = openStore(file);
      const added = store.add(
        {
          ...STORED,
          lang: "en",
          items: [{ productId: "ap5", code: "AP5", name: "AP5", quantity: 2 }],
        },
        "off",
      );
      expect(store.since().map((inquiry) => [inquiry.ref, inquiry.items?.length ?? 0])).toEqual([
        [old.ref, 0],
        [added.ref, 1],
      ]);
      store.close();
      const check = new Database(file, { readonly: true });
      expect(check.pragma("user_version", { simple: true })).toBe(MIGRATIONS.length);
      expect(check.prepare("SELECT inquiry_id, position FROM inquiry_items").all()).toEqual([
        { inquiry_id: added.id, position: 1 },
      ]);
      check.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("the staff notice", () => {
  it("lists the lines as plain text, as the outbox claims the notice", async () => {
    const store = openStore(":memory:");
    try {
      const note = "<b>24 V DC</b>";
      store.add(
        {
          ...STORED,
          lang: "en",
          items: [
            { productId: "480-035", code: "480-035", name: "480-035 Actuator", quantity: 2, note },
            { productId: "s30", code: "S30", name: "S30 Sirca Valve", quantity: 4 },
          ],
        },
        "pending",
      );
      // Composed from the claim as the outbox sends it, to a recipient who reads English.
      const sent: OutgoingMail[] = [];
      const room = createMailRoom({
        sender: () => ({
          from: "website@hanbit.example",
          send: async (mail) => void sent.push(mail),
        }),
        siteUrl: "https://www.hanbit.example",
        company: () => liveContent().company,
        mailbox: () => undefined,
        staffTo: () => ["sales@hanbit.example"],
        accounts: () => [
          { email: "sales@hanbit.example", role: "owner", status: "active", mailLang: "en" },
        ],
      });
      const claim = store.outbox.claimDue("notice", new Date(), CLAIM_LEASE);
      await queuedMail(store, room).notice(claim!);
      expect(sent).toHaveLength(1);
      const text = sent[0]!.text;
      expect(text).toContain(
        "\nQuote list (2 lines):\n" +
          "1. 480-035 × 2  480-035 Actuator\n" +
          "   Note:\n" +
          "   > <b>24 V DC</b>\n" +
          "2. S30 × 4  S30 Sirca Valve\n",
      );
      expect(text.indexOf(VALID.inquiry)).toBeLessThan(text.indexOf("Quote list"));
    } finally {
      store.close();
    }
  });
});
