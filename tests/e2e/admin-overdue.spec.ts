import type { Browser, Page } from "@playwright/test";
import { noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";
import { test, expect, expectNoViolations } from "./support";
import {
  account,
  labelledControl,
  signedInCookies,
  staffBrowser,
  startAdminSite,
  type AdminSite,
  type StaffPage,
} from "./admin-support";
import { named, readableText, words } from "./html-support";

/*
 * Response times in Seoul business hours, driven on the clock of the test site: an inquiry
 * received on Friday 5 February 2027, before Seollal (Saturday to Monday) and its substitute
 * holiday (Tuesday the 9th), is not overdue over the holidays, becomes overdue on Wednesday at
 * 10:00 (nine business hours after receipt), shows in the overdue tab with its count, and once
 * answered shows its first-response time in business hours. Both languages; the filter is a
 * plain link, so the English steps run without JavaScript, as plain requests on the server's HTML. Then the daily digest on the same
 * clock: nothing without SMTP, nothing on a Saturday, and at 08:30 on Monday the assignee's
 * open and overdue inquiries to them (in English, their mail language) and the unassigned ones
 * to the owner (in Korean), once; the mail settings page shows that run, then Tuesday's, which
 * the server refused.
 */

test.describe.configure({ mode: "serial", timeout: 120_000 });

let site: AdminSite;
let email: string;
let ref: string;
let smtp: FakeSmtp;

test.beforeAll(async () => {
  smtp = await startSmtp();
  // No retries: a digest mail the server refuses is given up at once (the schedule has its tests).
  site = await startAdminSite({}, { digest: true, outbox: { retrySchedule: [] } });
  email = `owner-${process.pid}@example.com`;
  await account(site, email, "owner");
  // Friday 5 February 2027, 10:00 in Seoul.
  ref = site.inquiryStore.add(
    {
      lang: "ko",
      companyName: "한빛정밀 주식회사",
      name: "이서연",
      phone: "02-555-0199",
      email: "buyer@hanbit-precision.example",
      inquiry: "버터플라이 밸브 DN150 견적 부탁드립니다.",
      noticeVersion: noticeVersion(seoulToday()),
    },
    "off",
    new Date("2027-02-05T10:00:00+09:00"),
  ).ref;
});
test.afterAll(async () => {
  await site?.close();
  await smtp?.close();
});

/** Moves the clock, then a page signed in at that moment (a session ends after 12 hours). */
async function pageAt(browser: Browser, at: string, javaScriptEnabled = true): Promise<Page> {
  site.setClock(at);
  const cookies = signedInCookies(site, email);
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies(cookies);
  return context.newPage();
}

/** An inquiry received at a Seoul moment; returns its reference. */
function received(at: string, company: string) {
  return site.inquiryStore.add(
    {
      lang: "ko",
      companyName: company,
      name: "박지훈",
      phone: "031-555-0142",
      email: "buyer@daesung-plant.example",
      inquiry: "전동 액추에이터 납기 문의드립니다.",
      noticeVersion: noticeVersion(seoulToday()),
    },
    "off",
    new Date(`${at}+09:00`),
  ).ref;
}

/** The digest's mails in the outbox, oldest first: to whom, for which day, how it went. */
const digestRows = () =>
  (
    site.inquiryStore.database
      .prepare("SELECT payload, status FROM mail_outbox WHERE kind = 'digest' ORDER BY id")
      .all() as { payload: string; status: string }[]
  ).map((row) => ({
    ...(JSON.parse(row.payload) as { to: string; day: string }),
    status: row.status,
  }));

const row = (page: Page) => page.locator("tbody tr", { hasText: ref });
const overdueTab = (page: Page, name: string) =>
  page.getByRole("navigation", { name: /상태별 문의|Inquiries by status/ }).getByRole("link", {
    name: new RegExp(`^${name} \\(\\d+\\)$`),
  });

test("over Seollal and its substitute holiday the Friday inquiry is not overdue (ko)", async ({
  browser,
}) => {
  // Tuesday 9 February, the substitute holiday, late: 8 business hours have passed (Friday).
  const page = await pageAt(browser, "2027-02-09T23:00:00+09:00");
  try {
    await page.goto(`${site.origin}/admin`);
    await expect(row(page)).toBeVisible();
    await expect(row(page).getByText("기한 초과")).toHaveCount(0);
    await expect(overdueTab(page, "기한 초과")).toHaveText("기한 초과 (0)");
    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(page.locator(".inquiry-response")).toHaveText(
      "첫 응답: 아직 없음 · 응답 기한 2027-02-10 10:00",
    );
  } finally {
    await page.context().close();
  }
});

/**
 * A browser without script signed in at a moment, as plain requests on the server's HTML
 * (decision 019: the English flows; the Korean ones stay in the browser).
 */
function plainAt(at: string) {
  site.setClock(at);
  return staffBrowser(site, signedInCookies(site, email));
}

/** The parsed inbox's row of the Friday inquiry, and its tab of overdue inquiries. */
const plainRow = (page: StaffPage) =>
  page.doc.querySelectorAll("tbody tr").find((tr) => words(tr).includes(ref));
const plainTab = (page: StaffPage, name: string) => {
  const [nav] = named(page.doc, "nav", name === "Overdue" ? "Inquiries by status" : "상태별 문의");
  const links = nav!
    .querySelectorAll("a")
    .filter((a) => new RegExp(`^${name} \\(\\d+\\)$`).test(words(a)));
  expect(links, `one tab "${name}"`).toHaveLength(1);
  return links[0]!;
};

test("on the next business day at 10:00 it is overdue, in the tab with its count (en, ko)", async ({
  browser,
}) => {
  // Wednesday 10 February 09:59: still a minute to go.
  let plain = plainAt("2027-02-10T09:59:00+09:00");
  let inbox = await plain.get("/en/admin");
  expect(words(plainTab(inbox, "Overdue"))).toBe("Overdue (0)");
  plain = plainAt("2027-02-10T10:30:00+09:00");
  inbox = await plain.get("/en/admin");
  expect(words(plainRow(inbox)!.querySelector(".inbox-badge-overdue"))).toBe("Overdue");
  // The tab is a plain link. The English inbox's axe run is admin-inbox's; the overdue badge's
  // is the Korean one's below.
  inbox = await plain.get(plainTab(inbox, "Overdue").getAttribute("href")!);
  expect(inbox.url.searchParams.get("overdue")).toBe("1");
  expect(words(plainTab(inbox, "Overdue"))).toBe("Overdue (1)");
  expect(plainTab(inbox, "Overdue").getAttribute("aria-current")).toBe("page");
  expect(inbox.doc.querySelectorAll("tbody tr")).toHaveLength(1);
  expect(plainRow(inbox)).toBeTruthy();

  const page = await pageAt(browser, "2027-02-10T10:30:00+09:00");
  try {
    await page.goto(`${site.origin}/admin?overdue=1`);
    await expect(overdueTab(page, "기한 초과")).toHaveText("기한 초과 (1)");
    await expect(row(page).locator(".inbox-badge-overdue")).toHaveText("기한 초과");
    await expect(page.locator(".inbox-rule")).toContainText("업무 시간은 평일 09:00~18:00");
    await expectNoViolations(page, "inbox, overdue tab (ko)");
    await page.goto(`${site.origin}/admin/inquiries/${ref}`);
    await expect(page.locator(".inquiry-response")).toHaveText(
      "첫 응답: 기한 초과 응답 기한 2027-02-10 10:00이(가) 지났습니다",
    );
  } finally {
    await page.context().close();
  }
});

test("answered by phone at 11:00, it leaves the tab and shows 10 business hours (no JS, en and ko)", async () => {
  const plain = plainAt("2027-02-10T11:00:00+09:00");
  let page = await plain.get(`/en/admin/inquiries/${ref}?overdue=1`);
  const status = labelledControl(page.doc, "Status");
  const form = status.closest("form")!;
  page = await plain.submit(form, {
    set: { [status.getAttribute("name")!]: "answered" },
    button: form.querySelector("button")!,
  });
  expect(readableText(page.doc.querySelector("main")!)).toContain("Saved.");
  // Friday 10:00-18:00 and Wednesday 09:00-11:00: ten business hours.
  expect(words(page.doc.querySelector(".inquiry-response"))).toBe(
    "First response: 10 h 0 min in business hours (answered 2027-02-10 11:00)",
  );
  page = await plain.get("/en/admin?overdue=1");
  expect(words(plainTab(page, "Overdue"))).toBe("Overdue (0)");
  expect(page.doc.querySelectorAll("tbody tr")).toHaveLength(0);
  page = await plain.get("/admin");
  expect(words(plainRow(page)!.querySelector(".inbox-response"))).toBe("첫 응답: 10시간 0분");
});

test("the daily digest: off without SMTP, not on Saturday, at 08:30 Monday to the right people", async () => {
  // Every moment so far was after 08:30 on Wednesday 10 February, a business day: no SMTP server
  // is set, so no digest was made.
  await site.lookForDigest();
  expect(smtp.inbox).toHaveLength(0);
  expect(site.inquiryStore.digests.last()).toBeUndefined();

  const kim = `kim-${process.pid}@example.com`;
  await account(site, kim, "staff");
  // Kim reads their mail in English (My account); the owner keeps Korean.
  site.staff.accounts.setProfile(site.staff.accounts.byEmail(kim)!.id, { mailLang: "en" });
  // Thursday 14:00, assigned to Kim: overdue since Friday 14:00. Friday 16:00, unassigned:
  // due Monday 16:00.
  const mine = received("2027-02-11T14:00", "대성플랜트");
  expect(site.inbox.assign(mine, kim, 0, email)).toBe("changed");
  const nobodys = received("2027-02-12T16:00", "미래엔지니어링");

  site.setClock("2027-02-13T08:30:00+09:00");
  site.staff.mail.save(
    {
      host: "127.0.0.1",
      port: Number(new URL(smtp.url).port),
      security: "none",
      user: "",
      password: "",
      from: "",
      to: [],
      confirm: false,
    },
    email,
  );
  await site.lookForDigest();
  expect(digestRows(), "Saturday").toEqual([]);

  site.setClock("2027-02-15T08:29:00+09:00");
  await site.lookForDigest();
  expect(digestRows(), "08:29").toEqual([]);
  site.setClock("2027-02-15T08:30:00+09:00");
  await site.lookForDigest();
  // One row per recipient in the outbox, which sends them.
  expect(digestRows().map((row) => row.day)).toEqual(["2027-02-15", "2027-02-15"]);
  await expect.poll(() => smtp.inbox.length, { timeout: 10_000 }).toBe(2);
  const to = (address: string) => smtp.inbox.find((mail) => headerOf(mail.raw, "To") === address);
  const kims = to(kim)!;
  expect(subjectOf(kims.raw)).toBe("[Inquiry summary] 2027-02-15 1 assigned (1 overdue)");
  expect(bodyOf(kims.raw)).toContain(`- [Overdue] ${mine} 대성플랜트 · received 2027-02-11 14:00`);
  expect(bodyOf(kims.raw)).not.toContain(nobodys);
  const owners = to(email)!;
  expect(subjectOf(owners.raw)).toBe("[문의 요약] 2027. 2. 15. 미배정 1건");
  expect(bodyOf(owners.raw)).toContain(`- ${nobodys} 미래엔지니어링 · 접수 2027. 2. 12. 16:00`);
  // The answered inquiry is in nobody's digest.
  expect(smtp.inbox.map((mail) => bodyOf(mail.raw)).join()).not.toContain(ref);

  // Once a day.
  await expect.poll(() => digestRows().map((row) => row.status)).toEqual(["sent", "sent"]);
  site.setClock("2027-02-15T13:00:00+09:00");
  await site.lookForDigest();
  expect(digestRows()).toHaveLength(2);
  expect(smtp.inbox).toHaveLength(2);
});

test("the digest's last run on the mail settings page: sent (ko), then refused (en)", async ({
  browser,
}) => {
  let page = await pageAt(browser, "2027-02-15T13:00:00+09:00");
  const digest = page.locator("section", { has: page.locator("#mail-digest-title") });
  try {
    await page.goto(`${site.origin}/admin/settings/mail`);
    await expect(digest).toContainText("마지막 요약: 2027-02-15 (만든 시각 2027-02-15 08:30 KST)");
    await expect(digest.locator(".settings-on")).toHaveText("요약 메일 2통을 모두 보냈습니다.");
    await expect(digest.getByRole("alert")).toHaveCount(0);
    await expectNoViolations(page, "mail settings: digest sent (ko)");
  } finally {
    await page.context().close();
  }

  // Tuesday's digest meets a server that refuses every mail.
  smtp.refuseAll(451);
  site.setClock("2027-02-16T08:30:00+09:00");
  await site.lookForDigest();
  await expect
    .poll(() => digestRows().flatMap((row) => (row.day === "2027-02-16" ? [row.status] : [])))
    .toEqual(["failed", "failed"]);
  smtp.refuseAll(undefined);
  page = await pageAt(browser, "2027-02-16T09:00:00+09:00");
  const failed = page.locator("section", { has: page.locator("#mail-digest-title") });
  try {
    await page.goto(`${site.origin}/en/admin/settings/mail`);
    await expect(failed).toContainText("Last summary: 2027-02-16 (made 2027-02-16 08:30 KST)");
    await expect(failed).toContainText("0 of 2 summary mails sent.");
    await expect(failed.locator(".settings-on")).toHaveCount(0);
    const alert = failed.getByRole("alert");
    await expect(alert).toContainText("2 summary mails could not be sent.");
    await expect(alert.locator("li")).toHaveCount(2);
    await expect(alert.locator("li", { hasText: email })).toContainText("(1 try)");
    // The failure's kind in words (a 451 for the message: "other").
    await expect(alert.locator("li", { hasText: email })).toContainText(
      "The mail server did not take the mail.",
    );
    await expectNoViolations(page, "mail settings: digest refused (en)");
  } finally {
    await page.context().close();
  }
});
