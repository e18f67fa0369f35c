import { describe, expect, it } from "vitest";
import { pathForLog } from "../../server/http/log-path";

/**
 * The path every log line names (server/http/log-path.ts): read as a router reads it, then
 * each token hidden, so no spelling writes one down (issue 71, item 6).
 */
const T = "Kd8sW2pQ5xZ7mLcR";

describe("a path for the log", () => {
  it.each([
    [`/u/${T}`, "/u/-"],
    [`//u/${T}`, "/u/-"],
    [`/u//${T}`, "/u/-"],
    [`/en//u/${T}`, "/en/u/-"],
    [`/%75/${T}`, "/u/-"],
    [`/%2575/${T}`, "/u/-"],
    [`/U/${T}`, "/U/-"],
    [`/En/u/${T}`, "/En/u/-"],
    [`/u/${T}/`, "/u/-/"],
    [`/u/${T}?x`, "/u/-"],
    [`/u%2F${T}`, "/u/-"],
    [`/u\\${T}`, "/u/-"],
    [`/en/u/${T}/service`, "/en/u/-/service"],
    [`/u/${T}.data`, "/u/-"],
    [
      `/en/quotation/1.Nq4kT8vWz2LpR6mY0cX3bHdF.q7ZxR2mN8vLk4pT0wYc6HbJd3sFgAe9u`,
      "/en/quotation/-",
    ],
    [`/admin/join/${T}${T}`, "/admin/join/-"],
    // A route not named above, which carries a token: the token's look gives it away.
    [`/plant/${T}`, "/plant/-"],
    [`/assets/../plant/${T}.data`, "/assets/../plant/-.data"],
  ])("writes %j as %j", (path, logged) => {
    expect(pathForLog(path)).toBe(logged);
    expect(pathForLog(path)).not.toContain(T);
  });

  it("writes a path with no token as it was sent, without its query", () => {
    for (const path of [
      "/en/products",
      "/products/pneumatic/quarter-turn-480/AP5",
      "/%61dmin",
      "//products",
      "/u",
      "/user-guide",
      // A build file's name looks random and opens nothing.
      "/assets/CertificateCards-BWohbOFq.js",
    ]) {
      expect(pathForLog(path)).toBe(path);
    }
    expect(pathForLog("/en/products?email=a@example.com")).toBe("/en/products");
  });
});
