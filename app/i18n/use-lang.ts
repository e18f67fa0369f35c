import { createContext, useCallback, useContext } from "react";
import { fill, type Vars } from "./fill";
import type { Lang } from "./lang";
import type { MessageKey } from "./messages";

export type Translate = (key: MessageKey, vars?: Vars) => string;

type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * What a view needs to speak: the page's language and its UI strings. The root provides it
 * for the whole app (the language from the URL, the strings its loaders sent); an island
 * provides its own, serialised beside it (app/ui/Island.tsx), so the same views hydrate
 * with no router around them (docs/decisions/042-islands.md).
 */
export interface PageWords {
  lang: Lang;
  messages: Dictionary;
  /** True where the whole app hydrates the page; false on a content page (islands). */
  app: boolean;
}

export const PageWordsContext = createContext<PageWords | null>(null);

export function usePageWords(): PageWords {
  const page = useContext(PageWordsContext);
  // Only a view rendered outside the root or an island can miss it: a mistake in the code.
  if (!page) throw new Error("usePageWords outside the root's or an island's provider");
  return page;
}

/** The page's language, read from its URL so server and client always agree. */
export function useLang(): Lang {
  return usePageWords().lang;
}

/**
 * UI strings of the page's language: the root loader sends the chrome's, each route loader the
 * strings of its own page as `messages` (a key the page was not sent shows as itself);
 * placeholders are filled by the one rule (`fill`).
 */
export function useT(): Translate {
  const { lang, messages } = usePageWords();
  return useCallback(
    (key: MessageKey, vars?: Vars) => fill(lang, messages[key] ?? key, vars),
    [lang, messages],
  );
}
