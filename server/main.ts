import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

// React and React Router choose their development or production build by NODE_ENV when they are
// first loaded: the site is always served with the production builds, however it is started
// (tests/server/production.test.ts proves it from a CPU profile).
process.env.NODE_ENV = "production";
const { start } = await import("./start");
start(join(dirname(fileURLToPath(import.meta.url)), "..")).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
