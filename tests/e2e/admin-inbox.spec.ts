import { spawnSync } from "node:child_process";
import { readFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@formspree/core";
import type { Page } from "@playwright/test";
import { CONSENT_FIELD, noticeVersion } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import { test, expect, expectNoViolations, waitForHydration } from "./support";
import type { HTMLElement } from "node-html-parser";
import {
  signedInAccount,
  staffBrowser,
  startAdminSite,
  submitButton,
  type AdminSite,
  type SignedIn,
} from "./admin-support";
import { named, readableText, words } from "./html-support";

/*
 * The inbox, driven as the sales team would: an inquiry posted through the official client
 * (@formspree/core) to this site's receiver, then the list, search, the inquiry's page, status,
 * assignee, notes, export with a reason, in both languages, with and without JavaScript; and
 * signed out, every inbox URL and action shows nothing.
 */

// One worker runs this file in order, so its site and accounts (beforeAll) are made once.
test.describe.configure({ mode: "default" });
let site: AdminSite;
let owner: SignedIn;
let staff: SignedIn;
let serial = 0;

// Every test starts with its account's session cookies (admin-auth.spec.ts tests the sign-in).
test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  owner = await signedInAccount(site, "owner", "owner");
  staff = await signedInAccount(site, "staff", "staff");
});
test.afterAll(async () => {
  await site.close();
});

const COMPANY = "한국수자원공사 시화사업소";

/** An inquiry with two quote lines, posted as the contact page's script posts it. */
async function postInquiry(lang: "ko" | "en", extra: Record<string, string> = {}) {
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: COMPANY,
      name: `김민준 ${++serial}`,
      phone: "031-8040-1234",
      email: `buyer-${serial}@kwater.example`,
      inquiry: "Please quote <script>alert('x')</script> the valves.\n납기도 알려 주세요.",
      "items[0][id]": "480-035",
      "items[0][qty]": "2",
      "items[1][id]": "ap12",
      "items[1][qty]": "4",
      "items[1][note]": "24 V DC",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: lang,
      ...extra,
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error(`not stored: ${JSON.stringify(result)}`);
  return site.latestRef();
}

const prefix = (lang: "ko" | "en") => (lang === "en" ? "/en" : "");

