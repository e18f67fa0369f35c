import type { AppLoadContext } from "react-router";
import type { Restart } from "../../../server/platform/restarts";
import type { Lang } from "../../i18n/lang";
import { kst } from "../frame/inbox-words";
import { homeWord } from "./words";

/** The restarts the owner's home names, the latest first; the rest only counted. */
const SHOWN = 3;

/** The owner's warning that the server ended unasked and started again. */
export interface RestartsNotice {
  lines: string[];
  /** All of the last days' when more than the lines name. */
  count?: number;
}

const line = (lang: Lang, restart: Restart) => {
  const when = kst(restart.at);
  if (restart.signal) return homeWord(lang, "restartSignal", { when, signal: restart.signal });
  if (restart.code !== null) return homeWord(lang, "restartCode", { when, code: restart.code });
  return homeWord(lang, "restartUnknown", { when });
};

/**
 * The server's unexpected ends of the last 7 days (server/platform/restarts.ts): no dismissal
 * to keep, the week passes by itself; none, no card.
 */
export function restartsNotice(
  context: AppLoadContext,
  lang: Lang,
  now: number,
): RestartsNotice | undefined {
  const read = (context as { serverRestarts?: (now: number) => Restart[] }).serverRestarts;
  const restarts = read?.(now) ?? [];
  if (restarts.length === 0) return undefined;
  return {
    lines: restarts.slice(0, SHOWN).map((restart) => line(lang, restart)),
    ...(restarts.length > SHOWN ? { count: restarts.length } : {}),
  };
}
