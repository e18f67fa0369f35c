import type { AboutContent, ClaimReading, Company } from "./schemas";

/**
 * The two facts the seed states more than one way (docs/product.md, Company facts): the founding
 * year (1992 or 1994) and the years of service (since 2005, over two decades, 30+ years). Until
 * the owner chooses a reading of a fact (`claims.chosen`, /admin/settings/readings), each place
 * shows the reading it names; once chosen, every place that states the fact shows that reading.
 */
export const FACT_READINGS = {
  founded: ["foundedFirst", "foundedSecond"],
  service: ["serviceSince", "overTwoDecades", "yearsOfExperience"],
} as const satisfies Record<string, readonly ClaimReading[]>;

export type ClaimFact = keyof typeof FACT_READINGS;

type Claims = Company["claims"];

/** The fact a reading states. */
export const factOf = (reading: ClaimReading): ClaimFact =>
  (FACT_READINGS.founded as readonly ClaimReading[]).includes(reading) ? "founded" : "service";

/** The reading a place shows: the owner's choice for its fact, else the place's own. */
export const shownReading = (claims: Claims, reading: ClaimReading): ClaimReading =>
  claims.chosen?.[factOf(reading)] ?? reading;

/** History entries that state a founding ("창업", "설립", "founded", "starts business"). */
export const FOUNDING = /창업|설립|founded|starts business/i;

/**
 * The timeline with one founding: once the owner chose a founding year, an entry that states a
 * founding in the other year is left out (the content keeps it, for another choice).
 */
export function shownEvents(
  claims: Claims,
  events: AboutContent["history"]["events"],
): AboutContent["history"]["events"] {
  const chosen = claims.chosen?.founded;
  if (!chosen) return events;
  const other = String(claims.foundedYears[chosen === "foundedFirst" ? 1 : 0]);
  return events.filter(
    (event) =>
      !(event.date.startsWith(other) && FOUNDING.test(`${event.event.ko} ${event.event.en}`)),
  );
}
