import { useRouteLoaderData } from "react-router";

import type { CompanyFacts } from "../content/company";

/**
 * The company facts the chrome shows (footer, quick bar, contact page), in the page's language.
 * They come from the root loader, not from a bundled module: staff publish them
 * (docs/decisions/012-published-content.md) and every page must show the live ones.
 */
/** Undefined only where the root loader itself failed (the error page). */
export function useCompanyFacts(): CompanyFacts | undefined {
  return (useRouteLoaderData("root") as { company?: CompanyFacts } | undefined)?.company;
}

/** "02-2025-0712" -> "+8222025..." for tel: links. */
export function telHref(number: string): string {
  return `tel:+82${number.replace(/-/g, "").replace(/^0/, "")}`;
}
