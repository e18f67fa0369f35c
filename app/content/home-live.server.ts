import { shownReading } from "./claims";
import { joinedWords } from "./joined-words";
import { liveContent } from "./live.server";
import {
  CLAIM_READINGS,
  type ClaimReading,
  type Company,
  type HomeContent,
  type Localized,
} from "./schemas";

/**
 * The home page as visitors see it, from what staff edit (kind `home`) and the company's claims.
 * A place that names a claim holds staff's words around it and the reading they chose; the
 * reading's words come from `company.claims` here, so the facts stay content-level and no place
 * merges two readings. Nothing is a placeholder: the page is the words joined.
 */

type Claims = Company["claims"];

/** A headline figure: its value and what it counts. */
export interface HomeFigure {
  value: string;
  label: Localized;
}

/** The words each reading puts in a sentence, in the hero (a "since") or why us (experience). */
function phrase(claims: Claims, reading: ClaimReading, place: "hero" | "why"): Localized {
  const [first, second] = claims.foundedYears;
  const over = claims.overTwoDecades;
  const years = claims.yearsOfExperience;
  const founded = (year: number | undefined): Localized =>
    place === "hero"
      ? { ko: `${year}년 창업 이래`, en: `since our founding in ${year}` }
      : {
          ko: `${year}년 창업 이래 현장에서 쌓은 경험으로`,
          en: `experience since our founding in ${year}`,
        };
  const since = claims.serviceSinceYear;
  const table: Record<ClaimReading, Localized> =
    place === "hero"
      ? {
          foundedFirst: founded(first),
          foundedSecond: founded(second),
          serviceSince: { ko: `${since}년부터`, en: `since ${since}` },
          overTwoDecades: { ko: over.ko, en: `for ${over.en}` },
          yearsOfExperience: { ko: `${years.ko}으로`, en: `with ${years.en}` },
        }
      : {
          foundedFirst: founded(first),
          foundedSecond: founded(second),
          serviceSince: {
            ko: `${since}년부터 현장에서 쌓은 경험으로`,
            en: `experience since ${since}`,
          },
          overTwoDecades: { ko: `${over.ko} 현장에서 쌓은 경험으로`, en: over.en },
          yearsOfExperience: { ko: `${years.ko}으로`, en: years.en },
        };
  return table[reading];
}

/** The headline figure each reading makes. */
function claimFigure(claims: Claims, reading: ClaimReading): HomeFigure {
  const [first, second] = claims.foundedYears;
  const founded = (year: number | undefined) => ({
    value: String(year),
    label: { ko: "창업", en: "Founded" },
  });
  const figures: Record<ClaimReading, HomeFigure> = {
    foundedFirst: founded(first),
    foundedSecond: founded(second),
    serviceSince: {
      value: String(claims.serviceSinceYear),
      label: { ko: "서비스 시작", en: "In service since" },
    },
    overTwoDecades: {
      value: "20+",
      // The label names what the figure counts, never the figure again (en 36, and in Korean).
      label: { ko: "경험 연수", en: "Years of experience" },
    },
    yearsOfExperience: {
      value: "30+",
      label: { ko: "경험 연수", en: "Years of experience" },
    },
  };
  return figures[reading];
}

/** A place's text with `reading`: staff's words before and after the reading's. */
export function claimText(
  claims: Claims,
  text: HomeContent["heroClaim"],
  place: "hero" | "why",
  reading: ClaimReading = text.reading,
): Localized {
  const words = phrase(claims, reading, place);
  return {
    ko: joinedWords(text.before.ko, words.ko, text.after.ko),
    en: joinedWords(text.before.en, words.en, text.after.en),
  };
}

/**
 * Each reading's own words in each place and the figure it makes, for the editor: staff see
 * every reading's resulting text, with the words they typed around it, and choose one per place.
 */
export function claimChoices(claims: Claims) {
  return CLAIM_READINGS.map((reading) => ({
    reading,
    phrases: { hero: phrase(claims, reading, "hero"), why: phrase(claims, reading, "why") },
    figure: claimFigure(claims, reading),
  }));
}

/** The home page's copy with the claims read: three sentences, four figures, why us's text. */
export function homePage(home: HomeContent, claims: Claims) {
  const { heroClaim, heroSentences, yearsFigure, figures, whyChooseUs, ...rest } = home;
  // The owner's reading of a fact, where chosen, in every place that states it.
  const shown = (reading: ClaimReading) => shownReading(claims, reading);
  return {
    ...rest,
    heroSentences: [
      claimText(claims, heroClaim, "hero", shown(heroClaim.reading)),
      ...heroSentences,
    ],
    figures: [claimFigure(claims, shown(yearsFigure.reading)), ...figures],
    whyChooseUs: {
      ...whyChooseUs,
      text: claimText(claims, whyChooseUs.text, "why", shown(whyChooseUs.text.reading)),
    },
  };
}

export type HomePage = ReturnType<typeof homePage>;

let made: { home: HomeContent; company: Company; page: HomePage } | undefined;

/** The home page as published now (made again when the home copy or the company facts change). */
export function liveHome(): HomePage {
  const { home, company } = liveContent();
  if (made?.home !== home || made.company !== company) {
    made = { home, company, page: homePage(home, company.claims) };
  }
  return made.page;
}
