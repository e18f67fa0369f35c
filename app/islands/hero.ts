/** A new sentence every 4000 ms, after a 400 ms fade-out. */
export const HERO_INTERVAL_MS = 4000;
export const HERO_FADE_MS = 400;

/**
 * Turns the home page's hero sentences (app/routes/home/HeroRotator.tsx renders them): plain
 * script, no framework. Still for visitors who prefer reduced motion (the pause button goes);
 * the button stops and restarts it for anyone.
 */
export function startHero(rotator: HTMLElement): void {
  const spans = [...rotator.querySelectorAll<HTMLElement>(".hero__sentence")];
  const button = rotator.querySelector<HTMLButtonElement>(".hero__pause");
  const motion = matchMedia("(prefers-reduced-motion: reduce)");
  let index = Math.max(
    0,
    spans.findIndex((span) => span.hasAttribute("data-current")),
  );
  let paused = false;
  let timer: ReturnType<typeof setInterval> | undefined;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;

  const show = (next: number) => {
    // The attributes' values as React writes them in the server's HTML.
    spans.forEach((span, i) => {
      if (i === next) span.setAttribute("data-current", "true");
      else span.removeAttribute("data-current");
      span.removeAttribute("data-fading");
      if (i === next) span.removeAttribute("aria-hidden");
      else span.setAttribute("aria-hidden", "true");
    });
    index = next;
  };
  const stop = () => {
    clearInterval(timer);
    clearTimeout(fadeTimer);
    timer = undefined;
    spans[index]?.removeAttribute("data-fading");
  };
  const run = () => {
    stop();
    if (paused || motion.matches || spans.length < 2) return;
    timer = setInterval(() => {
      spans[index]!.setAttribute("data-fading", "true");
      fadeTimer = setTimeout(() => show((index + 1) % spans.length), HERO_FADE_MS);
    }, HERO_INTERVAL_MS);
  };
  const showButton = () => {
    if (!button) return;
    if (motion.matches) button.remove();
    else button.textContent = (paused ? button.dataset.play : button.dataset.pause) ?? "";
  };

  button?.addEventListener("click", () => {
    paused = !paused;
    showButton();
    run();
  });
  motion.addEventListener("change", () => {
    showButton();
    run();
  });
  showButton();
  run();
  rotator.dataset.ready = "";
}
