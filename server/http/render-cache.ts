import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Encoding } from "./static-files";

/** A rendered answer kept for the next request of the same URL. */
export interface CachedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed copies, made on the first request that takes each. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

export interface RenderLimits {
  /** Bytes of rendered bodies kept; the least recently used go first. */
  cacheBytes: number;
  /** Renders under way at once; Node renders on one thread, so more only add latency. */
  concurrent: number;
  /** Requests that may wait for a render slot; beyond that the answer is 503 at once. */
  queued: number;
}

export const DEFAULT_RENDER_LIMITS: RenderLimits = {
  cacheBytes: 32 * 1024 * 1024,
  concurrent: 4,
  queued: 64,
};

/** Only answers that depend on nothing but the URL are kept: no cookie, no "no-store". */
function cacheable(response: Response, body: Buffer): boolean {
  return (
    [200, 301, 308, 404].includes(response.status) &&
    !response.headers.has("Set-Cookie") &&
    !/no-store|private/.test(response.headers.get("Cache-Control") ?? "") &&
    body.length <= 1024 * 1024
  );
}

/** A render (headers apart from the bytes, see server/app.ts) as one response again. */
export function toResponse({ response, body }: { response: Response; body: Buffer }): Response {
  return new Response(body.length > 0 ? new Uint8Array(body) : null, {
    status: response.status,
    headers: response.headers,
  });
}

export function isCached(answer: CachedAnswer | Response): answer is CachedAnswer {
  return "encoded" in answer;
}

export function compressedCopy(answer: CachedAnswer, encoding: Encoding): Buffer {
  let copy = answer.encoded[encoding];
  if (!copy) {
    // Fast levels: made once per cached page, while a visitor waits.
    copy =
      encoding === "br"
        ? brotliCompressSync(answer.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(answer.body, { level: 6 });
    answer.encoded[encoding] = copy;
  }
  return copy;
}

/**
 * Renders on demand, bounded: a size-bounded LRU cache of answers by URL, one render per URL at
 * a time (later requests wait for it), at most `concurrent` renders under way and `queued`
 * waiting, and a quick 503 beyond that instead of a queue without end.
 */
export function createRenderCache(
  render: (request: Request) => Promise<{ response: Response; body: Buffer }>,
  limits: RenderLimits = DEFAULT_RENDER_LIMITS,
) {
  const cache = new Map<string, CachedAnswer>();
  let cachedBytes = 0;
  const underWay = new Map<string, Promise<CachedAnswer | Response>>();
  let active = 0;
  const waiting: (() => void)[] = [];

  function remember(key: string, answer: CachedAnswer) {
    cache.set(key, answer);
    cachedBytes += answer.body.length;
    for (const [oldKey, old] of cache) {
      if (cachedBytes <= limits.cacheBytes) break;
      cache.delete(oldKey);
      cachedBytes -= old.body.length;
    }
  }

  /** `work` in one of the `concurrent` slots, waiting its turn for one. */
  async function inSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active >= limits.concurrent) await new Promise<void>((go) => waiting.push(go));
    active += 1;
    try {
      return await work();
    } finally {
      active -= 1;
      waiting.shift()?.();
    }
  }

  const full = () => active >= limits.concurrent && waiting.length >= limits.queued;

  function renderNow(key: string, request: Request): Promise<CachedAnswer | Response> {
    return inSlot(async () => {
      const { response, body } = await render(request);
      if (!cacheable(response, body)) {
        return toResponse({ response, body });
      }
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      const answer: CachedAnswer = { status: response.status, headers, body, encoded: {} };
      remember(key, answer);
      return answer;
    });
  }

  return {
    /** The answer for `key` (the URL), rendered from `request` when it is not cached. */
    async get(key: string, request: Request): Promise<CachedAnswer | Response | "busy"> {
      const hit = cache.get(key);
      if (hit) {
        // Most recently used last: Map keeps insertion order.
        cache.delete(key);
        cache.set(key, hit);
        return hit;
      }
      let pending = underWay.get(key);
      if (!pending) {
        if (full()) return "busy";
        pending = renderNow(key, request).finally(() => underWay.delete(key));
        underWay.set(key, pending);
      }
      const answer = await pending;
      // An uncacheable answer's body can be read once: each waiter gets its own copy.
      return isCached(answer) ? answer : answer.clone();
    },
    /**
     * A render that is never kept nor shared (a unit's page: a rotated token must stop at once),
     * within the same bound as the others: it takes a slot, or waits for one, or is "busy" when
     * the queue is full. `wait` queues it past that bound instead (a refused form whose typed
     * words must come back), still one of the `concurrent` renders at a time.
     */
    async uncached<T>(work: () => Promise<T>, { wait = false } = {}): Promise<T | "busy"> {
      if (!wait && full()) return "busy";
      return inSlot(work);
    },
    /** Forgets every kept answer: the content they were rendered from changed. */
    clear() {
      cache.clear();
      cachedBytes = 0;
    },
    stats: () => ({ entries: cache.size, bytes: cachedBytes, active, waiting: waiting.length }),
  };
}
