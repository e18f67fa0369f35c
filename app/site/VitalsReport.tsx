import { useEffect } from "react";

/**
 * A lazily loaded web-vitals report. The library is fetched only once the page
 * has loaded and the browser is idle, so it never competes with the page; VITALS_ENDPOINT at
 * build time says where it goes (empty: nowhere).
 */
export function VitalsReport() {
  useEffect(() => {
    const endpoint = __VITALS_ENDPOINT__;
    if (!endpoint) return;
    const start = () => {
      const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 200));
      whenIdle(() => {
        import("./web-vitals").then(
          (module) => module.reportWebVitals(endpoint),
          () => undefined, // A report that cannot load is simply not sent.
        );
      });
    };
    if (document.readyState === "complete") start();
    else window.addEventListener("load", start, { once: true });
  }, []);
  return null;
}
