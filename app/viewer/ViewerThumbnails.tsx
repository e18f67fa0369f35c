import { lazy, Suspense } from "react";
import type { BrokenImage } from "../ui/broken-image";
import { useDialogOpener } from "../ui/dialog-opener";
import type { MessageKey } from "../i18n/messages";
import { useT } from "../i18n/use-lang";
import { Picture } from "./Picture";
import { photoUrl, type ShownImage } from "./shown-image";
import "./thumbnails.css";

/** What the thumbnails and the viewer they open say (app/ui/Island.tsx). */
export const VIEWER_WORDS = [
  "viewer.enlarge",
  "viewer.close",
  "viewer.next",
  "viewer.previous",
] as const satisfies readonly MessageKey[];

/** The largest copy, where a thumbnail links without JavaScript. */
const largestUrl = (image: ShownImage<unknown>): string =>
  image.photo ? photoUrl(image.photo, image.photo.widths.at(-1)!, "webp") : image.src;

// The viewer's code loads when a visitor first opens an image.
const ImageViewer = lazy(() => import("./ImageViewer"));

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
  /** What a thumbnail that fails to load does; by default it stays as the browser shows it. */
  brokenImage?: BrokenImage;
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
                broken={props.brokenImage}
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
  broken: BrokenImage | undefined;
}) {
  const { image } = props;
  return (
    <Picture data-broken={props.broken} image={image} sizes={props.sizes} eager={props.eager} />
  );
}
