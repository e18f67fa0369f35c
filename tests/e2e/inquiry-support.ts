import type { Browser, Page, Request } from "@playwright/test";
import { dict, expect, inLang, type Lang } from "./support";

/** The visible fields in form order, with values a buyer would type. */
export const FIELDS = ["companyName", "name", "phone", "fax", "email", "inquiry"] as const;
export type Field = (typeof FIELDS)[number];

export const sample: Record<Field, string> = {
  companyName: "한국수자원 설비(주) / Hangang Water Works",
  name: "김영수 Kim Young-su",
  phone: "010-1234-5678",
  fax: "02-555-0101",
  email: "buyer@hangang-water.example",
  inquiry: "DN200 버터플라이 밸브 10대 견적 부탁드립니다. Ten DN200 butterfly valves, please.",
};

/** A field found the way a person (or a screen reader) finds it: by its name in the page's language. */
export function field(page: Page, lang: Lang, name: Field) {
  const label = dict[lang][`inquiry.${name}`];
  const accessibleName = name === "fax" ? `${label} (${dict[lang]["inquiry.optional"]})` : label;
  return inquiryForm(page, lang).getByRole("textbox", { name: accessibleName, exact: true });
}

export function inquiryForm(page: Page, lang: Lang) {
  return page.getByRole("form", { name: dict[lang]["inquiry.formTitle"] });
}

export function submitButton(page: Page, lang: Lang) {
  return inquiryForm(page, lang).locator('button[type="submit"]');
}

/** The consent box, found by its label as a person finds it. */
export function consentBox(page: Page, lang: Lang) {
  return inquiryForm(page, lang).getByRole("checkbox", { name: dict[lang]["inquiry.consent"] });
}

/** Fills every field and, unless told not to, ticks the consent box as a person would. */
export async function fillAll(
  page: Page,
  lang: Lang,
  values: Partial<Record<Field, string>> = {},
  { consent = true } = {},
) {
  for (const name of FIELDS) await field(page, lang, name).fill(values[name] ?? sample[name]);
  if (consent) await consentBox(page, lang).check();
}

/** The success panel, in the page's language. */
export async function expectSuccessPanel(page: Page, lang: Lang) {
  const heading = page.getByRole("heading", { name: dict[lang]["inquiry.successTitle"] });
  await expect(heading).toBeVisible();
  await expect(heading).toHaveText(dict[lang]["inquiry.successTitle"]);
  await expect(page.locator(".inquiry-success")).toContainText(dict[lang]["inquiry.successText"]);
  return heading;
}

/** The fields of a multipart body as the official client sends it (new FormData(form)). */
export function multipartFields(request: Request): Record<string, string> {
  const body = request.postDataBuffer()?.toString("utf8") ?? "";
  const fields: Record<string, string> = {};
  for (const [, name, value] of body.matchAll(/name="([^"]+)"\r\n\r\n([\s\S]*?)\r\n--/g)) {
    fields[name!] = value!;
  }
  return fields;
}

/** A browser without JavaScript, as some buyers' locked-down office machines are. */
export async function noScriptPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

/**
 * The receiver's answer to the form's post. Matched by path: the page also posts web-vitals
 * beacons (204), which may leave while the form is being sent.
 */
export function inquiryAnswer(page: Page) {
  return page.waitForResponse(
    (r) => r.request().method() === "POST" && new URL(r.url()).pathname === "/f/inquiry",
  );
}

export const thanksPath = (lang: Lang) => inLang(lang, "/contact/thanks");
