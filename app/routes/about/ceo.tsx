import type { Route } from "./+types/ceo";
import { about } from "../../content/about";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about", location);
}

export function loader() {
  return { message: about.ceoMessage };
}

/** The CEO (president) message, with its image per language (SPEC section 2). */
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
