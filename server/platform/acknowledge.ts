/**
 * An acknowledgement means the write is off the machine (issue 72, decision 045): a route that
 * answers a write (an inquiry, a service or parts request, a quotation's acceptance, a staff
 * post: a publish, a reply) awaits `offTheMachine()` after its commit and before its answer.
 * With a replica (REPLICA_URL) it resolves once the write is in it, files too when asked, or
 * after the replica's bound, when the write stays here and the owner is told; without one at
 * once.
 */

interface Gate {
  confirm: (files: boolean) => Promise<boolean>;
  /** The replicated databases' state (their WAL's times): unchanged, nothing was written. */
  mark: () => string;
}
let gate: Gate | undefined;

/** Set at start when the server replicates (server/backup/replica.ts `confirm`). */
export function setAcknowledgeGate(next: Gate | undefined) {
  gate = next;
}

/**
 * Taken before a request that may write (issue 80): `offTheMachine(…, since)` with it answers at
 * once when no database was written since. Undefined without a replica.
 */
export const writesMark = (): string | undefined => gate?.mark();

/**
 * Resolves when what this request committed is off the machine: true, or false when the
 * replica did not confirm it in time (the write is kept; /healthz and the owner say so).
 * `files`: the request also wrote files (a photo, a paper); a file is always named by a row, so
 * a request that wrote no row wrote no file either. `since`: `writesMark()` taken before the
 * request; when no database changed since, nothing waits. Another request's write in the
 * meantime is waited for too, together with its own (replica.ts groups every waiter).
 */
export async function offTheMachine(files = false, since?: string): Promise<boolean> {
  if (!gate) return true;
  if (since !== undefined && gate.mark() === since) return true;
  return gate.confirm(files);
}
