import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
  throw new Error(`SITE_URL must be an absolute http(s) URL, got "${siteUrl}"`);
}

export default defineConfig(() => ({
  plugins: [reactRouter()],
  define: { __SITE_URL__: JSON.stringify(new URL(siteUrl).origin) },
  // `npm run bench` reads hidden source maps to say what is in each chunk, then deletes them.
  build: { sourcemap: process.env.BENCH_SOURCEMAPS ? ("hidden" as const) : false },
}));
