import type { Lang } from "../i18n/lang";
import { fetchOnce } from "../lib/fetch-once";
import { finderAnswer, type FinderAnswer, type FinderText } from "./answer";
import type { FinderModel } from "./finder";

/**
 * The finder in the browser, loaded when the URL's inputs differ from what the server answered:
 * after an input changes, and in the static export (one file for every query).
 */
export async function answerInBrowser(
  query: string,
  lang: Lang,
  t: FinderText,
): Promise<FinderAnswer> {
  const models = await fetchOnce<FinderModel[]>("/finder-models.json");
  return finderAnswer(new URLSearchParams(query), models, lang, t);
}
