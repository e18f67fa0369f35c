import { useLocation } from "react-router";
import type { ItemActionData } from "./item-action.server";
import { contentWord, type ContentWordKey } from "./words";
import { useWords } from "../frame/use-admin";

export { flatten } from "./flatten";

/**
 * An editor's fields: the value typed before a refused save, else the saved draft's; the error
 * at a field's path; the content words in the page's language.
 */
export function useEditor(draft: Record<string, string>, answer: ItemActionData | undefined) {
  const { lang } = useWords();
  const done = new URLSearchParams(useLocation().search);
  return {
    lang,
    w: (key: ContentWordKey, vars?: Record<string, string | number>) =>
      contentWord(lang, key, vars),
    value: (name: string) => answer?.values?.[name] ?? draft[name] ?? "",
    /** The form's values: as posted after a refused post, else the draft's. */
    fields: answer?.values ?? draft,
    error: (name: string) => answer?.fieldErrors?.[name],
    /** A box as posted (a refused post leaves unticked ones out) or as saved. */
    checked: (name: string, on = "on") =>
      (answer?.values ? answer.values[name] : draft[name]) === on,
    answer,
    done: done.get("done"),
    doneVersion: done.get("v"),
  };
}

export type Editor = ReturnType<typeof useEditor>;
