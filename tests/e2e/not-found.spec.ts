import type { Page } from "@playwright/test";
import {
  dict,
  expect,
  homeLinkLabel,
  inLang,
  notFoundTitle,
  test,
  waitForHydration,
  withoutDocument404,
  type Lang,
} from "./support";

/** Paths no route claims, several of them malformed or hostile. Sent to the server as written. */
const hostilePaths = [
  "/nope",
  "/about/nope",
  "/en/en/x",
  "/en/nope?q=<b>bold</b>",
  "/%E0%A4%A",
  "/%",
  "/products/%ZZ",
  `/products/${"x".repeat(3000)}`,
  "/..%2f..%2fetc%2fpasswd",
  "/<script>alert(1)</script>",
  "/products/electric/x/y/z/w",
  "//double//slashes",
  "/contact-us/valve",
  "/en/SIRCA/about",
  "/%00",
];

function langOf(path: string): Lang {
  return path === "/en" || path.startsWith("/en/") || path.startsWith("/en?") ? "en" : "ko";
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Suggestions from path keywords; the homepage link always. */
function expectedSuggestions(path: string): string[] {
  const p = safeDecode(path.split("?")[0]!).toLowerCase();
  const links = ["/"];
  if (p.includes("sirca") || p.includes("valve")) links.push("/products/sirca-valves");
  if (p.includes("product")) links.push("/products");
  if (p.includes("about")) links.push("/about");
  if (p.includes("contact")) links.push("/contact");
  return links;
}

const allSuggestions = ["/", "/products/sirca-valves", "/products", "/about", "/contact"];

function label(path: string): string {
  return path.length > 60 ? `${path.slice(0, 40)}…(${path.length} chars)` : path;
}

function suggestionList(page: Page, lang: Lang) {
  return page
    .getByRole("heading", { level: 2, name: dict[lang]["notFound.suggestions"] })
    .locator("xpath=following-sibling::ul[1]");
}

for (const path of hostilePaths) {
  const lang = langOf(path);

  test(`404 page for ${label(path)}`, async ({ page, baseURL, consoleErrors }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });

    // An earlier history entry to go back to (a cheap one: no page to render).
    await page.goto("/healthz");

    // Concatenated, not resolved: "//double//slashes" must stay a path, not become a host.
    const response = await page.goto(`${baseURL}${path}`);
    expect(response?.status()).toBe(404);
    await waitForHydration(page);

    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.locator("h1")).toHaveText(notFoundTitle[lang]);

    // The requested URL, as text.
    const requested = new URL(page.url());
    const raw = requested.pathname + requested.search;
    const shown = page.locator("main code");
    await expect(shown).toHaveCount(1);
    expect([raw, safeDecode(raw)]).toContain((await shown.innerText()).trim());

    // Never as markup: no script, no bold element, no dialog.
    await expect(page.locator("script", { hasText: "alert(1)" })).toHaveCount(0);
    await expect(page.locator("main b, main strong")).toHaveCount(0);
    expect(dialogs).toEqual([]);

    // Suggestions chosen from the path's keywords, the homepage always.
    const expected = expectedSuggestions(path).map((p) => inLang(lang, p));
    const list = suggestionList(page, lang);
    await expect(list).toBeVisible();
    const hrefs = await list
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(expected);
    for (const other of allSuggestions.map((p) => inLang(lang, p))) {
      if (!expected.includes(other)) expect(hrefs).not.toContain(other);
    }

    // Go to Homepage.
    const home = page.getByRole("main").getByRole("link", { name: homeLinkLabel[lang] });
    await expect(home).toBeVisible();
    await expect(home).toHaveAttribute("href", inLang(lang, "/"));

    expect(withoutDocument404(consoleErrors)).toEqual([]);

    // Go Back returns to the previous history entry.
    await page.getByRole("button", { name: dict[lang]["notFound.back"] }).click();
    await expect(page).toHaveURL(`${baseURL}/healthz`);
  });
}

for (const lang of ["ko", "en"] as const) {
  test(`the 404 page's Go to Homepage link leads home (${lang})`, async ({ page }) => {
    await page.goto(inLang(lang, "/no-such-page"));
    await waitForHydration(page);
    await page.getByRole("main").getByRole("link", { name: homeLinkLabel[lang] }).click();
    await expect(page).toHaveURL((url) => url.pathname === inLang(lang, "/"));
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
  });
}

test("hostile paths never get a 5xx from the server", async ({ request, baseURL }) => {
  for (const path of [...hostilePaths, "/en/%", "/en/products/%ZZ/x", "/%2e%2e/%2e%2e/"]) {
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(500);
  }
});
