/**
 * The site's clock for what public pages state by the day (the privacy policy in force, later
 * the certificates valid): the real time, unless a test's in-process site set its own clock on
 * globalThis (one slot, because the built server and the test are separate module copies).
 */
const CLOCK = Symbol.for("hanbit-flow.site-clock");

export function siteNow(): number {
  const clock = Reflect.get(globalThis, CLOCK) as (() => number) | undefined;
  return clock ? clock() : Date.now();
}

/** Sets the site's clock (tests); `undefined` puts back the real one. */
export function setSiteClock(clock: (() => number) | undefined): void {
  Reflect.set(globalThis, CLOCK, clock);
}

const SEOUL_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: "Asia/Seoul",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The day in Seoul ("2026-11-26") at `at`, by default now on the site's clock. */
export function seoulToday(at: number = siteNow()): string {
  return SEOUL_DAY.format(at);
}
