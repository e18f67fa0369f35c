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
/** Installs and builds when needed, then serves under scripts/supervise.mjs: its exit code. */
export function main(root?: string): Promise<number>;
