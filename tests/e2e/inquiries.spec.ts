import { execFileSync } from "node:child_process";
import { expect, test } from "@playwright/test";
import { E2E_INQUIRY_DB } from "../../playwright.config";

/** The built server stores an inquiry; the built staff command (no dev tooling) finds it. */
test("a plain form post is stored and the staff command lists and exports it", async ({
  request,
}) => {
  const marker = `e2e ${Date.now()} 견적 요청`;
  const response = await request.post("/f/inquiry", {
    form: {
      companyName: "한빛 테스트",
      name: "Kim",
      phone: "02-1234-5678",
      email: "kim@example.com",
      inquiry: marker,
      privacy_consent: "2026-11-22",
      _lang: "en",
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers()["location"]).toMatch(/^\/en\/contact\/thanks\?ref=HF-\d{8}-\d{6}$/);

  const env = { ...process.env, INQUIRY_DB: E2E_INQUIRY_DB };
  const list = execFileSync(process.execPath, ["build/app/inquiries.js", "list"], { env });
  expect(list.toString()).toContain("한빛 테스트");
  const csv = execFileSync(process.execPath, ["build/app/inquiries.js", "export"], { env });
  expect(csv.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  expect(csv.toString()).toContain(marker);
});
