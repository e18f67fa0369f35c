import type { Lang } from "../../../i18n/lang";
import { contentWord } from "../words";
import { aboutWord, type AboutWordKey } from "./words";

/** Fields by their path without row numbers ("#" for a row) and language: their words. */
const FIELDS: Record<string, AboutWordKey[]> = {
  "ceoMessage.title": ["ceo", "ceoTitle"],
  "ceoMessage.paragraphs": ["ceo"],
  "ceoMessage.paragraphs.#": ["paragraph"],
  "ceoMessage.signature": ["ceo", "signature"],
  "history.intro": ["history", "historyIntro"],
  "history.events": ["history"],
  "history.events.#.date": ["event", "date"],
  "history.events.#.event": ["event", "eventText"],
  "history.keywords": ["history", "keywords"],
  "organization.intro": ["organization", "orgIntro"],
  "organization.ceo": ["organization", "orgHead"],
  "organization.teams": ["organization"],
  "organization.teams.#.name": ["team", "teamName"],
  "organization.teams.#.duties": ["team", "duties"],
  "business.intro": ["business", "businessIntro"],
  "business.areas": ["business"],
  "business.areas.#.title": ["area", "areaTitle"],
  "business.areas.#.lines": ["area", "areaLines"],
  "map.title": ["map", "mapTitle"],
  "map.subway": ["map", "subway"],
  "map.car.route1": ["map", "car1"],
  "map.car.route2": ["map", "car2"],
};

/**
 * What staff call the field at `bare` (a path without its language), for the error summary:
 * "Event 11 · Date", "Map · English page · Alt text".
 */
export function aboutFieldLabel(lang: Lang, bare: string): string | undefined {
  const image = /^(ceoMessage|map)\.image\.(ko|en)\.(upload|alt)$/.exec(bare);
  if (image) {
    return [
      aboutWord(lang, image[1] === "map" ? "mapImage" : "ceoImage"),
      aboutWord(lang, "imageFor", {
        lang: contentWord(lang, image[2] === "ko" ? "korean" : "english"),
      }),
      aboutWord(lang, image[3] === "alt" ? "alt" : "chooseImage"),
    ].join(" · ");
  }
  const row = /\.(\d+)(\.|$)/.exec(bare);
  const keys = FIELDS[bare.replace(/\.\d+(\.|$)/, ".#$1")];
  if (!keys) return undefined;
  const n = row ? Number(row[1]) + 1 : 0;
  return keys.map((key) => aboutWord(lang, key, { n })).join(" · ");
}
