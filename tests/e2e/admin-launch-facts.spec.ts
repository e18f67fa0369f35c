import type { Page } from "@playwright/test";
import { company } from "../../app/content/company";
import { signedInAccount, startAdminSite, type AdminSite, type SignedIn } from "./admin-support";
import { test, expect, expectNoViolations, inLang, LANGS } from "./support";

/*
 * The launch checklist after the owner published the company's own facts in the editor: the
 * trading name, CEO, telephone, fax and e-mail replaced, the address kept as the repository has
 * it (the company's real address, docs/product.md). Nothing published is called a sample value
 * any more; a fact left at its placeholder still is (the officer's e-mail, for one).
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let owner: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "launch-facts", "owner");
});
test.afterAll(async () => {
  await site?.close();
});

const WORDS = {
  ko: {
    region: "출시 점검표",
    facts: "회사 정보를 실제 값으로",
    officer: "개인정보 보호책임자와 담당 부서",
    done: "완료",
    todo: "할 일",
    sample: "예시 값",
    officerEmail: "보호책임자 이메일",
  },
  en: {
    region: "Launch checklist",
    facts: "Real company facts",
    officer: "Privacy officer and desk",
    done: "Done",
    todo: "To do",
    sample: "sample value",
    officerEmail: "officer's e-mail",
  },
};

async function checklistItem(page: Page, lang: "ko" | "en", title: string) {
  await page.goto(site.origin + inLang(lang, "/admin"));
  const fold = page.locator("details.checklist-fold:not([open]) > summary");
  if ((await fold.count()) > 0) await fold.click();
  return page
    .getByRole("region", { name: WORDS[lang].region })
    .getByRole("listitem")
    .filter({ has: page.getByText(title, { exact: true }) });
}

test("the company's own facts, published, are no sample values", async ({ browser }) => {
  test.setTimeout(90_000);
  const context = await browser.newContext();
  await context.addCookies(owner.cookies);
  const page = await context.newPage();
  await page.goto(`${site.origin}/admin/content/company`);
  const bilingual = async (group: string, ko: string, en: string) => {
    const fields = page.getByRole("group", { name: group, exact: true });
    await fields.getByLabel("한국어", { exact: true }).fill(ko);
    await fields.getByLabel("English", { exact: true }).fill(en);
  };
  // Test values, not facts. The address is left as it is.
  await bilingual("상호", "가산밸브", "Gasan Valve");
  await bilingual("대표자", "이가산", "Gasan Lee");
  await page.getByLabel("전화", { exact: true }).fill("02-868-1234");
  await page.getByLabel("팩스", { exact: true }).fill("02-868-1235");
  await page.getByLabel("이메일", { exact: true }).fill("sales@gasanvalve.co.kr");
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  expect(site.content.get("company", "company")!.state).toBe("published");

  for (const lang of LANGS) {
    const w = WORDS[lang];
    const facts = await checklistItem(page, lang, w.facts);
    await expect(facts.locator(".checklist-state")).toHaveText(w.done);
    await expect(facts).not.toContainText(w.sample);
    // The officer's facts were not touched: still the repository's, and said so by name.
    const officer = await checklistItem(page, lang, w.officer);
    await expect(officer.locator(".checklist-state")).toHaveText(w.todo);
    await expect(officer).toContainText(w.sample);
    await expect(officer).toContainText(w.officerEmail);
    await expectNoViolations(page, `${lang} checklist with the facts published`);
  }
  // The repository's address is what visitors see, unchanged.
  const contact = await (await fetch(`${site.origin}/contact`)).text();
  expect(contact).toContain(company.address.street.ko);
  await context.close();
});
