import { registerHooks } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { resolve } from "./production-builds.mjs";

// React and React Router are served in their production builds, however the server is started
// (tests/server/production.test.ts proves it from a CPU profile): React chooses by NODE_ENV
// when it is first loaded, React Router through the module hook.
process.env.NODE_ENV = "production";
registerHooks({ resolve });
const { start } = await import("./start");
const { isRefusedStart, REFUSED_EXIT } = await import("./platform/refused-start");
start(join(dirname(fileURLToPath(import.meta.url)), "..")).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(isRefusedStart(error) ? REFUSED_EXIT : 1);
});
