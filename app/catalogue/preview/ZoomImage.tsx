import { type KeyboardEvent, type PointerEvent, useRef, useState } from "react";
import { useT } from "../../i18n/use-lang";
import { Picture } from "../../viewer/Picture";
import type { ShownImage } from "../../viewer/shown-image";

/** Zoom scale 2, pan factor 0.5. */
const SCALE = 2;
const PAN_FACTOR = 0.5;
/** Pointer travel (px) beyond which a press is a drag, not a click that unzooms. */
const DRAG_THRESHOLD = 4;
/** How far one arrow key press moves a zoomed drawing (px). */
const KEY_STEP = 40;

interface Point {
  x: number;
  y: number;
}

interface Zoom {
  /** The click point in the drawing's own (unscaled) box: the transform origin. */
  origin: Point;
  pan: Point;
  /** The drawing's unscaled size, for keeping the zoomed drawing over its frame. */
  size: { width: number; height: number };
}

interface Drag {
  pointerId: number;
  start: Point;
  from: Point;
  moved: boolean;
}

/**
 * Keeps the zoomed drawing covering its frame: its scaled left edge (pan - origin) stays at or
 * left of the frame's, its right edge (pan - origin + 2 width) at or right of it.
 */
function clampPan(zoom: Zoom, pan: Point): Point {
  const clamp = (value: number, origin: number, size: number) =>
    Math.min(origin * (SCALE - 1), Math.max(origin * (SCALE - 1) - size * (SCALE - 1), value));
  return {
    x: clamp(pan.x, zoom.origin.x, zoom.size.width),
    y: clamp(pan.y, zoom.origin.y, zoom.size.height),
  };
}

const ARROWS: Record<string, Point> = {
  ArrowLeft: { x: 1, y: 0 },
  ArrowRight: { x: -1, y: 0 },
  ArrowUp: { x: 0, y: 1 },
  ArrowDown: { x: 0, y: -1 },
};

/**
 * A detail drawing of the preview modal: a click zooms it to scale 2 at
 * the click point, another click unzooms; a zoomed drawing follows a drag at half the pointer's
 * travel. It is a toggle button, so Enter or Space zoom at the centre and arrow keys pan.
 */
export function ZoomImage({ image }: { image: ShownImage<string> }) {
  const t = useT();
  const [zoom, setZoom] = useState<Zoom | null>(null);
  const drag = useRef<Drag | null>(null);
  const [dragging, setDragging] = useState(false);
  // Set when a drag ends, so the click that follows it does not unzoom.
  const swallowClick = useRef(false);
  const imageRef = useRef<HTMLImageElement>(null);

  const toggle = (event: { clientX: number; clientY: number; detail: number }) => {
    // A keyboard "click" (detail 0) is never the end of a drag.
    if (swallowClick.current && event.detail !== 0) {
      swallowClick.current = false;
      return;
    }
    if (zoom) {
      setZoom(null);
      return;
    }
    const box = imageRef.current!.getBoundingClientRect();
    // A keyboard "click" has no position (detail 0): zoom at the centre.
    const origin =
      event.detail === 0
        ? { x: box.width / 2, y: box.height / 2 }
        : { x: event.clientX - box.left, y: event.clientY - box.top };
    setZoom({ origin, pan: { x: 0, y: 0 }, size: { width: box.width, height: box.height } });
  };

  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    swallowClick.current = false;
    if (!zoom || event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = {
      pointerId: event.pointerId,
      start: { x: event.clientX, y: event.clientY },
      from: zoom.pan,
      moved: false,
    };
  };

  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const current = drag.current;
    if (!zoom || current?.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.start.x;
    const dy = event.clientY - current.start.y;
    if (!current.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!current.moved) {
      current.moved = true;
      setDragging(true);
    }
    const pan = { x: current.from.x + dx * PAN_FACTOR, y: current.from.y + dy * PAN_FACTOR };
    setZoom({ ...zoom, pan: clampPan(zoom, pan) });
  };

  const endDrag = (event: PointerEvent<HTMLButtonElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    swallowClick.current = drag.current.moved;
    drag.current = null;
    setDragging(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = ARROWS[event.key];
    if (!zoom || !step) return;
    // The arrows scroll the zoomed drawing; they must not also move the dialog's content.
    event.preventDefault();
    const pan = { x: zoom.pan.x + step.x * KEY_STEP, y: zoom.pan.y + step.y * KEY_STEP };
    setZoom({ ...zoom, pan: clampPan(zoom, pan) });
  };

  const alt = image.alt;
  const zoomed = zoom
    ? {
        transformOrigin: `${zoom.origin.x}px ${zoom.origin.y}px`,
        transform: `translate(${zoom.pan.x}px, ${zoom.pan.y}px) scale(${SCALE})`,
      }
    : undefined;
  return (
    <figure className="zoom-image">
      <button
        type="button"
        className={`zoom-image__frame${zoom ? " is-zoomed" : ""}${dragging ? " is-dragging" : ""}`}
        aria-pressed={zoom !== null}
        aria-label={t("preview.zoom", { alt })}
        onClick={toggle}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={endDrag}
        onPointerCancel={endDrag}
        onKeyDown={onKeyDown}
      >
        {/* Zoomed to twice the column (at most 520 px): a photo's copy is picked for that. */}
        <Picture
          ref={imageRef}
          data-broken="placeholder"
          image={image}
          sizes="(min-width: 768px) 1040px, 200vw"
          eager
          draggable={false}
          style={zoomed}
        />
      </button>
      {image.caption && <figcaption>{image.caption}</figcaption>}
    </figure>
  );
}
