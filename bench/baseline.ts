import { serve } from "@hono/node-server";
import { execFileSync, type ExecFileSyncOptions } from "node:child_process";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { MiddlewareHandler } from "hono";
import type { ServerBuild } from "react-router";
import { createApp } from "../server/app";
import { indexStaticFiles } from "../server/http/static-files";
import type { RunningSite } from "./site";

const DIR = join(import.meta.dirname, "baseline");
const ROOT = join(import.meta.dirname, "..");

/**
 * The framework's floor for Lighthouse: a bare React Router page (framework mode, React
 * Router's default client entry, one heading and one paragraph from a loader) built with the
 * site's versions, compile hints and server entry (its first view: no module preloads),
 * precompressed and served by the site's own server code, so that it differs from a site page
 * only in what the page itself holds and runs.
 */
export async function startBaseline(port: number): Promise<RunningSite> {
  const quiet: ExecFileSyncOptions = { stdio: ["ignore", "ignore", "inherit"] };
  execFileSync(join(ROOT, "node_modules/.bin/react-router"), ["build"], { cwd: DIR, ...quiet });
  execFileSync(
    join(ROOT, "node_modules/.bin/tsx"),
    ["scripts/precompress.ts", "bench/baseline/build/client"],
    { cwd: ROOT, ...quiet },
  );
  const build = (await import(
    pathToFileURL(join(DIR, "build/server/index.js")).href
  )) as ServerBuild;
  const noInquiries: MiddlewareHandler = (_c, next) => next();
  // No request log: the bench's output is its figures.
  const noLog = () => {};
  const files = indexStaticFiles(join(DIR, "build/client"));
  const app = createApp(build, files, noInquiries, {}, undefined, { log: noLog });
  const server = serve({ fetch: app.fetch, port, hostname: "127.0.0.1" });
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
