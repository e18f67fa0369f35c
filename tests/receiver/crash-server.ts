import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createApp } from "../../server/app";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries } from "../../server/inquiries/setup";

/**
 * The site app with its receiver in a process of its own, for crash.test.ts to kill and for
 * health.test.ts to run as another user.
 */
const inquiries = setUpInquiries(readConfig());
const app = createApp(
  {} as ServerBuild,
  { assets: new Map(), prerendered: new Map() },
  inquiries.receiver,
  {},
  inquiries.health,
);
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => {
  console.log(`READY ${(server.address() as AddressInfo).port}`);
});
