import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import { pathForLog } from "./request-log";

/** One web-vitals figure as app/site/web-vitals.ts sends it. */
const metricSchema = z.strictObject({
  name: z.enum(["CLS", "FCP", "INP", "LCP", "TTFB"]),
  value: z.number().finite().min(0),
  rating: z.enum(["good", "needs-improvement", "poor"]),
  id: z.string().regex(/^[\w.-]{1,100}$/),
  navigationType: z.string().regex(/^[a-z-]{1,30}$/),
  // A path only, printable characters: nothing can forge a second log line.
  page: z.string().regex(/^\/[\x21-\x7e]{0,499}$/),
});

/**
 * `POST /vitals`: the default destination of the web-vitals report. Each figure
 * is checked and logged as one line; the answer is 204 with no body.
 */
export function vitalsRoutes() {
  const routes = new Hono();
  routes.post(
    "/",
    bodyLimit({ maxSize: 1024, onError: (c) => c.text("Payload Too Large", 413) }),
    async (c) => {
      let json: unknown;
      try {
        // sendBeacon posts text/plain, so the body is parsed whatever its declared type.
        json = JSON.parse(await c.req.text());
      } catch {
        return c.text("Bad Request: the body is not JSON", 400);
      }
      const metric = metricSchema.safeParse(json);
      if (!metric.success) return c.text("Bad Request: not a web-vitals figure", 400);
      const { name, value, rating, page, navigationType } = metric.data;
      // The page's path as the request log writes it: a unit's token opens its page and papers.
      console.log(`vitals ${name}=${value} ${rating} ${navigationType} ${pathForLog(page)}`);
      return c.body(null, 204);
    },
  );
  return routes;
}
