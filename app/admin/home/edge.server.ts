import type { AppLoadContext } from "react-router";
import type { EdgeHealth } from "../../../server/edge/runner";
import type { TargetState } from "../../../server/edge/queue";
import type { Lang } from "../../i18n/lang";
import { kst } from "../frame/inbox-words";
import { homeWord, type HomeWordKey } from "./words";

/** One line of the owner's "caches and search engines": failing lines are shown as warnings. */
export interface EdgeLine {
  id: "purge" | "indexnow";
  text: string;
  failing: boolean;
}

/** A target's state in words: waiting or given up (failing), last sent, or nothing yet. */
function stateLine(
  lang: Lang,
  prefix: "edgePurge" | "edgeIndexNow",
  state: TargetState,
  vars: Record<string, string>,
): { text: string; failing: boolean } {
  const error = state.last?.error ?? "";
  const word = (key: string, more: Record<string, string | number> = {}) =>
    homeWord(lang, `${prefix}${key}` as HomeWordKey, { ...vars, error, ...more });
  if (state.failed > 0) return { text: word("Failed", { failed: state.failed }), failing: true };
  // Pending after a failed try: a retry waits. Pending with no failure yet is a batch on its way.
  if (state.pending > 0 && state.last && !state.last.ok) {
    const since = state.oldestPending ? kst(state.oldestPending) : "";
    return { text: word("Waiting", { pending: state.pending, since }), failing: true };
  }
  if (!state.last) return { text: word("None"), failing: false };
  return {
    text: word("Ok", { when: kst(state.last.at), count: state.last.count }),
    failing: false,
  };
}

/**
 * The owner's lines about the caches in front (CDN_PURGE_URL) and IndexNow; none on a server
 * started without the edge (a test's partial site).
 */
export function edgeLines(context: AppLoadContext, lang: Lang): EdgeLine[] | undefined {
  const health = (context as { edgeHealth?: () => EdgeHealth }).edgeHealth?.();
  if (!health) return undefined;
  const lines: EdgeLine[] = [];
  if (health.purge) {
    lines.push({
      id: "purge",
      ...stateLine(lang, "edgePurge", health.purge, { host: health.purge.host }),
    });
  }
  const ping = health.indexNow;
  if ("off" in ping) {
    const key = ping.off === "setting" ? "edgeIndexNowOffSetting" : "edgeIndexNowOffLocal";
    lines.push({ id: "indexnow", text: homeWord(lang, key), failing: false });
  } else {
    lines.push({
      id: "indexnow",
      ...stateLine(lang, "edgeIndexNow", ping, { host: ping.host, keyUrl: ping.keyUrl }),
    });
  }
  return lines;
}
