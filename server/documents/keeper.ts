import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import { liveContent } from "../../app/content/live.server";
import { documentFacts, factsDigest } from "../../app/documents/facts.server";
import type { DocumentManifest } from "../../app/documents/library.server";
import { setDocumentList } from "../../app/documents/manifest.server";
import { servedPdf, type ServedFile } from "../static-files";
import type { RemakeJob } from "./worker";

export interface DocumentsSource {
  /** The server's own copy of a `/documents/` file, when it serves its own; else the build's. */
  file(path: string): ServedFile | undefined;
  /** Moves when the documents served change: pages that list their sizes render again. */
  edition(): number;
}

export interface KeeperOptions {
  /** `{DATA_DIR}/documents`: one folder per set of facts, named by their digest. */
  dir: string;
  /** The digest of the facts the build's documents print (its manifest). */
  builtFacts: string;
  /** The build's client files, where the drawings are. */
  clientDir: string;
  /** The worker's script: build/app/documents-worker.js. */
  workerScript: string;
  log?: (line: string) => void;
}

/**
 * Keeps the datasheets and catalogues equal to the published company facts. The build made them
 * with its facts; when the live facts differ (at start, or after a publish), a worker thread
 * makes them again into `{dir}/{digest}/` and the server serves those at the same URLs, with new
 * ETags. Until they are complete the previous ones are served. A set already made for these
 * facts (before a restart) is served at once.
 */
export function documentsKeeper({
  dir,
  builtFacts,
  clientDir,
  workerScript,
  log = console.log,
}: KeeperOptions): DocumentsSource {
  let seenRevision = -1;
  /** The digest wanted now, and the one served (the build's until a set of ours is ready). */
  let wanted = builtFacts;
  let served = builtFacts;
  /** Facts whose documents could not be made: tried again after a restart, not in a loop. */
  let failed: string | undefined;
  let files = new Map<string, ServedFile>();
  let edition = 0;
  let making = false;

  // A worker stopped by a restart leaves its folder half made.
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) {
    if (name.startsWith(".making-")) rmSync(join(dir, name), { recursive: true, force: true });
  }

  function serve(digest: string) {
    if (digest === builtFacts) {
      files = new Map();
      setDocumentList(undefined);
    } else {
      const folder = join(dir, digest);
      const manifest = JSON.parse(
        readFileSync(join(folder, "manifest.json"), "utf8"),
      ) as DocumentManifest;
      files = new Map(
        manifest.documents.map((entry) => [
          entry.href,
          servedPdf(join(folder, entry.href.split("/").pop()!)),
        ]),
      );
      setDocumentList(manifest.documents);
    }
    served = digest;
    edition += 1;
    // Older sets are no longer served (a file being sent stays readable until it is closed).
    for (const name of readdirSync(dir)) {
      if (name !== digest && !name.startsWith(".")) {
        rmSync(join(dir, name), { recursive: true, force: true });
      }
    }
  }

  function make(digest: string, facts: RemakeJob["facts"]) {
    const temporary = join(dir, `.making-${digest}`);
    const folder = join(dir, digest);
    rmSync(temporary, { recursive: true, force: true });
    mkdirSync(temporary, { recursive: true });
    making = true;
    const job: RemakeJob = { facts, clientDir, outDir: temporary };
    const worker = new Worker(workerScript, { workerData: job });
    worker.once("message", ({ count, ms }: { count: number; ms: number }) => {
      try {
        renameSync(temporary, folder);
        log(`documents: ${count} PDFs made again for changed company facts in ${ms} ms`);
      } catch (error) {
        log(`documents: could not keep the documents made again: ${String(error)}`);
      }
    });
    worker.once("error", (error) => {
      log(`documents: making them again failed, the previous ones stay: ${error.message}`);
    });
    worker.once("exit", () => {
      making = false;
      rmSync(temporary, { recursive: true, force: true });
      const ready = existsSync(join(folder, "manifest.json"));
      if (!ready) failed = digest;
      if (digest !== wanted) look(true);
      else if (ready) serve(digest);
    });
  }

  /** Compares the live facts with those served; starts what is needed. */
  function look(force = false) {
    const facts = documentFacts(liveContent().company);
    const digest = factsDigest(facts);
    if (digest === wanted && !force) return;
    wanted = digest;
    if (digest === served || digest === failed) return;
    if (digest === builtFacts || existsSync(join(dir, digest, "manifest.json"))) {
      serve(digest);
      return;
    }
    // One worker at a time; the one running calls back here when it ends.
    if (!making) make(digest, facts);
  }

  function check() {
    const { revision } = liveContent();
    if (revision === seenRevision) return;
    seenRevision = revision;
    look();
  }

  // A set made before the restart carries facts newer than the build's: served until the one
  // for the facts published now is ready.
  const kept = readdirSync(dir).find((name) => existsSync(join(dir, name, "manifest.json")));
  if (kept) serve(kept);
  check();
  return {
    file(path) {
      check();
      return files.get(path);
    },
    edition() {
      check();
      return edition;
    },
  };
}
