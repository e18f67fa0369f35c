import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { buildConstants } from "./build-env.ts";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting, like the catalogue URL form and the web-vitals endpoint.
const define = Object.fromEntries(
  Object.entries(buildConstants()).map(([name, value]) => [name, JSON.stringify(value)]),
);

export default defineConfig(() => ({
  plugins: [reactRouter()],
  define,
}));
