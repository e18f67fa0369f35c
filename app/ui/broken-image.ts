import { useEffect, useRef } from "react";

/**
 * Handles an image that fails to load, also one that failed before hydration, when React's
 * onError was not listening yet. `onFail` should be a stable (module-level) function.
 */
export function useBrokenImage(onFail: (img: HTMLImageElement) => void) {
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) onFail(img);
  }, [onFail]);
  return {
    ref,
    onError: (event: { currentTarget: HTMLImageElement }) => onFail(event.currentTarget),
  };
}

const PLACEHOLDER = "/images/products/placeholder.svg";

/** A modal or detail image that fails to load falls back to the placeholder. */
export function showPlaceholder(img: HTMLImageElement) {
  if (!img.src.endsWith(PLACEHOLDER)) img.src = PLACEHOLDER;
}
