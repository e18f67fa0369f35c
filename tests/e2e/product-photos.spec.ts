import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Cookie, Locator, Page } from "@playwright/test";
import {
  findProductsByIds,
  findSection,
  productPath,
} from "../../app/content/catalog/catalog.server";
import { productDrawings } from "../../app/content/catalog/images";
import { phonePhoto } from "../fixtures/photos";
import { signedInAccount, startAdminSite, validate, type AdminSite } from "./admin-support";
import {
  LANGS,
  expect,
  expectNoViolations,
  inLang,
  test,
  pick,
  submitAndLoad,
  subcategory,
  waitForHydration,
  type Lang,
  timeUntil,
} from "./support";

/**
 * Product photos (issue 25), as staff add them: a phone photo uploaded in the editor, alt text
 * in both languages, published; first on the product's page, its card in the category list and
 * its preview modal, the drawings after it, in both languages and within a second; the served
 * files carry no metadata; unpublished, it is gone. Axe on the picker and the editor.
 */
test.describe.configure({ mode: "serial" });

const ballValves = subcategory("sirca-valves", "ball-valves");
const listPath = "/products/sirca-valves/ball-valves";
const product = findProductsByIds(
  findSection(ballValves.section)!.pages[0]!.content.flatMap((block) =>
    block.type === "product-catalog" ? block.products : [],
  ),
)[0]!;
const drawings = productDrawings(product);
const alt = { ko: "설치 현장의 볼 밸브 사진", en: "Photo of the ball valve as installed" };

let site: AdminSite;
let staff: Cookie[];
/** The published photo's id, once the first test has uploaded it. */
let photoId = "";

test.beforeAll(async () => {
  test.setTimeout(90_000);
  site = await startAdminSite();
  staff = (await signedInAccount(site, "photos", "staff")).cookies;
});
test.afterAll(async () => {
  await site?.close();
});

const at = (path: string) => site.origin + path;

/** Every image of a figure area in order: an uploaded photo's id, or a drawing's file. */
function imageOrder(images: Locator) {
  return images.evaluateAll((all: HTMLImageElement[]) =>
    all.map((img) => {
      const src = img.getAttribute("src")!;
      return /^\/uploads\/photos\//.test(src) ? src.slice(16, 52) : src;
    }),
  );
}

/** The image has loaded one of the photo's served copies (not a broken image). */
async function expectLoadedPhoto(img: Locator) {
  await img.scrollIntoViewIfNeeded();
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  expect(await img.evaluate((el: HTMLImageElement) => el.currentSrc)).toMatch(
    new RegExp(`/uploads/photos/${photoId}-\\d+\\.(avif|webp)$`),
  );
}

/** The product page, its card in the list and its preview, each with the photo first or not. */
async function expectPublicPages(page: Page, lang: Lang, withPhoto: boolean) {
  const order = [...(withPhoto ? [photoId] : []), ...drawings.map((d) => d.src)];
  await page.goto(at(inLang(lang, productPath(product))));
  const figures = page.locator(".product-drawings img");
  expect(await imageOrder(figures)).toEqual(order);
  if (withPhoto) {
    const first = figures.first();
    await expect(first).toHaveAttribute("alt", alt[lang]);
    await expect(first).toHaveAttribute("width", /^\d+$/);
    await expect(first).toHaveAttribute("height", /^\d+$/);
    await expect(first).toHaveAttribute("loading", "eager");
    await expect(first).toHaveAttribute("srcset", /\.webp 480w/);
    await expect(page.locator(".product-drawings picture source").first()).toHaveAttribute(
      "type",
      "image/avif",
    );
    await expect(figures.nth(1)).toHaveAttribute("loading", "lazy");
    await expectLoadedPhoto(first);
  }

  await page.goto(at(inLang(lang, listPath)));
  await waitForHydration(page);
  const card = page
    .locator("main .product-grid > li")
    .filter({ hasText: product.code })
    .locator("a.card__link");
  if (withPhoto) {
    await expect(card.locator("img")).toHaveAttribute("srcset", new RegExp(photoId));
    await expectLoadedPhoto(card.locator("img"));
  } else {
    await expect(card.locator("img")).toHaveAttribute("src", product.image.src);
  }
  await card.click();
  const modal = page.getByRole("dialog", { name: pick(product.name, lang), exact: true });
  await expect(modal).toBeVisible();
  const zoom = modal.locator(".zoom-image img");
  await expect(zoom).toHaveCount(order.length);
  expect(await imageOrder(zoom)).toEqual(order);
  if (withPhoto) {
    await expect(zoom.first()).toHaveAttribute("alt", alt[lang]);
    await expectLoadedPhoto(zoom.first());
  }
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
}

