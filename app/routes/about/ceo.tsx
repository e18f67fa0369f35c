import type { Route } from "./+types/ceo";
import { liveAbout } from "../../content/about.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { aboutImage } from "./image.server";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  const { message } = inLang(requestLang(request), { message: liveAbout().ceoMessage });
  return {
    // Two fifths of the content column (about 23rem) from 64em, else at most 20rem.
    message: { ...message, image: aboutImage(message.image, "(min-width: 64em) 24rem, 20rem") },
    meta: pageMeta("about", new URL(request.url)),
  };
}

/** The CEO message, with its image per language. */
export default function CeoMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <article className="ceo-message">
      {/* A drawing, or an uploaded photo with its srcset: the loader gives the attributes. */}
      <img className="ceo-message__image" {...message.image} />
      <div className="prose">
        <h2>{message.title}</h2>
        {message.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="ceo-message__signature">{message.signature}</p>
      </div>
    </article>
  );
}
