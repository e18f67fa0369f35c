// A Node module hook: React Router's package exports only its development build to Node (the
// production one differs in its dev-only checks and warnings), so the production build loads in
// its place. React itself follows NODE_ENV. Registered by the server (server/main.ts) and, through
// production-builds-register.mjs, by the builds that prerender pages.

const DEVELOPMENT = /\/node_modules\/react-router\/dist\/development\//;
const production = (resolved) => ({
  ...resolved,
  url: resolved.url.replace(DEVELOPMENT, "/node_modules/react-router/dist/production/"),
});

/**
 * The resolve hook, for both kinds of hook: `registerHooks` (in the loading thread, synchronous:
 * no round trip to a hooks thread per import, 0.6 s of a server's 3 s start) and `register`
 * (its own thread, where `nextResolve` answers with a promise).
 * @type {import("node:module").ResolveHookSync}
 */
export function resolve(specifier, context, nextResolve) {
  const resolved = nextResolve(specifier, context);
  return resolved instanceof Promise ? resolved.then(production) : production(resolved);
}
