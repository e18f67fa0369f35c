import { existsSync, mkdtempSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler, type ServerBuild } from "react-router";
import { createApp, type ServerParts } from "../../server/app";
import { readConfig } from "../../server/platform/config";
import { setUpInquiries } from "../../server/inquiries/setup";
import { setUpStaff } from "../../server/admin/setup";
import type { RenderLimits } from "../../server/http/render-cache";
import { indexStaticFiles } from "../../server/http/static-files";

export const BUILD = join(process.cwd(), "build");

/** The built site's React Router build (`npm run build` first). */
export async function loadBuild(): Promise<ServerBuild> {
  if (!existsSync(join(BUILD, "server/index.js"))) throw new Error("run `npm run build` first");
  return (await import(pathToFileURL(join(BUILD, "server/index.js")).href)) as ServerBuild;
}

/**
 * The built site's app in this process with the parts a test gives it: no inquiry receiver,
 * and no request log (tests/ops/logs.test.ts tests the log on the built server).
 */
export async function builtApp(parts: ServerParts) {
  const next = async (_c: unknown, go: () => Promise<void>) => go();
  return createApp(
    await loadBuild(),
    indexStaticFiles(join(BUILD, "client")),
    next,
    {},
    undefined,
    {
      log: () => {},
      ...parts,
    },
  );
}

/**
 * The built site (`npm run build` first) as the server runs it, in this process. `close()` ends
 * its databases and removes its data folder (a whole run left dozens in the temp folder).
 */
export async function builtSite(limits?: RenderLimits, content?: ServerParts["content"]) {
  const build = await loadBuild();
  const dir = mkdtempSync(join(tmpdir(), "site-"));
  const config = readConfig({ INQUIRY_DB: join(dir, "inquiries.sqlite"), DATA_DIR: dir });
  const inquiries = setUpInquiries(config);
  const staff = setUpStaff(config);
  const app = createApp(
    build,
    indexStaticFiles(join(BUILD, "client")),
    inquiries.receiver,
    {},
    undefined,
    // The request log is tested on the built server (tests/ops/logs.test.ts), not here.
    { limits, log: () => {}, staff, content },
  );
  /** React Router's own answer, without the server around it. */
  const reactRouter = createRequestHandler(build, "production");
  async function close() {
    await inquiries.close();
    staff.close();
    await rm(dir, { recursive: true, force: true });
  }
  return { build, app, reactRouter, staff, close };
}
