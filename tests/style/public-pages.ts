import type { UnitsPart } from "../../server/units/setup";
import { policyVersions } from "../../app/content/privacy";

/**
 * The public pages beside the sitemap's that the style test reads (tests/server/style-sheet.test.ts),
 * as Korean paths; each is read at its `/en` path too. A tool page is read with a query that
 * gives it answers, and the privacy policy at its newest version's own URL (/privacy shows the
 * version in force, which may be an earlier, never edited one: decision 009).
 */
export const PAGES_BEYOND_SITEMAP = [
  "/no-such-page",
  "/contact/thanks?ref=HF-20261126-000001",
  "/quote",
  "/quote?items=s30:2,480-025:1",
  "/search?q=%EB%B0%B8%EB%B8%8C",
  "/search?q=AP5",
  "/search?q=zzqx",
  "/products/finder?kind=valve&type=butterfly&dn=150&pn=16&temp=180",
  "/products/finder?kind=actuator&torque=300&margin=0&flange=F10&supply=3ph",
  "/products/finder?kind=actuator&torque=6000&margin=25",
  "/products/compare",
  "/products/compare?ids=s30,480-025,ap5",
  "/products/compare?ids=s40,pqvi,480-035",
  `/privacy/${policyVersions[0]}`,
];

/** What an extra page's maker may use: the served site's delivered units. */
export interface PublicPageParts {
  units: UnitsPart;
}

/**
 * Public pages that need a record first, each a maker of Korean paths. A delivered unit's page
 * is made here; a plant's page (`/plant/{token}`, ARCHITECTURE 22) joins this list once it
 * exists: make the plant from `parts` and return its paths.
 */
export const EXTRA_PUBLIC_PAGES: ((parts: PublicPageParts) => string[])[] = [];
