// A Node module hook: React Router's package exports only its development build to Node (the
// production one differs in its dev-only checks and warnings), so the production build loads in
// its place. React itself follows NODE_ENV. Registered by the server (server/main.ts) and, through
// production-builds-register.mjs, by the builds that prerender pages.

/** @type {import("node:module").ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const resolved = await nextResolve(specifier, context);
  return {
    ...resolved,
    url: resolved.url.replace(
      /\/node_modules\/react-router\/dist\/development\//,
      "/node_modules/react-router/dist/production/",
    ),
  };
}
