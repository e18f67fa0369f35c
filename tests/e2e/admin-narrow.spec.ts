import { createClient } from "@formspree/core";
import type { Cookie, Page } from "@playwright/test";
import { liveProducts } from "../../app/content/catalog/catalog.server";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import {
  account,
  PASSWORD,
  signedInCookies,
  startAdminSite,
  type AdminSite,
} from "./admin-support";
import { expect, expectNoViolations, inLang, test, LANGS, type Lang } from "./support";

const products = liveProducts();

/*
 * The back office on a 375 px phone: every admin page in both languages is no wider than the
 * screen (document.documentElement.scrollWidth <= innerWidth) and breaks no one-word button's label
 * over two lines; and the inbox's cards show each
 * inquiry's six facts. axe runs at 375 px only on the pages with a phone layout of their own
 * (`phone`); the others' axe runs are at 1280 px, once per language (docs/architecture.md,
 * Tests): in the spec each page names, or here (`axeHere`) where no other spec has one. Add a
 * new admin page to PAGES, and say where its axe runs.
 */

let site: AdminSite;
let owner: Cookie[];
let ref = "";
let serial = 0;
let unitSerial = "";
let unitPlant = 0;
let orderNumber = "";
const COMPANY = "한국수자원공사 시화사업소 정수시설 유지관리팀";

/** How a page is reached: signed in as an owner, signed out, or between the two sign-in steps. */
type As = "owner" | "signed-out" | "password-step";

/**
 * Every admin page; `path` is without the language prefix, made when the test runs. `phone`:
 * the page has its own layout under 48rem (the inbox's cards, the quote lines' cards, the
 * numbers without the chart, the editors' fixed bar and stacked languages), so axe runs here at
 * 375 px. Otherwise the signed-in bar is the one phone layout (checked with the inbox) and the
 * comment names the spec with the page's axe run at 1280 px in each language; `axeHere` lists
 * the languages no other spec covers, checked here at 1280 px.
 */
const PAGES: { name: string; as: As; path: () => string; phone?: true; axeHere?: Lang[] }[] = [
  // sitemap.spec: both languages.
  { name: "sign-in", as: "signed-out", path: () => "/admin" },
  // admin-auth: ko by keyboard, en before a passkey.
  { name: "second step", as: "password-step", path: () => "/admin/sign-in/verify" },
  // admin-join-passkey: ko.
  {
    name: "recovery code",
    as: "signed-out",
    path: () => "/admin/sign-in/recovery",
    axeHere: ["en"],
  },
  // admin-auth: ko; admin-join-passkey: en.
  {
    name: "join",
    as: "signed-out",
    path: () =>
      `/admin/join/${site.staff.accounts.invite(`join-${process.pid}-${++serial}@example.com`, "staff").token}`,
  },
  { name: "inbox", as: "owner", path: () => "/admin", phone: true },
  { name: "inquiry", as: "owner", path: () => `/admin/inquiries/${ref}`, phone: true },
  // admin-inbox: both languages (export, erase and audit).
  { name: "export", as: "owner", path: () => "/admin/export" },
  { name: "erase", as: "owner", path: () => "/admin/erase?person=031-8040-1234" },
  // admin-staff: ko; admin-auth: en.
  { name: "account", as: "owner", path: () => "/admin/account" },
  // admin-join-passkey: ko.
  {
    name: "account after a recovery code",
    as: "owner",
    path: () => "/admin/account?recovered=1",
    axeHere: ["en"],
  },
  { name: "audit", as: "owner", path: () => "/admin/audit" },
  { name: "numbers", as: "owner", path: () => "/admin/numbers", phone: true },
  // admin-mail: ko; admin-overdue: en.
  { name: "mail settings", as: "owner", path: () => "/admin/settings/mail" },
  // admin-closed-days: both languages.
  { name: "closed days", as: "owner", path: () => "/admin/settings/closed-days" },
  // admin-readings: ko at 375 px.
  { name: "readings", as: "owner", path: () => "/admin/settings/readings", axeHere: ["en"] },
  // admin-staff and admin-owner-reset: ko.
  { name: "staff accounts", as: "owner", path: () => "/admin/staff", axeHere: ["en"] },
  // admin-content: ko (its English flow is plain requests).
  { name: "content list", as: "owner", path: () => "/admin/content", axeHere: ["en"] },
  { name: "company editor", as: "owner", path: () => "/admin/content/company", phone: true },
  { name: "home page editor", as: "owner", path: () => "/admin/content/home", phone: true },
  { name: "company pages editor", as: "owner", path: () => "/admin/content/about", phone: true },
  { name: "notice editor", as: "owner", path: () => "/admin/content/news/new", phone: true },
  {
    name: "document editor",
    as: "owner",
    path: () => "/admin/content/documents/new",
    phone: true,
  },
  // certificates.spec.ts runs its Korean editor flow; the list and the editor's axe are here.
  {
    name: "certificates",
    as: "owner",
    path: () => "/admin/content/certificates",
    axeHere: ["ko", "en"],
  },
  {
    name: "certificate editor",
    as: "owner",
    path: () => "/admin/content/certificates/new",
    phone: true,
  },
  { name: "gallery editor", as: "owner", path: () => "/admin/content/gallery/new", phone: true },
  // No other spec runs axe on the product photos list.
  {
    name: "product photos",
    as: "owner",
    path: () => "/admin/content/products",
    axeHere: ["ko", "en"],
  },
  // admin-catalogue: both languages.
  { name: "product catalogue", as: "owner", path: () => "/admin/content/catalogue" },
  {
    name: "product photos editor",
    as: "owner",
    path: () => `/admin/content/products/${products[0]!.id}`,
    phone: true,
  },
  // admin-catalogue-add: en.
  {
    name: "new product",
    as: "owner",
    path: () => "/admin/content/catalogue/new",
    axeHere: ["ko"],
  },
  // A valve with the most figures of any (ratings by size), its drawings and places.
  {
    name: "catalogue editor",
    as: "owner",
    path: () => "/admin/content/catalogue/s40",
    phone: true,
  },
  // admin-sections: both languages.
  { name: "technical pages", as: "owner", path: () => "/admin/content/sections" },
  { name: "delivered units", as: "owner", path: () => "/admin/units" },
  { name: "new unit", as: "owner", path: () => "/admin/units/new" },
  { name: "unit", as: "owner", path: () => `/admin/units/${unitSerial}` },
  // plant-contacts: both languages at 375, 768 and 1280 px.
  { name: "plant contacts", as: "owner", path: () => `/admin/plants/${unitPlant}/contacts` },
  { name: "reminder days", as: "owner", path: () => "/admin/plants/reminder-days" },
  // plants.spec: both languages at 375 and 1280 px.
  { name: "plants", as: "owner", path: () => "/admin/plants" },
  {
    name: "plant",
    as: "owner",
    path: () => `/admin/plants/${site.units.bySerial(unitSerial)!.plantId}`,
  },
  { name: "services due", as: "owner", path: () => "/admin/plants/due" },
  // A page with an image to replace and a table made from figures beside its words.
  // Orders (decision 047): admin-orders drives them on the server's HTML, so axe runs here.
  { name: "orders", as: "owner", path: () => "/admin/orders", axeHere: ["ko", "en"] },
  {
    name: "new order",
    as: "owner",
    path: () => `/admin/orders/new?ref=${ref}`,
    axeHere: ["ko", "en"],
  },
  { name: "order", as: "owner", path: () => `/admin/orders/${orderNumber}`, axeHere: ["ko", "en"] },
  {
    name: "technical page editor",
    as: "owner",
    path: () => "/admin/content/sections/quarter-turn-480?page=2",
    phone: true,
  },
];

