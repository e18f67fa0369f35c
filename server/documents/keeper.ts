import { randomBytes } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { join } from "node:path";
import { liveContent } from "../../app/content/live.server";
import {
  madeEntry,
  type DocumentEntry,
  type DocumentManifest,
} from "../../app/documents/library.server";
import { setDocumentList } from "../../app/documents/manifest.server";
import {
  plannedDocuments,
  type DocumentContent,
  type PlannedDocument,
} from "../../app/documents/plan.server";
import { servedPdf, type ServedFile } from "../http/static-files";
import { fileName, type RemakeJob, type RemakeResult } from "./job";
import { inWorker } from "./thread";

export interface DocumentsSource {
  /**
   * The file served at a `/documents/` path now; "gone" for a document the site served and no
   * longer makes (a retired product's datasheet); undefined for any other path.
   */
  file(path: string): ServedFile | "gone" | undefined;
  /** Moves when the documents served change: pages that list their sizes render again. */
  edition(): number;
}

export interface KeeperOptions {
  /** `{DATA_DIR}/documents`: a folder per job, and `served.json`, the list served from them. */
  dir: string;
  /** The build's list (its manifest): what each of its files prints. */
  built: DocumentManifest;
  /** One of the build's files, by its URL. */
  builtFile: (href: string) => ServedFile | undefined;
  /** The build's client files, where the drawings are. */
  clientDir: string;
  /** The worker's script: build/app/documents-worker.js. */
  workerScript?: string;
  /** Makes a job's documents: in a worker thread running `workerScript` (`inWorker`), unless given. */
  run?: (job: RemakeJob) => Promise<RemakeResult>;
  /** The content to keep the documents equal to; the live content unless given. */
  content?: () => DocumentContent & { revision: number };
  log?: (line: string) => void;
  /**
   * Called with the URLs whose file changed, came or went, once they are served: the edge purges
   * the pages that link them (server/edge/).
   */
  onChange?: (hrefs: string[]) => void;
}

/** One document as served now: its list entry, its file, and where ours lies under `dir`. */
interface Held {
  entry: DocumentEntry;
  served: ServedFile;
  /** `{job}/{name}.pdf` for a file the server made; none for the build's. */
  file?: string;
}

/** `served.json`: what the server made and serves, and the URLs it ever served beyond the build's. */
interface ServedState {
  documents: (DocumentEntry & { file: string })[];
  known: string[];
}

const STATE = "served.json";
const MAKING = ".making-";

/** "datasheet-s30-ko.pdf, datasheet-s30-en.pdf and 2 more": names for a log line. */
function names(hrefs: string[], shown = 6) {
  const listed = hrefs.slice(0, shown).map(fileName).join(", ");
  return hrefs.length > shown ? `${listed} and ${hrefs.length - shown} more` : listed;
}

/**
 * Keeps every datasheet and catalogue equal to the live content. Each document has a digest of
 * what it prints (app/documents/plan.server.ts); after a publish the keeper compares the live
 * digests with those of the files served and has a worker thread make only the documents that
 * differ, one job at a time, into `{dir}/.making-{job}/`, renamed to `{dir}/{job}/` when
 * complete; then they are served at the same URLs with new ETags, the previous files until
 * then. A document the build made with the same digest is served from the build. What the live
 * content no longer has (a retired product) is "gone" at once. `served.json` records what is
 * served, so a restart serves it at once and makes only what changed meanwhile. Files no longer
 * served are removed (served ones are held in memory, so a download under way is never cut).
 */
