import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { company } from "../../app/content/company";
import { composeContent } from "../../app/content/live.server";
import type { Product } from "../../app/content/schemas";
import { madeEntry, type DocumentManifest } from "../../app/documents/library.server";
import { documentList, setDocumentList } from "../../app/documents/manifest.server";
import {
  plannedDocuments,
  type DocumentContent,
  type PlannedDocument,
} from "../../app/documents/plan.server";
import { fileName, type RemakeJob, type RemakeResult } from "../../server/documents/job";
import { documentsKeeper, type DocumentsSource } from "../../server/documents/keeper";
import { inWorker } from "../../server/documents/thread";
import type { ServedFile } from "../../server/http/static-files";

/**
 * The keeper (server/documents/keeper.ts) with a worker the test controls: each job waits until
 * the test finishes it, and its "PDFs" are a line naming what they print. What is served while
 * a job runs, what a job is given, and what is served, listed and kept on disk after it.
 */
const MAKER = "test-maker";
const BUILD = join(process.cwd(), "build");
const seed = composeContent(0, { gallery: new Map() });
const S30_KO = "/documents/datasheet-s30-ko.pdf";
const S30_EN = "/documents/datasheet-s30-en.pdf";
const OTHER = "/documents/datasheet-480-035-en.pdf";
const S30_FOUR = [
  "/documents/catalogue-sirca-valves-ko.pdf",
  "/documents/catalogue-sirca-valves-en.pdf",
  S30_KO,
  S30_EN,
];

/** The build's files: a made-up file per document of the repository's content. */
const built: DocumentManifest = {
  maker: MAKER,
  documents: plannedDocuments(seed, MAKER).map((d) => madeEntry(d, 100)),
};
const builtFiles = new Map<string, ServedFile>(
  built.documents.map((entry) => [
    entry.href,
    {
      file: `/build${entry.href}`,
      size: 100,
      bytes: Buffer.from(`built ${entry.href}`),
      modified: "",
      encoded: {},
      etag: `"built-${fileName(entry.href)}"`,
    },
  ]),
);

let dir: string;
let revision: number;
let shown: DocumentContent;
let jobs: { job: RemakeJob; finish: (fail?: Error) => void }[];
let lines: string[];
/** What the keeper told of each change (the edge's purge, server/edge/). */
let changes: string[][];

/** A worker the test finishes: writes a line per document into the job's folder. */
function run(job: RemakeJob) {
  return new Promise<RemakeResult>((resolve, reject) => {
    jobs.push({
      job,
      finish(fail) {
        if (fail) return reject(fail);
        for (const document of job.documents) {
          writeFileSync(
            join(job.outDir, fileName(document.href)),
            `made ${document.href} ${document.digest}`,
          );
        }
        resolve({ documents: [] });
      },
    });
  });
}

function keeper() {
  return documentsKeeper({
    dir,
    built,
    builtFile: (href) => builtFiles.get(href),
    clientDir: "/nowhere",
    run,
    content: () => ({ ...shown, revision }),
    log: (line) => lines.push(line),
    onChange: (hrefs) => changes.push([...hrefs].sort()),
  });
}

/** Publishes `content`: the live content's revision moves. */
function publish(content: DocumentContent) {
  shown = content;
  revision += 1;
}

const withS30 = (change: Partial<Product>): DocumentContent => ({
  ...shown,
  products: shown.products.map((p) => (p.id === "s30" ? { ...p, ...change } : p)),
});
const text = (documents: DocumentsSource, href: string) => {
  const file = documents.file(href);
  if (file === undefined || file === "gone") return file;
  return file.bytes!.toString();
};
/** Lets the keeper's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Finishes the one job running, and lets the keeper serve it. */
async function finishJob(fail?: Error) {
  expect(jobs).toHaveLength(1);
  jobs.shift()!.finish(fail);
  await settle();
}
const hrefs = (job: RemakeJob) => job.documents.map((d) => d.href).sort();
const listed = (href: string) => documentList().find((entry) => entry.href === href);

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "keeper-"));
  revision = 0;
  shown = seed;
  jobs = [];
  lines = [];
  changes = [];
});
afterEach(() => {
  setDocumentList(undefined);
  rmSync(dir, { recursive: true, force: true });
});

