import type { AppLoadContext } from "react-router";
import type { ReplicaStatus } from "../../../server/backup/replica";
import type { Lang } from "../../i18n/lang";
import { kst } from "../frame/inbox-words";
import { homeWord } from "./words";

/** The owner's lines about the replica: off, in step, behind or stopped; the files' last copy. */
export interface ReplicaLines {
  lines: string[];
  /** Off, behind or stopped: shown as a warning. */
  warning: boolean;
}

/** The replica's state for the owner's home (REPLICA_URL, server/backup/replica.ts). */
export function replicaLines(context: AppLoadContext, lang: Lang): ReplicaLines {
  const status = (context as { replicaStatus?: () => ReplicaStatus }).replicaStatus?.();
  if (!status) return { lines: [homeWord(lang, "replicaOff")], warning: true };
  const target = status.target;
  const state = status.taken
    ? homeWord(lang, "replicaTaken", { when: kst(status.taken.since), by: status.taken.by })
    : status.missing
      ? homeWord(lang, "replicaMissing", {
          target,
          when: kst(status.missing.since),
          databases: status.missing.databases.join(", "),
        })
      : status.unconfirmedSince
        ? homeWord(lang, "replicaUnconfirmed", { target, when: kst(status.unconfirmedSince) })
        : !status.running
          ? homeWord(lang, "replicaStopped", { target })
          : status.behind
            ? homeWord(lang, "replicaBehind", { target, lag: status.lagSeconds })
            : homeWord(lang, "replicaOk", { target });
  const { copiedAt, lastFile } = status.files;
  const lines = [
    state,
    copiedAt
      ? homeWord(lang, "replicaFiles", { when: kst(copiedAt) })
      : homeWord(lang, "replicaFilesNone"),
    ...(lastFile
      ? [homeWord(lang, "replicaLastFile", { path: lastFile.path, when: kst(lastFile.at) })]
      : []),
    ...(status.restartedStuck
      ? [
          homeWord(lang, "replicaRestartedStuck", {
            when: kst(status.restartedStuck.at),
            count: status.restartedStuck.count,
          }),
        ]
      : []),
  ];
  const warning =
    Boolean(status.unconfirmedSince) || !status.running || status.behind || status.files.behind;
  return { lines, warning };
}
