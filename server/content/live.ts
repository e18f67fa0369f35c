import { existsSync } from "node:fs";
import { join } from "node:path";
import { composeContent, setLiveContent } from "../../app/content/live.server";
import { contentDatabase, openContentStore, type ContentStore } from "./store";

/** How often a request may look for another process's publish: "live within a second". */
export const LIVE_CHECK_MS = 250;

export interface LiveSource {
  /** The revision the pages show now, after loading what was published since the last look. */
  revision(): number;
}

/**
 * Keeps the live content (app/content/live.server.ts) equal to what the store has published.
 * Several server processes may share the store: each looks at its revision (one indexed read)
 * at most every LIVE_CHECK_MS, and loads the content again only when it changed.
 */
export function liveSource(store: ContentStore, every = LIVE_CHECK_MS): LiveSource {
  let shown = -1;
  let checked = 0;
  function refresh() {
    const revision = store.revision();
    if (revision !== shown) {
      setLiveContent(composeContent(revision, store.overrides()));
      shown = revision;
    }
  }
  refresh();
  return {
    revision() {
      const now = Date.now();
      if (now - checked >= every) {
        checked = now;
        refresh();
      }
      return shown;
    },
  };
}

/**
 * For a build that runs without the server (the static export): the pages show what is
 * published in `dataDir`'s content database, or the repository's content where there is none.
 */
export function showPublishedContent(dataDir: string): void {
  const file = contentDatabase(dataDir);
  if (!existsSync(file)) return;
  const store = openContentStore(file);
  try {
    setLiveContent(composeContent(store.revision(), store.overrides()));
  } finally {
    store.close();
  }
}

/** What the server needs of published content: the store, its live copy, the uploads. */
export interface ContentPart {
  store: ContentStore;
  live: LiveSource;
  /** DATA_DIR: uploads are written under it (server/content/photos.ts). */
  dataDir: string;
  /** `{DATA_DIR}/uploads`, the only part of DATA_DIR ever served. */
  uploadsDir: string;
}

/**
 * Opens `dataDir`'s content database and keeps the pages equal to what it has published.
 * `checkEveryMs` 0 looks at each request: tests then need not wait out LIVE_CHECK_MS.
 */
export function openContentPart(dataDir: string, checkEveryMs = LIVE_CHECK_MS): ContentPart {
  const store = openContentStore(contentDatabase(dataDir));
  return {
    store,
    live: liveSource(store, checkEveryMs),
    dataDir,
    uploadsDir: join(dataDir, "uploads"),
  };
}
