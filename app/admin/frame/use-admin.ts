import { useLocation, useMatches } from "react-router";
import { langFromPath } from "../../i18n/lang";
import { word, type WordKey } from "../words";

export interface AdminFrameData {
  csrf: string;
  account: { email: string; role: "owner" | "staff" } | null;
}

/** The admin layout's data (CSRF token, who is signed in), from any admin route. */
export function useAdminFrame(): AdminFrameData | undefined {
  return useMatches().find((match) => match.id.endsWith("/admin-layout"))?.data as
    AdminFrameData | undefined;
}

/** The page's language and its back-office words. */
export function useWords() {
  const lang = langFromPath(useLocation().pathname);
  return {
    lang,
    w: (key: WordKey, vars?: Record<string, string | number>) => word(lang, key, vars),
  };
}
