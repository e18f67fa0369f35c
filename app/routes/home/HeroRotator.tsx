import { useT } from "../../i18n/use-lang";

/**
 * The rotating hero sentence, as the server renders it: the first sentence on show, a pause
 * button. A few lines of plain script turn it (app/islands/hero.ts): a new sentence every
 * 4000 ms after a 400 ms fade; still for visitors who prefer reduced motion, and the pause
 * button stops it for anyone (WCAG 2.2.2: moving content can be paused).
 */
export function HeroRotator({ sentences }: { sentences: string[] }) {
  const t = useT();
  // All three sentences share one grid cell, so the hero is as tall as the longest one and
  // nothing below it moves when they change. Only the current one is visible and announced.
  return (
    <div className="hero__rotator">
      <p className="hero__sentences">
        {sentences.map((sentence, i) => (
          <span
            key={sentence}
            className="hero__sentence"
            data-current={i === 0 || undefined}
            aria-hidden={i === 0 ? undefined : true}
          >
            {sentence}
          </span>
        ))}
      </p>
      <button
        type="button"
        className="hero__pause"
        data-pause={t("home.pause")}
        data-play={t("home.play")}
      >
        {t("home.pause")}
      </button>
    </div>
  );
}
