import type { Route } from "./+types/ceo";
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
    message: about.ceoMessage,
    meta: pageMeta("about", new URL(request.url)),
  });
}

/** The CEO (president) message, with its image per language. */
export default function CeoMessage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { message } = loaderData;
  const image = message.image[lang];
  return (
    <article className="ceo-message">
      <img
        className="ceo-message__image"
        src={image.src}
        width={image.width}
        height={image.height}
        alt={pick(image.alt, lang)}
      />
      <div className="prose">
        <h2>{pick(message.title, lang)}</h2>
        {message.paragraphs[lang].map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="ceo-message__signature">{pick(message.signature, lang)}</p>
      </div>
    </article>
  );
}