export function documentsKeeper({
  dir,
  built,
  builtFile,
  clientDir,
  workerScript,
  run = workerScript ? inWorker(workerScript) : undefined,
  content = liveContent,
  log = console.log,
  onChange,
}: KeeperOptions): DocumentsSource {
  const fromBuild = new Map<string, Held>();
  for (const entry of built.documents) {
    const served = builtFile(entry.href);
    if (served) fromBuild.set(entry.href, { entry, served });
  }
  let held = new Map<string, Held>(fromBuild);
  /** Every URL the site served (a URL of these not wanted now answers "gone"). */
  const known = new Set(fromBuild.keys());
  let wanted = new Set<string>();
  let edition = 0;
  let seenRevision: number | undefined;
  /** The running job's folder, if one runs. */
  let making: string | undefined;
  /** Digests a job failed to make: tried again after a restart, not in a loop. */
  const failed = new Set<string>();

  mkdirSync(dir, { recursive: true });
  // A worker stopped by a restart leaves its folder half made.
  for (const name of readdirSync(dir)) {
    if (name.startsWith(MAKING)) rmSync(join(dir, name), { recursive: true, force: true });
  }
  const state = readState();
  for (const href of state.known) known.add(href);
  for (const { file, ...entry } of [...state.documents, ...earlierSet()]) {
    const path = join(dir, file);
    if (!existsSync(path)) continue;
    held.set(entry.href, { entry, served: servedPdf(path), file });
    known.add(entry.href);
  }

  function readState(): ServedState {
    try {
      return JSON.parse(readFileSync(join(dir, STATE), "utf8")) as ServedState;
    } catch {
      return { documents: [], known: [] };
    }
  }

  /**
   * The set the earlier design made for changed facts (`{dir}/{facts digest}/manifest.json`),
   * when no list of ours is there yet: served after the upgrade until its files are made again.
   */
  function earlierSet(): ServedState["documents"] {
    if (existsSync(join(dir, STATE))) return [];
    for (const name of readdirSync(dir)) {
      const list = join(dir, name, "manifest.json");
      if (!existsSync(list)) continue;
      const { documents } = JSON.parse(readFileSync(list, "utf8")) as DocumentManifest;
      // Without a digest: never equal to the live one's, so each is made again.
      return documents.map((entry) => ({
        ...entry,
        digest: "",
        file: `${name}/${fileName(entry.href)}`,
      }));
    }
    return [];
  }

  /** Records what is served (written whole, then renamed: never half a list). */
  function writeState() {
    const documents = [...held.values()].flatMap(({ entry, file }) =>
      file ? [{ ...entry, file }] : [],
    );
    const mine = [...known].filter((href) => !fromBuild.has(href));
    const temporary = join(dir, `${STATE}.new`);
    writeFileSync(temporary, JSON.stringify({ documents, known: mine } satisfies ServedState));
    renameSync(temporary, join(dir, STATE));
  }

  /** Removes what is no longer served: other jobs' folders, files replaced since. */
  function tidy() {
    const kept = new Set([...held.values()].flatMap(({ file }) => file ?? []));
    const folders = new Set([...kept].map((file) => file.split("/")[0]!));
    for (const name of readdirSync(dir)) {
      if (name === STATE || name === making) continue;
      if (!folders.has(name)) {
        rmSync(join(dir, name), { recursive: true, force: true });
        continue;
      }
      for (const file of readdirSync(join(dir, name))) {
        if (!kept.has(`${name}/${file}`)) rmSync(join(dir, name, file), { force: true });
      }
    }
  }

  /**
   * Serves, for each document the content wants, a file that prints it (one just `made`, the
   * one served, or the build's), else the one served until its new one is made; starts a job
   * for those when none runs.
   */
  function look(made = new Map<string, Held>()) {
    const planned = plannedDocuments(content(), built.maker);
    const next = new Map<string, Held>();
    const todo: PlannedDocument[] = [];
    for (const document of planned) {
      const current = held.get(document.href);
      const match = [made.get(document.href), current, fromBuild.get(document.href)].find(
        (candidate) => candidate?.entry.digest === document.digest,
      );
      if (match) {
        next.set(document.href, match);
        continue;
      }
      if (current) next.set(document.href, current);
      if (!failed.has(document.digest)) todo.push(document);
    }
    wanted = new Set(planned.map((document) => document.href));
    const left = [...held.keys()].filter((href) => !wanted.has(href));
    if (left.length > 0) log(`documents: ${left.length} no longer served (${names(left)})`);
    const order = (map: Map<string, Held>) => [...map.keys()].join("\n");
    const changed =
      order(next) !== order(held) || [...next].some(([href, one]) => held.get(href) !== one);
    if (changed) {
      const hrefs = [...new Set([...next.keys(), ...held.keys()])].filter(
        (href) => next.get(href) !== held.get(href),
      );
      held = next;
      for (const href of held.keys()) known.add(href);
      setDocumentList([...held.values()].map(({ entry }) => entry));
      edition += 1;
      writeState();
      try {
        onChange?.(hrefs);
      } catch (error) {
        log(`documents: telling of the change failed: ${String(error)}`);
      }
    }
    if (!making && todo.length > 0) start(todo);
    tidy();
  }

  function start(documents: PlannedDocument[]) {
    if (!run) return;
    const job = randomBytes(6).toString("hex");
    const folder = `${MAKING}${job}`;
    making = folder;
    mkdirSync(join(dir, folder));
    const started = performance.now();
    run({ documents, clientDir, outDir: join(dir, folder) })
      .then(() => {
        renameSync(join(dir, folder), join(dir, job));
        const made = new Map<string, Held>();
        for (const document of documents) {
          const file = `${job}/${fileName(document.href)}`;
          const served = servedPdf(join(dir, file));
          made.set(document.href, { entry: madeEntry(document, served.size), served, file });
        }
        log(
          `documents: ${documents.length} PDFs made again in ${Math.round(performance.now() - started)} ms ` +
            `(${names(documents.map((document) => document.href))})`,
        );
        return made;
      })
      .catch((error: unknown) => {
        for (const document of documents) failed.add(document.digest);
        log(
          `documents: making ${documents.length} PDFs again failed, the previous ones stay: ` +
            (error instanceof Error ? error.message : String(error)),
        );
        return new Map<string, Held>();
      })
      .then((made) => {
        making = undefined;
        look(made);
      })
      .catch((error: unknown) => log(`documents: ${String(error)}`));
  }

  function check() {
    const { revision } = content();
    if (revision === seenRevision) return;
    seenRevision = revision;
    look();
  }

  setDocumentList([...held.values()].map(({ entry }) => entry));
  check();
  // The earlier design's set is ours from now on (its list is removed as unserved).
  writeState();
  return {
    file(path) {
      check();
      const found = held.get(path);
      if (found) return found.served;
      return known.has(path) && !wanted.has(path) ? "gone" : undefined;
    },
    edition() {
      check();
      return edition;
    },
  };
}
