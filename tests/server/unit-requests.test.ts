import { purposeOpensOn } from "../../app/content/privacy";
import { setSiteClock } from "../../app/lib/site-clock";
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse } from "node-html-parser";
import { createApp } from "../../server/app";
import { indexStaticFiles } from "../../server/http/static-files";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { openInbox } from "../../server/inquiries/inbox";
import { privacyStore } from "../../server/inquiries/privacy";
import { REQUEST_BODY_LIMIT } from "../../server/units/requests";
import { MAX_REQUEST_PHOTO_BYTES } from "../../server/inquiries/request-photos";
import { setBodyBudget } from "../../server/platform/body";
import {
  createPool,
  SITE_QUEUES,
  SITE_SENDER_QUEUES,
  useWorkPool,
  type Pool,
} from "../../server/work/pool";
import type { WorkTasks } from "../../server/work/registry";
import { unitPageWord } from "../../app/units/words";
import { toCsv } from "../../server/inquiries/csv";
import type { InquiryKind } from "../../server/inquiries/request-photos";
import { inboxWord } from "../../app/admin/frame/inbox-words";
import { requestNumbers } from "../../server/stats/request-numbers";
import { noticeSubject, noticeText } from "../../server/mail/kinds/inquiry-notice";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import type { Unit, UnitInput } from "../../server/units/store";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { figuresOf, liveProducts } from "../../app/content/catalog/catalog.server";
import { liveContent, setLiveContent, type LiveContent } from "../../app/content/live.server";
import { phonePhoto } from "../fixtures/photos";
import { BUILD } from "./built-site";
import { developerWords } from "../style/check";

/**
 * Service and parts requests from a unit's page (issue 58 item 5) as a plain request sends
 * them, without JavaScript: a multipart post with a phone's photo, stored as an inquiry of its
 * kind tied to the unit, the photo kept without its GPS position (read back with exiftool), the
 * unit's history showing the day and kind only; hostile uploads refused under their field with
 * the words kept and the body never read past its limit; erasure taking the photo files.
 */

// 2026-11-26 12:00 in Seoul.
const clock = Date.parse("2026-11-26T03:00:00Z");
let dir: string;
let part: UnitsPart;
let store: InquiryStore;
let app: ReturnType<typeof createApp>;
let build: ServerBuild;
const pump =
  liveProducts().find((p) => p.code.toUpperCase().startsWith("PQVF")) ?? liveProducts()[0]!;
const input = (over: Partial<UnitInput> = {}) =>
  deliveredUnit(pump, { elastomer: "EPDM", ...over });

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "unit-requests-"));
  // Its pages state the privacy policy in force on the site's clock: one with the form open.
  setSiteClock(() => Date.parse(FORMS_OPEN_AT));
  part = openUnitsPart(dir, { now: () => clock });
  store = openStore(join(dir, "inquiries.sqlite"));
  build = (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
  const next = async (_c: unknown, go: () => Promise<void>) => go();
  app = createApp(build, indexStaticFiles(join(BUILD, "client")), next, {}, undefined, {
    log: () => {},
    units: part,
    unitRequests: {
      inquiries: { store },
      rateLimitPerMinute: 0,
      trustProxy: false,
      now: () => new Date(clock),
    },
  });
});
afterAll(() => {
  setSiteClock(undefined);
  part.store.close();
  store.close();
});

const typed = {
  companyName: "한빛수자원",
  name: "김정비",
  phone: "031-555-0101",
  email: "jungbi@example.com",
  inquiry: "밸브가 완전히 닫히지 않습니다. 점검을 요청합니다.",
};

function form(fields: Record<string, string>, photos: { name: string; bytes: Buffer }[] = []) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  for (const photo of photos) {
    body.append(
      "photos",
      new File([new Uint8Array(photo.bytes)], photo.name, { type: "image/jpeg" }),
    );
  }
  return body;
}

