import { execFile } from "node:child_process";
import { phoneText } from "../../app/i18n/phone-text";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { createClient } from "@formspree/core";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { company } from "../../app/content/company";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import type { Cookie } from "@playwright/test";
import { signedInAccount, startAdminSite, type AdminSite } from "./admin-support";
import { getPage, words, type ParsedElement } from "./html-support";
import { galleryItem, inLang, test, expect, LANGS, waitForHydration } from "./support";

/*
 * Company facts, changed the way staff change them (issues 25 and 34): the telephone and the
 * address in the Korean editor and the privacy officer in the English one, published, then
 * seen on every page type in both languages, in JSON-LD (PostalAddress), the quick bar, the
 * search index, /privacy (whose officer and desk follow the company's telephone) and the form's
 * notice. Two people saving at once: tests/e2e/admin-content.spec.ts;
 * the datasheets made again: tests/server/documents-remade.test.ts. The seal (직인): uploaded
 * with the facts, stamped on the next quotation's PDF, on no public page (its rules:
 * tests/server/company-seal.test.ts).
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let smtp: FakeSmtp;
let staff: Cookie[];

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Mail on, so that a quotation can be sent with the seal.
  smtp = await startSmtp();
  site = await startAdminSite({ SMTP_URL: smtp.url, MAIL_FROM: "website@hanbit.example" });
  staff = (await signedInAccount(site, "facts", "staff")).cookies;
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

const phone = "02-3141-5926";
const officer = { ko: "박정보", en: "Jeongbo Park" };
// Test values, not facts: a moved office, typed once in the Korean editor.
const street = { ko: "디지털로 300", en: "300 Digital-ro" };
const room = { ko: "1201호", en: "Room 1201" };
const postcode = "08590";
// A number whose check digit is right (a public company's, printed on its invoices).
const businessNumber = "124-81-00998";
const addressLine = {
  ko: `(${postcode}) 서울특별시 금천구 ${street.ko} ${room.ko}`,
  en: `${room.en}, ${street.en}, Geumcheon-gu, Seoul ${postcode}, Republic of Korea`,
};

/** The text of the one element `selector` finds, as toHaveText reads it (textContent). */
function textOf(doc: ParsedElement, selector: string, url: string): string {
  const found = doc.querySelectorAll(selector);
  expect(found, `${selector} on ${url}`).toHaveLength(1);
  return words(found[0]);
}

