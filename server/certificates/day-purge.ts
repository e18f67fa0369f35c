import { coveredProducts } from "../../app/certificates/certificates.server";
import { validCertificates } from "../../app/certificates/valid";
import { liveContent } from "../../app/content/live.server";
import { seoulToday } from "../../app/lib/site-clock";
import type { LiveSource } from "../content/live";
import { productKey } from "../edge/keys";

/** How often the day is looked at: a certificate's pages are purged within a minute of midnight. */
export const LOOK_EVERY_MS = 60_000;

/**
 * The caches in front keep a page up to 5 minutes (s-maxage); a certificate that expires, or
 * becomes valid, at midnight in Seoul changes pages without a publish, so nothing purges them.
 * This looks at the day: when the set of certificates valid today differs from yesterday's, it
 * asks for the purge of the certificates page and of the pages of the products those covered
 * (docs/decisions/032-certificates.md). A publish meanwhile purges its own keys
 * (server/edge/keys.ts, kind `certificate`), so a new revision only starts the comparison again.
 */
export function watchCertificateDays({
  live,
  purge,
  now = () => Date.now(),
  every = LOOK_EVERY_MS,
}: {
  live: LiveSource;
  /** Queues the purge of these surrogate keys (the edge queue's `add`, then a wake). */
  purge: (keys: string[]) => void;
  now?: () => number;
  every?: number;
}) {
  const shown = () => {
    const revision = live.revision();
    const day = seoulToday(now());
    const valid = validCertificates(liveContent().certificates, day);
    return { revision, day, valid };
  };
  let last = shown();

  /** Looks once: the keys purged, if the day's certificates changed without a publish. */
  function look(): string[] {
    const next = shown();
    const before = last;
    last = next;
    if (next.revision !== before.revision || next.day === before.day) return [];
    const ids = (list: typeof next.valid) => new Set(list.map((item) => item.id));
    const [was, is] = [ids(before.valid), ids(next.valid)];
    const changed = [
      ...before.valid.filter((item) => !is.has(item.id)),
      ...next.valid.filter((item) => !was.has(item.id)),
    ];
    if (changed.length === 0) return [];
    const keys = [
      "certificates",
      ...new Set(changed.flatMap((item) => coveredProducts(item).map((p) => productKey(p.code)))),
    ];
    purge(keys);
    return keys;
  }

  const timer = setInterval(look, every);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