const post = (
  path: string,
  body: FormData | ReadableStream,
  headers: Record<string, string> = {},
) =>
  app.request(`http://localhost${path}`, {
    method: "POST",
    body,
    headers,
    ...(body instanceof ReadableStream && { duplex: "half" }),
  } as RequestInit);

const consent = { privacy_consent: "yes" };

/** Every tag exiftool finds in a file, by group:name. */
function tags(file: string): Record<string, unknown> {
  const out = execFileSync("exiftool", ["-json", "-a", "-G1", "-n", file], { encoding: "utf8" });
  return (JSON.parse(out) as Record<string, unknown>[])[0]!;
}

/**
 * The request form opens on the day the privacy policy covering it comes into force (issue 79):
 * the day before, the unit's page and the form's say when, in both languages, and a post stores
 * nothing; on the day, the form is there. The site's clock moves across the day.
 */
describe("the request form before its privacy policy", () => {
  it("is closed the day before, saying when it opens, and opens on the day", async () => {
    const unit = part.store.add(input(), "kim@example.com");
    const opens = Date.parse(`${purposeOpensOn("unit-request")}T00:00:00+09:00`);
    try {
      setSiteClock(() => opens - 1);
      for (const [path, words] of [
        [`/u/${unit.token}`, "2026. 12. 10.부터"],
        [`/u/${unit.token}/parts`, "2026. 12. 10.부터"],
        [`/en/u/${unit.token}/service`, "opens on 2026-12-10"],
      ] as const) {
        const doc = parse(await (await app.request(`http://localhost${path}`)).text());
        expect(doc.querySelector("#request-closed")?.text, path).toContain(words);
        expect(doc.querySelector("form.request-form"), path).toBeNull();
        expect(doc.querySelectorAll("a.button"), path).toHaveLength(0);
      }
      const before = store.recent(100).length;
      const refused = await post(`/u/${unit.token}/service`, form({ ...typed, ...consent }));
      expect(refused.status).toBe(303);
      expect(refused.headers.get("Location")).toBe(`/u/${unit.token}/service`);
      expect(store.recent(100).length).toBe(before);

      setSiteClock(() => opens);
      const doc = parse(
        await (await app.request(`http://localhost/u/${unit.token}/service`)).text(),
      );
      expect(doc.querySelector("#request-closed")).toBeNull();
      expect(doc.querySelector("form.request-form")).not.toBeNull();
    } finally {
      setSiteClock(() => Date.parse(FORMS_OPEN_AT));
    }
  });
});

