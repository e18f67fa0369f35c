import type { APIRequestContext } from "@playwright/test";
import { parse, type HTMLElement } from "node-html-parser";
import { expect } from "./support";
import { readableText } from "../readable-text";

export { readableText };

/**
 * The server's HTML read without a browser: for checks about what the server sends (status,
 * markup, links, meta tags), which need no renderer. What a person sees, scripts and hydration
 * stay with the browser tests.
 */

/** An element of the parsed HTML (not the DOM's: no layout, no style). */
export type ParsedElement = HTMLElement;

export interface ServerPage {
  /** Status of the answer (no redirect followed unless asked). */
  status: number;
  /** Path and query the answer came from, after any redirect followed. */
  url: URL;
  doc: HTMLElement;
}

/**
 * Gets a page as a browser would, checks its status and parses it. `follow` follows redirects as
 * a browser does (the final URL is in `url`); otherwise a redirect is an answer of its own.
 */
export async function getPage(
  request: APIRequestContext,
  path: string,
  { status = 200, follow = false }: { status?: number; follow?: boolean } = {},
): Promise<ServerPage> {
  const response = await request.get(path, follow ? {} : { maxRedirects: 0 });
  expect(response.status(), `HTTP status of ${path}`).toBe(status);
  return {
    status: response.status(),
    url: new URL(response.url()),
    doc: parse(await response.text()),
  };
}

/** Text as a reader gets it: whitespace runs as one space, trimmed (as toHaveText compares). */
export const words = (el: HTMLElement | null | undefined) =>
  (el?.text ?? "").replace(/\s+/g, " ").trim();

/** The elements of a tag whose accessible name (aria-label, or aria-labelledby's text) is `name`. */
export function named(doc: HTMLElement, tag: string, name: string): HTMLElement[] {
  return doc.querySelectorAll(tag).filter((el) => {
    const label = el.getAttribute("aria-label");
    if (label !== undefined) return label === name;
    const by = el.getAttribute("aria-labelledby");
    if (!by) return false;
    return (
      by
        .split(/\s+/)
        .map((id) => words(doc.querySelector(`[id="${id}"]`)))
        .join(" ")
        .trim() === name
    );
  });
}

/** The canonical link's path and query. */
export function canonicalPath(doc: HTMLElement): string {
  const href = doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
  expect(href, "canonical link").toBeTruthy();
  const url = new URL(href!);
  return url.pathname + url.search;
}

/**
 * What a browser without JavaScript sends for a form of the server's HTML: its hidden and text
 * fields, textareas, checked boxes and its selects' chosen options, in document order (files and
 * buttons are the sender's to add). `set` gives a field the value a person chose; `true` ticks a
 * box.
 */
export function formFields(
  form: HTMLElement,
  set: Record<string, string | true> = {},
): URLSearchParams {
  const fields = new URLSearchParams();
  for (const el of form.querySelectorAll("input, select, textarea")) {
    const name = el.getAttribute("name");
    if (!name || el.hasAttribute("disabled")) continue;
    const tag = el.rawTagName.toLowerCase();
    const type = el.getAttribute("type")?.toLowerCase() ?? "text";
    const given = set[name];
    if (tag === "input" && (type === "checkbox" || type === "radio")) {
      const value = el.getAttribute("value") ?? "on";
      const checked =
        given === undefined ? el.hasAttribute("checked") : given === true || given === value;
      if (checked) fields.append(name, value);
    } else if (tag === "select") {
      const options = el.querySelectorAll("option");
      const chosen = options.find((o) => o.hasAttribute("selected")) ?? options[0];
      if (typeof given === "string") {
        const offered = options.map((o) => o.getAttribute("value"));
        expect(offered, `${name} offers ${given}`).toContain(given);
      }
      fields.append(
        name,
        typeof given === "string" ? given : (chosen?.getAttribute("value") ?? words(chosen)),
      );
    } else if (!["submit", "button", "reset", "image", "file"].includes(type)) {
      const value = tag === "textarea" ? el.text : (el.getAttribute("value") ?? "");
      fields.append(name, typeof given === "string" ? given : value);
    }
  }
  return fields;
}

