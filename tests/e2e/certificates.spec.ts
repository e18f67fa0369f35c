import { liveProducts, productPath } from "../../app/content/catalog/catalog.server";
import { productLabel } from "../../app/content/catalog/catalog.server";
import { certificateWord } from "../../app/certificates/words";
import type { CertificateItem } from "../../app/content/schemas";
import { dayText } from "../../app/i18n/day-text";
import { translate } from "../../app/i18n/translate.server";
import { parse } from "node-html-parser";
import type { Lang } from "../../app/i18n/lang";
import { fileDir, storePdf } from "../../server/content/files";
import { makePdf } from "../pdf-fixtures";
import { signedInAccount, signedInCookies, startAdminSite, type AdminSite } from "./admin-support";
import { LANGS, expect, expectNoViolations, inLang, test } from "./support";

/*
 * Certificates (docs/decisions/032-certificates.md) as buyers and staff meet them: the public
 * page and a product's page in the server's HTML, on either side of a certificate's last valid
 * day in Seoul (the in-process site's clock moved, no publish between); the owner's home from 60
 * days before; staff writing one in the Korean editor, draft then publish, and axe on the pages.
 */

test.describe.configure({ mode: "default" });
let site: AdminSite;
let pdf: Buffer;
let owner: string;

// A pinch valve (parts in drinking water: KC 위생안전) by its id, and the SIRCA valves by group.
const pinch = liveProducts().find((product) => product.category === "pinch-valve")!;
const sirca = liveProducts().find((product) => product.category === "sirca-valves")!;

/** A sample made for this test: no real certificate's number. */
const SAMPLE = {
  id: 1,
  name: { ko: "시험용 위생안전 인증", en: "Test sanitary safety certificate" },
  issuer: { ko: "시험 인증기관", en: "Test Certification Body" },
  number: "TEST-KC-0001",
  scope: { ko: "핀치 밸브 슬리브", en: "Pinch valve sleeves" },
  products: [pinch.id],
  groups: ["sirca-valves"],
  validFrom: "2026-06-01",
  validUntil: "2027-03-31",
} satisfies Omit<CertificateItem, "file">;

let pdfPath = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  pdf = await makePdf("Test certificate");
  // Published through the store, as the editor would leave it (the editor has its own test).
  const stored = await storePdf(pdf, "test-certificate.pdf", fileDir(site.dir));
  if (!stored.ok) throw new Error("the sample PDF was refused");
  pdfPath = `/uploads/files/${stored.file.file}.pdf`;
  const by = "certificates-spec";
  const saved = site.content.saveDraft(
    "certificate",
    "1",
    { ...SAMPLE, file: stored.file },
    { by, baseVersion: 0 },
  );
  if (!saved.ok) throw new Error(saved.message);
  const published = site.content.publish("certificate", "1", { by, baseVersion: 1 });
  if (!published.ok) throw new Error(published.message);
  ({ email: owner } = await signedInAccount(site, "certificates", "owner"));
});
test.afterAll(async () => {
  await site.close();
});

const html = async (path: string) => {
  const response = await fetch(site.origin + path);
  expect(response.status, path).toBe(200);
  return response.text();
};
const w = (lang: Lang, key: Parameters<typeof certificateWord>[1], vars = {}) =>
  certificateWord(lang, key, vars);
const notFoundTitle: Record<Lang, string> = {
  ko: translate("ko", "notFound.title"),
  en: translate("en", "notFound.title"),
};

test("a certificate is public through its last valid day and gone the day after", async () => {
  site.setClock("2027-03-31T23:59:00+09:00");
  for (const lang of LANGS) {
    const page = await html(inLang(lang, "/certificates"));
    // Listed in the header's company menu and the about section's side menu of every page.
    for (const other of ["/", "/about", "/certificates"]) {
      const shown = parse(await html(inLang(lang, other)));
      const link = `a[href="${inLang(lang, "/certificates")}"]`;
      expect(shown.querySelectorAll(`nav.main-nav ${link}`), other).toHaveLength(1);
      if (other !== "/") expect(shown.querySelectorAll(`nav.side-menu ${link}`)).toHaveLength(1);
    }
    expect(page).toContain(SAMPLE.name[lang]);
    expect(page).toContain(SAMPLE.issuer[lang]);
    expect(page).toContain(SAMPLE.number);
    expect(page).toContain(w(lang, "asOf", { date: dayText("2027-03-31", lang), count: 1 }));
    // The days as the page's language writes them ("2026. 6. 1." in Korean); ISO in datetime.
    expect(page).toContain(`<time dateTime="2026-06-01">${dayText("2026-06-01", lang)}</time>`);
    expect(page).toContain(`<time dateTime="2027-03-31">${dayText("2027-03-31", lang)}</time>`);
    expect(page).toContain(`href="${pdfPath}"`);
    expect(page).toContain(`href="${inLang(lang, productPath(pinch))}"`);
    // schema.org's Certification, with its issuer's number and last valid day.
    expect(page).toMatch(
      /"@type":"Certification"[^<]*"certificationIdentification":"TEST-KC-0001"/,
    );
    expect(page).toContain('"expires":"2027-03-31"');
    // The product covered by its id, and one covered by its group, list it.
    for (const product of [pinch, sirca]) {
      const shown = await html(inLang(lang, productPath(product)));
      expect(shown, productLabel(product, lang)).toContain(w(lang, "productTitle"));
      expect(shown).toContain(SAMPLE.number);
    }
  }
  const file = await fetch(site.origin + pdfPath);
  expect(file.status).toBe(200);
  expect(file.headers.get("content-type")).toBe("application/pdf");

  // Midnight in Seoul: no publish, and the pages the server had rendered are rendered again.
  // With no certificate valid, 인증현황 is the site's 404 and out of every menu (issue 66).
  site.setClock("2027-04-01T00:00:00+09:00");
  for (const lang of LANGS) {
    const response = await fetch(site.origin + inLang(lang, "/certificates"));
    expect(response.status).toBe(404);
    const page = await response.text();
    expect(page).toContain(notFoundTitle[lang]);
    expect(page).not.toContain(SAMPLE.number);
    expect(page).not.toContain('"@type":"Certification"');
    for (const other of ["/", "/about", "/sitemap"]) {
      expect(await html(inLang(lang, other)), other).not.toContain(
        `href="${inLang(lang, "/certificates")}"`,
      );
    }
    for (const product of [pinch, sirca]) {
      const shown = await html(inLang(lang, productPath(product)));
      expect(shown).not.toContain(SAMPLE.number);
      expect(shown).not.toContain('id="product-certificates"');
    }
  }
  // Its copy is no longer public either (a signed-in person still gets it).
  expect((await fetch(site.origin + pdfPath)).status).toBe(404);
});

