import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "@formspree/core";
import { simpleParser } from "mailparser";
import { CONSENT_FIELD, noticeVersion } from "../app/content/privacy";
import { seoulToday } from "../app/lib/site-clock";
import { headerOf, startSmtp } from "../tests/receiver/smtp";
import { signedInAccount, startAdminSite } from "../tests/e2e/admin-support";
import { expect, test, waitForHydration } from "../tests/e2e/support";

/*
 * Full-page screenshots of the quotation's screens, the mail room's and the company facts (with
 * the seal), as staff and the buyer see them: 375, 768 and 1280 px, Korean and English, for a
 * person to look at (the guide's "look at them as the owner would"). Each fails when the page
 * scrolls sideways.
 *
 *   npm run build && npx playwright test -c bench/screens.config.ts
 *
 * writes PNGs to $SCREENS_DIR (default: a folder in the system's temporary directory).
 */

const OUT = process.env.SCREENS_DIR ?? join(tmpdir(), "screens");
const WIDTHS = [375, 768, 1280];

test("the quotation and mail screens at three widths, both languages", async ({ browser }) => {
  mkdirSync(OUT, { recursive: true });
  const smtp = await startSmtp();
  const site = await startAdminSite({
    SMTP_URL: smtp.url,
    MAIL_FROM: "website@hanbit.example",
  });
  try {
    const owner = await signedInAccount(site, "owner", "owner", "김영업");
    const email = `buyer-${process.pid}@kwater.example`;
    const posted = await createClient().submitForm(
      "inquiry",
      {
        companyName: "한국수자원공사 시화사업소 정수시설 유지관리팀",
        name: "김민준",
        phone: "031-8040-1234",
        email,
        inquiry: "견적 부탁드립니다. 납기도 알려 주세요.",
        "items[0][id]": "480-035",
        "items[0][qty]": "2",
        "items[1][id]": "ap12",
        "items[1][qty]": "4",
        "items[1][note]": "24 V DC",
        [CONSENT_FIELD]: noticeVersion(seoulToday()),
        _lang: "ko",
      } as never,
      { endpoint: site.origin },
    );
    expect(posted.kind).toBe("success");
    const ref = site.latestRef();

    // A quotation priced and sent, as the sales desk does it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(owner.cookies);
    const page = await context.newPage();
    await page.goto(`${site.origin}/admin/inquiries/${ref}/quotation`);
    await waitForHydration(page);
    const line = (n: number) => page.getByRole("group", { name: `${n}번 품목` });
    await line(1).getByLabel("단가 (원)").fill("1,234,500");
    await line(2).getByLabel("단가 (원)").fill("99,999");
    await page.getByLabel("납기").fill("발주 후 2주");
    await page.getByRole("button", { name: "견적서 보내기" }).click();
    await expect
      .poll(() => smtp.inbox.filter((m) => headerOf(m.raw, "To") === email).length, {
        timeout: 30_000,
      })
      .toBe(1);
    const mail = await simpleParser(smtp.inbox.find((m) => headerOf(m.raw, "To") === email)!.raw);
    const buyerPath = new URL(/(http\S+\/quotation\/\S+)/.exec(mail.text!)![1]!).pathname;

    const staffPages = [
      ["home", "/admin"],
      ["inquiry", `/admin/inquiries/${ref}`],
      ["quotation", `/admin/inquiries/${ref}/quotation`],
      ["mail", "/admin/mail"],
      ["mail-settings", "/admin/settings/mail"],
      ["company", "/admin/content/company"],
    ] as const;
    const wide: string[] = [];
    for (const lang of ["ko", "en"] as const) {
      const prefix = lang === "en" ? "/en" : "";
      const pages: [string, string, boolean][] = [
        ...staffPages.map(
          ([name, path]) => [name, prefix + path, true] as [string, string, boolean],
        ),
        ["buyer-quotation", buyerPath.replace(/^\/(en\/)?/, `${prefix}/`), false],
      ];
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const [name, path, staff] of pages) {
          if (!staff) await context.clearCookies();
          const response = await page.goto(site.origin + path);
          expect(response?.status(), path).toBe(200);
          // The buyer's page sends no script: nothing to hydrate there.
          if (staff) await waitForHydration(page);
          const sideways = await page.evaluate(
            () => document.documentElement.scrollWidth > window.innerWidth,
          );
          if (sideways) wide.push(`${path} at ${width}`);
          await page.screenshot({
            path: join(OUT, `${name}-${lang}-${width}.png`),
            fullPage: true,
          });
          if (!staff) await context.addCookies(owner.cookies);
        }
      }
    }
    console.log(`screenshots in ${OUT}`);
    expect(wide).toEqual([]);
  } finally {
    await site.close();
    await smtp.close();
  }
});