describe("the documents keeper", () => {
  test("the build's files while the content is the build's: no job", () => {
    const documents = keeper();
    expect(text(documents, S30_KO)).toBe(`built ${S30_KO}`);
    expect(documents.file("/documents/datasheet-nothing-ko.pdf")).toBeUndefined();
    expect(jobs).toHaveLength(0);
    expect(documentList()).toHaveLength(88);
  });

  test("a publish makes only what changed; the previous files until the job is complete", async () => {
    const documents = keeper();
    const edition = documents.edition();
    publish(withS30({ name: { ...seed.products[0]!.name, en: "Quartzite Ball Valve" } }));
    // The publish is seen at the next request: one job with S30's datasheets and catalogues.
    expect(text(documents, S30_KO)).toBe(`built ${S30_KO}`);
    expect(hrefs(jobs[0]!.job)).toEqual([...S30_FOUR].sort());
    expect(documents.edition()).toBe(edition);
    expect(changes).toEqual([]);
    expect(listed(S30_KO)).toEqual(built.documents.find((entry) => entry.href === S30_KO));

    await finishJob();
    for (const href of S30_FOUR) expect(text(documents, href)).toMatch(new RegExp(`^made ${href}`));
    const served = documents.file(S30_EN) as ServedFile;
    expect(served.etag).not.toBe(builtFiles.get(S30_EN)!.etag);
    // Every other document is still the build's very file.
    expect(documents.file(OTHER)).toBe(builtFiles.get(OTHER));
    expect(documents.edition()).toBe(edition + 1);
    // Once served, the four are told of, for the purge of the pages that link them.
    expect(changes).toEqual([[...S30_FOUR].sort()]);
    // The pages list the new files (their sizes), in the same order.
    expect(listed(S30_EN)).toMatchObject({ bytes: served.size });
    expect(documentList().map((entry) => entry.href)).toEqual(
      built.documents.map((entry) => entry.href),
    );
    expect(lines.at(-1)).toMatch(
      /^documents: 4 PDFs made again in \d+ ms \(catalogue-sirca-valves-ko\.pdf, .*\)$/,
    );
    // On disk: the job's folder and the list served.
    const [folder, ...others] = readdirSync(dir).filter((name) => name !== "served.json");
    expect(others).toEqual([]);
    expect(readdirSync(join(dir, folder!)).sort()).toEqual(S30_FOUR.map(fileName).sort());
  });

  test("one job at a time; a document changed again meanwhile is made after it", async () => {
    const documents = keeper();
    publish(withS30({ description: { ko: "첫째", en: "first" } }));
    documents.edition();
    publish(withS30({ description: { ko: "둘째", en: "second" } }));
    documents.edition();
    expect(jobs).toHaveLength(1);
    // The first job's files print what is no longer published: not served, a second job.
    await finishJob();
    expect(text(documents, S30_KO)).toBe(`built ${S30_KO}`);
    expect(hrefs(jobs[0]!.job)).toEqual([...S30_FOUR].sort());
    await finishJob();
    const digest = plannedDocuments(shown, MAKER).find((d) => d.href === S30_KO)!.digest;
    expect(text(documents, S30_KO)).toBe(`made ${S30_KO} ${digest}`);
    // The first job's folder is gone.
    expect(readdirSync(dir).filter((name) => name !== "served.json")).toHaveLength(1);
  });

  test("a restart serves what was made at once, and makes what changed while it was down", async () => {
    let documents = keeper();
    publish(withS30({ description: { ko: "첫째", en: "first" } }));
    documents.edition();
    await finishJob();
    const made = documents.file(S30_KO) as ServedFile;

    // Restarted with the same content: the same file, no job.
    documents = keeper();
    expect((documents.file(S30_KO) as ServedFile).etag).toBe(made.etag);
    expect(jobs).toHaveLength(0);

    // Published while down: the file made before, until the new one is.
    publish(withS30({ description: { ko: "둘째", en: "second" } }));
    documents = keeper();
    expect((documents.file(S30_KO) as ServedFile).etag).toBe(made.etag);
    expect(hrefs(jobs[0]!.job)).toEqual([...S30_FOUR].sort());
    await finishJob();
    expect(text(documents, S30_KO)).toContain("made");
    expect((documents.file(S30_KO) as ServedFile).etag).not.toBe(made.etag);
  });

  test("content published back to the build's serves the build's files and empties the folder", async () => {
    const documents = keeper();
    publish(withS30({ description: { ko: "첫째", en: "first" } }));
    documents.edition();
    await finishJob();
    publish(seed);
    expect(documents.file(S30_KO)).toBe(builtFiles.get(S30_KO));
    expect(jobs).toHaveLength(0);
    expect(readdirSync(dir)).toEqual(["served.json"]);
  });

  test("a product that leaves the catalogue is gone at once; one added gets its datasheets", async () => {
    const documents = keeper();
    publish({ ...shown, products: shown.products.filter((p) => p.id !== "s30") });
    // Gone (410) now, and from the list; its group's catalogues are made again.
    expect(documents.file(S30_KO)).toBe("gone");
    expect(listed(S30_KO)).toBeUndefined();
    expect(hrefs(jobs[0]!.job)).toEqual(S30_FOUR.slice(0, 2).sort());
    await finishJob();
    expect(documents.file(S30_EN)).toBe("gone");
    expect(lines).toContain(
      "documents: 2 no longer served (datasheet-s30-ko.pdf, datasheet-s30-en.pdf)",
    );

    const s30 = seed.products.find((p) => p.id === "s30")!;
    const s31 = { ...s30, id: "s31", code: "S31" };
    publish({ ...shown, products: [...shown.products, s31] });
    // Not there before it is made (404), then served and listed.
    expect(documents.file("/documents/datasheet-s31-ko.pdf")).toBeUndefined();
    expect(listed("/documents/datasheet-s31-ko.pdf")).toBeUndefined();
    expect(hrefs(jobs[0]!.job)).toEqual([
      "/documents/catalogue-sirca-valves-en.pdf",
      "/documents/catalogue-sirca-valves-ko.pdf",
      "/documents/datasheet-s31-en.pdf",
      "/documents/datasheet-s31-ko.pdf",
    ]);
    await finishJob();
    expect(text(documents, "/documents/datasheet-s31-ko.pdf")).toContain("made");
    expect(listed("/documents/datasheet-s31-en.pdf")).toMatchObject({ product: "s31" });

    // Retired after a restart too: the URLs the site served are known.
    publish({ ...shown, products: shown.products.filter((p) => p.id !== "s31") });
    const restarted = keeper();
    expect(restarted.file("/documents/datasheet-s31-ko.pdf")).toBe("gone");
    expect(restarted.file(S30_KO)).toBe("gone");
  });

  test("new company facts make every document again, in one job", async () => {
    const documents = keeper();
    publish({ ...shown, company: { ...company, phone: "02-3456-7890" } });
    documents.edition();
    expect(jobs[0]!.job.documents).toHaveLength(88);
    await finishJob();
    expect(text(documents, OTHER)).toContain("made");
    expect(lines.at(-1)).toContain("88 PDFs made again");
    expect(lines.at(-1)).toContain("and 82 more");
  });

  test("a failed job keeps the previous files, logs, and is not tried again in a loop", async () => {
    const documents = keeper();
    publish(withS30({ description: { ko: "첫째", en: "first" } }));
    documents.edition();
    await finishJob(new Error("out of memory"));
    expect(text(documents, S30_KO)).toBe(`built ${S30_KO}`);
    expect(lines.at(-1)).toBe(
      "documents: making 4 PDFs again failed, the previous ones stay: out of memory",
    );
    documents.edition();
    expect(jobs).toHaveLength(0);
    // Published again: tried again.
    publish(withS30({ description: { ko: "둘째", en: "second" } }));
    documents.edition();
    expect(jobs).toHaveLength(1);
  });

  test("after an upgrade, the set the earlier design made for new facts is served until made", async () => {
    const phone = { ...shown, company: { ...company, phone: "02-3456-7890" } };
    mkdirSync(join(dir, "0123456789abcdef"));
    writeFileSync(join(dir, "0123456789abcdef", fileName(S30_KO)), "earlier");
    const { digest, ...entry } = built.documents.find((e) => e.href === S30_KO)!;
    expect(digest).not.toBe("");
    writeFileSync(
      join(dir, "0123456789abcdef", "manifest.json"),
      JSON.stringify({ facts: "0123456789abcdef", documents: [entry] }),
    );
    publish(phone);
    const documents = keeper();
    expect(text(documents, S30_KO)).toBe("earlier");
    expect(text(documents, OTHER)).toBe(`built ${OTHER}`);
    expect(jobs[0]!.job.documents).toHaveLength(88);
    await finishJob();
    expect(text(documents, S30_KO)).toMatch(/^made /);
    expect(readdirSync(dir)).not.toContain("0123456789abcdef");
  });

  test("a half-made folder of a stopped worker and files no longer served are removed", () => {
    // As a stopped worker and the earlier design (a set per facts digest) left them.
    for (const folder of [".making-abc", "0123456789abcdef"]) {
      mkdirSync(join(dir, folder));
      writeFileSync(join(dir, folder, "datasheet-s30-ko.pdf"), "x");
    }
    writeFileSync(join(dir, "stale.pdf"), "x");
    keeper();
    expect(readdirSync(dir)).toEqual(["served.json"]);
  });

  test("the worker thread answers a failed job with its error, and makes the next", async () => {
    const run = inWorker(join(BUILD, "app/documents-worker.js"), 0);
    const [document] = plannedDocuments(seed, MAKER).filter((d) => d.href === OTHER);
    const job = (inputs: PlannedDocument["inputs"]) => ({
      documents: [{ ...document!, inputs }],
      clientDir: join(BUILD, "client"),
      outDir: dir,
    });
    const wrong = { ...document!.inputs, kind: "catalogue", group: "none" } as const;
    await expect(run(job({ ...wrong, sections: [], products: [] }))).rejects.toThrow(
      "No product group none",
    );
    const made = await run(job(document!.inputs));
    expect(made.documents).toEqual([{ href: OTHER, bytes: expect.any(Number) }]);
    expect(readdirSync(dir)).toEqual([fileName(OTHER)]);
  });
});