test("the owner's home warns from 60 days before the last valid day, then says it expired", async () => {
  const home = async (at: string) => {
    site.setClock(at);
    // A session made at this moment (moving the clock by days ends the earlier one).
    const cookie = signedInCookies(site, owner)
      .map((c) => `${c.name}=${c.value}`)
      .join("; ");
    const response = await fetch(`${site.origin}/admin`, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    return response.text();
  };
  expect(await home("2027-01-29T09:00:00+09:00")).not.toContain('id="certificates-title"');
  const warned = await home("2027-01-30T09:00:00+09:00");
  expect(warned).toContain('id="certificates-title"');
  expect(warned).toContain(
    `${SAMPLE.name.ko} (인증 번호 ${SAMPLE.number}): 2027-03-31까지 유효합니다. 60일 남았습니다.`,
  );
  expect(warned).toContain('href="/admin/content/certificates/1"');
  const expired = await home("2027-04-02T09:00:00+09:00");
  expect(expired).toContain(
    `${SAMPLE.name.ko} (인증 번호 ${SAMPLE.number}): 2027-03-31에 만료되어`,
  );
  expect(expired).toContain('data-expired="true"');
});

test("staff write a certificate in the Korean editor: a draft, then published", async ({
  page,
}) => {
  test.setTimeout(120_000);
  site.setClock("2027-02-15T10:00:00+09:00");
  const { cookies } = await signedInAccount(site, "certificate-editor", "staff");
  await page.context().addCookies(cookies);
  await page.goto(`${site.origin}/admin/content/certificates`);
  await page.getByRole("link", { name: "새로 만들기: 인증서" }).click();
  await expect(page).toHaveURL(/\/admin\/content\/certificates\/2$/);
  const side = (group: string, label: "한국어" | "English") =>
    page.getByRole("group", { name: group, exact: true }).getByLabel(label, { exact: true });
  await side("인증서 이름", "한국어").fill("시험용 품질경영시스템 인증");
  await side("인증서 이름", "English").fill("Test quality management certificate");
  await side("발급 기관", "한국어").fill("시험 심사기관");
  await side("발급 기관", "English").fill("Test Registrar");
  await page.getByLabel("인증 번호").fill("TEST-QMS-0002");
  await side("적용 범위", "한국어").fill("액추에이터 조립과 밸브 개조");
  await side("적용 범위", "English").fill("Assembly of actuators and retrofit of valves");
  await page.getByLabel("유효 시작일").fill("2027-01-01");
  await page.getByLabel("마지막 유효일").fill("2027-12-31");
  await page.getByLabel(productLabel(pinch, "ko"), { exact: true }).check();
  await page.getByLabel("PDF 올리기").setInputFiles({
    name: "품질 인증서.pdf",
    mimeType: "application/pdf",
    buffer: pdf,
  });
  await expectNoViolations(page, "the certificate editor (ko)");

  await page.getByRole("button", { name: "초안 저장" }).click();
  await expect(page.locator("#content-status")).toContainText("초안을 저장했습니다");
  // A draft is no one's to see.
  expect(await html("/certificates")).not.toContain("TEST-QMS-0002");

  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.locator("#content-status")).toContainText("게시했습니다");
  // Live within a second (the server looks at the store's revision every 250 ms).
  await expect.poll(() => html("/certificates")).toContain("TEST-QMS-0002");
  expect(await html(inLang("en", productPath(pinch)))).toContain(
    "Test quality management certificate",
  );

  // The public page with its two certificates, in both languages.
  for (const lang of LANGS) {
    await page.goto(site.origin + inLang(lang, "/certificates"));
    await expect(page.locator(".certificate")).toHaveCount(2);
    await expectNoViolations(page, `/certificates with certificates (${lang})`);
  }
});
