/**
 * A start that cannot succeed as things are: a setting that does not parse, a tool that is not
 * installed, data older than the replica's. Starting again would only say it again, so the
 * server exits with EX_CONFIG (78), which `npm start` (scripts/supervise.mjs) and the unit
 * (`RestartPreventExitStatus=78`) do not restart; any other failure at start is restarted.
 */
export const REFUSED_EXIT = 78;

const REFUSED = Symbol("refused start");

/** `error`'s message as a refused start. */
export function refusedStart(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  return Object.assign(new Error(message), { [REFUSED]: true });
}

export const isRefusedStart = (error: unknown) =>
  error instanceof Error && (error as Error & { [REFUSED]?: boolean })[REFUSED] === true;
