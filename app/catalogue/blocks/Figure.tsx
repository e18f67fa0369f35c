import type { InLang } from "../../i18n/localized";
import { Picture } from "../../viewer/Picture";
import type { ShownImage } from "../../viewer/shown-image";

/**
 * An image with its intrinsic size (no layout shift) and its caption, if any: the repository's
 * drawing, or a photo staff uploaded for a technical page (its copies in a srcset).
 */
export function Figure({ image }: { image: InLang<ShownImage> }) {
  return (
    <figure className="figure">
      <Picture image={image} sizes="(min-width: 64rem) 40rem, 100vw" />
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
