import type { Route } from "./+types/business";
import { liveAbout } from "../../content/about.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...inLang(requestLang(request), { business: liveAbout().business }),
    meta: pageMeta("about-business", new URL(request.url)),
  };
}

/** Business areas, each a title and description lines. */
export default function Business({ loaderData }: Route.ComponentProps) {
  const { business } = loaderData;
  return (
    <article>
      <p className="lead">{business.intro}</p>
      <ul className="business-areas">
        {business.areas.map((area) => (
          <li key={area.title} className="business-areas__item">
            <h2>{area.title}</h2>
            <ul className="feature-list">
              {area.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </article>
  );
}
