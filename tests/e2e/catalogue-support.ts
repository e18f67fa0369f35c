import type { Browser, Page } from "@playwright/test";
import type { SignedIn } from "./admin-support";
import { expect, type Lang } from "./support";

/** Shared by the specs of the catalogue staff edit (tests/e2e/admin-catalogue*.spec.ts). */

/**
 * The codes of the models a finder's answer says cover the duty, from the page's HTML: in its
 * text or its loader data (where the line break is escaped), the codes only.
 */
export function finderCodes(html: string, lang: Lang): string[] {
  const line = /(?:Models that cover it|조건 만족 모델): ([A-Z0-9-][A-Z0-9, -]*)/.exec(html);
  expect(line, `finder answer (${lang})`).not.toBeNull();
  return line![1]!.split(/,\s*/).map((code) => code.trim());
}

/** A page of its own context, signed in with the session's cookies (no sign-in per test). */
export async function signedInPage(
  browser: Browser,
  staff: SignedIn,
  javaScriptEnabled: boolean,
): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled });
  await context.addCookies(staff.cookies);
  return context.newPage();
}
