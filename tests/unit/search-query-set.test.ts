import { describe, expect, test } from "vitest";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import type { ProductFigures } from "../../app/content/schemas";
import { finderModels } from "../../app/finder/models.server";
import { LANGS, type Lang } from "../../app/i18n/lang";
import { fitRows, searchEntries } from "../../app/search/documents.server";
import { buildIndex, createSearcher, initialsOf, type Searcher } from "../../app/search/engine";
import { serverSearcher } from "../../app/search/index.server";
import { measure, querySet, type QueryCase, type SetModel } from "../search-query-set";

/**
 * The search against its query set (issue 78, item 8): every model whose figures fit a query is
 * found, in both languages, and a query that asks a figure lists no model that does not fit it.
 * The expectations are worked out from the registry's figures (tests/search-query-set.ts).
 */

const models: SetModel[] = finderModels().map((m) => ({
  id: `product:${m.id}`,
  code: m.code,
  figures: m.figures,
}));
const searchers: Record<Lang, Searcher> = {
  ko: serverSearcher("ko", []),
  en: serverSearcher("en", []),
};

function expectAllFound(cases: QueryCase[], with_: Record<Lang, Searcher>) {
  const result = measure(cases, with_);
  expect(result.missed).toEqual([]);
  expect(result.recall).toBe(1);
  return result;
}

describe("the query set", () => {
  const cases = querySet(models);

  test("holds at least 150 queries, in both languages", () => {
    expect(cases.length).toBeGreaterThanOrEqual(150);
    for (const lang of LANGS) {
      expect(cases.filter((c) => c.lang === lang).length).toBeGreaterThanOrEqual(75);
    }
  });

  test("every model that fits is found, and a figure asked lists only models that fit", () => {
    expectAllFound(cases, searchers);
    const figures = measure(
      cases.filter((c) => c.what !== "code"),
      searchers,
    );
    expect(figures.precision).toBe(1);
  });

  // The queries issue 78 measured on main, each with the models the figures and names give.
  const ids = (test: (f: ProductFigures, name: string) => boolean) =>
    liveProducts()
      .filter((p) => test(models.find((m) => m.id === `product:${p.id}`)!.figures, p.name.ko))
      .map((p) => `product:${p.id}`);
  const issue: [string, Lang, string[]][] = [
    [
      "DN 150",
      "ko",
      ids(
        (f) =>
          f.kind === "valve" &&
          !!f.size &&
          "dn" in f.size &&
          f.size.dn.min <= 150 &&
          150 <= f.size.dn.max &&
          (!f.size.only || f.size.only.includes(150)),
      ),
    ],
    ["유압 액추에이터", "ko", ids((f) => f.kind === "actuator" && f.drive === "hydraulic")],
    ["삼방 볼밸브", "ko", ids((_f, name) => name.includes("3방향"))],
    ["480-35", "ko", ids((_f, name) => name.startsWith("480-035"))],
    [
      "쿼터턴 전동 500 N·m",
      "ko",
      ids((f) => f.kind === "actuator" && f.drive === "electric" && (f.maxTorqueNm ?? 0) >= 500),
    ],
    ["actuator 350 Nm", "en", ids((f) => f.kind === "actuator" && (f.maxTorqueNm ?? 0) >= 350)],
    [
      "공압 액추에이터 스프링 리턴",
      "ko",
      ids((f) => f.kind === "actuator" && f.drive === "pneumatic"),
    ],
  ];
  test.each(issue)("%s (%s) finds every fitting model", (query, lang, expected) => {
    expect(expected.length).toBeGreaterThan(0);
    expectAllFound([{ query, lang, what: "word", expected }], searchers);
  });
});

describe("a product added to the registry", () => {
  // A scratch copy of the registry with one more model: found by its figures, no query edited.
  const figures: ProductFigures = {
    kind: "valve",
    type: "butterfly",
    size: { dn: { min: 1000, max: 1200 } },
    ratings: [{ system: "PN", values: [25] }],
    tempC: { min: -60, max: 250 },
  };
  const id = "product:zx900";
  const { indexed, display } = searchEntries([]);
  const title = { ko: "ZX900 대구경 버터플라이 밸브", en: "ZX900 Large Butterfly Valve" };
  const index = buildIndex([
    ...indexed,
    {
      id,
      code: "ZX900",
      title: `${title.ko} ${title.en}`,
      text: "",
      initials: initialsOf(title.ko),
    },
  ]);
  const scratch = Object.fromEntries(
    LANGS.map((lang) => [
      lang,
      createSearcher(index, [
        ...display[lang],
        {
          id,
          group: "product",
          path: "/products/sirca-valves/butterfly-valves",
          code: "ZX900",
          title: title[lang],
          text: "",
          figures,
          family: "sirca-valves",
          rows: fitRows(figures, lang),
        },
      ]),
    ]),
  ) as Record<Lang, Searcher>;

  test("is expected and found wherever its figures fit", () => {
    const cases = querySet([...models, { id, code: "ZX900", figures }]);
    const its = cases.filter((c) => c.expected.includes(id));
    expect(its.map((c) => c.what)).toEqual(
      expect.arrayContaining(["size", "temperature", "pressure"]),
    );
    expectAllFound(cases, scratch);
    const hit = scratch.ko.search("DN 1100").groups[0]!.hits.find((h) => h.id === id)!;
    expect(hit.fits).toEqual([{ label: "호칭 구경", text: "DN 1000~1200 (1000~1200A)" }]);
  });
});
