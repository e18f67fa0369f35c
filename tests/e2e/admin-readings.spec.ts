import { company } from "../../app/content/company";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { words } from "./html-support";
import { expect, expectNoViolations, isolatedTest as test, timeUntil } from "./support";

/*
 * The owner's one place for the facts the seed states two ways (issue 73, item 6): the founding
 * year (1992 or 1994) and the years of service (since 2005, over two decades, 30+ years). Until
 * the owner chooses, the pages show the seed's words; a choice made at 375 px is published and
 * shows on the public pages in both languages; the launch checklist names each fact to settle.
 */
test.describe.configure({ mode: "serial" });

let site: AdminSite;
let staff: SignedIn;
let owner: SignedIn;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  staff = await signedInAccount(site, "readings", "staff");
  owner = await signedInAccount(site, "readings-owner", "owner");
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;
const html = async (path: string) => (await fetch(at(path))).text();
const [FIRST, SECOND] = company.claims.foundedYears;
const SINCE = `${company.claims.serviceSinceYear}년부터`;
const THIRTY = company.claims.yearsOfExperience;

/** The history's entries as the company page lists them: "1992 …" each. */
async function founding(path: string) {
  const body = await html(path);
  return [FIRST, SECOND].filter((year) => new RegExp(`>${year}<`).test(body));
}

test("until the owner chooses, the pages show the seed's readings; the checklist names the facts", async () => {
  const home = await html("/");
  expect(home).toContain(SINCE);
  expect(await founding("/about/company")).toEqual([FIRST, SECOND]);

  const browser = staffBrowser(site, owner.cookies);
  const page = await browser.get("/admin");
  const item = page.doc
    .querySelectorAll(".checklist li")
    .find((li) => words(li).includes("소유자만 정할 수 있는 사실"))!;
  expect(item, "the owner's facts in the checklist").toBeDefined();
  const places = item.querySelectorAll(".checklist-places a").map((a) => words(a));
  for (const fact of [
    "창업·설립 연도",
    "업력 표현",
    "제조사 이름",
    "AP 사이즈별 토크",
    "S70과 S80",
  ])
    expect(
      places.some((place) => place.startsWith(fact)),
      fact,
    ).toBe(true);
  expect(item.querySelectorAll(".checklist-places a").map((a) => a.getAttribute("href"))).toContain(
    "/admin/settings/readings",
  );
});

test("staff see the readings but cannot choose", async () => {
  const browser = staffBrowser(site, staff.cookies);
  const page = await browser.get("/admin/settings/readings");
  expect(words(page.doc.querySelector("main h1"))).toBe("창업 연도와 업력의 표현");
  expect(words(page.doc.querySelector("main"))).toContain("소유자만 고를 수 있습니다");
  expect(page.doc.querySelectorAll("fieldset[disabled]")).toHaveLength(2);
  expect(page.doc.querySelector('main button[type="submit"]')).toBeNull();
  // A forged post from a staff session is refused before the page's action runs.
  const forged = await browser.submit(page.doc.querySelector("main form")!, {
    set: { founded: "foundedFirst" },
  });
  expect(forged.status).toBe(403);
  expect(site.content.get("company", "company")?.published?.claims.chosen).toBeUndefined();
});

test("at 375 px the owner picks the other readings and the public pages show them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.context().addCookies(owner.cookies);
  await page.goto(at("/admin/settings/readings"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("창업 연도와 업력의 표현");
  expect(await page.evaluate(() => document.documentElement.scrollWidth > 375)).toBe(false);
  await expectNoViolations(page, "ko readings at 375 px");

  await page.getByRole("group", { name: "창업 연도" }).getByLabel(`창업 ${SECOND}년`).check();
  await page.getByRole("group", { name: "업력" }).getByLabel(THIRTY.ko).check();
  await page.getByRole("button", { name: "저장하고 게시" }).click();
  await expect(page.getByRole("status")).toContainText("고른 표현을 게시했습니다");
  await expect(page.getByLabel(`창업 ${SECOND}년`)).toBeChecked();

  // Published like any edit of the facts: on the public pages within a second.
  const chosen = `${THIRTY.ko}으로`;
  expect(await timeUntil(at("/"), (body) => body.includes(chosen))).toBeLessThan(1000);
  const home = await html("/");
  expect(home).not.toContain(SINCE);
  expect(await html("/en")).toContain(`with ${THIRTY.en}`);
  expect(await founding("/about/company")).toEqual([SECOND]);
  expect(await founding("/en/about/company")).toEqual([SECOND]);

  // The company facts keep both readings; the choice is published with them.
  const facts = site.content.get("company", "company")!;
  expect(facts.state).toBe("published");
  expect(facts.published?.claims.foundedYears).toEqual([FIRST, SECOND]);
  expect(facts.published?.claims.chosen).toEqual({
    founded: "foundedSecond",
    service: "yearsOfExperience",
  });

  // Settled: the checklist no longer names the two facts.
  await page.goto(at("/admin"));
  const places = page.locator(".checklist-places a");
  await expect(places.filter({ hasText: "창업·설립 연도" })).toHaveCount(0);
  await expect(places.filter({ hasText: "업력 표현" })).toHaveCount(0);
});

test("without JavaScript the owner goes back to each page's own wording", async () => {
  const browser = staffBrowser(site, owner.cookies);
  let page = await browser.get("/en/admin/settings/readings");
  expect(words(page.doc.querySelector("main h1"))).toBe("Readings of the company's facts");
  const form = page.doc.querySelector("main form")!;
  page = await browser.submit(form, { set: { founded: "", service: "" } });
  expect(words(page.doc.querySelector('main [role="status"]'))).toContain("published");
  expect(await timeUntil(at("/"), (body) => body.includes(SINCE))).toBeLessThan(1000);
  expect(await founding("/about/company")).toEqual([FIRST, SECOND]);
});
