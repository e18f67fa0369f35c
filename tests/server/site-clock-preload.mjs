// Loaded with `--import` into a served build (tests/server/serve-built.ts, `siteClockAt`): puts
// the site's clock (app/lib/site-clock.ts) at a moment, running on from there, so a spawned
// server states by the day what a test needs (issue 79: a form opens with its privacy policy).
const at = Date.parse(process.env.TEST_SITE_CLOCK_AT ?? "");
if (Number.isFinite(at)) {
  const offset = at - Date.now();
  Reflect.set(globalThis, Symbol.for("hanbit-flow.site-clock"), () => Date.now() + offset);
}
