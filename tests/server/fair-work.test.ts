import { mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "node-html-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { translate } from "../../app/i18n/translate.server";
import { checkImage } from "../../server/content/photo-files";
import { openUnitsPart } from "../../server/units/setup";
import { phonePhoto } from "../fixtures/photos";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { serveBuilt } from "./serve-built";

/**
 * Fair shares of what is shared (issue 63, item 2), on the built server behind a trusted proxy:
 * a flood of quote packs from many addresses never costs a buyer's service request its photo;
 * one address asking for packs too often is told to wait, in its language; a photo whose bytes
 * decoded pass the bound is refused from its header, whatever its pixels.
 */
const PACKS_PER_MINUTE = 2;
let dir: string;
let token: string;
let site: Awaited<ReturnType<typeof serveBuilt>>;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "fair-work-"));
  const part = openUnitsPart(dir);
  token = part.store.add(deliveredUnit(liveProducts()[0]!), "kim@example.com").token;
  part.store.close();
  site = await serveBuilt({
    TEST_SITE_CLOCK_AT: FORMS_OPEN_AT,
    DATA_DIR: dir,
    TRUST_PROXY: "true",
    QUOTE_PDF_PER_MINUTE: String(PACKS_PER_MINUTE),
  });
});
afterAll(async () => {
  await site?.stop();
  await rm(dir, { recursive: true, force: true });
});

const LIST = "items=s30:2";
const pack = (path: string, from: string) =>
  fetch(`${site.origin}${path}?${LIST}`, { headers: { "X-Forwarded-For": from } });

/** A service request from the unit's page, as a browser without script posts it. */
function serviceRequest(photo: { name: string; bytes: Buffer; type: string }) {
  const body = new FormData();
  const typed = {
    companyName: "한빛수자원",
    name: "김정비",
    phone: "031-555-0101",
    email: "jungbi@example.com",
    inquiry: "밸브가 완전히 닫히지 않습니다. 사진을 보내 드립니다.",
    privacy_consent: "yes",
  };
  for (const [name, value] of Object.entries(typed)) body.append(name, value);
  body.append("photos", new File([new Uint8Array(photo.bytes)], photo.name, { type: photo.type }));
  return fetch(`${site.origin}/u/${token}/service`, {
    method: "POST",
    body,
    redirect: "manual",
    headers: { "X-Forwarded-For": "198.51.100.20" },
  });
}

describe("/quote.pdf from one address", () => {
  it("makes packs up to the limit, then asks to wait, in the buyer's language, without words of the machine", async () => {
    const buyer = "203.0.113.7";
    for (let i = 0; i < PACKS_PER_MINUTE; i++) {
      const made = await pack("/quote.pdf", buyer);
      expect(made.status).toBe(200);
      expect(made.headers.get("content-type")).toBe("application/pdf");
      await made.arrayBuffer();
    }
    for (const [path, lang] of [
      ["/quote.pdf", "ko"],
      ["/en/quote.pdf", "en"],
    ] as const) {
      const refused = await pack(path, buyer);
      expect(refused.status).toBe(429);
      expect(refused.headers.get("cache-control")).toBe("no-store");
      const seconds = Number(refused.headers.get("retry-after"));
      expect(seconds).toBeGreaterThanOrEqual(1);
      expect(seconds).toBeLessThanOrEqual(60);
      const html = await refused.text();
      expect(html).toContain(`<html lang="${lang}">`);
      const said = parse(html).querySelector("main p")!.text;
      expect(said).toBe(translate(lang, "quote.pdfTooOften", { seconds }));
      expect(said).not.toMatch(/rate|limit|thread|pool|메모리|한도/i);
      // The way back is the list as it was.
      expect(html).toContain("s30%3A2");
    }
    // Another address is not held by this one's count.
    const other = await pack("/quote.pdf", "203.0.113.8");
    expect(other.status).toBe(200);
    await other.arrayBuffer();
  });
});

describe("a flood of quote packs from many addresses", () => {
  it("never refuses a buyer's service request its photo", async () => {
    let flooding = true;
    let sent = 0;
    const answers = new Map<number, number>();
    let full!: () => void;
    const packsRefused = new Promise<void>((resolve) => (full = resolve));
    // Twenty clients, each request from a new address, as a botnet past the per-address limit.
    const clients = Array.from({ length: 20 }, async (_, client) => {
      while (flooding) {
        sent += 1;
        const response = await pack("/quote.pdf", `10.${client}.${sent >> 8}.${sent & 255}`);
        await response.arrayBuffer();
        answers.set(response.status, (answers.get(response.status) ?? 0) + 1);
        if (response.status === 503) full();
      }
    });
    // The packs' own line is full: the flood's next pack is refused as busy.
    await packsRefused;
    const answer = await serviceRequest({
      name: "IMG_0001.jpg",
      bytes: await phonePhoto(),
      type: "image/jpeg",
    });
    flooding = false;
    await Promise.all(clients);
    const page = answer.status === 303 ? "" : await answer.text();
    expect(answer.status, parse(page).querySelector("#request-photos-error")?.text).toBe(303);
    expect(answer.headers.get("location")).toMatch(new RegExp(`^/u/${token}\\?sent=`));
    expect(answers.get(503)).toBeGreaterThan(0);
  });
});

describe("a photo bounded by its bytes decoded", () => {
  // Just under the pixels' bound; one flat colour compresses to a small file.
  const side = 7000;
  const flat = (channels: 3 | 4) =>
    sharp({
      create: { width: side, height: side, channels, background: { r: 40, g: 90, b: 160 } },
    });
  let deep: Buffer;
  beforeAll(async () => {
    deep = await flat(3).toColourspace("rgb16").png({ progressive: true }).toBuffer();
  });

  it("refuses a 16-bit interlaced PNG from a unit's page under its field, before decoding it", async () => {
    expect((await sharp(deep).metadata()).depth).toBe("ushort");
    const answer = await serviceRequest({ name: "deep.png", bytes: deep, type: "image/png" });
    expect(answer.status).toBe(422);
    const error = parse(await answer.text()).querySelector("#request-photos-error")?.text;
    expect(error).toContain("deep.png: 화소 수가 너무 많습니다");
  });

  it("takes an 8-bit photo of the same pixels from a unit's page", async () => {
    const jpeg = await flat(3).jpeg().toBuffer();
    const answer = await serviceRequest({ name: "wide.jpg", bytes: jpeg, type: "image/jpeg" });
    expect(answer.status).toBe(303);
  });

  it("refuses it from staff with the photos' words, and takes an 8-bit one with transparency", async () => {
    const refused = await checkImage(deep);
    expect(refused.ok).toBe(false);
    expect(refused.ok || refused.message.ko).toContain(
      `사진이 너무 큽니다 (${side} × ${side} 화소, 16비트 색).`,
    );
    expect(refused.ok || refused.message.en).toContain(
      `The photo is too large (${side} × ${side} pixels in 16-bit colour).`,
    );
    const clear = await flat(4).png().toBuffer();
    expect(await checkImage(clear)).toMatchObject({ ok: true, format: "png" });
  });
});
