import type { Lang } from "../../../i18n/lang";
import type { ClaimReading, Company } from "../../../content/schemas";
import { createTranslation, type Dictionary } from "../../../i18n/words";

/** The home page editor's own words in both languages (the frame's are in ../words.ts). */
const ko = {
  title: "홈페이지",
  text: "홈페이지의 문장, 강점, 적용 산업, 주요 수치, 추천 제품군, 왜 한빛인가를 한국어와 영어로 나란히 고칩니다. 게시하면 1초 안에 홈페이지와 사이트 검색에 반영됩니다.",
  hero: "첫 화면",
  heroClaim: "돌아가며 보이는 문장 1 (회사 연혁이 들어가는 문장)",
  heroSentence: "돌아가며 보이는 문장 {n}",
  heroText: "첫 화면 소개 글",
  before: "연혁 표현 앞의 글",
  after: "연혁 표현 뒤의 글",
  aroundHint:
    "회사 자료마다 연혁이 다르게 적혀 있습니다 (창업 연도 두 가지, 서비스 시작 연도, 경력 기간 두 가지). 어느 것도 합치거나 고치지 않고 모두 아래에 보여 드립니다. 이 자리에 보일 표현을 하나 고르세요. 고른 표현이 앞의 글과 뒤의 글 사이에 들어가며, 각 표현 아래에 방문자가 보게 될 문장이 있습니다.",
  choose: "이 자리에 보일 연혁 표현",
  chooseFigure: "이 수치로 보일 연혁 표현",
  reading_foundedFirst: "창업 {year}년",
  reading_foundedSecond: "창업 {year}년",
  reading_serviceSince: "{year}년부터 서비스",
  resulting: "보일 문장",
  strengths: "강점 (4개)",
  strength: "강점 {n}",
  sectors: "적용 산업 (5개)",
  sector: "적용 산업 {n}",
  itemTitle: "제목",
  itemText: "설명",
  figures: "주요 수치 (4개)",
  yearsFigure: "수치 1: 회사 연혁",
  figure: "수치 {n}",
  figureValue: "값 (예: 18,500 N·m)",
  figureLabel: "설명",
  featured: "추천 제품군",
  featuredText:
    "제품군마다 카탈로그의 분류와 연결되고 태그 세 개가 붙습니다. 빈 칸에 쓰면 추가되고, 한 행을 모두 지우면 빠집니다.",
  featuredRow: "추천 제품군 {n}",
  featuredNew: "새 추천 제품군 (쓰면 추가됩니다)",
  category: "연결할 제품 분류",
  chooseCategory: "제품 분류를 고르세요",
  tag: "태그 {n}",
  why: "왜 한빛인가",
  whyTitle: "제목",
  whyText: "본문 (회사 연혁이 들어가는 글)",
  points: "항목",
  pointsHint: "한 줄에 하나씩 씁니다. 두 언어의 줄 수가 같아야 합니다.",
  openPage: "홈페이지 보기",
};

export type HomeWordKey = keyof typeof ko;

const en: Dictionary<HomeWordKey> = {
  title: "Home page",
  text: "Change the home page's sentences, strengths, industries, headline figures, featured product groups and why-choose-us block, Korean and English side by side. A publish is on the home page and in the site search within a second.",
  hero: "Hero",
  heroClaim: "Rotating sentence 1 (names the company's history)",
  heroSentence: "Rotating sentence {n}",
  heroText: "Hero text",
  before: "Words before the history phrase",
  after: "Words after the history phrase",
  aroundHint:
    "The company's own sources state its history differently (two founding years, a year service began, two lengths of experience). None is merged or corrected: all are below. Choose the one this place shows; it goes between the words before and after, and each choice shows the sentence visitors will read.",
  choose: "History phrase shown here",
  chooseFigure: "History shown as this figure",
  reading_foundedFirst: "Founded {year}",
  reading_foundedSecond: "Founded {year}",
  reading_serviceSince: "In service since {year}",
  resulting: "Shown as",
  strengths: "Strengths (4)",
  strength: "Strength {n}",
  sectors: "Industries served (5)",
  sector: "Industry {n}",
  itemTitle: "Title",
  itemText: "Text",
  figures: "Headline figures (4)",
  yearsFigure: "Figure 1: the company's history",
  figure: "Figure {n}",
  figureValue: "Value (e.g. 18,500 N·m)",
  figureLabel: "Label",
  featured: "Featured product groups",
  featuredText:
    "Each group links to a category of the catalogue and carries three tags. Fill in the empty row to add one; clear a whole row to remove it.",
  featuredRow: "Featured group {n}",
  featuredNew: "New featured group (filled in, it is added)",
  category: "Linked product category",
  chooseCategory: "Choose a category",
  tag: "Tag {n}",
  why: "Why choose us",
  whyTitle: "Title",
  whyText: "Text (names the company's history)",
  points: "Points",
  pointsHint: "One per line. Both languages need the same number of lines.",
  openPage: "Open the home page",
};

export const homeWord = createTranslation({ ko, en });

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