test("ko: staff pick the product, upload a phone photo, write alt text and publish", async ({
  page,
}) => {
  test.setTimeout(150_000);
  await page.context().addCookies(staff);
  await page.goto(at("/admin"));
  await page.getByRole("link", { name: "콘텐츠", exact: true }).click();
  const kind = page.getByRole("region", { name: "제품 사진" });
  await kind.getByRole("link", { name: "새로 만들기" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("제품 사진");
  await expectNoViolations(page, "ko product picker");
  // Found by its code typed with a space instead of the hyphen.
  await page.getByLabel("제품 찾기").fill(product.code.replace("-", " "));
  await submitAndLoad(page, page.getByRole("button", { name: "찾기" }));
  // The search's own list ("모두 보기" shows only there), not the list of every product.
  await expect(page.getByRole("link", { name: "모두 보기" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`^${product.code} `) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(product.code);
  await expect(page.getByText("아직 사진이 없습니다")).toBeVisible();

  // A text file named like a photo, and a phone photo: one refused with what to send.
  await page.getByLabel("사진 파일").setInputFiles([
    { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("not a photo at all") },
    { name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: await phonePhoto() },
  ]);
  await page.getByRole("button", { name: "올리기" }).click();
  await expect(page.getByRole("alert")).toContainText("사진 1장을 올렸습니다");
  await expect(page.locator("#photo-upload-error")).toContainText("notes.jpg");
  await expect(page.locator("#photo-upload-error")).toContainText("JPEG, PNG, WebP 또는 AVIF");
  const row = page.getByRole("group", { name: "사진 1", exact: true });
  await expect(row).toContainText("IMG_2041.jpg");
  await expect(row.getByText("한국어 번역이 없습니다.")).toBeVisible();
  await expectNoViolations(page, "ko product photos editor after an upload");
  // Nothing is saved or shown yet.
  expect(site.content.get("productPhotos", product.id)).toBeUndefined();

  // Publishing without alt text is refused at the fields; what was uploaded is kept as a draft.
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("alert")).toContainText("초안은 저장했습니다 (버전 1)");
  await expect(row.getByLabel("한국어")).toHaveAttribute("aria-invalid", "true");
  expect(site.content.get("productPhotos", product.id)).toMatchObject({
    state: "draft",
    version: 1,
  });

  await row.getByLabel("한국어").fill(alt.ko);
  await row.getByLabel("English").fill(alt.en);
  const editorHtml = await page.content();

  // The preview: the product page as visitors would see it, the photo first; nothing published.
  const [preview] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "미리보기" }).click(),
  ]);
  await preview.waitForLoadState();
  await expect(preview.locator(".product-drawings img").first()).toHaveAttribute("alt", alt.ko);
  await expect(preview.locator(".product-drawings img").first()).toHaveAttribute(
    "src",
    /^\/uploads\/photos\//,
  );
  await preview.close();
  expect(site.content.get("productPhotos", product.id)!.version).toBe(1);
  await page.getByRole("button", { name: "게시", exact: true }).click();
  await expect(page.getByRole("status").first()).toContainText("게시했습니다");
  const item = site.content.get("productPhotos", product.id)!;
  expect(item.state).toBe("published");
  photoId = item.draft.photos[0]!.id;
  expect(item.draft.photos[0]).toMatchObject({ name: "IMG_2041.jpg", alt });
  expect(
    await timeUntil(site.origin + inLang("en", productPath(product)), (html) =>
      html.includes(photoId),
    ),
  ).toBeLessThan(1000);

  for (const lang of LANGS) await expectPublicPages(page, lang, true);
  await page.goto(at(productPath(product)));
  await expectNoViolations(page, "ko product page with a photo");
  const pageHtml = await (await fetch(at(inLang("en", productPath(product))))).text();
  expect(
    validate(
      new Map([
        ["editor", editorHtml],
        ["product page", pageHtml],
      ]),
    ),
  ).toEqual([]);
  const audited = site.staff.audit.list({}).entries.map((e) => `${e.action} ${e.target}`);
  expect(audited).toContain(`content-publish productPhotos/${product.id}`);
});

test("the served files carry no metadata and stand upright", async () => {
  const { draft } = site.content.get("productPhotos", product.id)!;
  const photo = draft.photos[0]!;
  // Stored 1200 × 800 on its side (orientation 6): served upright, taller than wide.
  expect(photo.height).toBeGreaterThan(photo.width);
  const dir = mkdtempSync(join(tmpdir(), "served-photo-"));
  try {
    for (const width of photo.widths) {
      for (const format of ["avif", "webp"]) {
        const response = await fetch(at(`/uploads/photos/${photo.id}-${width}.${format}`));
        expect(response.status).toBe(200);
        const file = join(dir, `${width}.${format}`);
        writeFileSync(file, Buffer.from(await response.arrayBuffer()));
        const out = execFileSync("exiftool", ["-json", "-a", "-G1", file], { encoding: "utf8" });
        const tags = Object.keys((JSON.parse(out) as Record<string, unknown>[])[0]!);
        expect(
          tags.filter((tag) => /^(GPS|EXIF|ExifIFD|IFD0|XMP|IPTC|ICC)/.test(tag)),
          file,
        ).toEqual([]);
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("en: staff unpublish the photos; the drawings are back, the draft is kept", async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await page.context().addCookies(staff);
  await page.goto(at("/en/admin/content"));
  await page
    .getByRole("region", { name: "Product photos" })
    .getByRole("link", { name: new RegExp(`^${product.code} `) })
    .click();
  const row = page.getByRole("group", { name: "Photo 1", exact: true });
  await expect(row.getByLabel("English")).toHaveValue(alt.en);
  await expectNoViolations(page, "en product photos editor");
  await page.getByRole("button", { name: "Unpublish" }).click();
  const ask = page.getByRole("dialog", { name: "Unpublish this item?" });
  await expect(ask).toContainText("show the site's drawings again");
  await ask.getByRole("button", { name: "Yes, unpublish" }).click();
  await expect(page.getByRole("status").first()).toContainText("Unpublished");
  await timeUntil(site.origin + productPath(product), (html) => !html.includes(photoId));
  // A visitor of their own: the shared page's cache holds the preview's data from the first
  // test, which Chromium may show once more within its stale-while-revalidate minute.
  const visitor = await browser.newPage();
  try {
    for (const lang of LANGS) await expectPublicPages(visitor, lang, false);
  } finally {
    await visitor.close();
  }
  expect(site.content.get("productPhotos", product.id)).toMatchObject({ state: "unpublished" });
});