describe("a service request from a unit's page, without JavaScript", () => {
  let unit: Unit;
  beforeAll(() => {
    unit = part.store.add(input(), "kim@example.com");
  });

  it("offers the two requests on the unit's page and a form naming the unit", async () => {
    const page = parse(await (await app.request(`http://localhost/u/${unit.token}`)).text());
    const hrefs = page.querySelectorAll("a.button").map((a) => a.getAttribute("href"));
    expect(hrefs).toEqual([`/u/${unit.token}/service`, `/u/${unit.token}/parts`]);
    const response = await app.request(`http://localhost/en/u/${unit.token}/service`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const doc = parse(await response.text());
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute("content")).toMatch(/noindex/);
    const formEl = doc.querySelector("form.request-form")!;
    expect(formEl.getAttribute("action")).toBe(`/en/u/${unit.token}/service`);
    expect(formEl.getAttribute("enctype")).toBe("multipart/form-data");
    const file = doc.querySelector('input[type="file"]')!;
    expect(file.getAttribute("accept")).toBe("image/*");
    expect(file.hasAttribute("multiple")).toBe(true);
    expect(file.hasAttribute("capture")).toBe(true);
    expect(doc.querySelector("main")?.text).toContain(unit.serial);
    // Nothing of the unit travels in a field the visitor could change.
    expect(doc.querySelectorAll('input[type="hidden"]')).toHaveLength(0);
  });

  it("stores it as a service inquiry of the unit, its photo without GPS, and notes the day", async () => {
    const photo = await phonePhoto();
    const response = await post(
      `/u/${unit.token}/service`,
      form({ ...typed, ...consent, unitSerial: "HF-1999-99999", productCode: "FAKE" }, [
        { name: "IMG_0001.jpg", bytes: photo },
      ]),
    );
    expect(response.status).toBe(303);
    const location = response.headers.get("Location")!;
    const ref = new URL(location, "http://localhost").searchParams.get("sent")!;
    expect(location).toBe(`/u/${unit.token}?sent=${ref}`);
    const id = store.idOf(ref)!;
    const inquiry = store.byId(id)!;
    expect(inquiry).toMatchObject({
      kind: "service",
      unitSerial: unit.serial,
      productCode: pump.code,
      companyName: typed.companyName,
    });
    const photos = store.photos.ofInquiry(id);
    expect(photos).toHaveLength(1);
    // Upright: stored lying on its side (orientation 6), kept 800 wide and 1200 high.
    expect([photos[0]!.width, photos[0]!.height]).toEqual([800, 1200]);
    const files = readdirSync(store.photos.dir);
    expect(files).toHaveLength(1);
    const kept = tags(join(store.photos.dir, files[0]!));
    const groups = Object.keys(kept).filter((key) => /^(GPS|IFD0|ExifIFD|XMP|IPTC)/.test(key));
    expect(groups, "no GPS, camera or other metadata").toEqual([]);
    expect(JSON.stringify(kept)).not.toMatch(/PhoneMaker|126\.|37\.4/);

    // The unit's page thanks with the reference and shows the day and kind, nothing personal.
    const page = await (await app.request(`http://localhost${location}`)).text();
    const doc = parse(page);
    expect(doc.querySelector('[role="status"]')?.text).toContain(ref);
    const history = doc.querySelector('[aria-labelledby="unit-service"]')!.text;
    expect(history).toContain("서비스 요청 접수 2026. 11. 26.");
    for (const secret of [typed.name, typed.email, typed.phone, "닫히지", typed.companyName]) {
      expect(page).not.toContain(secret);
    }
    const en = parse(await (await app.request(`http://localhost/en/u/${unit.token}`)).text());
    expect(en.querySelector('[aria-labelledby="unit-service"]')!.text).toContain(
      "Service requested 2026-11-26",
    );
    // Another unit's page does not thank for it.
    const other = part.store.add(input(), "kim@example.com");
    const otherPage = parse(
      await (await app.request(`http://localhost/u/${other.token}?sent=${ref}`)).text(),
    );
    expect(otherPage.querySelector('[role="status"]')).toBeNull();

    // The inbox lists it as a service request of the unit.
    const inbox = openInbox(store);
    const listed = inbox.list({ kind: "service", page: 1 }, clock).rows;
    expect(listed.map((row) => [row.ref, row.kind, row.unitSerial])).toEqual([
      [ref, "service", unit.serial],
    ]);
    expect(inbox.list({ kind: "parts", page: 1 }, clock).rows).toHaveLength(0);

    // Erasure takes the photo's file with the inquiry.
    privacyStore(store).erasePerson({ email: typed.email });
    expect(store.byId(id)).toBeUndefined();
    expect(readdirSync(store.photos.dir)).toEqual([]);
    // The unit's history keeps the day and kind, which name no one.
    expect(part.store.requests(unit.id).map((r) => r.kind)).toEqual(["service"]);
  });

  it("prefills a pinch valve's sleeve elastomer on the parts request and stores what was sent", async () => {
    const page = parse(await (await app.request(`http://localhost/u/${unit.token}/parts`)).text());
    const elastomer = page.querySelector('input[name="elastomer"]');
    if (pump.code.toUpperCase().startsWith("PQVF")) {
      expect(elastomer?.getAttribute("value")).toBe("EPDM");
    }
    const response = await post(
      `/u/${unit.token}/parts`,
      form({ ...typed, inquiry: "슬리브 2개", elastomer: "EPDM", ...consent }),
    );
    expect(response.status).toBe(303);
    const ref = new URL(response.headers.get("Location")!, "http://x").searchParams.get("sent")!;
    const id = store.idOf(ref)!;
    const stored = store.byId(id)!;
    expect(stored).toMatchObject({ kind: "parts", elastomer: "EPDM" });
    // The staff notice says what it is and which unit, first thing.
    expect(noticeSubject(stored, "ko")).toBe(
      `[${ref}] 예비 부품 요청: 한빛수자원 (김정비) [${pump.code}]`,
    );
    const notice = noticeText(stored, "https://example.com", "ko");
    expect(notice).toContain(`종류: 납품 제품의 예비 부품 요청 (${unit.serial})`);
    expect(notice).toContain("슬리브 재질: EPDM");

    // The owner's numbers: answered 2 h 30 min of business time later (Thursday 12:00-14:30).
    store.database
      .prepare(
        `INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value)
         VALUES (?, ?, 'kim@example.com', 'status', 'answered')`,
      )
      .run(id, new Date(clock + 2.5 * 3600_000).toISOString());
    const november = requestNumbers(store.database, new Date(clock)).at(-1)!;
    expect(november).toMatchObject({ month: "2026-11", parts: 1, answered: 1 });
    expect(november.medianMs).toBe(2.5 * 3600_000);
  });

  it("refuses a file that is no photo under its field, keeping the words typed", async () => {
    const before = store.recent(1)[0]?.id;
    const response = await post(
      `/u/${unit.token}/service`,
      form({ ...typed, ...consent }, [
        { name: "photo.jpg", bytes: Buffer.from("<html><script>alert(1)</script></html>") },
      ]),
    );
    expect(response.status).toBe(422);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const doc = parse(await response.text());
    expect(doc.querySelector("#request-photos-error")?.text).toContain(
      "photo.jpg: 사진 파일(JPEG, PNG, WebP)이 아닙니다.",
    );
    expect(doc.querySelector("#request-photos")?.getAttribute("aria-invalid")).toBe("true");
    expect(doc.querySelector("#request-name")?.getAttribute("value")).toBe(typed.name);
    expect(doc.querySelector("#request-inquiry")?.text).toBe(typed.inquiry);
    expect(store.recent(1)[0]?.id).toBe(before);
  });

  it("refuses a photo over 10 MB under its field, keeping the words typed", async () => {
    const large = Buffer.alloc(10 * 1024 * 1024 + 1, 0xff);
    large.set([0xff, 0xd8, 0xff], 0);
    const response = await post(
      `/en/u/${unit.token}/service`,
      form({ ...typed, ...consent }, [{ name: "big.jpg", bytes: large }]),
    );
    expect(response.status).toBe(422);
    const doc = parse(await response.text());
    expect(doc.querySelector("#request-photos-error")?.text).toContain(
      "big.jpg: larger than 10 MB",
    );
    expect(doc.querySelector("#request-email")?.getAttribute("value")).toBe(typed.email);
  });

  it("never reads a body past its limit, whatever its Content-Length says", async () => {
    let pulled = 0;
    const endless = (head: Uint8Array) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(head);
          pulled += head.length;
        },
        pull(controller) {
          const chunk = new Uint8Array(64 * 1024).fill(0x41);
          pulled += chunk.length;
          controller.enqueue(chunk);
        },
      });
    const boundary = "----hostile";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${typed.name}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="inquiry"\r\n\r\n${typed.inquiry}\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="huge.jpg"\r\n` +
        "Content-Type: image/jpeg\r\n\r\n",
    );
    const type = { "content-type": `multipart/form-data; boundary=${boundary}` };

    // A declared length over the limit: answered before a byte of the body is read.
    pulled = 0;
    const declared = await post(`/u/${unit.token}/service`, endless(new Uint8Array(0)), {
      ...type,
      "content-length": String(REQUEST_BODY_LIMIT + 1),
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get("Connection")).toBe("close");
    expect(pulled).toBeLessThanOrEqual(64 * 1024);

    // A body that says it is small, or nothing, and goes on: read to the limit and no further;
    // the words sent before the photo come back in the form.
    for (const length of [undefined, "1000"]) {
      pulled = 0;
      const lying = await post(`/u/${unit.token}/service`, endless(head), {
        ...type,
        ...(length && { "content-length": length }),
      });
      expect(lying.status).toBe(422);
      expect(pulled).toBeLessThanOrEqual(MAX_REQUEST_PHOTO_BYTES + 4 * 64 * 1024);
      const doc = parse(await lying.text());
      // The photo passed its own 10 MB: it is named, and the rest is never read.
      expect(doc.querySelector("#request-photos-error")?.text).toMatch(/huge\.jpg: 10 MB/);
      expect(doc.querySelector("#request-name")?.getAttribute("value")).toBe(typed.name);
      expect(doc.querySelector("#request-inquiry")?.text).toBe(typed.inquiry);
    }
  });

  it("exports a request with its kind and its unit's serial, in the exporter's words", () => {
    const kindName = (kind: InquiryKind) => inboxWord("ko", `kind_${kind}`);
    const rows = toCsv(store.recent(50), { lang: "ko", zone: "Asia/Seoul", kindName }).split(
      "\r\n",
    );
    expect(rows[0]).toMatch(/,메일,종류,납품 장비 일련번호$/);
    // The parts request (the service request before it was erased with its photo, above).
    expect(rows[1]).toMatch(new RegExp(`^HF-\\d{8}-\\d{6},.*,부품 요청,${unit.serial}$`));
  });

  it("answers a request to an unknown token with the 404 page, storing nothing", async () => {
    const before = store.recent(1)[0]?.id;
    const response = await post(`/u/AAAAAAAAAAAAAAAA/service`, form({ ...typed, ...consent }));
    expect(response.status).toBe(404);
    expect(store.recent(1)[0]?.id).toBe(before);
    expect(existsSync(join(dir, "inquiries.sqlite"))).toBe(true);
  });
});

describe("what staff typed is never a rule of the buyer's (issue 71)", () => {
  let shown: LiveContent;
  let unit: Unit;
  beforeAll(() => {
    // A name as published before staff's labels were cleaned: a line break in Korean, a soft
    // hyphen and a right-to-left override in English.
    shown = liveContent();
    const name = { ko: "공압식\n핀치 밸브", en: "Pinch\u00ADvalve \u202EVF" };
    const products = shown.products.map((p) => (p.id === pump.id ? { ...p, name } : p));
    setLiveContent({ ...shown, products });
    unit = part.store.add(input(), "kim@example.com");
  });
  afterAll(() => setLiveContent(shown));

  it("takes a service or parts request whatever the product's name holds, named on one line", async () => {
    const sent = [
      [`/u/${unit.token}/service`, "공압식 핀치 밸브"],
      [`/en/u/${unit.token}/parts`, "Pinchvalve VF"],
    ] as const;
    for (const [path, productName] of sent) {
      const response = await post(path, form({ ...typed, ...consent }));
      expect(response.status, path).toBe(303);
      const ref = new URL(response.headers.get("Location")!, "http://x").searchParams.get("sent")!;
      expect(store.byId(store.idOf(ref)!)).toMatchObject({
        productCode: pump.code,
        productName,
        unitSerial: unit.serial,
      });
    }
  });
});

describe("a refused request says what is wrong", () => {
  // A unit whose product has no sleeve: its parts form shows no elastomer.
  const valve =
    liveProducts().find((p) => {
      const figures = figuresOf(p.id);
      return !(figures.kind === "valve" && figures.type === "pinch");
    }) ?? liveProducts()[0]!;
  let unit: Unit;
  beforeAll(() => {
    unit = part.store.add(deliveredUnit(valve), "kim@example.com");
  });

  it("under the field it marks, with the top message pointing there", async () => {
    const response = await post(
      `/u/${unit.token}/service`,
      form({ ...typed, name: "", ...consent }),
    );
    expect(response.status).toBe(422);
    const doc = parse(await response.text());
    expect(doc.querySelector("#request-name-error")?.text).toBe("성명: 입력해 주십시오.");
    expect(doc.querySelector('[role="alert"]')?.text).toBe(
      "요청을 보내지 못했습니다. 표시된 항목을 확인해 주십시오.",
    );
  });

  it("names each field by the label the form shows, in both languages (issue 73)", async () => {
    const sent = form({ ...typed, name: "", phone: "전화 주세요", email: "x", ...consent });
    for (const [path, lang] of [
      [`/u/${unit.token}/service`, "ko"],
      [`/en/u/${unit.token}/service`, "en"],
    ] as const) {
      const doc = parse(await (await post(path, sent)).text());
      for (const field of ["name", "phone", "email"] as const) {
        const shownLabel = doc.querySelector(`label[for="request-${field}"]`)?.text ?? "";
        const error = doc.querySelector(`#request-${field}-error`)?.text ?? "";
        expect(shownLabel.replace(/\s*\*\s*$/, "").trim()).not.toBe("");
        expect(error.startsWith(`${unitPageWord(lang, `form.${field}`)}:`)).toBe(true);
        expect(shownLabel).toContain(unitPageWord(lang, `form.${field}`));
        expect(developerWords(error)).toEqual([]);
        expect(error).not.toMatch(/[:：].*[:：]/);
        if (lang === "ko") expect(error).not.toMatch(/이름|전화번호/);
      }
    }
  });

  it("above the form when the error is on no field the form shows, in both languages", async () => {
    const before = store.recent(1)[0]?.id;
    const sent = form({ ...typed, elastomer: "EPDM\nFKM", ...consent });
    const ko = await post(`/u/${unit.token}/parts`, sent);
    expect(ko.status).toBe(422);
    const doc = parse(await ko.text());
    expect(doc.querySelector('input[name="elastomer"]')).toBeNull();
    expect(doc.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(doc.querySelector('[role="alert"]')?.text).toBe(
      "요청을 보내지 못했습니다. 슬리브 재질: 한 줄로 입력해 주십시오.",
    );
    const en = parse(await (await post(`/en/u/${unit.token}/parts`, sent)).text());
    expect(en.querySelector('[role="alert"]')?.text).toBe(
      "Your request was not sent. Sleeve material: Please keep this to one line.",
    );
    // The words typed are kept, and nothing was stored.
    expect(doc.querySelector("#request-inquiry")?.text).toBe(typed.inquiry);
    expect(store.recent(1)[0]?.id).toBe(before);
  });
});