test.use({ viewport: { width: 375, height: 800 } });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  const email = `owner-${process.pid}@example.com`;
  await account(site, email, "owner");
  owner = signedInCookies(site, email);
  ref = await postInquiry();
  // A delivered unit with a long site and customer, as staff type them.
  const unit = site.units.add(
    {
      productId: products[0]!.id,
      productCode: products[0]!.code,
      tag: "P-101 흡입측 여과지 유입 밸브",
      site: "시화 정수장 제2 여과지동 지하 1층 밸브실",
      customer: COMPANY,
      industry: "water",
      deliveredOn: "2026-11-20",
      inquiryRef: ref,
      nameConsent: false,
      region: "경기",
    },
    `owner-${process.pid}@example.com`,
  );
  unitSerial = unit.serial;
  unitPlant = unit.plantId!;
  // An order of the inquiry, taken by phone, with a long site name.
  const inquiry = site.inquiryStore.byId(site.inquiryStore.idOf(ref)!)!;
  orderNumber = site.inquiryStore.orders.create(
    inquiry.id,
    {
      source: "phone",
      lines: (inquiry.items ?? []).map((item) => ({
        ...item,
        note: item.note ?? "",
        unitPrice: 1_250_000,
      })),
      poNumber: "PO-2026-0001-시화-여과지-교체",
      buyerName: "김민준",
      payment: "월말 마감 익월 현금",
      buyer: { company: COMPANY, name: "김민준", email: "b@x.example", phone: "", ref },
      wonOn: "2026-11-24",
    },
    `owner-${process.pid}@example.com`,
  ).number;
  // An inquiry without a quote list: its card says nothing of lines.
  site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "대성플랜트",
      name: "박서준",
      phone: "02-555-0101",
      email: `plain-${process.pid}@example.com`,
      inquiry: "카탈로그를 보내 주세요.",
      noticeVersion: noticeVersion(seoulToday()),
    },
    "off",
  );
});
test.afterAll(async () => {
  await site.close();
});

