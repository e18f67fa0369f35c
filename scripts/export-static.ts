// `npm run export`: the site as plain files for any static host or CDN (docs/architecture.md,
// Static export).
//
// A static host ignores query strings, so `?page=N` cannot pick a file. This build therefore
// addresses catalogue page N > 1 as `/products/{category}/{subcategory}/page/N` (canonical
// links, alternates, sitemap.xml and the page links all use that form; the app's routes accept
// it), and each of those pages is prerendered with its own HTML and route data.
//
// Every page is written twice, as `x/index.html` and `x.html`, so hosts with "pretty URLs"
// (Netlify, Cloudflare Pages, GitHub Pages, Vercel cleanUrls, nginx try_files $uri.html) serve
// /x without a redirect and hosts that only know directory indexes still find it. 404.html is
// the not-found page without hydration scripts (it is served at any URL, so it cannot match
// the route data of one); a small inline script shows the requested URL and makes Go Back work.
//
// Every page carries its Content-Security-Policy in a <meta> tag, first in <head>: a static host
// sends no headers of ours, and the hashes of each page's inline scripts are known only here.
//
// Environment: SITE_URL (public origin, required for real deployments), FORM_ENDPOINT (the hosted
// form service), VITALS_ENDPOINT (empty by default here: a static host has no /vitals), DATA_DIR
// (what staff published), INQUIRY_RETENTION_DAYS (the period the pages state), OUT_DIR.
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { readExportSettings } from "../config/settings.ts";
import { liveContent } from "../app/content/live.server.ts";
import { productPath } from "../app/content/catalog/paths.ts";
import { movedPage } from "../app/catalogue/moved-page.ts";
import { LANGS, localePath } from "../app/i18n/lang.ts";
import { copyPublishedPhotos } from "../server/content/published-photos.ts";
import { inlineScriptHashes, metaContentSecurityPolicy } from "../server/http/csp.ts";
import { uploadedFilePath } from "../app/content/uploaded-files.ts";
import { fileDir, publishedFiles } from "../server/content/files.ts";
import { showPublishedContent } from "../server/content/live.ts";
import { showDeliveredUnits } from "../app/references/export.server.ts";
import { filesUnder } from "../server/http/static-files.ts";

const root = resolve(import.meta.dirname, "..");
const buildDir = join(root, "build-static");
const out = resolve(root, process.env.OUT_DIR ?? "dist/static");
const env = {
  ...process.env,
  // Pages are prerendered with the production builds of React and React Router.
  NODE_OPTIONS: [process.env.NODE_OPTIONS, "--import=./server/production-builds-register.mjs"]
    .filter(Boolean)
    .join(" "),
  STATIC_EXPORT: "1",
  VITALS_ENDPOINT: process.env.VITALS_ENDPOINT ?? "",
};
const { SITE_URL: origin, FORM_ENDPOINT, VITALS_ENDPOINT, DATA_DIR } = readExportSettings(env);

const build = spawnSync("npx", ["react-router", "build"], { cwd: root, env, stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

rmSync(out, { recursive: true, force: true });
cpSync(join(buildDir, "client"), out, { recursive: true });
// The pages show what staff published (react-router.config.ts): its photos come along.
const photoFileCount = copyPublishedPhotos(DATA_DIR, out);

// The PDFs staff uploaded that published notices and documents link to, at the same paths.
showPublishedContent(DATA_DIR);
for (const file of publishedFiles(liveContent())) {
  cpSync(join(fileDir(DATA_DIR), `${file}.pdf`), join(out, uploadedFilePath(file)));
}

// `x/index.html` -> also `x.html` (not for the home page, which is index.html already).
let pages = 0;
for (const file of filesUnder(out)) {
  if (!file.endsWith("/index.html") || file === join(out, "index.html")) continue;
  cpSync(file, `${file.slice(0, -"/index.html".length)}.html`);
  pages += 1;
}

// A product's former paths (its code or group changed): a static host cannot answer 301, so
// each is a page that names the product's path now as canonical and moves there at once.
const content = liveContent();
let movedPages = 0;
for (const [path, id] of content.movedPaths) {
  const product = content.products.find((p) => p.id === id)!;
  for (const lang of LANGS) {
    const file = join(out, localePath(lang, path));
    mkdirSync(file, { recursive: true });
    const html = movedPage(lang, localePath(lang, productPath(product)), origin);
    writeFileSync(join(file, "index.html"), html);
    writeFileSync(`${file}.html`, html);
    movedPages += 1;
  }
}

// 404.html from the server build's own request handler, its menus as the pages' (the references
// listed only when DATA_DIR has delivered units: app/empty-pages.server.ts).
showDeliveredUnits(DATA_DIR);
const { createRequestHandler } = await import("react-router");
const serverBuild = await import(pathToFileURL(join(buildDir, "server/index.js")).href);
// A crawler's user agent makes React finish the whole document before answering (no streaming).
const response = await createRequestHandler(
  serverBuild,
  "production",
)(new Request(`${origin}/404`, { headers: { "User-Agent": "static-export-bot" } }));
if (response.status !== 404) throw new Error(`expected the 404 page, got ${response.status}`);
const notFound = (await response.text())
  .replace(/<link rel="modulepreload"[^>]*>/g, "")
  .replace(/<script type="module"[^>]*>[\s\S]*?<\/script>/g, "")
  .replace(/<script>[^<]*__reactRouter[\s\S]*?<\/script>/g, "")
  .replace(
    "</body>",
    `<script>(function(){var c=document.querySelector(".not-found__url code");if(c)c.textContent=decodeURI(location.pathname)+location.search;var b=document.querySelector(".not-found .button--ghost");if(b)b.addEventListener("click",function(){history.back()});})();</script></body>`,
  );
if (notFound.includes("__reactRouter")) throw new Error("404.html still carries hydration data");
writeFileSync(join(out, "404.html"), notFound);

// The policy goes right after <meta charset>, before the first script it must govern.
const CHARSET = '<meta charSet="utf-8"/>';
for (const file of filesUnder(out).filter((name) => name.endsWith(".html"))) {
  const html = readFileSync(file, "utf8");
  if (!html.includes(CHARSET)) throw new Error(`${relative(root, file)} has no ${CHARSET}`);
  const policy = metaContentSecurityPolicy(inlineScriptHashes(html), {
    formEndpoint: FORM_ENDPOINT,
    vitalsEndpoint: VITALS_ENDPOINT,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`;
  writeFileSync(file, html.replace(CHARSET, CHARSET + meta));
}

if (!existsSync(join(out, "sitemap.xml"))) throw new Error("sitemap.xml is missing");
console.log(
  `Static export: ${pages + 1} pages, ${movedPages} moved-product pages and ${photoFileCount} photo files in ${relative(root, out)}/ for ${origin}`,
);
