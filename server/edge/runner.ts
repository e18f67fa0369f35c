import { Agent as HttpAgent, request as httpRequest } from "node:http";
import { Agent as HttpsAgent, request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { startDueQueue } from "../db/due-queue";
import { bothLanguages, changedKeys, changedPaths, documentKeys, type ContentChange } from "./keys";
import {
  PAGES_KEPT,
  type EdgeClaim,
  type EdgeQueue,
  type EdgeTarget,
  type SeenPage,
  type TargetState,
} from "./queue";

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/**
 * Waits after failed tries 1, 2, ... (10 tries over about 22 h): seconds ride out a CDN's or
 * Varnish's restart, hours an outage; then the rows are marked failed and the owner's home says so.
 */
export const EDGE_RETRY_SCHEDULE: readonly number[] = [
  5 * SECOND,
  30 * SECOND,
  2 * MINUTE,
  10 * MINUTE,
  30 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
];

/**
 * A purge waits this long after its publish: every server process looks at the content's revision
 * at most every 250 ms (server/content/live.ts), so a cache that asks again after the purge gets
 * the new page from any of them.
 */
export const PURGE_DELAY_MS = 500;

/** A claim's lease: far beyond a try's own timeouts (REQUEST_TIMEOUT per request). */
const LEASE = 5 * MINUTE;
const REQUEST_TIMEOUT = 15 * SECOND;

/** Keys per purge request: a short header, and few per call for a CDN API that limits them. */
const KEYS_PER_PURGE = 30;
/** URLs per IndexNow request (the protocol's limit is 10,000). */
const URLS_PER_PING = 10_000;

/**
 * How long the edge may hold a page after it last fetched it: deploy/varnish.vcl keeps a copy
 * 5 minutes fresh and a day in grace; an hour more for a note written late.
 */
const HELD_FOR = 25 * HOUR;
/** A process notes a page again at most this often (a note is a write to edge.sqlite). */
const NOTE_AGAIN_AFTER = 10 * MINUTE;
/** Notes wait in memory this long, to go to the database together. */
const NOTES_WAIT = 2 * SECOND;
/** Pages asked again at once after a purge: the server answers visitors meanwhile. */
const REFRESH_AT_ONCE = 2;
const REFRESH_TIMEOUT = 30 * SECOND;

export interface EdgeSettings {
  SITE_URL: string;
  CDN_PURGE_URL?: string;
  CDN_PURGE_TOKEN?: string;
  /** Where the pages that carried a purge's keys are asked again, through the edge. */
  CDN_REFRESH_URL?: string;
  INDEXNOW: boolean;
  INDEXNOW_ENDPOINT: string;
  INDEXNOW_KEY?: string;
  INDEXNOW_BATCH_SECONDS: number;
}

/** Why IndexNow is off, or undefined when publishes ping it. */
export type IndexNowOff = "setting" | "local-site";

/**
 * A host no search engine can fetch the key from: localhost, an IP address, or a name reserved
 * for tests and examples (RFC 2606, 6761). A ping for it is refused; so none is sent, which
 * also keeps tests and a developer's machine off the network.
 */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return (
    isIP(host) !== 0 ||
    host === "localhost" ||
    /\.(?:localhost|test|example|invalid|local|internal)$/.test(host) ||
    /(?:^|\.)example\.(?:com|net|org)$/.test(host)
  );
}

/**
 * Whether an answer is a page to ask again after a purge: one spelling per page (no query, no
 * `//`, no trailing slash, percent-encoding as `encodeURI` writes it; the URL parser has taken
 * out `.` and `..`), answered 200 or 410, and not an immutable file. What a stranger can
 * multiply (a query, a 404, another spelling) is never noted, so the notes stay the site's pages.
 */