test("the telephone, address and officer, edited and published, are on every page", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // The Korean editor: the telephone and the address.
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/content/company`);
  await page.getByLabel("전화", { exact: true }).fill(phone);
  for (const [group, value] of [
    ["도로명과 건물번호", street],
    ["건물 이름과 호수", room],
  ] as const) {
    const fields = page.getByRole("group", { name: group, exact: true });
    await fields.getByLabel("한국어", { exact: true }).fill(value.ko);
    await fields.getByLabel("English", { exact: true }).fill(value.en);
  }
  await page.getByLabel("우편번호", { exact: true }).fill(postcode);
  // The officer's telephone is left empty: it follows the company's, and the hint says so.
  await expect(page.getByLabel("보호책임자 전화", { exact: true })).toHaveValue("");
  await expect(
    page.getByText(`비워 두면 회사 전화(${company.phone})를 씁니다`).first(),
  ).toBeVisible();
  // The registration number: a wrong check digit is a field error and nothing is published.
  await page.getByLabel("사업자등록번호", { exact: true }).fill("124-81-00997");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByText("사업자등록번호가 맞지 않습니다").first()).toBeVisible();
  await expect(page.getByLabel("사업자등록번호", { exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await expect(page.getByLabel("전화", { exact: true })).toHaveValue(phone);
  // Typed without hyphens, it is kept as printed.
  await page.getByLabel("사업자등록번호", { exact: true }).fill(businessNumber.replaceAll("-", ""));
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  // The English editor: the privacy officer's name, in both languages.
  await page.goto(`${site.origin}/en/admin/content/company`);
  const name = page.getByRole("group", { name: "Officer's name" });
  await name.getByLabel("한국어 (Korean)", { exact: true }).fill(officer.ko);
  await name.getByLabel("English", { exact: true }).fill(officer.en);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("Published");

  const paths = [
    "/",
    "/products",
    "/products/pneumatic/rotary",
    "/products/electric/quarter-turn-480/480-006",
    "/products/finder",
    "/products/compare",
    "/about",
    "/about/map",
    "/gallery",
    `/gallery/${galleryItem.id}`,
    "/contact",
    "/quote",
    "/downloads",
    "/sitemap",
    "/privacy",
    "/search?q=valve",
    "/no-such-page",
  ];
  // What every visitor gets, with or without JavaScript: the server's HTML of each page type,
  // read without a browser (it is markup only).
  for (const lang of LANGS) {
    for (const path of paths) {
      const url = site.origin + inLang(lang, path);
      const { doc } = await getPage(request, url, { status: path === "/no-such-page" ? 404 : 200 });
      const footer = textOf(doc, ".site-footer", url);
      expect(footer, url).toContain(phoneText(phone, lang));
      expect(footer, url).not.toContain(phoneText(company.phone, lang));
      expect(footer, url).toContain(
        `${lang === "ko" ? "사업자등록번호" : "Business registration no."}${businessNumber}`,
      );
      expect(textOf(doc, ".site-footer address", url), url).toBe(addressLine[lang]);
      const tel = doc.querySelectorAll(".quick-bar a[href^='tel:']");
      expect(tel, url).toHaveLength(1);
      expect(tel[0]!.getAttribute("href"), url).toBe("tel:+82231415926");
    }
    // The parking sentence, the directions' room and the address with its map links.
    const mapUrl = site.origin + inLang(lang, "/about/map");
    const map = (await getPage(request, mapUrl)).doc;
    expect(textOf(map, ".location", mapUrl)).toContain(phoneText(phone, lang));
    expect(textOf(map, ".location", mapUrl)).toContain(room[lang]);
    expect(textOf(map, ".location address", mapUrl)).toBe(addressLine[lang]);
    expect(map.querySelector(".location__links a")?.getAttribute("href")).toMatch(
      new RegExp(encodeURIComponent(street.ko)),
    );
    // The policy's officer and desk, reached on the company's new telephone.
    const policyUrl = site.origin + inLang(lang, "/privacy");
    const policy = (await getPage(request, policyUrl)).doc;
    const contacts = policy.querySelectorAll("#privacy-officer + table");
    expect(contacts, policyUrl).toHaveLength(1);
    const rows = contacts[0]!.querySelectorAll("tr");
    expect(words(contacts[0])).toContain(officer[lang]);
    expect(words(rows[1])).toContain(phoneText(phone, lang));
    expect(words(rows[2])).toContain(phoneText(phone, lang));
    expect(words(contacts[0])).not.toContain(phoneText(company.phone, lang));
    const contactUrl = site.origin + inLang(lang, "/contact");
    const contact = (await getPage(request, contactUrl)).doc;
    expect(textOf(contact, "#privacy-notice", contactUrl)).toContain(officer[lang]);
    expect(textOf(contact, "#privacy-notice", contactUrl)).toContain(phoneText(phone, lang));
    expect(textOf(contact, ".contact-facts", contactUrl)).toContain(phoneText(phone, lang));
    expect(textOf(contact, ".contact-facts address", contactUrl)).toBe(addressLine[lang]);
  }
  // Hydrated, the page keeps the published number.
  await page.goto(site.origin + "/en/contact");
  await waitForHydration(page);
  await expect(page.locator(".contact-facts")).toContainText(phoneText(phone, "en"));
  // JSON-LD, and the search index, which keeps a telephone as one token without its dashes.
  const home = await (await fetch(`${site.origin}/en`)).text();
  expect(home).toContain('"telephone":"+82-2-3141-5926"');
  for (const lang of LANGS) {
    const html = await (await fetch(site.origin + inLang(lang, "/about/map"))).text();
    const organization = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!) as { "@type": string; address?: object })
      .find((data) => data["@type"] === "Organization");
    expect(organization?.address).toEqual({
      "@type": "PostalAddress",
      streetAddress: lang === "ko" ? `${street.ko} ${room.ko}` : `${room.en}, ${street.en}`,
      addressLocality: lang === "ko" ? "금천구" : "Geumcheon-gu",
      addressRegion: lang === "ko" ? "서울특별시" : "Seoul",
      postalCode: postcode,
      addressCountry: "KR",
    });
  }
  const index = await (await fetch(`${site.origin}/search-index-ko.json`)).text();
  expect(index).toContain(`"${phone.replaceAll("-", "")}"`);
  expect(index).not.toContain(`"${company.phone.replaceAll("-", "")}"`);
});

test("a seal published with the facts is stamped on the next quotation, on no public page", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.context().addCookies(staff);
  await page.goto(`${site.origin}/admin/content/company`);
  const file = page.getByLabel("직인 이미지 파일", { exact: true });
  // A file that is not an image: its field's error, and nothing published.
  await file.setInputFiles({
    name: "직인.png",
    mimeType: "image/png",
    buffer: Buffer.from("%PDF-1.7 not a seal"),
  });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByText("직인.png: 사진 파일이 아닙니다.").first()).toBeVisible();
  await expect(file).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("직인이 없습니다").first()).toBeVisible();

  // A red stamp on a transparent ground, larger than it is kept.
  const stamp = await sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><circle cx="450" cy="450" r="400" fill="none" stroke="#d0021b" stroke-width="60"/></svg>`,
    ),
  )
    .png()
    .toBuffer();
  await file.setInputFiles({ name: "직인.png", mimeType: "image/png", buffer: stamp });
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  await expect(page.getByText("지금 직인: 직인.png").first()).toBeVisible();
  const shown = page.getByRole("img", { name: "지금 올라가 있는 직인" });
  await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);
  const src = (await shown.getAttribute("src"))!;
  const id = /seal\/([0-9a-f-]{36})\.png$/.exec(src)![1]!;

  // Never public: not in a page, not at any address but the back office's, for staff only.
  for (const path of ["/", "/contact", "/en/contact", "/about", "/privacy"]) {
    const html = await (await fetch(site.origin + path)).text();
    expect(html, path).not.toContain(id);
  }
  for (const path of [`/uploads/seals/${id}.png`, `/seals/${id}.png`, `/uploads/${id}.png`]) {
    expect((await fetch(site.origin + path)).status, path).toBe(404);
  }
  const outsider = await fetch(site.origin + src, { redirect: "manual" });
  expect(outsider.headers.get("Content-Type")).not.toBe("image/png");

  // The next quotation: sent to the buyer, its PDF carries the seal (and a soft mask).
  const email = `seal-${process.pid}-${Date.now()}@kwater.example`;
  const posted = await createClient().submitForm(
    "inquiry",
    {
      companyName: "한국수자원공사",
      name: "김민준",
      phone: "031-8040-1234",
      email,
      inquiry: "견적 부탁드립니다.",
      "items[0][id]": "480-035",
      "items[0][qty]": "2",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  expect(posted.kind).toBe("success");
  const ref = site.latestRef();
  await page.goto(`${site.origin}/admin/inquiries/${ref}/quotation`);
  await page.getByRole("group", { name: "1번 품목" }).getByLabel("단가 (원)").fill("1,234,500");
  await page.getByRole("button", { name: "견적서 보내기" }).click();
  await expect(page.getByRole("status").first()).toContainText("견적서를 보내고 있습니다");
  const quotationMail = () =>
    smtp.inbox.find((m) => subjectOf(m.raw).startsWith(`[${ref}] 견적서`));
  await expect.poll(() => quotationMail() !== undefined, { timeout: 30_000 }).toBe(true);
  const mail = await simpleParser(quotationMail()!.raw);
  const pdf = mail.attachments.find((a) => a.filename?.endsWith(".pdf"))!;
  const dir = mkdtempSync(join(tmpdir(), "seal-pdf-"));
  try {
    writeFileSync(join(dir, "q.pdf"), pdf.content);
    const { stdout } = await promisify(execFile)("pdfimages", ["-list", join(dir, "q.pdf")]);
    const types = stdout
      .trim()
      .split("\n")
      .slice(2)
      .map((line) => line.trim().split(/\s+/)[2]);
    expect(types).toEqual(["image", "smask"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
