import type { Route } from "./+types/organization";
import { metaFromLoader } from "../../site/meta";
import { AboutArticle } from "./AboutArticle";
import { aboutLoader } from "./part.server";

/** The chart: the CEO above five teams, as a nested list; fades in. */
export default function Organization({ loaderData: { part } }: Route.ComponentProps) {
  return (
    <AboutArticle className="fade-in" intro={part.intro}>
      <ul className="org-chart">
        <li>
          <span className="org-chart__head">{part.ceo}</span>
          <ul className="org-chart__teams">
            {part.teams.map((team) => (
              <li key={team.name} className="org-chart__team">
                <strong>{team.name}</strong>
                <span>{team.duties}</span>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </AboutArticle>
  );
}

export const loader = aboutLoader("organization", "about-organization");
export const meta = metaFromLoader;
