import type { Lang } from "../i18n/lang";
import { finderAnswer, type FinderAnswer, type FinderText } from "./answer";
import type { FinderModel } from "./finder";

/**
 * The finder in the browser, loaded when the URL's inputs differ from what the server answered:
 * after an input changes, and in the static export (one file for every query).
 */
let models: Promise<FinderModel[]> | undefined;

export async function answerInBrowser(
  query: string,
  lang: Lang,
  t: FinderText,
): Promise<FinderAnswer> {
  models ??= fetch("/finder-models.json").then((response) => {
    if (!response.ok) throw new Error(`finder models: ${response.status}`);
    return response.json() as Promise<FinderModel[]>;
  });
  models.catch(() => (models = undefined));
  return finderAnswer(new URLSearchParams(query), await models, lang, t);
}
