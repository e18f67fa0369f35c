/**
 * The industries a delivered unit serves, in the order staff choose from (server/units/kinds.ts
 * re-exports them): here, low in the app, so the page registry's query rules
 * (app/site/page-query.ts) and the references read them without importing the server's units.
 */
export const INDUSTRIES = ["water", "power", "petrochemical", "marine", "lng", "general"] as const;
export type Industry = (typeof INDUSTRIES)[number];
