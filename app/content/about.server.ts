import { aboutFor } from "./about";
import { inDateOrder } from "./about-events";
import { shownEvents } from "./claims";
import { liveContent } from "./live.server";
import type { AboutContent, Company } from "./schemas";

let made: { company: Company; staff: AboutContent | undefined; about: AboutContent } | undefined;

/**
 * The company pages' copy as visitors see it: staff's once they published it, else the
 * repository's with the published company facts (made again when either changes). The timeline
 * is in date order whatever order staff typed it in, with the owner's founding year only.
 */
export function liveAbout(): AboutContent {
  const { company, about: staff } = liveContent();
  if (made?.company !== company || made.staff !== staff) {
    const about = staff ?? aboutFor(company);
    // One founding year once the owner chose it (app/content/claims.ts).
    const events = inDateOrder(shownEvents(company.claims, about.history.events));
    made = { company, staff, about: { ...about, history: { ...about.history, events } } };
  }
  return made.about;
}
