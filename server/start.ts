import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { readConfig } from "./config";
import { setUpInquiries } from "./inquiries/setup";
import { setUpStaff } from "./admin/setup";
import { indexStaticFiles } from "./static-files";

/**
 * Starts the built site in `buildDir` from the environment; SIGTERM lets open requests finish,
 * then exits.
 */
export async function start(buildDir: string) {
  const config = readConfig();
  const build = (await import(
    pathToFileURL(join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  const inquiries = setUpInquiries(config);
  const staff = setUpStaff(config);
  const app = createApp(
    build,
    indexStaticFiles(join(buildDir, "client")),
    inquiries.receiver,
    {
      // Fixed when the pages were built (vite.server.config.ts shares the app's constants).
      formEndpoint: __FORM_ENDPOINT__,
      vitalsEndpoint: __VITALS_ENDPOINT__,
    },
    inquiries.health,
    undefined,
    staff,
    inquiries,
  );
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    console.log(`Listening on http://localhost:${info.port}`);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received: finishing open requests`);
    server.close(() => {
      staff.close();
      void inquiries.close().finally(() => process.exit(0));
    });
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(() => process.exit(0), config.SHUTDOWN_GRACE_SECONDS * 1000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
