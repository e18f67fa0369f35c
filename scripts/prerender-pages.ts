// Part of `npm run build`: catalogue pages 2..N (`?page=N`) as files beside page 1, so the
// server answers them like every other page, without a render (server/http/static-files.ts names
// them). React Router prerenders paths only; these URLs differ by their query. Run with
// `--import ./server/production-builds-register.mjs` (the build script does), for the production
// builds of React and React Router.

const { mkdirSync, writeFileSync } = await import("node:fs");
const { join, resolve } = await import("node:path");
const { pathToFileURL } = await import("node:url");
const { buildConstants } = await import("../config/settings.ts");
Object.assign(globalThis, buildConstants());
const { createRequestHandler } = await import("react-router");
const { queryPagePaths } = await import("../app/site/prerender.ts");
const { emptyPages } = await import("../app/empty-pages.server.ts");
const { seoulToday } = await import("../app/lib/site-clock.ts");
const { queryPageFile } = await import("../server/http/static-files.ts");

const root = resolve(import.meta.dirname, "..");
const client = process.argv[2] ? resolve(process.argv[2]) : join(root, "build/client");
const build = await import(pathToFileURL(join(root, "build/server/index.js")).href);
const handle = createRequestHandler(build, "production");

let written = 0;
for (const { path, page } of queryPagePaths(emptyPages(seoulToday()))) {
  const response = await handle(new Request(`http://localhost${path}?page=${page}`));
  if (response.status !== 200) throw new Error(`${path}?page=${page} answered ${response.status}`);
  const dir = join(client, ...path.split("/"));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, queryPageFile(page)), await response.text());
  written += 1;
}
console.log(`prerendered ${written} catalogue pages (?page=N)`);

// What the pages just rendered state without a publish (the privacy policy in force, the empty
// pages their menus leave out): the server renders them again when that changes
// (app/dated-state.server.ts).
if (!process.argv[2]) {
  const { datedState, DATED_FILE } = await import("../app/dated-state.server.ts");
  writeFileSync(join(root, "build", DATED_FILE), datedState(seoulToday()));
}
