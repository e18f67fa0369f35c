// Types of scripts/start.mjs (plain JavaScript: `npm start` runs it before anything is installed).
export const INSTALL_HASH_FILE: string;
export const BUILD_HASH_FILE: string;
export const BUILD_INPUTS: string[];
export const BUILD_ENV: string[];
export function installHash(root: string): string;
export function buildInputHash(root: string, env?: NodeJS.ProcessEnv): string;
export function installedAsLocked(root: string): boolean;
export function installReason(root: string): string | undefined;
export function buildReason(root: string, hash: string): string | undefined;
export function nodeNeeded(root: string, version?: string): number | undefined;
/** Node of .nvmrc's line as scripts/node-lts.sh provides it: its path and its headers' folder. */
export function nodeOfLine(
  root: string,
  env?: NodeJS.ProcessEnv,
): { node: string; nodedir: string | undefined };
/** Set in the environment of a run again under the Node of the line: never twice. */
export const FETCHED: string;
/** `command` in a child with this one's output; signals passed on; resolves with its exit. */
export function runChild(command: string, args: string[], env?: NodeJS.ProcessEnv): Promise<number>;
/** `script` (start.mjs by default) again under `node`, its folder first on PATH. */
export function runUnder(
  found: { node: string; nodedir: string | undefined },
  args: string[],
  script?: string,
): Promise<number>;
/**
 * Installs and builds when needed, then serves under scripts/supervise.mjs: its exit code. On an
 * older Node (Linux), runs itself again under Node of .nvmrc's line from the npm registry.
 */
export function main(root?: string, args?: string[]): Promise<number>;
