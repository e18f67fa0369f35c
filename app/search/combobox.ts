import { fill, type Vars } from "../i18n/fill";
import type { MessageKey } from "../i18n/messages";
import { localePath, type Lang } from "../i18n/lang";
import type { Group, Hit } from "./engine";
import { loadSearcher } from "./search-client";
import "./combobox.css";

/** Most results under the field; the results page has them all. */
const SHOWN = 8;
const DEBOUNCE_MS = 120;

const enhanced = new WeakSet<HTMLInputElement>();
let count = 0;

/**
 * The WAI-ARIA combobox of a site search field (app/chrome/SearchField.tsx renders the plain GET
 * form), attached on the field's first focus together with the search and its index: results as
 * one types (debounced), ArrowDown/ArrowUp move through them, Enter opens the chosen result or
 * the results page, Escape closes the list (a second Escape clears the field).
 */
export function enhance(input: HTMLInputElement, lang: Lang, navigate: (to: string) => void): void {
  if (enhanced.has(input)) return;
  enhanced.add(input);
  const form = input.form!;
  // The combobox's parts, added now: the page's HTML has a plain search field.
  count += 1;
  const list = document.createElement("ul");
  list.id = `site-search-${count}`;
  list.className = "site-search__list";
  list.setAttribute("role", "listbox");
  list.setAttribute("aria-label", input.getAttribute("aria-label") ?? "");
  list.hidden = true;
  const status = document.createElement("div");
  status.setAttribute("role", "status");
  status.className = "sr-only";
  form.append(list, status);
  input.setAttribute("role", "combobox");
  input.setAttribute("aria-expanded", "false");
  input.setAttribute("aria-controls", list.id);
  input.setAttribute("aria-autocomplete", "list");
  input.setAttribute("autocomplete", "off");
  const searcher = loadSearcher(lang);
  // Once the index is in, a key after a pause is answered in its own task (the first
  // suggestion within 50 ms at 4x CPU, bench/tools.ts); keys in a burst wait for its end.
  let ready: Awaited<typeof searcher> | undefined;
  let last = -Infinity;
  void searcher.then(
    (loaded) => {
      ready = loaded;
      // A search run once while the page is idle: the first key then finds the engine's code
      // compiled (a cold first search took 7.7 ms in Node against 0.9 warm; 4x that here).
      const warm = () => {
        for (const query of ["4", "볼 v"]) loaded.search(query, { limit: SHOWN });
      };
      if ("requestIdleCallback" in window) requestIdleCallback(warm);
      else setTimeout(warm, 0);
    },
    () => undefined,
  );
  // The list's strings come with the index; the list shows nothing before the index is in.
  let messages: Partial<Record<MessageKey, string>> = {};
  void searcher.then(
    (loaded) => (messages = loaded.messages),
    () => undefined,
  );
  const t = (key: MessageKey, vars?: Vars) => fill(lang, messages[key] ?? "", vars);
  const resultsPath = localePath(lang, "/search");
  const localize = (path: string) => localePath(lang, path);
  const groups: Record<Group, MessageKey> = {
    product: "searchbox.groupProduct",
    catalogue: "searchbox.groupCatalogue",
    company: "searchbox.groupCompany",
    gallery: "searchbox.groupGallery",
    news: "searchbox.groupNews",
  };
  let hits: Hit[] = [];
  let searched = "";
  let active = -1;
  let open = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const optionId = (i: number) => `${list.id}-${i}`;
  const resultsUrl = (q: string) => (q ? `${resultsPath}?q=${encodeURIComponent(q)}` : resultsPath);
  const options = () => (open ? hits.length + 1 : 0);

  function setOpen(value: boolean) {
    open = value;
    list.hidden = !value;
    input.setAttribute("aria-expanded", String(value));
    if (!value) setActive(-1);
  }

  function setActive(index: number) {
    active = index;
    list.querySelectorAll("[role=option]").forEach((option, i) => {
      option.setAttribute("aria-selected", String(i === index));
    });
    if (index >= 0) {
      input.setAttribute("aria-activedescendant", optionId(index));
      document.getElementById(optionId(index))?.scrollIntoView({ block: "nearest" });
    } else input.removeAttribute("aria-activedescendant");
  }

  function go(to: string) {
    setOpen(false);
    navigate(to);
  }

  function option(index: number, target: string, fill: (li: HTMLLIElement) => void) {
    const li = document.createElement("li");
    li.id = optionId(index);
    li.setAttribute("role", "option");
    li.setAttribute("aria-selected", "false");
    li.className = "site-search__option";
    fill(li);
    li.addEventListener("mousedown", (event) => event.preventDefault());
    li.addEventListener("click", () => go(target));
    return li;
  }

  function render() {
    const items = hits.map((hit, i) =>
      option(i, localize(hit.path), (li) => {
        const group = document.createElement("span");
        group.className = "site-search__group";
        group.textContent = t(groups[hit.group]);
        const title = document.createElement("span");
        title.className = "site-search__title";
        const name = hit.title.map(([text]) => text).join("");
        if (hit.code && !name.startsWith(hit.code)) {
          const code = document.createElement("b");
          code.textContent = `${hit.code} `;
          title.append(code);
        }
        title.append(name);
        li.append(group, title);
      }),
    );
    const all = option(hits.length, resultsUrl(searched), (li) => {
      li.classList.add("site-search__option--all");
      const text = t("searchbox.all", { query: searched });
      li.textContent = hits.length === 0 ? `${t("searchbox.none")} · ${text}` : text;
    });
    list.replaceChildren(...items, all);
    status.textContent = t("searchbox.results", { count: hits.length });
  }

  function update() {
    const value = input.value;
    clearTimeout(timer);
    if (value.trim() === "") {
      hits = [];
      setOpen(false);
      list.replaceChildren();
      return;
    }
    const show = (found: typeof ready & object) => {
      if (input.value !== value) return;
      last = performance.now();
      hits = found
        .search(value, { limit: SHOWN })
        .groups.flatMap((g) => g.hits)
        .slice(0, SHOWN);
      searched = value.trim();
      render();
      setOpen(true);
      setActive(-1);
    };
    if (ready && performance.now() - last > DEBOUNCE_MS) {
      show(ready);
      return;
    }
    timer = setTimeout(() => {
      void searcher.then(show).catch(() => setOpen(false));
    }, DEBOUNCE_MS);
  }

  input.addEventListener("input", update);
  input.addEventListener("blur", () => setOpen(false));
  input.addEventListener("focus", () => {
    if (hits.length > 0 || searched) if (input.value.trim() === searched) setOpen(true);
  });
  input.addEventListener("keydown", (event) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) {
        if (input.value.trim() === searched && searched) setOpen(true);
        else update();
        return;
      }
      // -1 is the field itself: past the last option the focus returns there.
      const next = active + (event.key === "ArrowDown" ? 1 : -1);
      setActive(next >= options() ? -1 : next < -1 ? options() - 1 : next);
    } else if (event.key === "Escape") {
      if (open) {
        event.preventDefault();
        setOpen(false);
      } else if (input.value) {
        event.preventDefault();
        input.value = "";
        update();
      }
    } else if (event.key === "Enter" && open && active >= 0) {
      event.preventDefault();
      go(active < hits.length ? localize(hits[active]!.path) : resultsUrl(searched));
    }
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    go(resultsUrl(input.value.trim()));
  });
  // Typed before the code arrived.
  if (input.value.trim()) update();
}
