import { existsSync, readdirSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import {
  contentDatabase,
  openContentStore,
  type ContentStore,
  type ItemValue,
  type Kind,
} from "../../server/content/store";
import { readPdf } from "../pdf";
import { phoneText } from "../../app/i18n/phone-text";
import { serveBuilt } from "./serve-built";

/**
 * The datasheets and catalogues after a change of the company facts (server/documents/), the
 * telephone and the address printed in every page's frame: the
 * built server (`npm run build` first) makes them all again in a worker thread, in one job, into
 * `{DATA_DIR}/documents/{job}/` and serves them at the same URLs with new ETags, the old ones
 * until then; a restart serves what was already made and makes only what changed meanwhile;
 * content published back serves the build's files. (A product's publish makes only its own:
 * tests/e2e/admin-catalogue.spec.ts; the keeper's rules with a worker the test controls:
 * documents-keeper.test.ts.)
 */
let server: Awaited<ReturnType<typeof serveBuilt>>;
let store: ContentStore;
let builtEtag = "";
/** The first server's DATA_DIR, kept across restarts. */
let dataDir = "";

const DATASHEET = "/documents/datasheet-480-035-en.pdf";
const CATALOGUE = "/documents/catalogue-special-ko.pdf";
/** A technical page of the special group, whose catalogues print its words. */
const SECTION = "hydraulic-pneumatic-actuators";
/** How long the worker may take: seconds alone, minutes with the whole suite on 2 cores. */
const BOUND_MS = 300_000;

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.origin + path, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, etag: response.headers.get("ETag") ?? "" };
}

function publish<K extends Kind>(kind: K, id: string, value: (draft: ItemValue<K>) => unknown) {
  const item = store.get(kind, id)!;
  const saved = store.saveDraft(kind, id, value(item.draft), {
    by: "test",
    baseVersion: item.version,
  });
  if (!saved.ok) throw new Error(saved.message);
  const published = store.publish(kind, id, { by: "test", baseVersion: saved.item.version });
  if (!published.ok) throw new Error(published.message);
}

function publishCompany(change: Partial<typeof company>) {
  publish("company", "company", (draft) => ({ ...draft, ...change }));
}

/**
 * The special group's first technical page with its highlight's torque changed (`to`): words
 * that only that group's two catalogues print.
 */
function publishHighlight(to: string) {
  publish("section", SECTION, (draft) => {
    const texts = structuredClone(draft);
    const highlight = texts.pages[0]!.content[1]!;
    if (highlight.type !== "highlight") throw new Error(`${SECTION} has no highlight first`);
    highlight.text.ko = highlight.text.ko.replace(/최대 [\d,]+ N·m/, `최대 ${to} N·m`);
    return texts;
  });
}

/**
 * Polls `path` until its PDF text contains `text`; the time it took, in ms. A HEAD each time,
 * the PDF read only when its ETag moved: the test must not take the cores the worker needs.
 */
