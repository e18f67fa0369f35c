import { reactRouter } from "@react-router/dev/vite";
import { fileURLToPath } from "node:url";
import type { ChunkingContext } from "rolldown";
import { defineConfig } from "vite";

// Absolute URLs (canonical, alternates, JSON-LD) are baked into prerendered pages, so the public
// origin is a build-time setting.
const siteUrl = process.env.SITE_URL ?? "http://localhost:3000";
if (!URL.canParse(siteUrl) || !/^https?:$/.test(new URL(siteUrl).protocol)) {
  throw new Error(`SITE_URL must be an absolute http(s) URL, got "${siteUrl}"`);
}

// Where the inquiry form posts, baked into the page (its no-JS `action`) and the client bundle.
// Empty endpoint = this site's own receiver. The client concatenates endpoint + "/f/" + key
// without encoding, so a trailing slash is dropped and key and project must be URL-safe.
const formEndpoint = (process.env.FORM_ENDPOINT ?? "").replace(/\/+$/, "");
if (
  formEndpoint &&
  (!URL.canParse(formEndpoint) ||
    !/^https?:$/.test(new URL(formEndpoint).protocol) ||
    /[?#]/.test(formEndpoint))
) {
  throw new Error(
    `FORM_ENDPOINT must be empty or an absolute http(s) URL without query, got "${formEndpoint}"`,
  );
}
const formKey = process.env.FORM_KEY || "inquiry";
const formProject = process.env.FORM_PROJECT ?? "";
for (const [name, value, allowEmpty] of [
  ["FORM_KEY", formKey, false],
  ["FORM_PROJECT", formProject, true],
] as const) {
  if (!(allowEmpty && value === "") && !/^[A-Za-z0-9_-]{1,100}$/.test(value)) {
    throw new Error(`${name} must be letters, digits, "-" or "_", got "${value}"`);
  }
}

const ROOT = fileURLToPath(new URL("app/root.tsx", import.meta.url));
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

/**
 * Two chunks every page loads instead of a dozen small ones (fewer requests, better
 * compression): the framework, and the app's shell, i.e. exactly the app modules the root
 * route imports statically (chrome, i18n, site data), so no lazily loaded code joins it.
 */
function chunkGroup(id: string, ctx: ChunkingContext): string | null {
  if (FRAMEWORK.test(id)) return "framework";
  let shell = shells.get(ctx);
  if (!shell) {
    shell = new Set<string>();
    const walk = (moduleId: string) => {
      if (shell!.has(moduleId) || moduleId.includes("node_modules")) return;
      shell!.add(moduleId);
      for (const next of ctx.getModuleInfo(moduleId)?.importedIds ?? []) walk(next);
    };
    walk(ROOT);
    shells.set(ctx, shell);
  }
  return shell.has(id) && /\.tsx?$/.test(id) && id !== ROOT ? "shell" : null;
}
const shells = new WeakMap<ChunkingContext, Set<string>>();

export default defineConfig(() => ({
  plugins: [reactRouter()],
  define: {
    __SITE_URL__: JSON.stringify(new URL(siteUrl).origin),
    __FORM_ENDPOINT__: JSON.stringify(formEndpoint),
    __FORM_KEY__: JSON.stringify(formKey),
    __FORM_PROJECT__: JSON.stringify(formProject),
  },
  // `npm run bench` reads hidden source maps to say what is in each chunk, then deletes them.
  build: {
    sourcemap: process.env.BENCH_SOURCEMAPS ? ("hidden" as const) : false,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: chunkGroup }] },
      },
    },
  },
}));
