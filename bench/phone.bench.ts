import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { format } from "prettier";
import {
  account,
  signedInCookies,
  startAdminSite,
  type AdminSite,
} from "../tests/e2e/admin-support";
import { expect, test } from "../tests/e2e/support";
import { phonePhoto } from "../tests/fixtures/photos";
import { createClient } from "@formspree/core";
import { CONSENT_FIELD, noticeVersion } from "../app/content/privacy";
import { seoulToday } from "../app/lib/site-clock";

/*
 * Five everyday jobs of the owner on a 375 x 667 phone, in Korean, from the back office's home:
 * how many taps each takes and how far the owner scrolls. A tap is a press on a link, a button
 * or a field (typing into a focused field is not one); the scroll is the distance the page moves
 * to bring the next thing to press into view (where a press lands, by hit test: a bar over a
 * button hides it). Pages open at their top or at the fragment the link names, as a browser does.
 *
 *   npm run build && PHONE_LABEL=after npx playwright test -c bench/phone.config.ts
 *
 * writes bench/results/phone-<label>.json, and bench/results/phone.md when "before" and "after"
 * are both there ("before" was measured on the branch point, before the phone work).
 */

const LABEL = process.env.PHONE_LABEL ?? "after";
const RESULTS = join(import.meta.dirname, "results");

interface Walk {
  taps: number;
  scroll: number;
}

/** One person's walk: counts taps and scrolled pixels. */
function walker(page: Page) {
  const walk: Walk = { taps: 0, scroll: 0 };

  /** Scrolls as little as a person would until `target` can be pressed; adds the distance. */
  async function reach(target: Locator) {
    await target.waitFor({ state: "attached" });
    for (const block of ["nearest", "center", "start"] as const) {
      const hit = await target.evaluate((el: Element) => {
        const box = el.getBoundingClientRect();
        const x = box.left + Math.min(box.width / 2, 20);
        const y = box.top + Math.min(box.height / 2, 12);
        if (y < 0 || y > innerHeight) return false;
        const at = document.elementFromPoint(x, y);
        return (
          !!at && (el === at || el.contains(at) || (el as HTMLInputElement).labels?.[0] === at)
        );
      });
      if (hit) return;
      const before = await page.evaluate(() => scrollY);
      await target.evaluate((el: Element, b) => el.scrollIntoView({ block: b }), block);
      walk.scroll += Math.abs((await page.evaluate(() => scrollY)) - before);
    }
  }

  return {
    walk,
    /** Presses a link or button (and waits for what it opens). */
    async tap(target: Locator) {
      await reach(target);
      walk.taps += 1;
      await target.click();
      await page.waitForLoadState("load");
    },
    /** Presses a field and types into it. */
    async type(target: Locator, text: string) {
      await reach(target);
      walk.taps += 1;
      await target.click();
      await target.fill(text);
    },
    /** Presses a file field and picks a file (the picker's own taps are the phone's). */
    async pick(target: Locator, buffer: Buffer) {
      await reach(target);
      walk.taps += 1;
      await target.setInputFiles({ name: "site.jpg", mimeType: "image/jpeg", buffer });
    },
    /** The last press of a job (send, publish): counted where it is, not sent. */
    async last(target: Locator) {
      await reach(target);
      walk.taps += 1;
    },
    /** What the owner reads: scrolled into view, no tap. */
    async see(target: Locator) {
      await reach(target);
    },
    /**
     * A place in the back office: by the top bar's link where it shows, else by a link on the
     * page (a shortcut), else through the folded menu.
     */
    async go(path: string) {
      // The full bar's link or, once the menu is open, the menu's (both are in the page).
      const link = page.locator(`header a[href="${path}"] >> visible=true`);
      const shortcut = page.locator(`main a[href="${path}"]`).first();
      const menu = page.locator("header summary");
      if (await link.isVisible()) await this.tap(link);
      else if ((await shortcut.count()) > 0) await this.tap(shortcut);
      else {
        await this.tap(menu);
        await this.tap(link);
      }
    },
  };
}

let site: AdminSite;

test.use({ viewport: { width: 375, height: 667 }, hasTouch: true });

test.beforeAll(async () => {
  site = await startAdminSite();
  const email = `owner-${process.pid}@example.com`;
  await account(site, email, "owner");
  const cookies = signedInCookies(site, email);
  (globalThis as { ownerCookies?: typeof cookies }).ownerCookies = cookies;
  for (let i = 0; i < 3; i++) await postInquiry(i);
});
test.afterAll(async () => {
  await site.close();
});

/** An inquiry as the contact page's script posts it. */
async function postInquiry(i: number) {
  const result = await createClient().submitForm(
    "inquiry",
    {
      companyName: "한국수자원공사 시화사업소",
      name: "김민준",
      phone: "031-8040-1234",
      email: `buyer-${i}@kwater.example`,
      inquiry: "여과지 밸브 교체 건으로 전동 액추에이터 견적을 요청드립니다.",
      [CONSENT_FIELD]: noticeVersion(seoulToday()),
      _lang: "ko",
    } as never,
    { endpoint: site.origin },
  );
  if (result.kind !== "success") throw new Error("inquiry not stored");
}