async function timeUntilPdfSays(path: string, text: string) {
  const started = Date.now();
  let seen: string | null = null;
  for (;;) {
    const etag = (await fetch(server.origin + path, { method: "HEAD" })).headers.get("ETag");
    if (etag !== seen) {
      seen = etag;
      if ((await readPdf((await get(path)).bytes)).text.includes(text)) {
        return Date.now() - started;
      }
    }
    if (Date.now() - started > BOUND_MS) throw new Error(`${path} still lacks ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

beforeAll(async () => {
  server = await serveBuilt({}, [], { keepOutput: true });
  dataDir = server.dir;
  store = openContentStore(contentDatabase(dataDir));
});
afterAll(async () => {
  store?.close();
  await server?.stop();
  // The restart's server was given the folder, so it leaves it; it is this file's to remove.
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe("documents after a change of facts", () => {
  test("a new telephone reaches every PDF, with a new ETag; the old ones until then", async () => {
    const before = await get(DATASHEET);
    builtEtag = before.etag;
    expect(before.response.status).toBe(200);
    expect(before.response.headers.get("Content-Type")).toBe("application/pdf");
    expect((await readPdf(before.bytes)).text).toContain(`Tel ${phoneText(company.phone, "en")}`);

    const phone = "02-3456-7890";
    // A moved office too (test values): every page's footer prints the address.
    const address = {
      ...company.address,
      street: { ko: "디지털로 300", en: "300 Digital-ro" },
      building: { ko: "1201호", en: "Room 1201" },
      postalCode: "08590",
    };
    publishCompany({ phone, address });
    // The pages show it within a second; the documents take the worker's time, and meanwhile
    // the server answers at once, with the build's file.
    const published = Date.now();
    for (;;) {
      const sent = Date.now() - published;
      if ((await (await fetch(`${server.origin}/contact`)).text()).includes(phone)) break;
      // Only a look sent a second after the publish must show it: its start counts, not when a
      // busy machine's answer came back.
      expect(sent).toBeLessThan(1000);
    }
    const during = await get(DATASHEET);
    expect(during.etag).toBe(before.etag);

    const took = await timeUntilPdfSays(DATASHEET, `Tel ${phoneText(phone, "en")}`);
    console.log(`documents made again: the datasheet carried the new telephone after ${took} ms`);
    const after = await get(DATASHEET);
    expect((await readPdf(after.bytes)).text).toContain(
      "Room 1201, 300 Digital-ro, Geumcheon-gu, Seoul 08590, Republic of Korea",
    );
    expect(after.etag).toMatch(/^"[\w-]{22}"$/);
    expect(after.etag).not.toBe(before.etag);
    expect((await get(DATASHEET, { "If-None-Match": after.etag })).response.status).toBe(304);
    expect((await get(DATASHEET, { "If-None-Match": before.etag })).response.status).toBe(200);
    // Every page of a catalogue, in the other language too.
    const catalogue = await readPdf((await get(CATALOGUE)).bytes);
    for (const [index, page] of catalogue.pages.entries()) {
      expect(page.text, `page ${index + 1}`).toContain(`전화 ${phone}`);
      expect(page.text, `page ${index + 1}`).toContain(
        "(08590) 서울특별시 금천구 디지털로 300 1201호",
      );
    }
    // One job's folder with every document, and the list served from it.
    const made = readdirSync(join(dataDir, "documents")).filter((name) => name !== "served.json");
    expect(made).toHaveLength(1);
    expect(readdirSync(join(dataDir, "documents", made[0]!))).toHaveLength(88);
    expect(existsSync(join(dataDir, "documents", "served.json"))).toBe(true);
    expect(server.output()).toMatch(/documents: 88 PDFs made again in \d+ ms/);
  });

  test("a restart serves the documents already made at once, and makes only what changed", async () => {
    const etag = (await get(CATALOGUE)).etag;
    const datasheet = (await get(DATASHEET)).etag;
    await server.stop({ keepData: true });
    // Published while the server was down: words that only the special group's two catalogues
    // print (all 88 made again is the first test's). What was made before is served until then.
    publishHighlight("4,500");
    server = await serveBuilt({ DATA_DIR: dataDir }, [], { keepOutput: true });
    const first = await get(CATALOGUE);
    expect(first.etag).toBe(etag);
    const before = (await readPdf(first.bytes)).text;
    expect(before).toContain("전화 02-3456-7890");
    expect(before).toContain("최대 4,000 N·m");
    await timeUntilPdfSays(CATALOGUE, "최대 4,500 N·m");
    expect(server.output()).toMatch(
      /documents: 2 PDFs made again in \d+ ms \(catalogue-special-ko\.pdf, catalogue-special-en\.pdf\)/,
    );
    // The others are still the files made before the restart.
    expect((await get(DATASHEET)).etag).toBe(datasheet);
    // The two files replaced are removed; the rest of the earlier set stays, served.
    const [earlier, later] = readdirSync(join(dataDir, "documents"))
      .filter((name) => name !== "served.json")
      .map((name) => readdirSync(join(dataDir, "documents", name)))
      .sort((a, b) => b.length - a.length);
    expect(earlier).toHaveLength(86);
    expect(later).toEqual(["catalogue-special-en.pdf", "catalogue-special-ko.pdf"]);
    expect(readdirSync(join(dataDir, "documents"))).toHaveLength(3);
  });

  test("facts and words published back to the build's serve the build's files again", async () => {
    publishCompany({ phone: company.phone, address: company.address });
    publishHighlight("4,000");
    // No work to do: the build's files, as soon as the server sees the publish.
    await timeUntilPdfSays(
      DATASHEET,
      `Tel ${phoneText(company.phone, "en")} · Fax ${phoneText(company.fax, "en")}`,
    );
    expect(server.output().match(/PDFs made again/g)).toHaveLength(1);
    expect((await get(DATASHEET)).etag).toBe(builtEtag);
    expect(readdirSync(join(dataDir, "documents"))).toEqual(["served.json"]);
  });
}, 900_000);
