import { DOCUMENTS_ISSUED } from "../../app/documents/edition";
import { dayText } from "../../app/i18n/day-text";
import { readPdf } from "../pdf";
import { pdfToText } from "../pdftotext";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { test, expect, LANGS } from "./support";

/*
 * A datasheet's date of issue is the day (in Seoul) its product was last published: staff edit
 * AP12 in the catalogue editor and publish; the datasheets made again say that day in both
 * languages, in the text and as the file's creation date, while another product's keep the
 * edition's date.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite({}, { documents: true });
  staff = await signedInAccount(site, "datasheet-date", "staff");
});
test.afterAll(async () => {
  await site?.close();
});

const sheet = (id: string, lang: string) => `${site.origin}/documents/datasheet-${id}-${lang}.pdf`;
const etagOf = async (url: string) => (await fetch(url, { method: "HEAD" })).headers.get("ETag");
const textOf = async (url: string) =>
  (await pdfToText(Buffer.from(await (await fetch(url)).arrayBuffer()))).replace(/\s+/g, " ");
// A Korean datasheet writes its day the Korean way (issue 59): "발행일 2026. 11. 22.".
const issued = (lang: string, day: string) =>
  lang === "ko" ? `발행일 ${dayText(day, "ko")}` : `Issued ${day}`;
/** A day as Seoul has it. */
const seoulDay = (at: number) => new Date(at + 9 * 3_600_000).toISOString().slice(0, 10);

test("an edited product's datasheet is dated the day of its publish", async ({ browser }) => {
  test.setTimeout(90_000);
  const before = await etagOf(sheet("ap12", "en"));
  for (const lang of LANGS) {
    expect(await textOf(sheet("ap12", lang))).toContain(issued(lang, DOCUMENTS_ISSUED));
  }
  const context = await browser.newContext();
  await context.addCookies(staff.cookies);
  const page = await context.newPage();
  await page.goto(`${site.origin}/admin/content/catalogue/ap12`);
  const name = page.locator("#f-name-en");
  await name.fill(`${await name.inputValue()} (revised)`);
  await page.locator('button[name="intent"][value="publish"]').click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  const day = seoulDay(Date.now());
  await context.close();
  expect(site.content.get("product", "ap12")!.state).toBe("published");

  await expect
    .poll(() => etagOf(sheet("ap12", "en")), { timeout: 30_000, intervals: [200] })
    .not.toBe(before);
  for (const lang of LANGS) {
    const text = await textOf(sheet("ap12", lang));
    if (lang === "en") expect(text).toContain("(revised)");
    expect(text).toContain(issued(lang, day));
    if (day !== DOCUMENTS_ISSUED) expect(text).not.toContain(DOCUMENTS_ISSUED);
    const { info } = await readPdf(
      new Uint8Array(await (await fetch(sheet("ap12", lang))).arrayBuffer()),
    );
    expect(String(info.CreationDate)).toMatch(new RegExp(`^D:${day.replaceAll("-", "")}`));
    // A product nobody edited keeps the edition's date.
    expect(await textOf(sheet("480-035", lang))).toContain(issued(lang, DOCUMENTS_ISSUED));
  }
});