/** An inquiry with quote lines and a long text, as the contact page's script posts it. */
async function postInquiry() {
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: COMPANY,
      name: "김민준",
      phone: "031-8040-1234",
      email: `buyer-${process.pid}@kwater.example`,
      inquiry:
        "시화 정수장 여과지 밸브 교체 건으로 전동 액추에이터 견적을 요청드립니다. 납기와 현장 시운전 가능 여부도 알려 주세요.",
      "items[0][id]": "480-035",
      "items[0][qty]": "2",
      "items[0][note]": "24 V DC, 현장 시운전 포함, 방수 등급 IP67 이상",
      "items[1][id]": "ap12",
      "items[1][qty]": "4",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return site.latestRef();
}

/** A password accepted, the second step not yet taken. */
async function passwordStep(page: Page, lang: Lang) {
  const email = `step-${lang}-${process.pid}-${++serial}@example.com`;
  await account(site, email);
  await page.goto(site.origin + inLang(lang, "/admin"));
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password"]').press("Enter");
  await page.waitForURL(/\/sign-in\/verify/);
}

/**
 * The shown buttons whose label is one word, yet drawn on more than one line ("찾기" as 찾 / 기):
 * the lines of its text, by the distinct tops of the text's boxes.
 */
async function brokenWords(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll("button, .button")]
      .filter((button) => {
        const label = button.textContent?.trim() ?? "";
        // Shown: a closed menu's contents keep their boxes, unrendered (content-visibility).
        if (!label || /\s/.test(label) || !button.checkVisibility({ visibilityProperty: true })) {
          return false;
        }
        const range = document.createRange();
        range.selectNodeContents(button);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        return tops.size > 1;
      })
      .map((button) => button.textContent?.trim()),
  );
}

async function widths(page: Page) {
  return page.evaluate(() => ({
    document: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
}

for (const lang of LANGS) {
  for (const { name, as, path, phone, axeHere } of PAGES) {
    const axe = phone ? ", axe clean" : axeHere?.includes(lang) ? ", axe clean at 1280 px" : "";
    test(`${name} fits 375 px without sideways scroll${axe} (${lang})`, async ({ page }) => {
      if (as === "owner") await page.context().addCookies(owner);
      if (as === "password-step") await passwordStep(page, lang);
      const response = await page.goto(site.origin + inLang(lang, path()));
      expect(response!.status(), page.url()).toBe(200);
      const { document, screen } = await widths(page);
      expect(document, `${name} (${lang}) is wider than the screen`).toBeLessThanOrEqual(screen);
      expect(await brokenWords(page), `${name} (${lang}): a one-word button on two lines`).toEqual(
        [],
      );
      if (phone) await expectNoViolations(page, `${name} at 375 px (${lang})`);
      else if (axeHere?.includes(lang)) {
        await page.setViewportSize({ width: 1280, height: 720 });
        await expectNoViolations(page, `${name} at 1280 px (${lang})`);
      }
    });
  }
}

const FACTS = {
  ko: { status: "새 문의", assignee: "담당자: 미배정", age: /^(방금|\d+분 전)$/ },
  en: { status: "New", assignee: "Assignee: Unassigned", age: /^(just now|\d+ minutes? ago)$/ },
};

for (const lang of LANGS) {
  test(`the inbox at 375 px: one card per inquiry with its six facts (${lang})`, async ({
    page,
  }) => {
    await page.context().addCookies(owner);
    await page.goto(site.origin + inLang(lang, "/admin"));
    const card = page.locator("tbody tr", { has: page.getByRole("link", { name: ref }) });
    const facts = FACTS[lang];
    const shown = [
      card.getByRole("link", { name: ref }),
      card.getByText(COMPANY),
      card.getByText("시화 정수장 여과지 밸브", { exact: false }),
      card.getByText(facts.status, { exact: true }),
      card.getByText(facts.assignee),
      card.getByText(facts.age),
    ];
    for (const fact of shown) {
      await expect(fact).toBeVisible();
      const box = (await fact.boundingBox())!;
      // On the screen, not off its right edge.
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
    }
    await expect(card.locator(".inbox-lines")).toBeVisible();
    // The folded search: its buttons wrap whole, each word on one line ("조회", not 조 / 회).
    await page.locator(".inbox-fold summary").click();
    for (const control of await page.locator(".inbox-buttons > *").all()) {
      const lines = await control.evaluate((el) => {
        const text = document.createRange();
        text.selectNodeContents(el);
        return new Set([...text.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, await control.innerText()).toBe(1);
    }
    // No "품목 0" on the card of an inquiry that has no quote list.
    const plain = page.locator("tbody tr", { hasText: "대성플랜트" });
    await expect(plain).toBeVisible();
    await expect(plain.locator(".inbox-lines")).toBeHidden();
    // The quote lines of the inquiry's page are a list of cards too: each line on screen.
    await card.getByRole("link", { name: ref }).click();
    const line = page.locator(".inbox-lines-table tbody tr").first();
    await expect(line).toContainText("480-035");
    const lineBox = (await line.boundingBox())!;
    expect(lineBox.x + lineBox.width).toBeLessThanOrEqual(375);
    const note = (await line.getByText(/24 V DC/).boundingBox())!;
    expect(note.x + note.width).toBeLessThanOrEqual(375);
  });
}
