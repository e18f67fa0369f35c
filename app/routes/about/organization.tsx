import type { Route } from "./+types/organization";
import { liveAbout } from "../../content/about.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...inLang(requestLang(request), { organization: liveAbout().organization }),
    meta: pageMeta("about-organization", new URL(request.url)),
  };
}

/** The chart: the CEO above five teams, as a nested list; fades in. */
export default function Organization({ loaderData }: Route.ComponentProps) {
  const { organization } = loaderData;
  return (
    <article className="fade-in">
      <p className="lead">{organization.intro}</p>
      <ul className="org-chart">
        <li>
          <span className="org-chart__head">{organization.ceo}</span>
          <ul className="org-chart__teams">
            {organization.teams.map((team) => (
              <li key={team.name} className="org-chart__team">
                <strong>{team.name}</strong>
                <span>{team.duties}</span>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </article>
  );
}
