// Types of scripts/supervise.mjs (plain JavaScript: `npm start` runs it before anything is installed).
export const RUNNING_FILE: string;
export const RESTARTS_FILE: string;
export const REFUSED_EXIT: number;
export const BACKOFF: { firstMs: number; maxMs: number; steadyMs: number };
export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | string | null;
}
export function dataDirOf(env?: NodeJS.ProcessEnv, cwd?: string): string;
export function exitReason(exit: Exit): string;
export function recordExit(dataDir: string, exit: Exit, at?: Date): boolean;
export function supervise(options: {
  script: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  dataDir?: string;
  backoff?: typeof BACKOFF;
  log?: (line: string) => void;
}): Promise<number>;
export function recordSystemdExit(env?: NodeJS.ProcessEnv): void;
