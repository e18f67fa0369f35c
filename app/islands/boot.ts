import { startChrome } from "../chrome/behaviour";
import { readQuery } from "../site/page-query";
import { normalizeSearch } from "../site/url";
import type { IslandName } from "../ui/Island";
import { startHero } from "./hero";
import { checkPhotosBeforeSending } from "./photo-check";

/**
 * All the script a content page loads (decision 042): the chrome's behaviour (with the
 * web-vitals report, when idle) and the hero as plain script, and the page's islands, each woken on its own
 * when its `data-wake` says. React and an island's view are fetched by the first island that
 * needs them, never at load.
 */

const whenIdle = (run: () => void) =>
  "requestIdleCallback" in window ? requestIdleCallback(run) : setTimeout(run, 200);

/** Once the load event has passed and the browser is idle: nothing run then counts at load. */
const afterLoad = (run: () => void) => {
  if (document.readyState === "complete") whenIdle(run);
  else addEventListener("load", () => whenIdle(run), { once: true });
};

const hydrator = () => import("./hydrate");

/**
 * Once the page has loaded and the browser is idle, fetches (without running) what waking an
 * island needs, so a tap with no pointer before it need not wait for the network: the bytes
 * come after load, never in its way (bench/islands.ts measured the tap's INP both ways).
 */
function warmWhenIdle() {
  const files =
    document.querySelector<HTMLScriptElement>("script[data-wake-files]")?.dataset.wakeFiles;
  // A visitor who asked to save data (a phone's data saver) fetches them at the island instead.
  const saveData = (navigator as { connection?: { saveData?: boolean } }).connection?.saveData;
  if (!files || saveData) return;
  afterLoad(() => {
    for (const href of files.split(" ")) {
      if (document.querySelector(`link[href="${href}"]`)) continue;
      const link = document.createElement("link");
      if (href.endsWith(".css")) Object.assign(link, { rel: "preload", as: "style" });
      else link.rel = "modulepreload";
      // As Vite's loader asks for them (CORS), or the browser fetches them again at the wake.
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
  });
}

/**
 * Wakes each island when it says; resolves once those that wake after load (idle, or answering
 * a URL the server did not) have woken, so that "the page's script is in place" includes them.
 */
function wakeIslands(): Promise<unknown> {
  const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
  if (islands.some((island) => island.dataset.wake === "interaction")) warmWhenIdle();
  const wake = (island: HTMLElement) => hydrator().then((m) => m.hydrate(island));
  const visible = new IntersectionObserver((entries) => {
    for (const entry of entries.filter((e) => e.isIntersecting)) {
      visible.unobserve(entry.target);
      void wake(entry.target as HTMLElement);
    }
  });
  const query = readQuery(location.pathname, location.search);
  const atLoad: Promise<void>[] = [];
  for (const island of islands) {
    const how = island.dataset.wake;
    const stale = island.dataset.query !== undefined && island.dataset.query !== query;
    if (how === "idle" || stale)
      atLoad.push(new Promise((resolve) => afterLoad(() => void wake(island).finally(resolve))));
    else if (how === "visible") visible.observe(island);
    else onInteraction(island, wake);
  }
  return Promise.allSettled(atLoad);
}

/**
 * An island that wakes on interaction: its code is fetched at a pointer over it or a touch, it
 * hydrates at a focus inside it, and a plain click on a link or button before it is awake is
 * held, then given to the woken island (so the click does what it would have done).
 */
function onInteraction(island: HTMLElement, wake: (island: HTMLElement) => Promise<void>) {
  const name = island.dataset.island as IslandName;
  const warm = () => void hydrator().then((m) => m.warm(name));
  island.addEventListener("pointerover", warm, { once: true, passive: true });
  island.addEventListener("touchstart", warm, { once: true, passive: true });
  island.addEventListener("focusin", () => void wake(island), { once: true });
  island.addEventListener(
    "click",
    (event) => {
      if (island.hasAttribute("data-hydrated") || event.defaultPrevented) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return;
      const target = (event.target as Element).closest<HTMLElement>("a[href], button");
      if (!target || !island.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      void wake(island).then(() => target.click());
    },
    true,
  );
}

/**
 * The language switch takes the page's query with it (a prerendered page's link knows only the
 * parameters the page reads); under the app LanguageSwitch.tsx does it once hydrated.
 */
function languageSwitchKeepsQuery() {
  const search = normalizeSearch(location.search);
  if (!search) return;
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-switch-lang]")) {
    const url = new URL(link.href);
    link.href = url.pathname + search + location.hash;
  }
}

startChrome();
const hero = document.querySelector<HTMLElement>(".hero__rotator");
if (hero) startHero(hero);
if (document.querySelector("input[data-photo-limits]")) checkPhotosBeforeSending();
languageSwitchKeepsQuery();
// Tests and tools read that the page's script is in place (the app says it once hydrated).
void wakeIslands().then(() => (document.documentElement.dataset.scripts = "ready"));
