import type { Route } from "./+types/company";
import { liveAbout } from "../../content/about.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { highlight } from "./highlight";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...inLang(requestLang(request), { history: liveAbout().history }),
    meta: pageMeta("about-company", new URL(request.url)),
  };
}

/** The company timeline with its keywords highlighted. */
export default function CompanyHistory({ loaderData }: Route.ComponentProps) {
  const { history } = loaderData;
  return (
    <article>
      <p className="lead">{history.intro}</p>
      <ol className="timeline">
        {history.events.map((event) => (
          <li key={event.date + event.event} className="timeline__event">
            <time className="timeline__date" dateTime={event.date.replace(".", "-")}>
              {event.date}
            </time>
            <p className="timeline__text">
              {highlight(event.event, history.keywords).map((segment, index) =>
                segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
              )}
            </p>
          </li>
        ))}
      </ol>
    </article>
  );
}
