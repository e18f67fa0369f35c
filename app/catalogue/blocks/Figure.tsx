import type { ImageEntry } from "../../content/schemas";
import type { InLang } from "../../i18n/localized";

/** An image with its intrinsic size (no layout shift) and its caption, if any. */
export function Figure({ image }: { image: InLang<ImageEntry> }) {
  return (
    <figure className="figure">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        loading="lazy"
        decoding="async"
      />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
