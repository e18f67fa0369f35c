import type { MetaDescriptor } from "react-router";

/**
 * Every route computes its tags (title, description, canonical, alternates, Open Graph, JSON-LD)
 * on the server, with `app/site/seo.server.ts`, and hands them over as `meta` in its loader data,
 * so none of that code ships to the browser: `export const meta = metaFromLoader`.
 */
export function metaFromLoader({ loaderData }: { loaderData?: unknown }): MetaDescriptor[] {
  return (loaderData as { meta?: MetaDescriptor[] } | undefined)?.meta ?? [];
}
