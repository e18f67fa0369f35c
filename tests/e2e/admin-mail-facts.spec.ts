import { addressLine, company } from "../../app/content/company";
import { phoneText } from "../../app/i18n/phone-text";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { account, signIn, startAdminSite, type AdminSite } from "./admin-support";
import { expectSuccessPanel, fillAll, inquiryAnswer, submitButton } from "./inquiry-support";
import { test, expect, inLang, LANGS, waitForHydration } from "./support";

/*
 * The buyer's confirmation reads the company facts staff published, at the moment it is sent:
 * new facts published in the back office after the server started, then an inquiry sent from
 * the contact page in each language; the mail caught by a real SMTP listener names the
 * published name, telephone, e-mail and address, and none of the repository's sample values.
 * Without a mailbox the site reads, the buyer's answer goes to the published address.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let smtp: FakeSmtp;
let site: AdminSite;
let staff: { email: string; secret: string };

// Test values, not facts.
const name = { ko: "가산밸브", en: "Gasan Valve" };
const phone = "02-868-1234";
const email = "sales@gasan.example";
const street = { ko: "디지털로 300", en: "300 Digital-ro" };
const postcode = "08590";
const address = { ...company.address, street, postalCode: postcode };

test.beforeAll(async () => {
  smtp = await startSmtp();
  site = await startAdminSite(
    { SMTP_URL: smtp.url, MAIL_FROM: "website@hanbit.example", CONFIRM_MAIL: "true" },
    { outbox: { retrySchedule: [] } },
  );
  staff = { email: `mail-facts-${process.pid}@example.com`, secret: "" };
  staff.secret = await account(site, staff.email);
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

test("the confirmation names the published facts, not the repository's", async ({
  page,
  browser,
}) => {
  // Staff publish the company's own facts, in the Korean editor.
  await signIn(page, site, staff.email, staff.secret, "/admin/content/company");
  const names = page.getByRole("group", { name: "상호", exact: true });
  await names.getByLabel("한국어", { exact: true }).fill(name.ko);
  await names.getByLabel("English", { exact: true }).fill(name.en);
  await page.getByLabel("전화", { exact: true }).fill(phone);
  await page.getByLabel("이메일", { exact: true }).fill(email);
  const road = page.getByRole("group", { name: "도로명과 건물번호", exact: true });
  await road.getByLabel("한국어", { exact: true }).fill(street.ko);
  await road.getByLabel("English", { exact: true }).fill(street.en);
  await page.getByLabel("우편번호", { exact: true }).fill(postcode);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");

  for (const lang of LANGS) {
    // A buyer sends an inquiry from the contact page.
    const buyer = await browser.newPage();
    const to = `buyer-${lang}-${process.pid}@kwater.example`;
    await buyer.goto(site.origin + inLang(lang, "/contact"));
    await waitForHydration(buyer);
    await expect(buyer.locator(".contact-facts")).toContainText(phoneText(phone, lang));
    await fillAll(buyer, lang, { email: to });
    const answer = inquiryAnswer(buyer);
    await submitButton(buyer, lang).click();
    expect((await answer).status()).toBe(200);
    await expectSuccessPanel(buyer, lang);
    await buyer.close();

    await expect.poll(() => smtp.inbox.filter((m) => headerOf(m.raw, "To") === to).length).toBe(1);
    const raw = smtp.inbox.find((m) => headerOf(m.raw, "To") === to)!.raw;
    const body = bodyOf(raw).replace(/\r\n/g, "\n");
    const words =
      lang === "ko"
        ? { phone: "전화", email: "이메일", address: "주소" }
        : { phone: "Phone", email: "Email", address: "Address" };
    expect(body).toContain(`${words.phone}: ${phoneText(phone, lang)}\n`);
    expect(body).toContain(`${words.email}: ${email}\n`);
    expect(body).toContain(`${words.address}: ${addressLine(address, lang)}\n`);
    expect(body).toContain(name[lang]);
    expect(subjectOf(raw)).toContain(name[lang]);
    for (const sample of [company.phone, company.email, company.name[lang], "가마산로"]) {
      expect(body, sample).not.toContain(sample);
    }
    // No mailbox is set: the buyer's answer goes to the published address.
    expect(headerOf(raw, "Reply-To")).toBe(email);
  }
});
