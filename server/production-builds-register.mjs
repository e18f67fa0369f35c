// `node --import ./server/production-builds-register.mjs ...`: the process renders pages with the
// production builds of React and React Router (`npm run build`, `npm run export`).
import Module, { register } from "node:module";

process.env.NODE_ENV = "production";
register("./production-builds.mjs", import.meta.url);

// React Router's build tool loads react-router with require(), which module hooks do not see in
// Node 20: its prerendering request handler takes the same production build through this.
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  return resolveFilename
    .apply(this, args)
    .replace(
      /\/node_modules\/react-router\/dist\/development\//,
      "/node_modules/react-router/dist/production/",
    );
};
