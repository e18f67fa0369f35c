import { fill, type Vars } from "../i18n/fill";
import type { MessageKey } from "../i18n/messages";
import type { Lang } from "../i18n/lang";
import { fetchOnce } from "../lib/fetch-once";
import { onPageChanges } from "../lib/page-changes";
import {
  COMPARE_EVENT,
  COMPARE_KEY,
  compareHref,
  MAX_COMPARE,
  readIds,
  writeIds,
} from "./compare-list";
import type { CompareData } from "./table";
import "./tray.css";

/**
 * The compare toggles and tray, loaded on demand (app/chrome/behaviour.ts starts them on pages
 * with a toggle or while something is selected), so no page's initial JavaScript carries them.
 * A toggle (`CompareToggle`, app/quote/AddToQuote.tsx) is a link to `/products/compare?ids={id}`,
 * what works without JavaScript; here a click on it adds or removes the product in localStorage
 * instead, and the link becomes a pressed button. The tray, fixed at the screen's edge, names
 * the selection (from the same `/compare-data-{lang}.json` the static export compares with) and
 * links to the comparison.
 */
type TrayData = Pick<CompareData, "products" | "retired"> & {
  messages: Partial<Record<MessageKey, string>>;
};

const load = (lang: Lang) => fetchOnce<TrayData>(`/compare-data-${lang}.json`);

const selection = () => readIds().split(",").filter(Boolean);
const idOf = (link: Element) => /[?&]ids=([^&,]+)/.exec(link.getAttribute("href") ?? "")?.[1];

let navigate: (to: string) => void;
/** A note for the tray ("up to four"), shown until the selection changes. */
let note: MessageKey | "" = "";
/**
 * Codes of retired products the stored selection named: taken out of it, each said in the tray
 * on the page where it was found, until the visitor changes the selection or closes the tray.
 */
let gone: string[] = [];
let goneOn = "";

function toggle(id: string) {
  const ids = selection();
  note = "";
  gone = [];
  if (ids.includes(id)) writeIds(ids.filter((i) => i !== id));
  else if (ids.length < MAX_COMPARE) writeIds([...ids, id]);
  else {
    note = "comparetray.full";
    refresh();
  }
}

function onActivate(event: Event) {
  const link = (event.target as Element).closest?.("a.compare-add");
  if (!link) return;
  if (
    event instanceof MouseEvent &&
    (event.button || event.metaKey || event.ctrlKey || event.shiftKey)
  )
    return;
  // A pressed-button link answers Space as a button does (Enter is a click already).
  if (event instanceof KeyboardEvent && event.key !== " ") return;
  const id = idOf(link);
  if (!id) return;
  event.preventDefault();
  event.stopPropagation();
  toggle(id);
}

/** Every toggle on the page says whether its product is selected. */
function markToggles() {
  const ids = selection();
  for (const link of document.querySelectorAll("a.compare-add")) {
    const pressed = String(ids.includes(idOf(link) ?? ""));
    if (link.getAttribute("aria-pressed") === pressed) continue;
    link.setAttribute("role", "button");
    link.setAttribute("aria-pressed", pressed);
  }
}

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

/**
 * The tray's parts, made once: its status line must exist before a note is put in it for a
 * screen reader to say the note.
 */
function makeTray() {
  const title = element("h2", { id: "compare-tray-title" });
  const list = element("ul");
  const status = element("p", { className: "compare-tray__note" });
  status.setAttribute("role", "status");
  const actions = element("p");
  const aside = element("aside", { className: "compare-tray" }, title, list, status, actions);
  aside.setAttribute("aria-labelledby", title.id);
  return { aside, title, list, status, actions };
}
let tray: ReturnType<typeof makeTray> | undefined;

/** Below 1280 px the tray sits on the quick bar, whose height its labels decide (tray.css). */
function sitOnQuickBar() {
  const height = document.querySelector(".quick-bar")?.getBoundingClientRect().height ?? 0;
  tray?.aside.style.setProperty("--quick-bar-height", `${height}px`);
}

let rendering = 0;
/** What the tray shows now: it is rebuilt only when this changes. */
let shown = "";

