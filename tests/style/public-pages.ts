import type { UnitsPart } from "../../server/units/setup";
import { policyVersions } from "../../app/content/privacy";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { deliveredUnit } from "../fixtures/units";

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
  // Issue 78: models with the figures that fit them; a temperature no butterfly valve takes
  // (typed as the style writes figures: the query is echoed as typed).
  "/search?q=150A",
  "/search?q=%EB%B2%84%ED%84%B0%ED%94%8C%EB%9D%BC%EC%9D%B4%20700%20%C2%B0C",
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
 * is made in the test; here, a plant's desk (ARCHITECTURE 22) with a unit on a plan, one without,
 * and the page as a reminder's link opens it (units ticked).
 */
export const EXTRA_PUBLIC_PAGES: ((parts: PublicPageParts) => string[])[] = [
  ({ units }) => {
    const [first, second] = liveProducts();
    const site = { site: "문체 정수장", customer: "문체수자원" };
    const planned = units.store.add(
      deliveredUnit(first!, { ...site, tag: "P-7", deliveredOn: "2025-12-10" }),
      "kim@example.com",
    );
    units.store.add(deliveredUnit(second!, { ...site, tag: "V-9" }), "kim@example.com");
    const plant = units.store.plants.byId(planned.plantId!)!;
    units.store.plants.setProductPlan(
      plant.id,
      first!.id,
      { kind: "inspection", months: 12 },
      "kim@example.com",
    );
    // A contact's opt-out page, as a reminder's link opens it.
    const contact = units.store.plants.addContact(
      plant.id,
      {
        name: "김정비",
        email: "style@example.com",
        lang: "ko",
        consentAt: Date.UTC(2026, 10, 1),
        consentHow: "서면 동의",
        consentPolicy: "2026-12-18",
        nightConsent: false,
      },
      "kim@example.com",
    );
    const page = `/plant/${plant.token}`;
    return [
      page,
      `${page}?kind=parts&unit=${planned.serial}`,
      `/unsubscribe/${contact.unsubscribeToken}`,
    ];
  },
];
