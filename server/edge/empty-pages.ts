/** How often the empty pages are looked at: the menus at the edge follow within a minute. */
export const LOOK_EVERY_MS = 60_000;

/**
 * Every page's menus, the sitemap, the search files and the 404s name which pages are empty lists
 * now (app/empty-pages.server.ts): the first certificate published, the last one expired at
 * midnight, the first unit recorded, a group's last product retired. The caches in front keep
 * a page up to 5 minutes and no publish names every page, so this looks at the set once a
 * minute and, when it differs, asks for the purge of what shows it (server/edge/keys.ts).
 */
export function watchEmptyPages({
  empty,
  purge,
  every = LOOK_EVERY_MS,
}: {
  /** The empty pages now, as the pages' renders see them. */
  empty: () => readonly string[];
  /** Queues the purge of these surrogate keys (the edge queue's `add`, then a wake). */
  purge: (keys: string[]) => void;
  every?: number;
}) {
  let last = empty().join(" ");

  /** Looks once: the keys purged, if the set changed since the last look. */
  function look(): string[] {
    const next = empty().join(" ");
    if (next === last) return [];
    last = next;
    // Every page (menus), sitemap.xml, the 404s an empty page was and the search files.
    const keys = ["menu", "sitemap", "missing", "catalogue"];
    purge(keys);
    return keys;
  }

  const timer = setInterval(look, every);
  timer.unref();
  return { look, stop: () => clearInterval(timer) };
}