const JOBS: { name: string; run: (page: Page, w: ReturnType<typeof walker>) => Promise<void> }[] = [
  {
    name: "Answer an inquiry",
    async run(page, w) {
      await w.tap(page.locator('main a[href*="/admin/inquiries/"]').first());
      await w.type(page.locator("#reply-body"), "견적서를 첨부합니다.");
      await w.last(page.locator(".inquiry-reply-form button[type=submit]"));
    },
  },
  {
    name: "Change one figure and publish (S30's maximum temperature)",
    async run(page, w) {
      // The product list: from the menu where it has an entry, else by the content page (whose
      // only way there, before, was "add a product" and its "all products" link).
      if ((await page.locator('a[href="/admin/content/catalogue"]').count()) > 0) {
        await w.go("/admin/content/catalogue");
      } else {
        await w.go("/admin/content");
        await w.tap(page.locator('main a[href="/admin/content/catalogue/new"]').first());
        await w.tap(page.locator('main a[href="/admin/content/catalogue"]').first());
      }
      await w.tap(page.locator('main a[href="/admin/content/catalogue/s30"]').first());
      await w.type(page.locator("#f-figures-tempC-max"), "90");
      // S30's texts still say 200 °C: the editor lists them and asks (decision 025); the owner
      // publishes anyway, as the fastest way through.
      await w.tap(page.locator('button[name="intent"][value="publish"]'));
      await w.last(page.locator('button[name="intent"][value="publishAnyway"]'));
    },
  },
  {
    name: "Publish a gallery post with a photo",
    async run(page, w) {
      await w.go("/admin/content");
      await w.tap(page.locator('main a[href="/admin/content/gallery/new"]').first());
      await w.type(page.locator("#f-title-ko"), "시화 정수장 밸브 교체");
      await w.type(page.locator("#f-title-en"), "Sihwa water plant valves");
      await w.type(page.locator("#f-description-ko"), "전동 액추에이터 12대를 교체했습니다.");
      await w.type(page.locator("#f-description-en"), "Twelve electric actuators replaced.");
      await w.pick(page.locator('main input[type="file"]').first(), await phonePhoto());
      await w.last(page.locator('button[name="intent"][value="publish"]'));
    },
  },
  {
    name: "Edit the CEO message",
    async run(page, w) {
      await w.go("/admin/content");
      await w.tap(page.locator('main a[href="/admin/content/about"]').first());
      await w.type(page.locator("#f-ceoMessage-paragraphs-0-ko"), "고객 여러분께 감사드립니다.");
      await w.last(page.locator('button[name="intent"][value="publish"]'));
    },
  },
  {
    name: "Check the numbers",
    async run(page, w) {
      await w.go("/admin/numbers");
      // The first table of figures, seen whole enough to read its first row.
      await w.see(page.locator("main .numbers-section h2").nth(1));
    },
  },
];

for (const job of JOBS) {
  test(job.name, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 667 } });
    await context.addCookies((globalThis as { ownerCookies?: [] }).ownerCookies ?? []);
    const page = await context.newPage();
    await page.goto(`${site.origin}/admin`);
    await expect(page.locator("main h1").first()).toBeVisible();
    const w = walker(page);
    await job.run(page, w);
    // Merged into the file at once: a failed job starts a new worker, with its own memory.
    const file = join(RESULTS, `phone-${LABEL}.json`);
    let walks: Record<string, Walk> = {};
    try {
      walks = JSON.parse(readFileSync(file, "utf8"));
    } catch {
      // The first job of a run.
    }
    walks[job.name] = w.walk;
    writeFileSync(file, `${JSON.stringify(walks, null, 2)}\n`);
    await table();
    await context.close();
  });
}

/** The markdown table of both walks, once both are measured. */
async function table() {
  let before: Record<string, Walk>, after: Record<string, Walk>;
  try {
    before = JSON.parse(readFileSync(join(RESULTS, "phone-before.json"), "utf8"));
    after = JSON.parse(readFileSync(join(RESULTS, "phone-after.json"), "utf8"));
  } catch {
    return;
  }
  if (JOBS.some(({ name }) => !before[name] || !after[name])) return;
  const rows = JOBS.map(({ name }) => {
    const b = before[name]!;
    const a = after[name]!;
    return `| ${name} | ${b.taps} | ${a.taps} | ${Math.round(b.scroll)} | ${Math.round(a.scroll)} |`;
  });
  const text = [
    "# The back office at a phone: five jobs at 375 x 667 px, Korean",
    "",
    "Measured by `bench/phone.bench.ts` (taps; scroll distance in CSS pixels).",
    "",
    "| job | taps before | taps after | scroll before (px) | scroll after (px) |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...rows,
    "",
  ].join("\n");
  writeFileSync(join(RESULTS, "phone.md"), await format(text, { parser: "markdown" }));
}
