import { liveAbout } from "../../content/about.server";
import { FOUNDING, shownReading } from "../../content/claims";
import type { AboutContent, ClaimReading, Company, HomeContent } from "../../content/schemas";

/**
 * What a buyer checks first on the public pages, read for the owner's launch checklist
 * (issue 59): facts still empty, still a sample, or stated more than one way at once. The
 * content keeps every reading of the company's age (docs/product.md); the owner chooses which
 * one each place shows.
 */

/** A domain reserved for examples (RFC 2606): an address there reaches no one. */
export const isSampleAddress = (value: string | undefined) =>
  value !== undefined && /\.example(?:[/>\s]|$)/i.test(value.trim());

/**
 * A road address names its building by number after the road ("가마산로 96", "가마산로 96-1");
 * a room ("712호") or a floor ("7층") is no building number.
 */
export function hasBuildingNumber(address: Company["address"]): boolean {
  const road = `${address.street.ko} ${address.building.ko}`;
  return /(?:로|길)\s*\d+(?:-\d+)?(?![\d호층-])/.test(road);
}

/** A statement of the company's age: where it is shown and which reading it is. */
export interface AgeStatement {
  place: "heroClaim" | "yearsFigure" | "why" | "history";
  /** A claim reading, or for the history the founding year an entry states. */
  reading: ClaimReading | `year:${string}`;
}

/** Every statement of the company's age the public pages show at once. */
export function ageStatements(
  home: HomeContent,
  about: AboutContent,
  claims?: Company["claims"],
): AgeStatement[] {
  // A place shows the owner's reading of its fact once chosen (app/content/claims.ts).
  const shown = (reading: ClaimReading) => (claims ? shownReading(claims, reading) : reading);
  const history = about.history.events
    .filter((event) => FOUNDING.test(`${event.event.ko} ${event.event.en}`))
    .map((event) => ({ place: "history" as const, reading: `year:${event.date.slice(0, 4)}` }));
  return [
    { place: "heroClaim", reading: shown(home.heroClaim.reading) },
    { place: "yearsFigure", reading: shown(home.yearsFigure.reading) },
    { place: "why", reading: shown(home.whyChooseUs.text.reading) },
    ...history,
  ] as AgeStatement[];
}

/** The year a reading places the start in, to tell two readings that say the same apart. */
function startOf(statement: AgeStatement, claims: Company["claims"]): string {
  const reading = statement.reading;
  if (reading.startsWith("year:")) return reading.slice(5);
  if (reading === "foundedFirst") return String(claims.foundedYears[0]);
  if (reading === "foundedSecond") return String(claims.foundedYears[1]);
  if (reading === "serviceSince") return String(claims.serviceSinceYear);
  return reading;
}

/** The statements, when they do not all say the same; none when they agree. */
export function contradictoryAges(
  home: HomeContent,
  claims: Company["claims"],
  about: AboutContent = liveAbout(),
): AgeStatement[] {
  const statements = ageStatements(home, about, claims);
  const starts = new Set(statements.map((statement) => startOf(statement, claims)));
  return starts.size > 1 ? statements : [];
}

/** The newest year of the company's history, when it is `years` or more behind `today`. */
export function staleHistory(about: AboutContent, today: string, years = 5): number | undefined {
  const newest = Math.max(
    ...about.history.events.map((event) => Number(event.date.slice(0, 4))).filter(Boolean),
  );
  return Number.isFinite(newest) && Number(today.slice(0, 4)) - newest >= years
    ? newest
    : undefined;
}
