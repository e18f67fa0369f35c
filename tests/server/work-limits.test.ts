import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { readUnitSheet } from "../../app/admin/units/sheet.server";
import { unitsWord } from "../../app/admin/units/words";
import { translate } from "../../app/i18n/translate.server";
import { photoDirs, processPhoto } from "../../server/content/photos";
import { processSeal } from "../../server/content/seal";
import { quotePackRoutes } from "../../server/documents/quote-pack";
import type { WorkTasks } from "../../server/work/registry";
import { createPool, useWorkPool, type Pool } from "../../server/work/pool";

/**
 * What a visitor and staff are told when the work pool does not make their job (issue 56): the
 * site's pool is stood in for by one whose every job passes its memory bound, or by one that is
 * full. Each caller answers as it does to a hostile input: a page for the buyer's quote pack, a
 * field error for an upload, never a 500.
 */
const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const routes = quotePackRoutes(() => "<svg/>");
const pack = (path: string) => routes.request(`${path}?items=s30:2,480-035:1`);
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "work-limits-"));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("every job past its memory bound", () => {
  let pool: Pool<WorkTasks>;
  beforeAll(() => {
    pool = createPool<WorkTasks>({ script: fixture("unmade-work.ts"), threads: 1, memoryMb: 16 });
    useWorkPool(pool);
  });
  afterAll(async () => {
    useWorkPool(undefined);
    await pool.close();
  });

  test("the quote pack answers its own page in the buyer's language, 422 and not kept", async () => {
    for (const [path, lang] of [
      ["/quote.pdf", "ko"],
      ["/en/quote.pdf", "en"],
    ] as const) {
      const response = await pack(path);
      expect(response.status).toBe(422);
      expect(response.headers.get("cache-control")).toBe("no-store");
      const html = await response.text();
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(translate(lang, "quote.pdfTooLarge"));
      // The way back is the list as it was.
      const back = lang === "ko" ? "/quote" : "/en/quote";
      expect(html).toContain(`href="${back}?items=s30%3A2%2C480-035%3A1"`);
    }
  });

  test("a photo, a seal and a units sheet are refused with a field's message", async () => {
    const bytes = Buffer.from("not decoded: the job never gets that far");
    const photo = await processPhoto(bytes, "site.jpg", photoDirs(dir));
    expect(photo).toMatchObject({ ok: false });
    expect(photo.ok || photo.message.ko).toContain("처리 한도(시간, 메모리)를 넘었습니다");
    expect(photo.ok || photo.message.en).toContain("more than the time or memory");
    const seal = await processSeal(bytes, "seal.png", dir);
    expect(seal.ok || seal.message.ko).toContain("처리 한도(시간, 메모리)를 넘었습니다");
    for (const lang of ["ko", "en"] as const)
      expect(await readUnitSheet(lang, bytes)).toEqual({
        ok: false,
        message: unitsWord(lang, "sheetTooSlow"),
      });
  });
});

describe("a full pool", () => {
  let pool: Pool<WorkTasks>;
  beforeAll(() => {
    // One thread, no room to wait: the first job holds it until the pool is closed.
    pool = createPool<WorkTasks>({ script: fixture("waiting-work.ts"), threads: 1, queue: 0 });
    useWorkPool(pool);
    void pool.run("seal", { bytes: Buffer.alloc(0), name: "", dataDir: dir }).catch(() => {});
  });
  afterAll(async () => {
    useWorkPool(undefined);
    await pool.close();
  });

  test("the quote pack says to try again in a moment: 503 with Retry-After", async () => {
    const response = await pack("/quote.pdf");
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.text()).toContain(translate("ko", "quote.pdfBusy"));
  });

  test("an upload is told to come again, not refused for what it is", async () => {
    const photo = await processPhoto(Buffer.from("x"), "site.jpg", photoDirs(dir));
    expect(photo.ok || photo.message.ko).toContain("지금은 사진을 처리할 수 없습니다");
    expect(await readUnitSheet("en", Buffer.from("x"))).toEqual({
      ok: false,
      message: unitsWord("en", "sheetBusy"),
    });
  });
});
