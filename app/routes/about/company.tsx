import type { Route } from "./+types/company";
import { monthText } from "../../i18n/day-text";
import { useLang } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { AboutArticle } from "./AboutArticle";
import { highlight } from "./highlight";
import { aboutLoader } from "./part.server";

/** The company timeline with its keywords highlighted. */
export default function CompanyHistory({ loaderData: { part } }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <AboutArticle intro={part.intro}>
      <ol className="timeline">
        {part.events.map((event) => (
          <li key={event.date + event.event} className="timeline__event">
            <time className="timeline__date" dateTime={event.date.replace(".", "-")}>
              {monthText(event.date, lang)}
            </time>
            <p className="timeline__text">
              {highlight(event.event, part.keywords).map((segment, index) =>
                segment.marked ? <mark key={index}>{segment.text}</mark> : segment.text,
              )}
            </p>
          </li>
        ))}
      </ol>
    </AboutArticle>
  );
}

export const loader = aboutLoader("history", "about-company");
export const meta = metaFromLoader;
