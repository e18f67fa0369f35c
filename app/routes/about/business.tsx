import type { Route } from "./+types/business";
import { metaFromLoader } from "../../site/meta";
import { TextList } from "../../ui/lists";
import { AboutArticle } from "./AboutArticle";
import { aboutLoader } from "./part.server";

/** Business areas, each a title and description lines. */
export default function Business({ loaderData: { part } }: Route.ComponentProps) {
  return (
    <AboutArticle intro={part.intro}>
      <ul className="business-areas">
        {part.areas.map((area) => (
          <li key={area.title} className="business-areas__item">
            <h2>{area.title}</h2>
            <TextList items={area.lines} className="feature-list" />
          </li>
        ))}
      </ul>
    </AboutArticle>
  );
}

export const loader = aboutLoader("business", "about-business");
export const meta = metaFromLoader;
