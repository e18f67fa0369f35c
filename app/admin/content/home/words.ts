import type { Lang } from "../../../i18n/lang";
import type { ClaimReading, Company } from "../../../content/schemas";
import { createTranslation } from "../../../i18n/words";
import words from "./words.json" with { type: "json" };

export type HomeWordKey = keyof typeof words.ko;

/** The home page editor's own words in both languages (the frame's are in ../words.ts). */
export const homeWord = createTranslation(words);

/** A reading's name, as the company's claims say it ("창업 1992년", "20년 이상"). */
export function readingName(lang: Lang, reading: ClaimReading, claims: Company["claims"]): string {
  if (reading === "overTwoDecades") return claims.overTwoDecades[lang];
  if (reading === "yearsOfExperience") return claims.yearsOfExperience[lang];
  const year =
    reading === "serviceSince"
      ? claims.serviceSinceYear
      : claims.foundedYears[reading === "foundedFirst" ? 0 : 1]!;
  return homeWord(lang, `reading_${reading}`, { year });
}

/** What a person calls a home field by its path without the language ("featured.0.category"). */
export function homeFieldLabel(lang: Lang, path: string): string | undefined {
  const w = (key: HomeWordKey, vars?: Record<string, number>) => homeWord(lang, key, vars);
  const n = (index: string | undefined) => Number(index) + 1;
  const row = /^(strengths|sectors|featured|figures|heroSentences)\.(\d+)(?:\.(.+))?$/.exec(path);
  if (row) {
    const [, list, index, inner = ""] = row;
    const tag = /^tags\.(\d+)$/.exec(inner);
    const part: Record<string, HomeWordKey> = {
      title: "itemTitle",
      text: "itemText",
      category: "category",
      value: "figureValue",
      label: "figureLabel",
    };
    const head: Record<string, string> = {
      strengths: w("strength", { n: n(index) }),
      sectors: w("sector", { n: n(index) }),
      featured: w("featuredRow", { n: n(index) }),
      // The first figure and sentence are the history's: the others are numbered from 2.
      figures: w("figure", { n: n(index) + 1 }),
      heroSentences: w("heroSentence", { n: n(index) + 1 }),
    };
    const detail = tag ? w("tag", { n: n(tag[1]) }) : part[inner] && w(part[inner]);
    return [head[list!], detail].filter(Boolean).join(" · ");
  }
  const fixed: Record<string, string> = {
    heroText: w("heroText"),
    "heroClaim.before": `${w("heroClaim")} · ${w("before")}`,
    "heroClaim.after": `${w("heroClaim")} · ${w("after")}`,
    "heroClaim.reading": `${w("heroClaim")} · ${w("choose")}`,
    "yearsFigure.reading": w("yearsFigure"),
    "whyChooseUs.title": `${w("why")} · ${w("whyTitle")}`,
    "whyChooseUs.text.before": `${w("why")} · ${w("before")}`,
    "whyChooseUs.text.after": `${w("why")} · ${w("after")}`,
    "whyChooseUs.text.reading": `${w("why")} · ${w("choose")}`,
    "whyChooseUs.points": `${w("why")} · ${w("points")}`,
  };
  return fixed[path];
}
