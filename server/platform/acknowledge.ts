/**
 * An acknowledgement means the write is off the machine (issue 72, decision 045): a route that
 * answers a write (an inquiry, a service or parts request, a quotation's acceptance, a staff
 * post: a publish, a reply) awaits `offTheMachine()` after its commit and before its answer.
 * With a replica (REPLICA_URL) it resolves once the write is in it, files too when asked, or
 * after the replica's bound, when the write stays here and the owner is told; without one at
 * once.
 */

type Gate = (files: boolean) => Promise<boolean>;
let gate: Gate | undefined;

/** Set at start when the server replicates (server/backup/replica.ts `confirm`). */
export function setAcknowledgeGate(next: Gate | undefined) {
  gate = next;
}

/**
 * Resolves when what this request committed is off the machine: true, or false when the
 * replica did not confirm it in time (the write is kept; /healthz and the owner say so).
 * `files`: the request also wrote files (a photo, a paper).
 */
export async function offTheMachine(files = false): Promise<boolean> {
  return gate ? gate(files) : true;
}
