import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { shownCertificates } from "../../app/certificates/certificates.server";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { composeContent, setLiveContent } from "../../app/content/live.server";
import type { CertificateItem } from "../../app/content/schemas";
import { datedState } from "../../app/dated-state.server";
import { watchCertificateDays } from "../../server/certificates/day-purge";
import { liveSource } from "../../server/content/live";
import { openContentStore, type ContentStore } from "../../server/content/store";
import { changedKeys, pageKeys, productKey } from "../../server/edge/keys";
import { setUpEdge } from "../../server/edge/setup";

/**
 * Certificates in the content store and by the day (docs/decisions/032-certificates.md): what a
 * draft and a publish accept, the dated state that drops an expired one without a publish, and
 * the purge the edge is asked for at midnight, sent to a real HTTP listener on loopback.
 */

const pinch = liveProducts().find((product) => product.category === "pinch-valve")!;
const sirca = liveProducts().filter((product) => product.category === "sirca-valves");
const by = (baseVersion: number) => ({ by: "owner@example.test", baseVersion });

const CERTIFICATE: CertificateItem = {
  id: 1,
  name: { ko: "시험용 인증", en: "Test certificate" },
  issuer: { ko: "시험 기관", en: "Test body" },
  number: "TEST-0001",
  scope: { ko: "시험", en: "Test" },
  products: [pinch.id],
  groups: ["sirca-valves"],
  validFrom: "2027-01-01",
  validUntil: "2027-03-31",
  file: { file: "0b4c9a52-5f0e-4d0e-9a3e-6f1f0c2d9b11", name: "test.pdf", bytes: 1234 },
};

let dir: string;
let store: ContentStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "certificates-"));
  store = openContentStore(join(dir, "content.sqlite"));
});
afterEach(() => {
  store.close();
  rmSync(dir, { recursive: true, force: true });
  // The repository's content again for the next file's reads.
  setLiveContent(composeContent(0, { gallery: new Map() }));
});

function publish(value: CertificateItem) {
  const id = String(value.id);
  const saved = store.saveDraft(
    "certificate",
    id,
    value,
    by(store.get("certificate", id)?.version ?? 0),
  );
  expect(saved.ok).toBe(true);
  return store.publish("certificate", id, by(saved.ok ? saved.item.version : 0));
}

describe("the content store", () => {
  test("a draft keeps empty fields; a publish names them, a last day before the first, a stranger product", () => {
    const blank = {
      id: 2,
      name: { ko: "", en: "" },
      issuer: { ko: "", en: "" },
      number: "",
      scope: { ko: "", en: "" },
      validFrom: "",
      validUntil: "",
    };
    expect(store.saveDraft("certificate", "2", blank, by(0)).ok).toBe(true);
    const refused = store.publish("certificate", "2", by(1));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.reason === "invalid" && Object.keys(refused.fieldErrors)).toEqual(
      expect.arrayContaining(["name.ko", "issuer.en", "number", "validFrom", "validUntil", "file"]),
    );
    const backwards = store.saveDraft(
      "certificate",
      "1",
      { ...CERTIFICATE, validUntil: "2026-12-31" },
      by(0),
    );
    expect(!backwards.ok && backwards.reason === "invalid" && backwards.fieldErrors).toMatchObject({
      validUntil: "the last valid day is before the first",
    });
    const stranger = store.saveDraft(
      "certificate",
      "1",
      { ...CERTIFICATE, products: ["no-such-valve"] },
      by(0),
    );
    expect(!stranger.ok && stranger.reason === "invalid" && stranger.fieldErrors).toHaveProperty(
      "products",
    );
    expect(publish(CERTIFICATE).ok).toBe(true);
    expect(store.overrides().certificates).toEqual([CERTIFICATE]);
  });
});

describe("by the day", () => {
  test("the dated state names the day's certificates, kept per day and content", () => {
    expect(publish(CERTIFICATE).ok).toBe(true);
    const live = liveSource(store, 0);
    live.revision();
    expect(shownCertificates("2027-03-31").map((c) => c.id)).toEqual([1]);
    // One filter a day and content, not one a request.
    expect(shownCertificates("2027-03-31")).toBe(shownCertificates("2027-03-31"));
    expect(shownCertificates("2027-04-01")).toEqual([]);
    expect(shownCertificates("2026-12-31")).toEqual([]);
    expect(datedState("2027-03-31")).not.toBe(datedState("2027-04-01"));
    expect(JSON.parse(datedState("2027-03-31")).certificates).toEqual([1]);
  });

  test("at midnight after the last valid day, the edge is asked to purge its pages", async () => {
    const received: IncomingMessage["headers"][] = [];
    const server: Server = createServer((req, res) => {
      received.push(req.headers);
      req.resume();
      req.on("end", () => res.writeHead(200).end("ok"));
    });
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    const port = (server.address() as AddressInfo).port;
    let clock = Date.parse("2027-03-31T23:59:00+09:00");
    const setup = setUpEdge(
      {
        SITE_URL: "https://www.hanbit.example",
        INDEXNOW: false,
        INDEXNOW_ENDPOINT: "https://searchadvisor.naver.com/indexnow",
        INDEXNOW_BATCH_SECONDS: 0,
        DATA_DIR: dir,
        CDN_PURGE_URL: `http://127.0.0.1:${port}/_purge`,
      },
      store,
      { purgeDelayMs: 0, now: () => new Date(clock) },
    );
    try {
      expect(publish(CERTIFICATE).ok).toBe(true);
      // The publish's own purge: the certificates page and the catalogue's pages.
      await expect.poll(() => received.length).toBe(1);
      expect(received[0]!["surrogate-key"]).toContain("certificates");
      const watch = watchCertificateDays({
        live: liveSource(store, 0),
        now: () => clock,
        every: 2 ** 31 - 1,
        purge: (keys) => {
          setup.queue.add("purge", keys, new Date(clock));
          setup.edge.wake();
        },
      });
      // The same day: nothing changed by itself.
      expect(watch.look()).toEqual([]);
      clock = Date.parse("2027-04-01T00:00:30+09:00");
      const keys = watch.look();
      watch.stop();
      expect(keys).toEqual(
        expect.arrayContaining([
          "certificates",
          productKey(pinch.code),
          ...sirca.map((product) => productKey(product.code)),
        ]),
      );
      await expect.poll(() => received.length).toBe(2);
      expect(String(received[1]!["surrogate-key"]).split(" ")).toEqual(
        expect.arrayContaining(["certificates", productKey(pinch.code)]),
      );
      // The day after: the same (empty) set, nothing more.
      clock = Date.parse("2027-04-02T00:00:30+09:00");
      expect(watch.look()).toEqual([]);
    } finally {
      await setup.close();
      await new Promise<void>((done) => server.close(() => done()));
    }
  });

  test("the certificates page has its key; a publish purges it and the catalogue", () => {
    expect(pageKeys("/en/certificates", 200, true)).toEqual(
      expect.arrayContaining(["site", "company", "certificates"]),
    );
    expect(pageKeys("/certificates.data", 200, false)).toContain("certificates");
    expect(changedKeys({ kind: "certificate", id: "1", before: {}, after: {} })).toEqual([
      "certificates",
      "catalogue",
    ]);
  });
});
