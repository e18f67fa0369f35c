/**
 * The kinds a unit's record chooses from, in the order staff see them: imported by the store and
 * by the pages' scripts alike, so this module imports nothing (no database code in a browser).
 */

/** The industries a unit serves, in the order staff choose from (kept low in the app). */
export { INDUSTRIES, type Industry } from "../../app/content/industries";

/** The kinds of a unit's papers (PDFs staff attach). */
export const PAPER_KINDS = ["test-report", "wiring", "manual", "certificate", "other"] as const;
export type PaperKind = (typeof PAPER_KINDS)[number];

/** The kinds of a service history's entries, as the public page names them. */
export const SERVICE_KINDS = ["inspection", "repair", "parts", "retrofit", "other"] as const;
export type ServiceKind = (typeof SERVICE_KINDS)[number];

/** The requests a unit's page sends: service (a repair, an inspection) or spare parts. */
export const REQUEST_KINDS = ["service", "parts"] as const;
export type RequestKind = (typeof REQUEST_KINDS)[number];