/** The HTML of pages checked by the Nu HTML checker in one run; returns its errors. */
function vnuErrors(pages: Record<string, string>) {
  const jar = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");
  const dir = mkdtempSync(join(tmpdir(), "vnu-inbox-"));
  try {
    for (const [name, html] of Object.entries(pages))
      writeFileSync(join(dir, `${name}.html`), html);
    const run = spawnSync(
      "java",
      ["-Xss16m", "-XX:TieredStopAtLevel=1", "-jar", jar, "--errors-only", "--format", "json", dir],
      { encoding: "utf8", maxBuffer: 16 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(run.stderr) as { messages: { url: string; message: string }[] };
    return messages.map((m) => `${m.url.split("/").pop()}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The page's width fits a 375 px screen: nothing wider than the viewport but scroll boxes. */
async function fitsPhone(page: Page) {
  await page.setViewportSize({ width: 375, height: 800 });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
  await page.setViewportSize({ width: 1280, height: 800 });
}

for (const lang of ["ko", "en"] as const) {
  const words =
    lang === "ko"
      ? {
          inbox: "문의함",
          search: "검색",
          show: "조회",
          inProgress: "처리 중",
          save: "저장",
          saved: "저장했습니다.",
          note: "메모 (고객에게 보이지 않음)",
          addNote: "내부 메모 추가",
          assign: "담당자 지정",
          status: "상태 변경",
          exportLink: "CSV 내보내기",
          reason: "사유",
          download: "CSV 내려받기",
          newBadge: "새 문의",
          conflict: "다른 직원이 먼저",
        }
      : {
          inbox: "Inbox",
          search: "Search",
          show: "Show",
          inProgress: "In progress",
          save: "Save",
          saved: "Saved.",
          note: "Note (never shown to the buyer)",
          addNote: "Add an internal note",
          assign: "Assign",
          status: "Status",
          exportLink: "Export CSV",
          reason: "Reason",
          download: "Download CSV",
          newBadge: "New",
          conflict: "Someone else changed this inquiry first",
        };

  test(`an inquiry from the official client: list, search, page, status, assignee, note, export (${lang})`, async ({
    page,
    consoleErrors,
  }) => {
    test.setTimeout(120_000);
    const ref = await postInquiry(lang);
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.context().addCookies(owner.cookies);
    await page.goto(`${site.origin}${prefix(lang)}/admin`);
    await expect(page.locator("h1")).toHaveText(words.inbox);
    const row = page.locator("tbody tr", { has: page.getByRole("link", { name: ref }) });
    await expect(row).toContainText(COMPANY);
    await expect(row).toContainText(words.newBadge);
    await expect(row.locator(".inbox-lines")).toHaveText("2", { useInnerText: true });
    await expectNoViolations(page, `inbox (${lang})`);
    await fitsPhone(page);

    // Search by part of a Korean word: the GET form.
    await page.getByLabel(words.search).fill("수자원");
    await page.getByRole("button", { name: words.show }).click();
    await expect(page).toHaveURL(/q=%EC%88%98%EC%9E%90%EC%9B%90/);
    await expect(page.getByRole("link", { name: ref })).toBeVisible();

    await page.getByRole("link", { name: ref }).click();
    await expect(page.locator("h1")).toContainText(ref);
    // The visitor's markup is text.
    await expect(page.getByText("<script>alert('x')</script>", { exact: false })).toBeVisible();
    expect(dialogs).toEqual([]);
    await expect(page.getByRole("link", { name: "480-035" })).toHaveAttribute(
      "href",
      new RegExp(`^${prefix(lang)}/products/.+/480-035$`),
    );
    await expect(page.getByRole("link", { name: /^AP12$/ })).toBeVisible();
    // The reply is written on the page (admin-reply.spec.ts sends one).
    await expect(page.locator('a[href="#inquiry-reply"]')).toHaveText(/답장|reply/);
    await expect(page.locator("#reply-subject")).toHaveValue(new RegExp(`^\\[${ref}\\]`));
    await expectNoViolations(page, `inquiry (${lang})`);
    await fitsPhone(page);

    await page.getByLabel(words.status, { exact: true }).selectOption("in_progress");
    await page.getByRole("button", { name: words.save }).first().click();
    await expect(page.getByRole("status").filter({ hasText: words.saved })).toBeVisible();
    await expect(page.locator(".inquiry-timeline")).toContainText(owner.email);

    // The assignee's own form and its post's answer: a refusal is told apart from a slow page.
    const assignForm = page.locator("form", { has: page.locator("#inquiry-assignee") });
    await assignForm.getByLabel(words.assign).selectOption(staff.email);
    const posted = page.waitForResponse(
      (response) => response.request().method() === "POST" && response.url().includes(ref),
    );
    await assignForm.getByRole("button", { name: words.save, exact: true }).click();
    expect((await posted).status()).toBeLessThan(400);
    await expect.poll(() => site.inbox.detail(ref)?.assignee).toBe(staff.email);
    await expect(page.locator("p", { hasText: staff.email }).first()).toBeVisible();

    await page.getByLabel(words.note).fill("전화로 납기 안내함\n다음 주 재확인");
    await page.getByRole("button", { name: words.addNote }).click();
    await expect(page.locator(".inquiry-note")).toHaveText("전화로 납기 안내함\n다음 주 재확인");

    const html = await page.content();
    const detail = site.inbox.detail(ref)!;
    expect(detail).toMatchObject({ status: "in_progress", assignee: staff.email });
    expect(detail.timeline.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(["received", "notice", "viewed", "status", "assignee", "note"]),
    );

    // Export of the filter, with a reason that the audit log keeps.
    await page.goto(`${site.origin}${prefix(lang)}/admin?q=${encodeURIComponent("수자원")}`);
    await page.getByRole("link", { name: words.exportLink }).click();
    await expectNoViolations(page, `export (${lang})`);
    const exportHtml = await page.content();
    await page.getByLabel(words.reason, { exact: true }).fill(`monthly report ${lang}`);
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: words.download }).click();
    const csv = readFileSync(await (await download).path(), "utf8");
    // Headers in the exporter's language, the time in Seoul as the inbox shows it.
    expect(csv.split("\r\n")[0]).toMatch(
      lang === "ko"
        ? /^\uFEFF접수 번호,접수 일시 \(KST\),언어,회사,이름,/
        : /^\uFEFFReference,Received \(KST\),Language,Company Name,Name,/,
    );
    const seoul = new Date(Date.parse(detail.createdAt) + 9 * 3_600_000)
      .toISOString()
      .slice(0, 16)
      .replace("T", " ");
    expect(csv).toContain(`${ref},${seoul},${lang},`);
    expect(csv).toContain(ref);
    expect(csv).toContain(COMPANY);
    const exports = site.staff.audit.list({ actor: owner.email, action: "inquiry-export" }).entries;
    expect(exports.some((e) => e.detail?.startsWith(`monthly report ${lang}`))).toBe(true);
    const audited = site.staff.audit.list({ actor: owner.email }).entries.map((e) => e.action);
    expect(audited).toEqual(
      expect.arrayContaining([
        "inquiry-viewed",
        "inquiry-status",
        "inquiry-assigned",
        "inquiry-note",
      ]),
    );
    // The audit log holds references, never the inquiry's personal data.
    const logged = JSON.stringify(site.staff.audit.list({}).entries);
    expect(logged).not.toContain(COMPANY);
    expect(logged).not.toContain("납기");

    expect(vnuErrors({ [`inquiry-${lang}`]: html, [`export-${lang}`]: exportHtml })).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  // English: the same forms as plain requests on the server's HTML, after this loop.
  if (lang === "ko") {
    test(`without JavaScript: filters, a status change and a note are plain forms (${lang})`, async ({
      browser,
    }) => {
      const ref = await postInquiry(lang);
      const context = await browser.newContext({ javaScriptEnabled: false });
      await context.addCookies(staff.cookies);
      const page = await context.newPage();
      try {
        await page.goto(`${site.origin}${prefix(lang)}/admin?status=new`);
        const list = await page.content();
        await page.getByRole("link", { name: ref }).click();
        await expect(page).toHaveURL(new RegExp(`/admin/inquiries/${ref}\\?status=new$`));
        await page.getByLabel(words.status, { exact: true }).selectOption("answered");
        await page.getByRole("button", { name: words.save }).first().click();
        await expect(page.getByText(words.saved)).toBeVisible();
        expect(site.inbox.detail(ref)!.status).toBe("answered");
        await page.getByLabel(words.note).fill("no script here");
        await page.getByRole("button", { name: words.addNote }).click();
        await expect(page.locator(".inquiry-note").last()).toHaveText("no script here");
        expect(vnuErrors({ [`list-${lang}`]: list })).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
}

test("without JavaScript: filters, a status change and a note are plain forms (en)", async () => {
  const ref = await postInquiry("en");
  const browser = staffBrowser(site, staff.cookies);
  const list = await browser.get("/en/admin?status=new");
  const link = list.doc.querySelectorAll("a").find((a) => words(a) === ref);
  let page = await browser.get(link!.getAttribute("href")!);
  expect(page.url.pathname + page.url.search).toBe(`/en/admin/inquiries/${ref}?status=new`);
  /** The form of the control labelled `label`, and the control's name. */
  const labelled = (label: string) => {
    const found = page.doc.querySelectorAll("label").filter((l) => words(l) === label);
    expect(found, `a label "${label}"`).toHaveLength(1);
    const control = page.doc.querySelector(`[id="${found[0]!.getAttribute("for")}"]`)!;
    return { form: control.closest("form")!, name: control.getAttribute("name")! };
  };
  const pressed = (form: HTMLElement, name: string) =>
    form.querySelectorAll("button").find((b) => words(b) === name);
  const status = labelled("Status");
  page = await browser.submit(status.form, {
    set: { [status.name]: "answered" },
    button: pressed(status.form, "Save"),
  });
  expect(readableText(page.doc.querySelector("main")!)).toContain("Saved.");
  expect(site.inbox.detail(ref)!.status).toBe("answered");
  const note = labelled("Note (never shown to the buyer)");
  page = await browser.submit(note.form, {
    set: { [note.name]: "no script here" },
    button: pressed(note.form, "Add an internal note"),
  });
  expect(words(page.doc.querySelectorAll(".inquiry-note").at(-1))).toBe("no script here");
  expect(vnuErrors({ "list-en": list.html })).toEqual([]);
});

const ERASE = {
  ko: {
    person: "이메일 또는 전화번호",
    find: "찾기",
    erase: "파기",
    done: "문의 1건을 파기했습니다.",
  },
  en: {
    person: "E-mail or phone number",
    find: "Find",
    erase: "Erase",
    done: "Inquiries erased: 1.",
  },
};

for (const lang of ["ko", "en"] as const) {
  test(`an owner erases one person's inquiries after confirming; staff cannot (${lang})`, async ({
    page,
    browser,
  }) => {
    const words = ERASE[lang];
    const who = `erase-${lang}-${process.pid}@kwater.example`;
    const ref = await postInquiry(lang, { email: who });
    const staffContext = await browser.newContext();
    await staffContext.addCookies(staff.cookies);
    try {
      const staffPage = await staffContext.newPage();
      const refused = await staffPage.goto(`${site.origin}${prefix(lang)}/admin/erase`);
      expect(refused!.status()).toBe(403);
    } finally {
      await staffContext.close();
    }
    expect(site.inbox.detail(ref)).toBeTruthy();

    await page.context().addCookies(owner.cookies);
    await page.goto(`${site.origin}${prefix(lang)}/admin/erase`);
    await page.getByLabel(words.person).fill(who.toUpperCase());
    await page.getByRole("button", { name: words.find }).click();
    await expect(page.getByText(ref)).toBeVisible();
    await expectNoViolations(page, `erase (${lang})`);
    // The second step is confirmed: without the box ticked, nothing is erased.
    await page.getByRole("button", { name: words.erase, exact: true }).click();
    // The browser held the post back: the box is required and still unticked.
    expect(
      await page
        .getByRole("checkbox")
        .evaluate((box: HTMLInputElement) => box.validity.valueMissing),
    ).toBe(true);
    expect(site.inbox.detail(ref)).toBeTruthy();
    await page.getByRole("checkbox").check();
    await page.getByRole("button", { name: words.erase, exact: true }).click();
    await expect(page.getByRole("status")).toHaveText(words.done);
    expect(site.inbox.detail(ref)).toBeFalsy();
  });
}

test("a change made from an out-of-date page is refused and loses nothing", async ({ browser }) => {
  const ref = await postInquiry("ko");
  const context = await browser.newContext({ javaScriptEnabled: false });
  await context.addCookies(staff.cookies);
  const first = await context.newPage();
  try {
    await first.goto(`${site.origin}/admin/inquiries/${ref}`);
    const second = await context.newPage();
    await second.goto(`${site.origin}/admin/inquiries/${ref}`);
    await first.getByLabel("상태 변경", { exact: true }).selectOption("closed");
    await first.getByRole("button", { name: "저장" }).first().click();
    await expect(first.getByText("저장했습니다.")).toBeVisible();

    await second.getByLabel("상태 변경", { exact: true }).selectOption("spam");
    const answer = second.waitForResponse((r) => r.request().method() === "POST");
    await second.getByRole("button", { name: "저장" }).first().click();
    expect((await answer).status()).toBe(409);
    await expect(second.getByRole("alert")).toContainText("다른 직원이 먼저");
    expect(site.inbox.detail(ref)!.status).toBe("closed");
  } finally {
    await context.close();
  }
});

test("signed out, every inbox URL and action shows the sign-in page or 403, no personal data", async ({
  request,
}) => {
  const ref = await postInquiry("en");
  const before = site.inbox.detail(ref)!;
  for (const path of [
    "/admin",
    `/admin?q=${encodeURIComponent("수자원")}`,
    `/admin/inquiries/${ref}`,
    "/admin/export",
    `/en/admin/inquiries/${ref}`,
    "/en/admin/export?status=new",
    `/admin/erase?person=${encodeURIComponent("031-8040-1234")}`,
    `/admin/inquiries/${ref}.data`,
  ]) {
    const response = await request.get(site.origin + path);
    const body = await response.text();
    // A .data request is told of the redirect with 202 (React Router's single fetch).
    expect([200, 202, 302, 303], path).toContain(response.status());
    expect(body, path).not.toContain(COMPANY);
    expect(body, path).not.toContain("kwater.example");
    // The reference itself may appear (the sign-in form's way back); nothing of the person.
    expect(body, path).not.toContain("김민준");
    expect(response.headers()["cache-control"], path).toBe("no-store");
  }
  // A post without a session: from this site's origin with no token is refused (403); with a
  // page's token but no session it goes to the sign-in page; nothing changes.
  for (const [path, form] of [
    [`/admin/inquiries/${ref}`, { intent: "status", status: "spam", revision: "0" }],
    [`/admin/inquiries/${ref}`, { intent: "note", note: "x" }],
    ["/admin/export.csv", { reason: "stolen data" }],
  ] as const) {
    const response = await request.post(site.origin + path, {
      form,
      headers: { Origin: site.origin },
      maxRedirects: 0,
    });
    expect([302, 303, 403], path).toContain(response.status());
    const body = await response.text();
    expect(body).not.toContain(COMPANY);
  }
  const page = await request.get(`${site.origin}/admin`);
  const token = /name="csrf" value="([^"]+)"/.exec(await page.text())?.[1];
  expect(token).toBeTruthy();
  const tokenPost = await request.post(`${site.origin}/admin/export.csv`, {
    form: { reason: "stolen data", csrf: token! },
    headers: { Origin: site.origin },
    maxRedirects: 0,
  });
  expect([302, 303, 403]).toContain(tokenPost.status());
  expect(await tokenPost.text()).not.toContain(COMPANY);
  expect(site.inbox.detail(ref)).toMatchObject({
    status: before.status,
    revision: before.revision,
  });
  expect(site.inbox.detail(ref)!.timeline.filter((e) => e.kind === "note")).toEqual([]);
});