export function refreshable(method: string, url: URL, status: number): boolean {
  const path = url.pathname;
  if (method !== "GET" || url.search !== "" || (status !== 200 && status !== 410)) return false;
  if (path.length > 512 || /^\/(?:assets|uploads)\//.test(path)) return false;
  if (path.includes("//") || (path !== "/" && path.endsWith("/"))) return false;
  try {
    return encodeURI(decodeURI(path)) === path;
  } catch {
    return false;
  }
}

export function indexNowOff(settings: EdgeSettings): IndexNowOff | undefined {
  if (!settings.INDEXNOW) return "setting";
  // A local endpoint (a test's listener) never leaves the machine: pings go to it whatever the site.
  const endpoint = new URL(settings.INDEXNOW_ENDPOINT).hostname;
  const localEndpoint = endpoint === "localhost" || /^127\.|^\[?::1\]?$/.test(endpoint);
  if (isLocalHost(new URL(settings.SITE_URL).hostname) && !localEndpoint) return "local-site";
  return undefined;
}

export interface EdgeOptions {
  retrySchedule?: readonly number[];
  purgeDelayMs?: number;
  /** Replaces the global fetch (tests count requests). */
  fetch?: typeof fetch;
  now?: () => Date;
}

/** What the owner's home shows of the edge (app/admin/home/). */
export interface EdgeHealth {
  /** Absent while CDN_PURGE_URL is unset. */
  purge?: TargetState & { host: string; refresh?: LastRefresh };
  indexNow: (TargetState & { host: string; keyUrl: string }) | { off: IndexNowOff };
}

/** The last refresh after a purge (CDN_REFRESH_URL): pages asked again, how many failed. */
export interface LastRefresh {
  at: string;
  pages: number;
  failed: number;
  error?: string;
}

export type Edge = ReturnType<typeof createEdge>;

/**
 * The purges and IndexNow pings publishes owe, from the queue (server/edge/queue.ts): `published`
 * queues a change's keys and URLs (in the content store's transaction: a publish whose purge
 * cannot be queued is not made), and one timer per target sends what is due.
 */
export function createEdge(queue: EdgeQueue, settings: EdgeSettings, options: EdgeOptions = {}) {
  const schedule = options.retrySchedule ?? EDGE_RETRY_SCHEDULE;
  const purgeDelay = options.purgeDelayMs ?? PURGE_DELAY_MS;
  const send = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  const off = indexNowOff(settings);
  const key = queue.indexNowKey(settings.INDEXNOW_KEY);
  const siteUrl = new URL(settings.SITE_URL).origin;
  const keyUrl = `${siteUrl}/${key}.txt`;
  const refreshUrl = settings.CDN_PURGE_URL ? settings.CDN_REFRESH_URL : undefined;
  let lastRefresh: LastRefresh | undefined;

  // The pages the edge is given, noted in memory and written together (edge_pages).
  const notes = new Map<string, SeenPage>();
  const noted = new Map<string, { keys: string; at: number }>();
  function writeNotes() {
    if (notes.size === 0) return;
    const pages = [...notes.values()];
    notes.clear();
    try {
      queue.seen(pages, new Date(now().getTime() - HELD_FOR));
    } catch (error) {
      console.error("The edge queue cannot note the pages the edge keeps:", error);
    }
  }
  const notesTimer = refreshUrl ? setInterval(writeNotes, NOTES_WAIT) : undefined;
  notesTimer?.unref();

  /** One page asked again through the edge as the site's visitors ask it: its status. */
  function ask(agent: HttpAgent, path: string): Promise<number> {
    const url = new URL(path, refreshUrl);
    const site = new URL(siteUrl);
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    return new Promise((done, fail) => {
      const req = request(
        url,
        {
          method: "GET",
          agent,
          timeout: REFRESH_TIMEOUT,
          headers: {
            // What Caddy passes on: the edge keeps a copy per Host.
            Host: site.host,
            "X-Forwarded-Proto": site.protocol.slice(0, -1),
            "Accept-Encoding": "gzip",
            ...(settings.CDN_PURGE_TOKEN && {
              Authorization: `Bearer ${settings.CDN_PURGE_TOKEN}`,
            }),
          },
        },
        (res) => {
          res.on("error", fail);
          res.on("end", () => done(res.statusCode!));
          res.resume();
        },
      );
      req.on("timeout", () => req.destroy(new Error(`no answer in ${REFRESH_TIMEOUT / SECOND} s`)));
      req.on("error", fail);
      req.end();
    });
  }

  /**
   * After a purge: every page noted as kept by the edge that carried one of `keys` is asked
   * again through it, so that the edge holds each again (the new version) before the server can
   * fail; a purge by itself leaves nothing to serve in an outage (issue 56).
   */
  /** Pages a refresh left when a newer purge fell due: asked after that purge. */
  let leftover: string[] = [];
  /** Whether another purge is due: it goes first, so a publish never waits for a long refresh. */
  const purgeDue = () => {
    const next = queue.nextAt("purge");
    return next !== undefined && Date.parse(next) <= now().getTime();
  };

  async function refresh(claim: EdgeClaim, stopped: () => boolean) {
    writeNotes();
    const held = queue.pagesWith(claim.items, new Date(now().getTime() - HELD_FOR));
    const paths = [...new Set([...held, ...claim.paths, ...leftover])];
    leftover = [];
    let yielded = false;
    const secure = refreshUrl!.startsWith("https:");
    const agent = secure
      ? new HttpsAgent({ keepAlive: true, maxSockets: REFRESH_AT_ONCE })
      : new HttpAgent({ keepAlive: true, maxSockets: REFRESH_AT_ONCE });
    let failed = 0;
    let error: string | undefined;
    const next = paths[Symbol.iterator]();
    const worker = async () => {
      for (const path of next) {
        if (stopped()) return;
        // Asked after the newer purge instead: its ban would remove what is asked now.
        if (yielded || (yielded = purgeDue())) {
          leftover.push(path);
          continue;
        }
        const problem = await ask(agent, path).then(
          (status) => (status === 200 || status === 410 ? undefined : `answered ${status}`),
          (failure: unknown) => (failure instanceof Error ? failure.message : String(failure)),
        );
        if (problem) {
          failed++;
          error ??= `${path} ${problem}`;
        }
      }
    };
    await Promise.all(Array.from({ length: REFRESH_AT_ONCE }, worker));
    agent.destroy();
    const asked = paths.length - leftover.length;
    lastRefresh = {
      at: now().toISOString(),
      pages: asked,
      failed,
      ...(error !== undefined && { error }),
    };
    const host = new URL(refreshUrl!).host;
    const later = leftover.length > 0 ? ` (${leftover.length} after the next purge)` : "";
    const line = `Edge refresh: ${asked - failed} of ${asked} pages asked again through ${host}${later}`;
    if (failed === 0) console.log(line);
    else console.error(`${line}; the first that failed: ${error}`);
  }

  async function post(url: string, headers: Record<string, string>, body: string) {
    const response = await send(url, {
      method: "POST",
      headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
      body,
      signal: AbortSignal.timeout(REQUEST_TIMEOUT),
    });
    // Read whole so the connection is freed; a few words of it explain a refusal.
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${new URL(url).host} answered ${response.status}: ${text.slice(0, 200)}`);
    }
  }

  const senders: Record<EdgeTarget, (items: string[]) => Promise<void>> = {
    // Keys in `Surrogate-Key` (Varnish's VCL, Fastly) and as JSON `tags` (Cloudflare).
    async purge(keys) {
      const url = settings.CDN_PURGE_URL!;
      // Bearer for Cloudflare and the VCL, Fastly-Key for Fastly. A soft purge where the edge
      // has one (Fastly's header): the copy stays, stale, for an outage (issue 56).
      const auth: Record<string, string> = settings.CDN_PURGE_TOKEN
        ? {
            Authorization: `Bearer ${settings.CDN_PURGE_TOKEN}`,
            "Fastly-Key": settings.CDN_PURGE_TOKEN,
          }
        : {};
      for (let at = 0; at < keys.length; at += KEYS_PER_PURGE) {
        const part = keys.slice(at, at + KEYS_PER_PURGE);
        await post(
          url,
          { ...auth, "Surrogate-Key": part.join(" "), "Fastly-Soft-Purge": "1" },
          JSON.stringify({ tags: part }),
        );
      }
    },
    async indexnow(urls) {
      for (let at = 0; at < urls.length; at += URLS_PER_PING) {
        const urlList = urls.slice(at, at + URLS_PER_PING);
        const host = new URL(siteUrl).host;
        await post(
          settings.INDEXNOW_ENDPOINT,
          {},
          JSON.stringify({ host, key, keyLocation: keyUrl, urlList }),
        );
      }
    },
  };

  /** One target's rows, sent on the one due-queue timer (server/db/due-queue.ts). */
  function runner(target: EdgeTarget) {
    async function drain(stopped: () => boolean): Promise<number | undefined> {
      for (;;) {
        if (stopped()) return undefined;
        const claim: EdgeClaim | undefined = queue.claim(target, now(), LEASE);
        if (!claim) return undefined;
        let error: string | undefined;
        try {
          await senders[target](claim.items);
        } catch (failure) {
          error = failure instanceof Error ? failure.message : String(failure);
          if (failure instanceof Error && failure.cause instanceof Error) {
            error += ` (${failure.cause.message})`;
          }
        }
        const wait = error === undefined ? undefined : schedule[claim.attempts - 1];
        const retryAt = wait === undefined ? undefined : new Date(now().getTime() + wait);
        if (!queue.record(claim, now(), { ...(error !== undefined && { error }), retryAt })) {
          console.error(`The ${target} of edge rows ${claim.ids.join(",")}: the claim expired`);
        }
        const what = `${claim.items.length} ${target === "purge" ? "keys" : "URLs"}`;
        if (error === undefined) console.log(`Edge ${target} sent: ${what}`);
        else {
          const then = retryAt ? `next try ${retryAt.toISOString()}` : "no more tries";
          console.error(`Edge ${target} failed (try ${claim.attempts}, ${then}): ${error}`);
        }
        // Before the next purge is claimed: a publish meanwhile purges after this refresh.
        if (target === "purge" && error === undefined && refreshUrl) {
          await refresh(claim, stopped);
        }
      }
    }

    return startDueQueue({
      name: `The edge ${target}`,
      nextAt: () => queue.nextAt(target),
      drain,
      now: () => now().getTime(),
    });
  }

  const runners = {
    purge: settings.CDN_PURGE_URL ? runner("purge") : undefined,
    indexnow: off ? undefined : runner("indexnow"),
  };

  return {
    /** The IndexNow key; the server answers `/{key}.txt` with it. */
    key,
    /** Queues what a publish changed; call in the publish's transaction. */
    published(change: ContentChange) {
      const at = now();
      if (runners.purge) {
        // A page the publish made was a 404 the edge may hold, never noted: asked again too.
        const paths = refreshUrl
          ? bothLanguages(siteUrl, changedPaths(change)).map((url) => new URL(url).pathname)
          : [];
        queue.add("purge", changedKeys(change), at, new Date(at.getTime() + purgeDelay), paths);
        runners.purge.wake();
      }
      if (runners.indexnow) {
        const urls = bothLanguages(siteUrl, changedPaths(change));
        const batch = settings.INDEXNOW_BATCH_SECONDS * SECOND;
        queue.add("indexnow", urls, at, new Date(at.getTime() + batch));
        runners.indexnow.wake();
      }
    },
    /** Queues the purge of documents made again (server/documents/keeper.ts), due at once. */
    documentsChanged(hrefs: readonly string[]) {
      if (!runners.purge || hrefs.length === 0) return;
      queue.add("purge", documentKeys(hrefs), now());
      runners.purge.wake();
    },
    /**
     * Notes a public answer the edge may keep (with CDN_REFRESH_URL): its page is asked again
     * after a purge of its keys. Called for every cacheable answer; costs a map look-up.
     */
    seen(method: string, url: URL, status: number, keys: readonly string[]) {
      if (!refreshUrl || !refreshable(method, url, status)) return;
      const at = now().getTime();
      const joined = keys.join(" ");
      const last = noted.get(url.pathname);
      if (last && last.keys === joined && at - last.at < NOTE_AGAIN_AFTER) return;
      // A bound for the process's memory; the table has its own (PAGES_KEPT).
      if (noted.size >= PAGES_KEPT) noted.clear();
      noted.set(url.pathname, { keys: joined, at });
      notes.set(url.pathname, { path: url.pathname, keys, at: new Date(at) });
    },
    /** Looks for due rows now (after a clock change in tests, or a CDN known to be back). */
    wake() {
      runners.purge?.wake();
      runners.indexnow?.wake();
    },
    health(): EdgeHealth {
      return {
        ...(settings.CDN_PURGE_URL && {
          purge: {
            ...queue.state("purge"),
            host: new URL(settings.CDN_PURGE_URL).host,
            ...(lastRefresh && { refresh: lastRefresh }),
          },
        }),
        indexNow: off
          ? { off }
          : {
              ...queue.state("indexnow"),
              host: new URL(settings.INDEXNOW_ENDPOINT).host,
              keyUrl,
            },
      };
    },
    async stop() {
      clearInterval(notesTimer);
      await Promise.all([runners.purge?.stop(), runners.indexnow?.stop()]);
      writeNotes();
    },
  };
}
