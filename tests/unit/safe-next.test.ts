import { describe, expect, it } from "vitest";
import { safeNext } from "../../app/admin/guard.server";

/** Where a sign-in goes next (issue 34's scan): only same-site paths under /admin. */
describe("safeNext", () => {
  it.each([
    "/admin",
    "/en/admin",
    "/admin/inquiries/HF-20261123-000001?status=new&page=2",
    "/en/admin/audit?from=2026-11-01",
    "/admin/%0A",
  ])("keeps %j", (next) => {
    expect(safeNext(next, "/fallback")).toBe(next);
  });

  it.each([
    "/admin/\n//evil.example",
    "/admin/\r\nSet-Cookie: x=1",
    "/admin/%0A//evil.example",
    "/admin\\..\\evil",
    "/admin/\\\\evil.example",
    "//evil.example/admin",
    "/admin/../contact",
    "/admin/%2e%2e/contact",
    "/admin/한글",
    "/admin/ space",
    "/administrator",
    "/ADMIN",
    "https://evil.example/admin",
    `/admin/${"x".repeat(2000)}`,
    "",
    null,
  ])("refuses %j", (next) => {
    expect(safeNext(next, "/fallback")).toBe("/fallback");
  });
});
