// `node --import ./server/production-builds-register.mjs ...`: the process renders pages with the
// production builds of React and React Router (`npm run build`, `npm run export`).
import { registerHooks } from "node:module";
import { resolve } from "./production-builds.mjs";

process.env.NODE_ENV = "production";
// In this thread, for import and require() alike (React Router's build tool requires it).
registerHooks({ resolve });
