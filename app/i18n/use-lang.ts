import { useCallback } from "react";
import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "../root";
import { fill } from "./fill";
import { langFromPath, type Lang } from "./lang";
import type { MessageKey } from "./ko";

/** The page's language, read from its URL so server and client always agree. */
export function useLang(): Lang {
  return langFromPath(useLocation().pathname);
}

export type Translate = (key: MessageKey, vars?: Record<string, string | number>) => string;

/**
 * UI strings of the page's language, from the dictionary the root loader sends with the page
 * (English fills gaps there; a missing key shows as itself, SPEC section 4).
 */
export function useT(): Translate {
  const messages = useRouteLoaderData<typeof rootLoader>("root")?.messages;
  return useCallback(
    (key: MessageKey, vars?: Record<string, string | number>) => fill(messages?.[key] ?? key, vars),
    [messages],
  );
}
