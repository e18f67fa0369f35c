import { createServer as createHttpServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { readBuildSettings, shownOf } from "../config/settings";
import { showSettings } from "../app/site/shown-settings.server";
import { createApp } from "./app";
import { openContentPart } from "./content/live";
import { openUnitsPart } from "./units/setup";
import { launchSettings } from "./platform/launch";
import { readConfig } from "./platform/config";
import { setUpInquiries } from "./inquiries/setup";
import { setUpStaff } from "./admin/setup";

/** The development data unless DATA_DIR names another: never the production one. */
const DEV_DATA_DIR = "data/dev";

/**
 * `npm run dev`: the production server (server/app.ts: health, inquiry receiver, /vitals, the
 * same headers and policy) with Vite in middleware mode in front of it for the client modules
 * and hot reload. Nothing is prerendered: every page is rendered from the current sources, which
 * Vite reloads on each request, so edits show without a restart.
 */
export async function startDevServer({
  port = 3000,
  host = "localhost",
}: { port?: number; host?: string } = {}) {
  const settings = readBuildSettings();
  const config = readConfig({ DATA_DIR: DEV_DATA_DIR, ...process.env });

  // Hot reload's WebSocket shares this server and port.
  const server = createHttpServer();
  const vite = await createViteServer({
    server: { middlewareMode: true, hmr: { server } },
    appType: "custom",
  });

  const staff = setUpStaff(config);
  const inquiries = setUpInquiries(config, {
    mail: staff.mail,
    room: staff.mailRoom,
    accounts: () => staff.accounts.list(),
  });
  const content = openContentPart(config.DATA_DIR);
  const units = openUnitsPart(config.DATA_DIR);
  showSettings(shownOf(config));
  const app = createApp(
    () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
    { assets: new Map(), prerendered: new Map() },
    inquiries.receiver,
    { formEndpoint: settings.FORM_ENDPOINT, vitalsEndpoint: settings.VITALS_ENDPOINT },
    inquiries.health,
    {
      staff,
      content,
      inbox: inquiries,
      launch: launchSettings(config),
      units,
    },
  );
  const listener = getRequestListener(app.fetch);
  // Vite's middlewares first (modules, /@vite/client, public/), then the site's server.
  server.on("request", (req, res) => vite.middlewares(req, res, () => void listener(req, res)));

  await new Promise<void>((done, fail) => {
    server.once("error", fail);
    server.listen(port, host, () => done());
  });
  const { port: bound } = server.address() as AddressInfo;

  return {
    url: `http://${host}:${bound}`,
    /** Stops at once: open connections are dropped, Vite's watcher and the database closed. */
    async close() {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await vite.close();
      await closed;
      await inquiries.close();
      staff.close();
      content.store.close();
      units.store.close();
    },
  };
}
