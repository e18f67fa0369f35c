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
    [`/desk/${T}`, "/desk/-"],
    [`/assets/../desk/${T}.data`, "/assets/../desk/-.data"],
    // A plant's desk and its files and request (decision 046), in every spelling.
    [`/plant/${T}`, "/plant/-"],
    [`/en/plant/${T}`, "/en/plant/-"],
    [`//plant/${T}`, "/plant/-"],
    [`/en//plant//${T}`, "/en/plant/-"],
    [`/%70lant/${T}`, "/plant/-"],
    [`/%2570lant/${T}`, "/plant/-"],
    [`/PLANT/${T}`, "/PLANT/-"],
    [`/plant/${T}/plan.xlsx`, "/plant/-/plan.xlsx"],
    [`/en/plant/${T}/sheet.pdf`, "/en/plant/-/sheet.pdf"],
    [`/plant/${T}/calendar.ics?x=1`, "/plant/-/calendar.ics"],
    [`/en/plant/${T}/request`, "/en/plant/-/request"],
    [`/plant/${T}.data`, "/plant/-"],
    [`/assets/../plant/${T}.data`, "/assets/../plant/-"],
    // A token of small letters and digits only (1 in 2^16 or so) is hidden by its place.
    ["/plant/abcdefgh12345678", "/plant/-"],
    ["/plant/abcdefgh12345678/plan.xlsx", "/plant/-/plan.xlsx"],
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
