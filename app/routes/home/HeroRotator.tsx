import { useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "../../i18n/use-lang";

/** A new sentence every 4000 ms, after a 400 ms fade-out. */
export const HERO_INTERVAL_MS = 4000;
export const HERO_FADE_MS = 400;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const query = window.matchMedia(REDUCED_MOTION);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * The rotating hero sentence. It stays still for visitors who prefer reduced motion, and a
 * pause button stops it for anyone (WCAG 2.2.2: moving content can be paused).
 */
export function HeroRotator({ sentences }: { sentences: string[] }) {
  const t = useT();
  const reducedMotion = usePrefersReducedMotion();
  const [index, setIndex] = useState(0);
  const [fading, setFading] = useState(false);
  const [paused, setPaused] = useState(false);
  const still = reducedMotion || paused;

  useEffect(() => {
    if (still) return;
    let fadeTimer: ReturnType<typeof setTimeout> | undefined;
    const timer = setInterval(() => {
      setFading(true);
      fadeTimer = setTimeout(() => {
        setIndex((current) => (current + 1) % sentences.length);
        setFading(false);
      }, HERO_FADE_MS);
    }, HERO_INTERVAL_MS);
    return () => {
      clearInterval(timer);
      clearTimeout(fadeTimer);
    };
  }, [still, sentences.length]);

  // All three sentences share one grid cell, so the hero is as tall as the longest one and
  // nothing below it moves when they change. Only the current one is visible and announced.
  return (
    <div className="hero__rotator">
      <p className="hero__sentences">
        {sentences.map((sentence, i) => (
          <span
            key={sentence}
            className="hero__sentence"
            data-current={i === index || undefined}
            data-fading={(i === index && fading && !still) || undefined}
            aria-hidden={i === index ? undefined : true}
          >
            {sentence}
          </span>
        ))}
      </p>
      {!reducedMotion && (
        <button type="button" className="hero__pause" onClick={() => setPaused((value) => !value)}>
          {t(paused ? "home.play" : "home.pause")}
        </button>
      )}
    </div>
  );
}
