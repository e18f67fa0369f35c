import { aboutFor } from "./about";
import { liveContent } from "./live.server";
import type { AboutContent, Company } from "./schemas";

let made: { company: Company; about: AboutContent } | undefined;

/** The company pages' copy with the published company facts (made again when they change). */
export function liveAbout(): AboutContent {
  const { company } = liveContent();
  if (made?.company !== company) made = { company, about: aboutFor(company) };
  return made.about;
}
