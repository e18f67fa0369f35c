import type { ImageEntry } from "../../content/schemas";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";

/** An image with its intrinsic size (no layout shift) and its caption, if any. */
export function Figure({ image, lang }: { image: ImageEntry; lang: Lang }) {
  return (
    <figure className="figure">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={pick(image.alt, lang)}
        loading="lazy"
        decoding="async"
      />
      {image.caption && <figcaption>{pick(image.caption, lang)}</figcaption>}
    </figure>
  );
}
