import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BUILD } from "./built-site";
import { serveBuilt } from "./serve-built";

/** Every retention period a page states, Korean and English. */
const periods = (text: string) =>
  [...text.matchAll(/접수일부터 (\d+)일|(\d+) days from/g)].map((match) => match[1] ?? match[2]);

/**
 * INQUIRY_RETENTION_DAYS is read at start (docs/decisions/016-start-time-settings.md): a server
 * started with 400 on a build made with the default 365 serves, and every page that states the
 * period states 400 days, in both languages, in its HTML and in the route data that client
 * navigation fetches.
 */
describe("INQUIRY_RETENTION_DAYS=400 on a build made with 365", () => {
  let site: Awaited<ReturnType<typeof serveBuilt>>;
  beforeAll(async () => {
    site = await serveBuilt({ INQUIRY_RETENTION_DAYS: "400" });
  });
  afterAll(() => site?.stop());

  it("was built with 365", () => {
    const built = readFileSync(join(BUILD, "client/privacy/index.html"), "utf8");
    expect(new Set(periods(built))).toEqual(new Set(["365"]));
  });

  it("starts and serves", async () => {
    expect((await fetch(`${site.origin}/healthz`)).status).toBe(200);
  });

  it.each(["/privacy", "/en/privacy", "/contact", "/en/contact", "/support", "/en/support"])(
    "%s says 400 days",
    async (path) => {
      const response = await fetch(site.origin + path);
      expect(response.status).toBe(200);
      const stated = periods(await response.text());
      expect(stated.length).toBeGreaterThan(0);
      expect(new Set(stated)).toEqual(new Set(["400"]));
    },
  );

  it.each(["/privacy.data", "/en/contact.data"])("%s (route data) says 400 days", async (path) => {
    const response = await fetch(site.origin + path);
    expect(response.status).toBe(200);
    const stated = periods(await response.text());
    expect(stated.length).toBeGreaterThan(0);
    expect(new Set(stated)).toEqual(new Set(["400"]));
  });
});
