import { useCallback } from "react";
import { useLocation } from "react-router";
import { langFromPath, type Lang } from "./lang";
import type { MessageKey } from "./ko";
import { translate } from "./translate";

/** The page's language, read from its URL so server and client always agree. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export function useT() {
  const lang = useLang();
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => translate(lang, key, vars),
    [lang],
  );
}
