import type { ReplicaMailPayload } from "../mail/kinds/replica";
import type { NewMail } from "../mail/outbox/queue";
import type { ReplicaTarget } from "../platform/replica-url";
import type { ReplicaIncident } from "./replica";

/**
 * The owners' mail about the replica (issue 72): its incidents (server/backup/replica.ts) become
 * outbox rows of kind `replica` (server/mail/kinds/replica.ts), at most one mail per incident. A
 * replica that flaps would otherwise mail every few seconds, so a recovery is told only once it
 * has held QUIET_MS; failing again before, it is the same incident, and nothing more is sent.
 */

/** A recovery is told once it has held this long; a new failure within it continues the incident. */
export const QUIET_MS = 10 * 60_000;
/** The watchdog's restarts are told at most this often (the mail gives the count so far). */
export const RESTARTS_EVERY_MS = 60 * 60_000;

export interface ReplicaMailOptions {
  /** REPLICA_URL's kind, which the mail names. */
  target: ReplicaTarget["kind"];
  /** Queues one mail (the inquiry store's `outbox.add`, which wakes its runner). */
  queue: (mail: NewMail) => void;
  /**
   * Whether the replica's mail can go now (the mail room's `on`): an incident while mail is off
   * is not queued, as no mail would tell of it until long after.
   */
  on: () => boolean;
  /** Runs `run` after `ms` and returns its cancel (tests run it when their clock says). */
  later?: (run: () => void, ms: number) => () => void;
  log?: Pick<Console, "error">;
}

const timer = (run: () => void, ms: number) => {
  const handle = setTimeout(run, ms);
  handle.unref();
  return () => clearTimeout(handle);
};

export function replicaMail(options: ReplicaMailOptions) {
  const later = options.later ?? timer;
  const log = options.log ?? console;
  /** The incident the owners were told of and not yet told the end of: since when. */
  let told: string | undefined;
  /** A recovery waiting out QUIET_MS before it is told. */
  let recovery: { at: string; cancel: () => void } | undefined;
  /** When the last restart was told (ms). */
  let restartToldAt: number | undefined;

  const send = (incident: ReplicaMailPayload) => {
    try {
      options.queue({ kind: "replica", payload: incident });
      return true;
    } catch (error) {
      log.error(`The replica's ${incident.incident} mail could not be queued:`, error);
      return false;
    }
  };
  const tellRecovery = () => {
    if (told === undefined || !recovery) return;
    send({ target: options.target, incident: "confirmed", since: told, at: recovery.at });
    told = undefined;
    recovery = undefined;
  };

  return {
    /** The replica's `onIncident`. */
    incident(incident: ReplicaIncident) {
      if (incident.kind === "unconfirmed") {
        if (told !== undefined) {
          // Failing again before the recovery was told: the incident goes on, already told.
          recovery?.cancel();
          recovery = undefined;
          return;
        }
        if (!options.on()) return;
        const queued = send({
          target: options.target,
          incident: "unconfirmed",
          since: incident.since,
        });
        if (queued) told = incident.since;
      } else if (incident.kind === "confirmed") {
        // Only an incident the owners were told of has an end to tell.
        if (told === undefined || recovery) return;
        recovery = { at: incident.at, cancel: later(tellRecovery, QUIET_MS) };
      } else {
        const at = Date.parse(incident.at);
        if (restartToldAt !== undefined && at - restartToldAt < RESTARTS_EVERY_MS) return;
        if (!options.on()) return;
        const { count } = incident;
        if (send({ target: options.target, incident: "restarted", at: incident.at, count })) {
          restartToldAt = at;
        }
      }
    },
    /**
     * At the server's stop: a recovery still waiting is told now, as this process's memory of it
     * ends here (the stop has just confirmed the last writes, or failed and cancelled it).
     */
    stop() {
      recovery?.cancel();
      tellRecovery();
    },
  };
}