/** The URL a browser without JavaScript goes to when a GET form is sent (`formFields`). */
export function formTarget(form: HTMLElement, set: Record<string, string | true> = {}): string {
  // A form without a method is sent with GET, as the HTML standard says.
  expect(form.getAttribute("method")?.toLowerCase() ?? "get", "a GET form").toBe("get");
  const query = formFields(form, set).toString();
  return `${form.getAttribute("action")}${query ? `?${query}` : ""}`;
}

/** Out of the accessibility tree in the server's HTML: `hidden` or `aria-hidden="true"` on it or above. */
export function isHidden(el: HTMLElement): boolean {
  for (let node: HTMLElement | null = el; node; node = node.parentNode) {
    if (node.hasAttribute?.("hidden") || node.getAttribute?.("aria-hidden") === "true") return true;
  }
  return false;
}

/**
 * An element's accessible name in the server's HTML: its aria-label, else the words of what
 * aria-labelledby names, else (`fromContent`: links, buttons, headings) its words and its images'
 * alt, leaving out what is aria-hidden; whitespace runs as one space.
 */
export function accessibleName(el: HTMLElement, { fromContent = false } = {}): string {
  let top = el;
  while (top.parentNode) top = top.parentNode;
  const label = el.getAttribute("aria-label");
  const by = el.getAttribute("aria-labelledby");
  const name =
    label ??
    (by
      ? by
          .split(/\s+/)
          .map((id) => words(top.querySelector(`[id="${id}"]`)))
          .join(" ")
      : fromContent
        ? contentName(el)
        : "");
  return name.replace(/\s+/g, " ").trim();
}

/** The words and images' alt of an element's content, leaving out what is aria-hidden. */
function contentName(el: HTMLElement): string {
  return el.childNodes
    .map((node) => {
      if (node.nodeType !== 1) return node.text;
      const child = node as HTMLElement;
      if (child.getAttribute("aria-hidden") === "true") return "";
      if (child.rawTagName?.toLowerCase() === "img") return ` ${child.getAttribute("alt") ?? ""} `;
      return contentName(child);
    })
    .join("");
}

type NameMatch = { exact?: boolean };

/** As Playwright's `name` option: a RegExp, the name itself (`exact`), else a part of it in any case. */
function nameMatches(accessible: string, name: string | RegExp, { exact = false }: NameMatch) {
  if (name instanceof RegExp) return name.test(accessible);
  const wanted = name.replace(/\s+/g, " ").trim();
  return exact ? accessible === wanted : accessible.toLowerCase().includes(wanted.toLowerCase());
}

/**
 * The links of `root` that `getByRole("link", { name })` finds: an `a` with an `href`, in no
 * hidden part, whose accessible name matches `name` as Playwright matches it.
 */
export function links(root: HTMLElement, name: string | RegExp, options: NameMatch = {}) {
  return root
    .querySelectorAll("a[href]")
    .filter(
      (a) => !isHidden(a) && nameMatches(accessibleName(a, { fromContent: true }), name, options),
    );
}

/** The one link `links` finds (as a locator in strict mode: none or two fail). */
export function link(root: HTMLElement, name: string | RegExp, options: NameMatch = {}) {
  const found = links(root, name, options);
  expect(found, `one link named ${String(name)}`).toHaveLength(1);
  return found[0]!;
}

/** The named sections of `root` that `getByRole("region", { name })` finds. */
export function regions(root: HTMLElement, name: string | RegExp, options: NameMatch = {}) {
  return root.querySelectorAll("section").filter((section) => {
    const accessible = accessibleName(section);
    return !isHidden(section) && accessible !== "" && nameMatches(accessible, name, options);
  });
}

/** The one region `regions` finds (as a locator in strict mode: none or two fail). */
export function region(root: HTMLElement, name: string | RegExp, options: NameMatch = {}) {
  const found = regions(root, name, options);
  expect(found, `one region named ${String(name)}`).toHaveLength(1);
  return found[0]!;
}
