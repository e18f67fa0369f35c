import { randomUUID } from "node:crypto";
import type { Context, MiddlewareHandler } from "hono";
import { pathForLog } from "./log-path";

/** One request as logged: nothing a visitor typed (no query string, no body, no address). */
export interface RequestLine {
  time: string;
  level: "info";
  msg: "request";
  id: string;
  method: string;
  path: string;
  status: number;
  ms: number;
}

export type LogWriter = (line: string) => void;

const writeStdout: LogWriter = (line) => {
  process.stdout.write(line);
};

/** Sets a header of the answer, copying it first if its headers are immutable (a fetch's). */
export function setAnswerHeader(c: Context, name: string, value: string) {
  try {
    c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set(name, value);
  }
}

/**
 * The first middleware: gives each request an id (answered in `X-Request-Id`), and once the
 * answer is made writes one JSON line: time, method, path without its query string, status,
 * milliseconds and id. The query string and bodies can hold personal data, so they are never
 * logged, nor any token in the path (./log-path.ts); a path is cut at 300 characters.
 */
export function requestLog(write: LogWriter = writeStdout): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    await next();
    setAnswerHeader(c, "X-Request-Id", id);
    const line: RequestLine = {
      time: new Date().toISOString(),
      level: "info",
      msg: "request",
      id,
      method: c.req.method,
      path: pathForLog(new URL(c.req.url).pathname).slice(0, 300),
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    write(`${JSON.stringify(line)}\n`);
  };
}
