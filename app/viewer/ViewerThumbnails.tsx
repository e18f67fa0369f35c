import { lazy, Suspense } from "react";
import { useBrokenImage } from "../chrome/broken-image";
import { UploadedPhoto } from "../components/UploadedPhoto";
import { useDialogOpener } from "../chrome/dialog-opener";
import type { ImageEntry } from "../content/schemas";
import type { PublicPhoto } from "../content/uploaded-photo";
import type { InLang } from "../i18n/localized";
import { useT } from "../i18n/use-lang";
import "./thumbnails.css";

// The viewer's code loads when a visitor first opens an image.
const ImageViewer = lazy(() => import("./ImageViewer"));

const keepBrokenImage = () => {};

/** A drawing, or an uploaded photo (then `src` is its widest WebP, for the viewer and no-JS). */
export type ViewerImage = InLang<ImageEntry> & { photo?: PublicPhoto };

/**
 * Thumbnails that open the full-screen viewer at the clicked image; when it closes, focus goes
 * back to that thumbnail. Without JavaScript each thumbnail links to its image file.
 */
export function ViewerThumbnails(props: {
  images: ViewerImage[];
  /** The viewer dialog's accessible name. */
  label: string;
  className: string;
  eagerFirst?: boolean;
  /** What to do with a thumbnail that fails to load (a stable, module-level function). */
  onBrokenImage?: (img: HTMLImageElement) => void;
  /** How wide the thumbnail at `index` is shown (a photo's `sizes`). */
  photoSizes?: (index: number) => string;
}) {
  const { images } = props;
  const t = useT();
  const viewer = useDialogOpener<number>();

  return (
    <>
      <ul className={`viewer-thumbs ${props.className}`}>
        {images.map((image, index) => (
          <li key={image.src + index}>
            <a
              href={image.src}
              onClick={(event) => {
                event.preventDefault();
                viewer.open(event.currentTarget, index);
              }}
            >
              <Thumbnail
                image={image}
                eager={props.eagerFirst === true && index === 0}
                sizes={props.photoSizes?.(index) ?? "100vw"}
                onBroken={props.onBrokenImage ?? keepBrokenImage}
              />
              <span className="sr-only"> ({t("viewer.enlarge")})</span>
            </a>
          </li>
        ))}
      </ul>
      {viewer.openFor !== null && (
        <Suspense fallback={null}>
          <ImageViewer
            images={images}
            startIndex={viewer.openFor}
            label={props.label}
            onClose={viewer.close}
          />
        </Suspense>
      )}
    </>
  );
}

function Thumbnail(props: {
  image: ViewerImage;
  eager: boolean;
  sizes: string;
  onBroken: (img: HTMLImageElement) => void;
}) {
  const { image } = props;
  const broken = useBrokenImage(props.onBroken);
  if (image.photo) {
    return (
      <UploadedPhoto
        {...broken}
        photo={image.photo}
        alt={image.alt}
        sizes={props.sizes}
        eager={props.eager}
      />
    );
  }
  return (
    <img
      {...broken}
      src={image.src}
      width={image.width}
      height={image.height}
      alt={image.alt}
      loading={props.eager ? "eager" : "lazy"}
      decoding="async"
    />
  );
}
