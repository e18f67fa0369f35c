import { afterEach, describe, expect, it, vi } from "vitest";
import { vitalsRoutes } from "../../server/http/vitals";

/**
 * The web-vitals report writes one line per figure, naming the page's path: the tokens that
 * open a unit's page, a quotation or an invitation are written as the request log writes them
 * (server/http/log-path.ts), never as sent (issue 63, item 4).
 */
const UNIT_TOKEN = "Kd8sW2pQ5xZ7mLcR";
const QUOTATION = "1.Nq4kT8vWz2LpR6mY0cX3bHdF";

afterEach(() => {
  vi.restoreAllMocks();
});

async function logged(page: string): Promise<string> {
  const lines: string[] = [];
  vi.spyOn(console, "log").mockImplementation((line: unknown) => void lines.push(String(line)));
  const figure = {
    name: "LCP",
    value: 812.5,
    rating: "good",
    id: "v5-1700000000000-123",
    navigationType: "navigate",
    page,
  };
  const answer = await vitalsRoutes().request("/", {
    method: "POST",
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify(figure),
  });
  expect(answer.status).toBe(204);
  expect(lines).toHaveLength(1);
  return lines[0]!;
}

describe("the web-vitals report's log line", () => {
  it("names a unit's page without its token, in both languages and under its papers", async () => {
    expect(await logged(`/u/${UNIT_TOKEN}`)).toBe("vitals LCP=812.5 good navigate /u/-");
    expect(await logged(`/en/u/${UNIT_TOKEN}/service`)).toBe(
      "vitals LCP=812.5 good navigate /en/u/-/service",
    );
    expect(await logged(`/u/${UNIT_TOKEN}/papers/3`)).not.toContain(UNIT_TOKEN);
  });

  it("names a quotation's and an invitation's page without their keys", async () => {
    expect(await logged(`/en/quotation/${QUOTATION}`)).toBe(
      "vitals LCP=812.5 good navigate /en/quotation/-",
    );
    expect(await logged(`/admin/join/${UNIT_TOKEN}`)).toBe(
      "vitals LCP=812.5 good navigate /admin/join/-",
    );
  });

  it("names any other page as sent", async () => {
    expect(await logged("/en/products")).toBe("vitals LCP=812.5 good navigate /en/products");
    // "/u" alone or a longer word is no unit's page.
    expect(await logged("/user-guide")).toBe("vitals LCP=812.5 good navigate /user-guide");
  });
});
