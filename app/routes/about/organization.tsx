import type { Route } from "./+types/organization";
import { about } from "../../content/about";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  return inLang(requestLang(request), {
    organization: about.organization,
    meta: pageMeta("about-organization", new URL(request.url)),
  });
}

/** The chart: the CEO above five teams, as a nested list; fades in. */
export default function Organization({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { organization } = loaderData;
  return (
    <article className="fade-in">
      <p className="lead">{pick(organization.intro, lang)}</p>
      <ul className="org-chart">
        <li>
          <span className="org-chart__head">{pick(organization.ceo, lang)}</span>
          <ul className="org-chart__teams">
            {organization.teams.map((team) => (
              <li key={pick(team.name, lang)} className="org-chart__team">
                <strong>{pick(team.name, lang)}</strong>
                <span>{pick(team.duties, lang)}</span>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </article>
  );
}
