import { describe, expect, it } from "vitest";
import { figuresOf, liveProducts } from "../../app/content/catalog/catalog.server";
import type { ProductFigures } from "../../app/content/catalog/figure-registry";
import { plantApplications } from "../../app/content/catalog/build";
import { galleryItems } from "../../app/content/gallery";
import { home } from "../../app/content/home";
import { INDUSTRIES } from "../../app/content/industries";

/**
 * Figures in prose held to the figure registry (issue 79): the home page's cards and figures and
 * the gallery's jobs state ranges a buyer compares with the product pages, so each range is the
 * registry's own, and a job outside the catalogue's range says so. A range the registry
 * contradicts fails here, naming the words.
 */

const number = (text: string) => Number.parseFloat(text.replace(/,/g, ""));
const NPS = ["1/4", "3/8", "1/2", "3/4", "1", "1 1/4", "1 1/2", "2", "2 1/2", "3", "4", "5", "6"];

function categorySpan(category: string) {
  const figures = liveProducts()
    .filter((product) => product.category === category)
    .map((product) => figuresOf(product.id) as ProductFigures);
  const dn: number[] = [];
  const inch: string[] = [];
  const temp: number[] = [];
  const torque: number[] = [];
  for (const f of figures) {
    if (f.kind === "valve") {
      if (f.size && "dn" in f.size) dn.push(f.size.dn.min, f.size.dn.max);
      if (f.size && "inch" in f.size) inch.push(f.size.inch.min, f.size.inch.max);
      temp.push(f.tempC.extendedMax ?? f.tempC.max);
    } else {
      if (f.maxTorqueNm !== undefined) torque.push(f.maxTorqueNm);
      const series = f.series?.torqueNm;
      if (series && "min" in series && series.min !== undefined) torque.push(series.min);
      if (series) torque.push(series.max);
    }
  }
  const byNps = (a: string, b: string) => NPS.indexOf(a) - NPS.indexOf(b);
  inch.sort(byNps);
  return {
    dn: dn.length ? [Math.min(...dn), Math.max(...dn)] : undefined,
    inch: inch.length ? [inch[0]!, inch.at(-1)!] : undefined,
    tempMax: temp.length ? Math.max(...temp) : undefined,
    torque: torque.length ? [Math.min(...torque), Math.max(...torque)] : undefined,
  };
}

describe("the home page's claims", () => {
  for (const card of home.featured) {
    it(`${card.category}: every range on its card is the registry's`, () => {
      const span = categorySpan(card.category);
      for (const tag of card.tags.flatMap((t) => [t.ko, t.en])) {
        const dn = /DN (\d+)[~–](\d+)/.exec(tag);
        if (dn) expect([number(dn[1]!), number(dn[2]!)], tag).toEqual(span.dn);
        const inch = /([\d/ ]+)[~–]([\d/]+) in\b/.exec(tag);
        if (inch) expect([inch[1]!.trim(), inch[2]!], tag).toEqual(span.inch);
        // A card that gives the DN range of a group with sizes in inches gives those too.
        if (dn && span.inch) expect(tag, `${tag}: the inch sizes too`).toMatch(/ in\b/);
        const torque = /([\d,]+)[~–]([\d,]+) N·m/.exec(tag);
        if (torque) expect([number(torque[1]!), number(torque[2]!)], tag).toEqual(span.torque);
        const hot = /(?:최고|Up to) (\d+) °C/.exec(tag);
        if (hot && !/슬리브|Sleeve/i.test(tag)) expect(number(hot[1]!), tag).toBe(span.tempMax);
      }
    });
  }

  it("counts the industries the product pages list, and the registry's top torque", () => {
    const industries = home.figures.find((f) => f.label.en === "Industries served")!;
    expect(Number(industries.value)).toBe(INDUSTRIES.length);
    // The sectors under the figure are those industries, as the product pages name them (en 33).
    const named = plantApplications();
    for (const lang of ["ko", "en"] as const) {
      expect(home.sectors.map((sector) => sector.title[lang])).toEqual(named[lang]);
    }
    const torque = home.figures.find((f) => f.label.en === "Pneumatic actuator torque")!;
    expect(number(torque.value)).toBe(categorySpan("pneumatic").torque![1]);
  });
});

describe("the gallery's jobs", () => {
  it("say so where a job's size is outside the catalogue's range", () => {
    const pinch = categorySpan("pinch-valve").dn!;
    for (const job of galleryItems) {
      for (const lang of ["ko", "en"] as const) {
        const text = `${job.title[lang]} ${job.description[lang]}`;
        if (!/핀치|pinch/i.test(text)) continue;
        for (const [, size] of text.matchAll(/DN (\d+)/g)) {
          const dn = number(size!);
          if (dn >= pinch[0]! && dn <= pinch[1]!) continue;
          expect(text, `${job.id} (${lang}): DN ${dn}`).toMatch(
            lang === "ko" ? /공급 범위 밖/ : /outside the current range/,
          );
          // And the range it names is the registry's.
          expect(text).toContain(`DN ${pinch[1]}`);
        }
      }
    }
  });
});
