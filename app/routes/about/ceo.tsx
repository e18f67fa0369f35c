import type { Route } from "./+types/ceo";
import { liveAbout } from "../../content/about.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  return {
    ...inLang(requestLang(request), { message: liveAbout().ceoMessage }),
    meta: pageMeta("about", new URL(request.url)),
  };
}

/** The CEO (president) message, with its image per language. */
export default function CeoMessage({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  const { image } = message;
  return (
    <article className="ceo-message">
      <img
        className="ceo-message__image"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
      />
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
