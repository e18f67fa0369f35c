import { useRouteLoaderData } from "react-router";

/**
 * The pages that are empty lists now (app/empty-pages.server.ts), as the root loader hands them
 * to every page: the menus, the about side menu, the footer and the category pages leave them
 * out. Language-neutral paths.
 */
export function useEmptyPages(): ReadonlySet<string> {
  const root = useRouteLoaderData("root") as { empty?: string[] } | undefined;
  return new Set(root?.empty ?? []);
}