async function render() {
  const ids = selection();
  const path = location.pathname;
  if (path !== goneOn) gone = [];
  const what = `${path} ${ids.join(",")} ${note} ${gone.join(",")}`;
  if (what === shown) return;
  shown = what;
  const turn = ++rendering;
  // The comparison page is the tray's own view: no tray there.
  if ((ids.length === 0 && gone.length === 0) || /^(\/en)?\/products\/compare$/.test(path)) {
    tray?.aside.remove();
    return;
  }
  // The page's language, as the root sets it (no import from the shell: its exports cost bytes).
  const lang = document.documentElement.lang as Lang;
  const data = await load(lang).catch(() => undefined);
  // Not loaded (a failed fetch): forgotten, so the next change draws it rather than skipping.
  if (!data && turn === rendering) shown = "";
  if (!data || turn !== rendering) return;
  const t = (key: MessageKey, vars?: Vars) => fill(lang, data.messages[key] ?? "", vars);
  const retired = new Map((data.retired ?? []).map((p) => [p.id, p.code]));
  if (ids.some((id) => retired.has(id))) {
    // Saved before the product was retired: out of the selection, with a note (a new render).
    gone = [...gone, ...ids.flatMap((id) => retired.get(id) ?? [])];
    goneOn = path;
    writeIds(ids.filter((id) => !retired.has(id)));
    return;
  }
  const byId = new Map(data.products.map((p) => [p.id, p]));
  const chosen = ids.flatMap((id) => byId.get(id) ?? []);
  tray ??= makeTray();
  const { aside, title, list, status, actions } = tray;
  const controls = () => [...aside.querySelectorAll<HTMLElement>("button, a")];
  const focusIndex = controls().indexOf(document.activeElement as HTMLElement);

  title.textContent = `${t("comparetray.title")} (${chosen.length}/${MAX_COMPARE})`;
  list.replaceChildren(
    ...chosen.map((product) => {
      const remove = element("button", { type: "button", className: "compare-tray__remove" }, "×");
      remove.setAttribute("aria-label", t("comparetray.remove", { product: product.code }));
      remove.addEventListener("click", () => toggle(product.id));
      // "480-025 Quarter-turn ..." shows as 480-025 and the rest: the code is said once.
      const rest = product.name.startsWith(product.code)
        ? product.name.slice(product.code.length)
        : product.name;
      const name = element("span", { className: "compare-tray__name", title: product.name }, rest);
      return element("li", {}, element("b", {}, product.code), name, remove);
    }),
  );
  status.textContent = [
    ...gone.map((code) => t("comparetray.retired", { product: code })),
    note ? t(note) : "",
  ]
    .filter(Boolean)
    .join(" ");
  const href = compareHref(
    lang,
    chosen.map((p) => p.id),
  );
  const open = element(
    "a",
    { className: "button", href },
    t("comparetray.open", { count: chosen.length }),
  );
  open.addEventListener("click", (event) => {
    if (event.button || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    navigate(href);
  });
  const clear = element(
    "button",
    { type: "button", className: "button button--ghost" },
    t(chosen.length ? "comparetray.clear" : "comparetray.dismiss"),
  );
  clear.addEventListener("click", () => {
    gone = [];
    writeIds([]);
  });
  // Only a note left (every saved product was retired): nothing to compare, a way to close.
  actions.replaceChildren(...(chosen.length ? [open, " ", clear] : [clear]));
  // Beside the quick bar, before it: in the tab order after the page, like the bar itself.
  if (!aside.isConnected) document.body.insertBefore(aside, document.querySelector(".quick-bar"));
  sitOnQuickBar();
  // A removed item's button is gone: focus stays in the tray, on what took its place.
  if (focusIndex >= 0) {
    const now = controls();
    now[Math.min(focusIndex, now.length - 1)]?.focus();
  }
}

function refresh() {
  markToggles();
  void render();
}

let started = false;

/** Starts the toggles and the tray; later calls only refresh them (a new page, a new list). */
export function start(navigateTo: (to: string) => void) {
  navigate = navigateTo;
  if (started) return refresh();
  started = true;
  // The capture phase runs before React Router's own link handling.
  addEventListener("click", onActivate, true);
  addEventListener("keydown", onActivate, true);
  addEventListener(COMPARE_EVENT, refresh);
  addEventListener("resize", sitOnQuickBar);
  addEventListener("storage", (event) => event.key === COMPARE_KEY && refresh());
  // Pages change under us (navigation, results that arrive later): toggles are marked again,
  // the tray rebuilt only if the page or the selection changed (its own changes are mutations too).
  onPageChanges(refresh);
  refresh();
}