describe("what all bodies may hold at once", () => {
  const MB = 2 ** 20;
  let unit: Unit;
  let small: ReturnType<typeof createApp>;
  const appWith = (limits: { rateLimitPerMinute: number; trustProxy?: boolean }) =>
    createApp(
      build,
      indexStaticFiles(join(BUILD, "client")),
      async (_c: unknown, go: () => Promise<void>) => go(),
      {},
      undefined,
      {
        log: () => {},
        units: part,
        unitRequests: { inquiries: { store }, trustProxy: false, ...limits },
      },
    );
  beforeAll(() => {
    unit = part.store.add(input({ tag: "P-202" }), "kim@example.com");
    // All bodies may hold 1 MB at once, one sender all of it (server/platform/body.ts).
    setBodyBudget(MB, MB);
    small = appWith({ rateLimitPerMinute: 0 });
  });
  const send = (
    body: FormData | ReadableStream,
    headers: Record<string, string> = {},
    to = small,
  ) =>
    to.request(`http://localhost/u/${unit.token}/service`, {
      method: "POST",
      body,
      headers,
      ...(body instanceof ReadableStream && { duplex: "half" }),
    } as RequestInit);

  it("refuses a body past them with the words kept, and takes the next once one is answered", async () => {
    // A slow phone's upload: 832 KB of its photo read, then it waits (a pull asked for more).
    const boundary = "----slow";
    const encode = (text: string) => new TextEncoder().encode(text);
    const chunks = [
      encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\n${typed.name}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\n` +
          "Content-Type: image/jpeg\r\n\r\n",
      ),
      ...Array.from({ length: 13 }, () => new Uint8Array(64 * 1024).fill(0x41)),
    ];
    let waiting!: () => void;
    const read = new Promise<void>((resolve) => (waiting = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const slow = new ReadableStream<Uint8Array>(
      {
        async pull(controller) {
          const chunk = chunks.shift();
          if (chunk) return controller.enqueue(chunk);
          waiting();
          await released;
          controller.enqueue(encode(`\r\n--${boundary}--\r\n`));
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const first = send(slow, { "content-type": `multipart/form-data; boundary=${boundary}` });
    await read;

    // Another request's 400 KB would take what is held past 1 MB: 503, the words back.
    const before = store.recent(1)[0]?.id;
    const photo = { name: "pump.jpg", bytes: Buffer.alloc(400 * 1024, 0x42) };
    const refused = await send(form({ ...typed, ...consent }, [photo]));
    expect(refused.status).toBe(503);
    expect(refused.headers.get("Retry-After")).toBe("10");
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    const doc = parse(await refused.text());
    expect(doc.querySelector("#request-photos-error")?.text).toContain(
      "적은 내용은 그대로 있습니다",
    );
    expect(doc.querySelector("#request-name")?.getAttribute("value")).toBe(typed.name);
    expect(doc.querySelector("#request-inquiry")?.text).toBe(typed.inquiry);
    expect(doc.text).not.toContain("요청을 저장하지 못했습니다");
    expect(store.recent(1)[0]?.id).toBe(before);

    // The slow one ends (its "photo" is no photo) and lets go: the same request is now read.
    release();
    expect((await first).status).toBe(422);
    const again = await send(form({ ...typed, ...consent }, [photo]));
    expect(again.status).toBe(422);
    expect(parse(await again.text()).querySelector("#request-photos-error")?.text).toContain(
      "pump.jpg: 사진 파일(JPEG, PNG, WebP)이 아닙니다.",
    );
  });

  it("gives each sender a share: three stalled uploads do not refuse a fourth sender", async () => {
    // 3 MB for all bodies, 1 MB for one sender: each slow phone holds 832 KB of its own share.
    setBodyBudget(3 * MB, MB);
    const shared = appWith({ rateLimitPerMinute: 0, trustProxy: true });
    const boundary = "----share";
    const encode = (text: string) => new TextEncoder().encode(text);
    const slow = () => {
      const chunks = [
        encode(
          `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="slow.jpg"\r\n` +
            "Content-Type: image/jpeg\r\n\r\n",
        ),
        ...Array.from({ length: 13 }, () => new Uint8Array(64 * 1024).fill(0x41)),
      ];
      let waiting!: () => void;
      const read = new Promise<void>((resolve) => (waiting = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      const body = new ReadableStream<Uint8Array>(
        {
          async pull(controller) {
            const chunk = chunks.shift();
            if (chunk) return controller.enqueue(chunk);
            waiting();
            await released;
            controller.enqueue(encode(`\r\n--${boundary}--\r\n`));
            controller.close();
          },
        },
        { highWaterMark: 0 },
      );
      return { body, read, release };
    };
    const type = { "content-type": `multipart/form-data; boundary=${boundary}` };
    const stalled = ["10.0.1.1", "10.0.2.1", "10.0.3.1"].map((address) => {
      const upload = slow();
      const answer = send(upload.body, { ...type, "x-forwarded-for": address }, shared);
      return { ...upload, answer };
    });
    await Promise.all(stalled.map((upload) => upload.read));

    // A fourth sender's photo is read (and refused as no photo: its bytes are not a JPEG).
    const photo = { name: "pump.jpg", bytes: Buffer.alloc(400 * 1024, 0x42) };
    const fourth = await send(
      form({ ...typed, ...consent }, [photo]),
      { "x-forwarded-for": "10.0.4.1" },
      shared,
    );
    expect(fourth.status).toBe(422);
    // One of the stalled senders sending more than its share is refused, its words kept.
    const again = await send(
      form({ ...typed, ...consent }, [photo]),
      { "x-forwarded-for": "10.0.1.1" },
      shared,
    );
    expect(again.status).toBe(503);
    for (const upload of stalled) upload.release();
    await Promise.all(stalled.map((upload) => upload.answer));
    setBodyBudget(MB, MB);
  });

  it("lets go of what a sender gone mid-body held", async () => {
    const chunks = Array.from({ length: 13 }, () => new Uint8Array(64 * 1024).fill(0x41));
    const lost = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const chunk = chunks.shift();
          if (chunk) controller.enqueue(chunk);
          else controller.error(new Error("the phone lost its signal"));
        },
      },
      { highWaterMark: 0 },
    );
    const gone = Promise.resolve(send(lost, { "content-type": "multipart/form-data; boundary=x" }));
    await gone.catch(() => undefined);
    // Its 832 KB were let go: another 400 KB is read (and refused as no photo), not turned away.
    const photo = { name: "pump.jpg", bytes: Buffer.alloc(400 * 1024, 0x42) };
    expect((await send(form({ ...typed, ...consent }, [photo]))).status).toBe(422);
  });

  it("answers a second request within the minute 429, saying when to come again", async () => {
    const limited = appWith({ rateLimitPerMinute: 1 });
    expect((await send(form({ ...typed, ...consent }), {}, limited)).status).toBe(303);
    const again = await send(form({ ...typed, ...consent }), {}, limited);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(await again.text()).toContain("요청을 너무 자주 보내셨습니다");
  });
});

describe("a photo that waits past its turn in the work pool (issue 71, item 4)", () => {
  let unit: Unit;
  let pool: Pool<WorkTasks>;
  let waited: ReturnType<typeof createApp>;
  beforeAll(async () => {
    unit = part.store.add(input({ tag: "P-404" }), "kim@example.com");
    // The site's bounds, one thread, and a worker whose jobs never end: the first holds it.
    const script = fileURLToPath(new URL("../fixtures/waiting-work.ts", import.meta.url));
    pool = createPool<WorkTasks>({
      script,
      threads: 1,
      queues: SITE_QUEUES,
      senderQueues: SITE_SENDER_QUEUES,
    });
    useWorkPool(pool);
    const bytes = new Uint8Array(await phonePhoto());
    void pool
      .run("request-photo", { bytes, name: "other.jpg" }, { sender: "203.0.113.9" })
      .catch(() => {});
    waited = createApp(
      build,
      indexStaticFiles(join(BUILD, "client")),
      async (_c: unknown, go: () => Promise<void>) => go(),
      {},
      undefined,
      {
        log: () => {},
        units: part,
        unitRequests: {
          inquiries: { store },
          rateLimitPerMinute: 0,
          trustProxy: false,
          photoWaitMs: 100,
        },
      },
    );
  });
  afterAll(async () => {
    useWorkPool(undefined);
    await pool.close();
  });

  it("is refused past its wait with words that say to send it again, the words typed kept", async () => {
    const photo = { name: "pump.jpg", bytes: await phonePhoto() };
    for (const lang of ["ko", "en"] as const) {
      const path = `${lang === "en" ? "/en" : ""}/u/${unit.token}/service`;
      const answer = await waited.request(`http://localhost${path}`, {
        method: "POST",
        body: form({ ...typed, ...consent }, [photo, photo]),
      });
      expect(answer.status).toBe(422);
      const doc = parse(await answer.text());
      // Said once: the second photo is not sent to wait as long.
      expect(doc.querySelector("#request-photos-error")?.text).toBe(
        unitPageWord(lang, "err.photoBusy", { name: "pump.jpg" }),
      );
      expect(doc.querySelector("#request-name")?.getAttribute("value")).toBe(typed.name);
    }
    expect(unitPageWord("ko", "err.photoBusy", { name: "p" })).toContain("잠시 후 다시 보내");
    expect(unitPageWord("en", "err.photoBusy", { name: "p" })).toContain("send it again");
  });
});