const FORM_KO = {
  status: "상태 변경",
  save: "저장",
  saved: "저장했습니다.",
  note: "메모 (고객에게 보이지 않음)",
  addNote: "내부 메모 추가",
};
const FORM_EN = {
  status: "Status",
  save: "Save",
  saved: "Saved.",
  note: "Note (never shown to the buyer)",
  addNote: "Add an internal note",
};

const AUDIT = {
  ko: {
    viewed: "문의 열람",
    status: "문의 상태 변경",
    note: "내부 메모 추가",
    inProgress: "처리 중",
    chars: /^\d+자$/,
    header: /^\uFEFF일시 \(KST\),사용자,작업,대상,내용,IP 주소,작업 코드\r\n/,
  },
  en: {
    viewed: "Inquiry viewed",
    status: "Inquiry status changed",
    note: "Note added",
    inProgress: "In progress",
    chars: /^\d+ characters$/,
    header: /^\uFEFFTime \(KST\),User,Action,Target,Detail,IP address,Action code\r\n/,
  },
};

for (const lang of ["ko", "en"] as const) {
  test(`the audit log names actions, statuses and counts in words, no codes (${lang})`, async ({
    page,
  }) => {
    const ref = await postInquiry(lang);
    await page.context().addCookies(owner.cookies);
    await page.goto(`${site.origin}${prefix(lang)}/admin/inquiries/${ref}`);
    const form = lang === "ko" ? FORM_KO : FORM_EN;
    await page.getByLabel(form.status, { exact: true }).selectOption("in_progress");
    await page.getByRole("button", { name: form.save }).first().click();
    // The timeline names the owner already (this visit): the save's own answer, before the
    // note's post, which would cancel a save still on its way.
    await expect(page.getByRole("status").filter({ hasText: form.saved })).toBeVisible();
    await page.getByLabel(form.note).fill("납기 확인");
    await page.getByRole("button", { name: form.addNote }).click();
    await expect(page.locator(".inquiry-note")).toHaveText("납기 확인");

    const audit = AUDIT[lang];
    await page.goto(`${site.origin}${prefix(lang)}/admin/audit?actor=${owner.email}`);
    const row = (action: string) =>
      page.locator("tbody tr", { has: page.locator(`td[data-action="${action}"]`) }).filter({
        hasText: ref,
      });
    await expect(row("inquiry-viewed").first().locator("td").nth(2)).toHaveText(audit.viewed);
    await expect(row("inquiry-status").locator("td").nth(2)).toHaveText(audit.status);
    await expect(row("inquiry-status").locator("td").nth(4)).toHaveText(audit.inProgress);
    await expect(row("inquiry-note").locator("td").nth(2)).toHaveText(audit.note);
    await expect(row("inquiry-note").locator("td").nth(4)).toHaveText(audit.chars);
    // The action filter offers words too; the codes stay in attributes only.
    await expect(page.locator('select[name="action"] option[value="inquiry-viewed"]')).toHaveText(
      audit.viewed,
    );
    const shown = await page.locator("main").innerText();
    expect(shown).not.toMatch(/inquiry-viewed|in_progress|\bchars\b/);
    // "inquiries" is a code in a cell of its own; English sentences may say "3 inquiries".
    expect(await page.locator("main td").allInnerTexts()).not.toContain("inquiries");
    if (lang === "ko") expect(shown).not.toMatch(/inquiries/);
    await expectNoViolations(page, `audit (${lang})`);

    const csv = await page.request.get(`${site.origin}${prefix(lang)}/admin/audit.csv`);
    const body = await csv.text();
    expect(body).toMatch(audit.header);
    expect(body).toContain(`${audit.viewed},${ref},,`);
    // Seoul time, as the page shows it: "2026-11-23 17:05:09".
    expect(body.split("\r\n")[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2},/);
  });

  test(`mark as spam is secondary and asks first: a dialog with JavaScript (${lang})`, async ({
    page,
  }) => {
    const ref = await postInquiry(lang);
    const w = SPAM[lang];
    await page.context().addCookies(staff.cookies);
    await page.goto(`${site.origin}${prefix(lang)}/admin/inquiries/${ref}`);
    await waitForHydration(page);
    const spam = page.getByRole("button", { name: w.spam });
    const reply = page.getByRole("link", { name: w.reply });
    // The reply is the filled, prominent action; spam an outlined one.
    const background = (locator: typeof spam) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(spam)).toBe("rgb(255, 255, 255)");
    expect(await background(reply)).not.toBe("rgb(255, 255, 255)");

    await spam.click();
    const dialog = page.getByRole("dialog", { name: w.question });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: w.cancel })).toBeFocused();
    await expectNoViolations(page, `spam dialog (${lang})`);
    // Tab and Shift+Tab stay inside the dialog.
    for (const key of ["Tab", "Tab", "Tab", "Shift+Tab", "Shift+Tab", "Shift+Tab"]) {
      await page.keyboard.press(key);
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(spam).toBeFocused();
    expect(site.inbox.detail(ref)!.status).toBe("new");

    await spam.click();
    await dialog.getByRole("button", { name: w.spam }).click();
    await expect(page.getByRole("status").filter({ hasText: w.saved })).toBeVisible();
    expect(site.inbox.detail(ref)!.status).toBe("spam");
    await expect(spam).toHaveCount(0);
  });

  test(`mark as spam without JavaScript: a confirm step, nothing changed before it (${lang})`, async ({
    browser,
  }) => {
    const ref = await postInquiry(lang);
    const w = SPAM[lang];
    if (lang === "en") {
      // The English steps as plain requests on the server's HTML (decision 019).
      const plain = staffBrowser(site, staff.cookies);
      let sent = await plain.get(`${prefix(lang)}/admin/inquiries/${ref}`);
      const pressSpam = async () => {
        const button = submitButton(sent.doc, w.spam);
        sent = await plain.submit(button.closest("form")!, { button });
      };
      const step = () => named(sent.doc, "section", w.question)[0];
      await pressSpam();
      expect(step(), "the confirmation step").toBeTruthy();
      expect(site.inbox.detail(ref)!.status).toBe("new");
      // Cancel is a way back to the inquiry, unchanged.
      const cancel = step()!
        .querySelectorAll("a")
        .find((a) => readableText(a) === w.cancel)!;
      sent = await plain.get(cancel.getAttribute("href")!);
      expect(step()).toBeUndefined();
      await pressSpam();
      sent = await plain.submit(step()!.querySelector("form")!, {
        button: submitButton(step()!, w.spam),
      });
      expect(readableText(sent.doc.querySelector("main")!)).toContain(w.saved);
      expect(site.inbox.detail(ref)!.status).toBe("spam");
      return;
    }
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies(staff.cookies);
    const page = await context.newPage();
    try {
      await page.goto(`${site.origin}${prefix(lang)}/admin/inquiries/${ref}`);
      await page.getByRole("button", { name: w.spam }).click();
      const step = page.getByRole("region", { name: w.question });
      await expect(step).toBeVisible();
      expect(site.inbox.detail(ref)!.status).toBe("new");
      // Cancel is a way back to the inquiry, unchanged.
      await step.getByRole("link", { name: w.cancel }).click();
      await expect(page.getByRole("region", { name: w.question })).toHaveCount(0);
      await page.getByRole("button", { name: w.spam }).click();
      await page
        .getByRole("region", { name: w.question })
        .getByRole("button", { name: w.spam })
        .click();
      await expect(page.getByText(w.saved)).toBeVisible();
      expect(site.inbox.detail(ref)!.status).toBe("spam");
    } finally {
      await context.close();
    }
  });
}

const SPAM = {
  ko: {
    spam: "스팸으로 표시",
    reply: "답장 쓰기",
    cancel: "취소",
    saved: "저장했습니다.",
    question:
      "이 문의를 스팸으로 표시하시겠습니까? 스팸 탭으로 옮겨지고, 상태를 바꾸면 되돌릴 수 있습니다.",
  },
  en: {
    spam: "Mark as spam",
    reply: "Write a reply",
    cancel: "Cancel",
    saved: "Saved.",
    question:
      "Mark this inquiry as spam? It moves to the Spam tab; changing its status brings it back.",
  },
};
