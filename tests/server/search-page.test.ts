import { parse } from "node-html-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { finderModels } from "../../app/finder/models.server";
import { translate } from "../../app/i18n/translate.server";
import { builtSite } from "./built-site";

/**
 * The results page as a plain request sees it (issue 78, item 3): no script needed. Models come
 * first, each with the figure that fits; filters are links; a query that fits nothing offers the
 * nearest models, the finder with what was read and the inquiry with the query.
 */
let site: Awaited<ReturnType<typeof builtSite>>;
beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => site.close());

const page = async (path: string) => {
  const response = await site.app.request(`http://localhost${path}`);
  expect(response.status, path).toBe(200);
  return parse(await response.text());
};
const prefix = { ko: "", en: "/en" } as const;
const q = encodeURIComponent;

/** Every valve whose stated DN range holds DN 150, from the registry. */
const dn150 = finderModels()
  .filter((m) => {
    const f = m.figures;
    if (f.kind !== "valve" || !f.size || !("dn" in f.size)) return false;
    const { min, max } = f.size.dn;
    return min <= 150 && 150 <= max && (!f.size.only || f.size.only.includes(150));
  })
  .map((m) => m.code);

describe("the results page without JavaScript", () => {
  for (const lang of ["ko", "en"] as const) {
    it(`${lang}: DN 150 lists every model that takes it first, each with its size`, async () => {
      const doc = await page(`${prefix[lang]}/search?q=${q("DN 150")}`);
      const groups = doc.querySelectorAll(".search-group");
      expect(groups[0]!.getAttribute("aria-labelledby")).toBe("search-group-product");
      const results = groups[0]!.querySelectorAll(".search-result");
      // The code after its hidden word ("Model").
      const codes = results.map((r) => r.querySelector(".search-result__code")!.lastChild!.text);
      expect(codes).toEqual(expect.arrayContaining(dn150));
      expect(results).toHaveLength(dn150.length);
      for (const result of results) {
        expect(result.querySelector(".search-result__fits")!.text).toMatch(
          lang === "ko" ? /호칭 구경 .*DN/ : /Nominal size .*DN/,
        );
      }
      expect(doc.querySelector(".search-page__understood")!.text).toContain("DN 150");
    });

    it(`${lang}: the filters are links that narrow the models`, async () => {
      // Valves and actuators both work at -20 °C.
      const doc = await page(`${prefix[lang]}/search?q=${q("-20 °C")}`);
      const link = doc
        .querySelectorAll(".search-filters a")
        .find((a) => a.text === translate(lang, "search.kindValve"))!;
      const href = link.getAttribute("href")!;
      expect(href).toContain("kind=valve");
      const valves = Number(link.parentNode!.querySelector(".search-group__count")!.text);
      const narrowed = await page(href);
      const kindRow = narrowed.querySelector(".search-filters__row")!;
      expect(kindRow.querySelector("[aria-current]")!.text).toBe(
        translate(lang, "search.kindValve"),
      );
      // The models listed are the valves the link counted.
      expect(narrowed.querySelector("#search-group-product .search-group__count")!.text).toBe(
        String(valves),
      );
    });

    it(`${lang}: a size nothing takes offers the nearest models, the finder, the inquiry`, async () => {
      const doc = await page(`${prefix[lang]}/search?q=${q("버터플라이 DN 1400")}`);
      const near = doc.querySelectorAll(".search-page__near li");
      expect(near.length).toBeGreaterThan(0);
      expect(near[0]!.text).toContain("301");
      const hrefs = doc.querySelectorAll(".search-page__none a").map((a) => a.getAttribute("href"));
      expect(hrefs).toContain(`${prefix[lang]}/products/finder?kind=valve&type=butterfly`);
      const ask = hrefs.find((h) => h!.startsWith(`${prefix[lang]}/contact?duty=`))!;
      const form = await page(ask);
      expect(form.querySelector("textarea")!.text).toContain("버터플라이 DN 1400");
    });
  }
});
