import { lazy, Suspense } from "react";
import { useBrokenImage } from "../ui/broken-image";
import { useDialogOpener } from "../ui/dialog-opener";
import { useT } from "../i18n/use-lang";
import { Picture } from "./Picture";
import { photoUrl, type ShownImage } from "./shown-image";
import "./thumbnails.css";

/** The largest copy, where a thumbnail links without JavaScript. */
const largestUrl = (image: ShownImage<unknown>): string =>
  image.photo ? photoUrl(image.photo, image.photo.widths.at(-1)!, "webp") : image.src;

// The viewer's code loads when a visitor first opens an image.
const ImageViewer = lazy(() => import("./ImageViewer"));

const keepBrokenImage = () => {};

/**
 * Thumbnails that open the full-screen viewer at the clicked image; when it closes, focus goes
 * back to that thumbnail. Without JavaScript each thumbnail links to its image file.
 */
export function ViewerThumbnails(props: {
  images: ShownImage<string>[];
  /** The viewer dialog's accessible name. */
  label: string;
  className: string;
  /** How wide a thumbnail is drawn, for photos' `srcset`. */
  sizes?: string;
  eagerFirst?: boolean;
  /** What to do with a thumbnail that fails to load (a stable, module-level function). */
  onBrokenImage?: (img: HTMLImageElement) => void;
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
              href={largestUrl(image)}
              onClick={(event) => {
                event.preventDefault();
                viewer.open(event.currentTarget, index);
              }}
            >
              <Thumbnail
                image={image}
                sizes={props.sizes ?? "12rem"}
                eager={props.eagerFirst === true && index === 0}
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
  image: ShownImage<string>;
  sizes: string;
  eager: boolean;
  onBroken: (img: HTMLImageElement) => void;
}) {
  const { image } = props;
  const broken = useBrokenImage(props.onBroken);
  return <Picture {...broken} image={image} sizes={props.sizes} eager={props.eager} />;
}
