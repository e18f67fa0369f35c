import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

/**
 * Sends each Core Web Vitals figure to `endpoint` as it becomes final. Loaded on demand after the
 * page is idle (see VitalsReport): never part of a page's initial JavaScript.
 */
export function reportWebVitals(endpoint: string) {
  const send = (metric: Metric) => {
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      navigationType: metric.navigationType,
      // The body limit of the collector is small; a path longer than this is cut, not lost.
      page: location.pathname.slice(0, 300),
    });
    // A string body is sent as text/plain, which needs no CORS preflight for another origin.
    if (!navigator.sendBeacon?.(endpoint, body)) {
      fetch(endpoint, { method: "POST", body, keepalive: true }).catch(() => undefined);
    }
  };
  onCLS(send);
  onFCP(send);
  onINP(send);
  onLCP(send);
  onTTFB(send);
}
