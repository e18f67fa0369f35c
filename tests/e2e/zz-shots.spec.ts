import { liveProducts } from "../../app/content/catalog/catalog.server";
import { phonePhoto } from "../fixtures/photos";
import { account, signedInCookies, startAdminSite } from "./admin-support";
import { test } from "./support";

// Throwaway: screenshots for a person to look at (never committed).
test("screenshots", async ({ page }) => {
  test.setTimeout(300_000);
  const site = await startAdminSite();
  try {
    const product = liveProducts().find((p) => p.code.toUpperCase().startsWith("PQVF"))!;
    const unit = site.units.add(
      { productId: product.id, productCode: product.code, tag: "P-101 흡입측 (1차 침전지 슬러지 배출)", site: "화성", customer: "x",
        industry: "water", deliveredOn: "2026-11-20", nameConsent: false, region: "경기", elastomer: "EPDM" },
      "kim@example.com",
    );
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${site.origin}/u/${unit.token}/service`);
    for (const [label, value] of [["회사명 *", "한빛수자원 주식회사"], ["성명 *", "김정비"], ["연락처 *", "031-555-0101"], ["이메일 *", "jungbi@example.com"], ["증상과 요청 내용 *", "밸브가 완전히 닫히지 않습니다."]]) {
      await page.getByLabel(label!).fill(value!);
    }
    await page.getByLabel("사진 (선택)").setInputFiles({ name: "IMG_0001.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() });
    await page.getByLabel("위 개인정보 수집·이용에 동의합니다 (필수)").check();
    await page.getByRole("button", { name: "서비스 요청 보내기" }).click();
    await page.getByRole("status").waitFor();
    const ref = site.latestRef();
    const email = `shots-${process.pid}@example.com`;
    await account(site, email, "staff");
    const staff = signedInCookies(site, email);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const lang of ["ko", "en"]) {
        const p = lang === "en" ? "/en" : "";
        await page.goto(`${site.origin}${p}/u/${unit.token}${lang === "ko" ? `?sent=${ref}` : ""}`);
        await page.screenshot({ path: `/tmp/service-shots/unit-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${site.origin}${p}/u/${unit.token}/parts`);
        await page.screenshot({ path: `/tmp/service-shots/parts-${lang}-${width}.png`, fullPage: true });
        // The form refused: errors under the fields.
        await page.goto(`${site.origin}${p}/u/${unit.token}/service`);
        await page.evaluate(() => document.querySelectorAll("[required]").forEach((e) => e.removeAttribute("required")));
        await page.locator('input[name="photos"]').setInputFiles({ name: "not-a-photo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("hello") });
        await page.getByRole("button").last().click();
        await page.waitForLoadState("load");
        await page.screenshot({ path: `/tmp/service-shots/service-error-${lang}-${width}.png`, fullPage: true });
        await page.context().addCookies(staff);
        await page.goto(`${site.origin}${p}/admin?kind=service`);
        await page.screenshot({ path: `/tmp/service-shots/inbox-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${site.origin}${p}/admin/inquiries/${ref}`);
        await page.screenshot({ path: `/tmp/service-shots/inquiry-${lang}-${width}.png`, fullPage: true });
        await page.goto(`${site.origin}${p}/admin/numbers`);
        await page.context().clearCookies();
      }
    }
  } finally {
    await site.close();
  }
});
