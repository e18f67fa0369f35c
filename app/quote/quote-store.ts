/**
 * The quote list in localStorage, kept tiny because the header imports it on every page: read,
 * write, count, subscribe, and the add links' click (`a.quote-add`, whose href is the no-JS
 * fallback `/quote?items={id}:1`). Parsing and editing live in quote-list.ts.
 */
export const QUOTE_KEY = "hf-quote";
const EVENT = "hf-quote";

export function readList(): string {
  try {
    return localStorage.getItem(QUOTE_KEY) ?? "";
  } catch {
    return "";
  }
}

export function writeList(list: string) {
  try {
    localStorage.setItem(QUOTE_KEY, list);
  } catch {
    // Storage off (private mode, quota): the list lasts as long as the page.
  }
  dispatchEvent(new Event(EVENT));
}

export const countOf = (list: string) => (list ? list.split(",").length : 0);

export function subscribe(callback: () => void) {
  addEventListener(EVENT, callback);
  addEventListener("storage", callback);
  return () => {
    removeEventListener(EVENT, callback);
    removeEventListener("storage", callback);
  };
}

let installed = false;

/**
 * With JavaScript an add link adds the product (once, at most 50 lines) and stays on the page.
 * Listening on window in the capture phase runs before React Router's link handling.
 */
export function installAddLinks() {
  if (installed) return;
  installed = true;
  addEventListener(
    "click",
    (event) => {
      const link = (event.target as Element).closest?.("a.quote-add");
      if (!link || event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
      event.preventDefault();
      event.stopPropagation();
      const id = /items=([^:&]+)/.exec(link.getAttribute("href")!)![1]!;
      const list = readList();
      const ids = list ? list.split(",").map((line) => line.split(":")[0]) : [];
      if (!ids.includes(id) && ids.length < 50) writeList(list ? `${list},${id}:1` : `${id}:1`);
      // Marked once, as text after the label React rendered (no style rule on every page).
      if (!link.hasAttribute("data-added")) link.append(" ✓");
      link.setAttribute("data-added", "");
    },
    true,
  );
}
