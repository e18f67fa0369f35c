/**
 * The web-vitals report, lazily: the library is fetched only once the page has loaded and the
 * browser is idle, so it never competes with the page; VITALS_ENDPOINT at build time says where
 * it goes (empty: nowhere). Plain script, started by app/islands/boot.ts on a content page and
 * by app/entry.client.tsx under the app.
 */
export function reportVitals(): void {
  const endpoint = __VITALS_ENDPOINT__;
  if (!endpoint) return;
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
  const start = () =>
    whenIdle(() => {
      import("./web-vitals").then(
        (module) => module.reportWebVitals(endpoint),
        () => undefined, // A report that cannot load is simply not sent.
      );
    });
  if (document.readyState === "complete") start();
  else addEventListener("load", start, { once: true });
}
