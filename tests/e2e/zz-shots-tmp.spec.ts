import { isolatedTest as test } from "./support";
import { signedInAccount, startAdminSite } from "./admin-support";

test("shots", async ({ browser }) => {
  test.setTimeout(180_000);
  const site = await startAdminSite();
  const owner = await signedInAccount(browser, site, "shots", "owner");
  const codes = ["480-035", "ap5", "s30", "ht600", "480-010", "pqvf"];
  const cats = ["electric", "pneumatic", "sirca-valves", "sirca-valves", "electric", "pinch-valve"];
  let seed = 7;
  const rnd = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
  for (let n = 0; n < 400; n += 1) {
    const k = Math.floor(rnd() * codes.length);
    const at = new Date(Date.now() - rnd() * 360 * 86400000);
    site.inquiryStore.add(
      {
        lang: "ko", companyName: "회사", name: "이름", phone: "02-000-0000", email: "a@example.com",
        inquiry: "견적", noticeVersion: "2026-11-22", category: rnd() < 0.15 ? undefined : cats[k],
        items: rnd() < 0.3 ? undefined : [{ productId: codes[k]!, code: codes[k]!.toUpperCase(), name: codes[k]!, quantity: 1 }],
      },
      "off",
      at,
    );
  }
  const ua = { "User-Agent": "Mozilla/5.0 Chrome/131.0 Safari/537.36" };
  const words = ["버터플라이 dn700", "zebra valve", "볼밸브 pn40", "HT-900", "게이트 밸브", "sanitary valve"];
  for (let n = 0; n < 40; n += 1) {
    await fetch(`${site.origin}/search?q=${encodeURIComponent(words[n % words.length]!.repeat(1))}`, { headers: ua });
  }
  for (const [i, path] of ["/products/electric/range-series/480-035", "/products/pneumatic/rotary/ap5", "/en/products/electric/range-series/480-035"].entries()) {
    for (let n = 0; n < 10 - i * 3; n += 1) await fetch(site.origin + path, { headers: ua });
  }
  for (const width of [375, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies(owner.cookies);
    const page = await context.newPage();
    await page.goto(`${site.origin}/admin/numbers`);
    await page.screenshot({ path: `/work/notes/shots-numbers/numbers-ko-${width}.png`, fullPage: true });
    await context.close();
  }
  await site.close();
});