describe("a job past its limits", () => {
  // A worker that answers each job at once, unless its outDir asks it to spin or to fill memory.
  const WORKER = `
    import { parentPort } from "node:worker_threads";
    parentPort.on("message", (job) => {
      if (job.outDir === "spin") for (;;);
      if (job.outDir === "fill") { const kept = []; for (;;) kept.push(new Array(1e5).fill(kept.length)); }
      parentPort.postMessage({ result: { documents: [] } });
    });`;
  let scripts: string;
  beforeEach(() => {
    scripts = mkdtempSync(join(tmpdir(), "remake-worker-"));
    writeFileSync(join(scripts, "worker.mjs"), WORKER);
  });
  afterEach(() => rmSync(scripts, { recursive: true, force: true }));
  const job = (outDir: string): RemakeJob => ({ documents: [], clientDir: "", outDir });

  test("is refused with its time limit, and the next job gets a fresh thread", async () => {
    const run = inWorker(join(scripts, "worker.mjs"), 0, {
      startMs: 300,
      perDocumentMs: 60_000,
      memoryMb: 64,
    });
    await expect(run(job("spin"))).rejects.toThrow("longer than their limit of 300 ms");
    // One document's allowance: a fresh thread's start on a busy machine is not what is timed.
    const [one] = plannedDocuments(seed, MAKER);
    await expect(run({ ...job("done"), documents: [one!] })).resolves.toEqual({ documents: [] });
  });

  test("is refused past its memory bound, and the next job gets a fresh thread", async () => {
    const run = inWorker(join(scripts, "worker.mjs"), 0, {
      startMs: 60_000,
      perDocumentMs: 0,
      memoryMb: 32,
    });
    await expect(run(job("fill"))).rejects.toThrow("memory bound of 32 MB");
    await expect(run(job("done"))).resolves.toEqual({ documents: [] });
  });
});
