import { countOf, installAddLinks, readList, subscribe } from "../quote/quote-store";
import { langFromPath } from "../i18n/lang";
import { onPageChanges } from "../lib/page-changes";
import { reportVitals } from "../site/vitals";

/**
 * The chrome's behaviour as plain script, the same on every page: on a content page it is all
 * the script there is (app/islands/boot.ts), under the full app it runs beside React
 * (app/entry.client.tsx). The chrome's views render the resting state; everything here listens
 * on the document, so it holds across the app's re-renders (docs/decisions/042-islands.md).
 */

/** The header turns compact once the page is scrolled more than 10 px. */
export const COMPACT_SCROLL_PX = 10;

/** Goes to a URL as a link would: a full page load (no router on a content page). */
export const goTo = (to: string) => location.assign(to);

let started = false;

/** The chrome's behaviour and the web-vitals report: what every site page runs, app or not. */
export function startChrome(): void {
  if (started) return;
  started = true;
  reportVitals();
  compactHeader();
  menus();
  actions();
  quoteCount();
  searchOnFocus();
  brokenImages();
  // Pages change under the app (navigation, results that arrive later): what is found in the
  // page is looked at again once a frame.
  onPageChanges(pageChanged);
  pageChanged();
}

function pageChanged() {
  showQuoteCount();
  compareTray();
}

function compactHeader() {
  const update = () =>
    flag(document.querySelector(".site-header"), "data-compact", scrollY > COMPACT_SCROLL_PX);
  update();
  addEventListener("scroll", update, { passive: true });
}

/** A flag attribute as React writes one ("true"), or none. */
const flag = (element: Element | null | undefined, name: string, on: boolean) =>
  on ? element?.setAttribute(name, "true") : element?.removeAttribute(name);

const closest = (target: EventTarget | null, selector: string) =>
  target instanceof Element ? target.closest<HTMLElement>(selector) : null;

/** The desktop menu's dropdowns and the phone's menu: toggles, Escape, a tap elsewhere. */
function menus() {
  const openItems = () => document.querySelectorAll<HTMLElement>(".main-nav__item[data-open]");
  const setItem = (item: HTMLElement, open: boolean) => {
    flag(item, "data-open", open);
    item.querySelector(".main-nav__toggle")?.setAttribute("aria-expanded", String(open));
  };
  const phoneToggle = () => document.querySelector<HTMLElement>(".mobile-menu__toggle");
  const setPhone = (open: boolean) => {
    const nav = document.getElementById("mobile-menu");
    if (nav) nav.hidden = !open;
    phoneToggle()?.setAttribute("aria-expanded", String(open));
  };

  document.addEventListener("click", (event) => {
    const toggle = closest(event.target, ".main-nav__toggle");
    if (toggle) {
      const item = toggle.closest<HTMLElement>(".main-nav__item")!;
      const open = !item.hasAttribute("data-open");
      openItems().forEach((other) => other !== item && setItem(other, false));
      setItem(item, open);
      return;
    }
    if (closest(event.target, ".mobile-menu__toggle")) {
      setPhone(phoneToggle()?.getAttribute("aria-expanded") !== "true");
      return;
    }
    // A link followed inside the app keeps the page: the menus close as a page load would.
    if (closest(event.target, ".main-nav a, #mobile-menu a")) {
      openItems().forEach((item) => setItem(item, false));
      setPhone(false);
    }
  });
  // A tap or click anywhere else closes an open submenu (touch has no "mouse leave").
  document.addEventListener("pointerdown", (event) => {
    openItems().forEach((item) => !item.contains(event.target as Node) && setItem(item, false));
  });
  document.addEventListener("focusout", (event) => {
    const item = closest(event.target, ".main-nav__item[data-open]");
    if (item && !item.contains(event.relatedTarget as Node | null)) setItem(item, false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const item = closest(event.target, ".main-nav__item[data-open]");
    if (item) {
      setItem(item, false);
      item.querySelector<HTMLElement>(".main-nav__toggle")?.focus();
      return;
    }
    // The search field's own Escape (closing its results) stays with the field.
    if (phoneToggle()?.getAttribute("aria-expanded") === "true" && !event.defaultPrevented) {
      setPhone(false);
      phoneToggle()?.focus();
    }
  });
}

/** Buttons that need a line of script: to the top, print, back. */
function actions() {
  document.addEventListener("click", (event) => {
    const element = closest(event.target, "[data-action]");
    if (!element || event.defaultPrevented) return;
    const action = element.dataset.action;
    if (action === "top") {
      event.preventDefault();
      const smooth = !matchMedia("(prefers-reduced-motion: reduce)").matches;
      scrollTo({ top: 0, behavior: smooth ? "smooth" : "auto" });
      document.getElementById("top")?.focus({ preventScroll: true });
    } else if (action === "print") {
      print();
    } else if (action === "back") {
      history.back();
    } else if (action === "back-or-link" && cameFromThisSite()) {
      // Back when the previous page is one of the site's; otherwise the link's own page.
      event.preventDefault();
      history.back();
    }
  });
}

interface NavigationLike {
  currentEntry?: { index: number } | null;
}

function cameFromThisSite(): boolean {
  // The Navigation API lists only this origin's entries: index 0 is where the visitor came in.
  const navigation = (window as { navigation?: NavigationLike }).navigation;
  if (navigation?.currentEntry) return navigation.currentEntry.index > 0;
  return history.length > 1 && document.referrer.startsWith(location.origin + "/");
}

function quoteCount() {
  installAddLinks();
  subscribe(showQuoteCount);
}

function showQuoteCount() {
  const n = countOf(readList());
  for (const count of document.querySelectorAll("[data-quote-count]")) {
    const text = n > 0 ? ` (${n})` : "";
    if (count.textContent !== text) count.textContent = text;
  }
}

// "hf-compare" is app/compare/compare-list.ts's COMPARE_KEY, not imported: the tray's code
// loads only where there is a toggle or a selection.
const comparing = () => {
  try {
    return localStorage.getItem("hf-compare") !== null;
  } catch {
    return false;
  }
};

let trayStarted = false;

function compareTray() {
  if (trayStarted || !(document.querySelector("a.compare-add") || comparing())) return;
  trayStarted = true;
  void import("../compare/tray").then((tray) => tray.start(goTo));
}

function searchOnFocus() {
  document.addEventListener("focusin", (event) => {
    const input = closest(event.target, "input.site-search__input");
    if (!(input instanceof HTMLInputElement)) return;
    const lang = langFromPath(location.pathname);
    void import("../search/combobox").then((m) => m.enhance(input, lang, goTo));
  });
}

/**
 * An image that fails to load is hidden (`data-broken="hide"`) or shows the placeholder
 * (`"placeholder"`), also one that failed before this script ran.
 */
function brokenImages() {
  const PLACEHOLDER = "/images/products/placeholder.svg";
  const mend = (img: HTMLImageElement) => {
    const how = img.dataset.broken;
    if (how === "hide") img.hidden = true;
    else if (how === "placeholder" && !img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
  };
  document.addEventListener(
    "error",
    (event) => event.target instanceof HTMLImageElement && mend(event.target),
    true,
  );
  for (const img of document.querySelectorAll<HTMLImageElement>("img[data-broken]")) {
    if (img.complete && img.naturalWidth === 0) mend(img);
  }
}
