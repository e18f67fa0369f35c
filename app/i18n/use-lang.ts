import { useCallback, useMemo } from "react";
import { useLocation, useMatches } from "react-router";
import { fill, type Vars } from "./fill";
import { langFromPath, type Lang } from "./lang";
import type { MessageKey } from "./messages";

/** The page's language, read from its URL so server and client always agree. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type Translate = (key: MessageKey, vars?: Vars) => string;

type Dictionary = Partial<Record<MessageKey, string>>;

/**
 * UI strings of the page's language: the root loader sends the chrome's, each route loader the
 * strings of its own page as `messages` (a key the page was not sent shows as itself);
 * placeholders are filled by the one rule (`fill`).
 */
export function useT(): Translate {
  const lang = useLang();
  const matches = useMatches();
  const messages = useMemo(
    () =>
      Object.assign(
        {},
        ...matches.map((match) => (match.data as { messages?: Dictionary } | undefined)?.messages),
      ) as Dictionary,
    [matches],
  );
  return useCallback(
    (key: MessageKey, vars?: Vars) => fill(lang, messages[key] ?? key, vars),
    [lang, messages],
  );
}
