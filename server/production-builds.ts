import type { ResolveHook } from "node:module";

/**
 * A Node module hook: React Router's package exports only its development build to Node (the
 * production one differs in its dev-only checks and warnings), so the server loads the
 * production build in its place. React itself follows NODE_ENV.
 */
export const resolve: ResolveHook = async (specifier, context, nextResolve) => {
  const resolved = await nextResolve(specifier, context);
  return {
    ...resolved,
    url: resolved.url.replace(
      /\/node_modules\/react-router\/dist\/development\//,
      "/node_modules/react-router/dist/production/",
    ),
  };
};
