import { Hono } from "hono";
import { z } from "zod";
import { clientAddress } from "../platform/client-address";
import { closeAfterAnswer, declareDoor, formLimits, readBody } from "../platform/body";
import { pathForLog } from "./log-path";

/** One figure's JSON: a kilobyte, one level, six members. */
export const VITALS_DOOR = declareDoor({
  name: "vitals",
  sample: "/vitals",
  limits: formLimits({ types: ["json", "text"], bytes: 1024, json: { depth: 1, members: 6 } }),
});

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
export function vitalsRoutes(trustProxy = false) {
  const routes = new Hono();
  routes.post("/", async (c) => {
    // sendBeacon posts text/plain, so the body is parsed as JSON either way.
    const address = clientAddress(c, trustProxy);
    const read = await readBody(c.req.raw, VITALS_DOOR, address);
    await read.release();
    if (!read.ok) {
      // The rest of the body is never read: the connection closes once the answer is sent.
      if (read.unread) {
        closeAfterAnswer(c);
        c.header("Connection", "close");
      }
      if (read.status === 413) return c.text("Payload Too Large", 413);
      if (read.status === 415) return c.text("Unsupported Media Type", 415);
      return c.text("Bad Request: the body is not JSON", read.status);
    }
    const metric = metricSchema.safeParse(read.posted.json);
    if (!metric.success) return c.text("Bad Request: not a web-vitals figure", 400);
    const { name, value, rating, page, navigationType } = metric.data;
    // The page's path as the request log writes it: a unit's token opens its page and papers.
    console.log(`vitals ${name}=${value} ${rating} ${navigationType} ${pathForLog(page)}`);
    return c.body(null, 204);
  });
  return routes;
}
