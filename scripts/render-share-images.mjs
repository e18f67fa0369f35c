// Renders the social share images (1200x630 PNG, one per page type) and the logo (512x512 PNG)
// into public/images/share/ with Debian's Chromium. Social networks do not take SVG, so the PNGs
// are committed; run `node scripts/render-share-images.mjs` again after changing a design here.
import { readFileSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "@playwright/test";

const root = new URL("..", import.meta.url).pathname;
const out = join(root, "public/images/share");

const svg = (path) =>
  `data:image/svg+xml;base64,${readFileSync(join(root, "public", path)).toString("base64")}`;

const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#0f3d75"/><circle cx="20" cy="20" r="11" fill="none" stroke="#fff" stroke-width="3"/><path d="M12 28 28 12" stroke="#f28c28" stroke-width="4" stroke-linecap="round"/></svg>`;

/** Page type -> label, background and drawing (from the site's own drawings). */
const types = {
  home: {
    ko: "산업용 액추에이터·밸브 전문",
    en: "Industrial Actuators and Valves",
    background: "linear-gradient(135deg, #0a2a52 0%, #174f94 100%)",
    drawing: "/images/products/electric-multi-turn.svg",
  },
  products: {
    ko: "제품소개",
    en: "Product Catalogue",
    background: "linear-gradient(135deg, #0b5c5c 0%, #127a7a 100%)",
    drawing: "/images/products/pneumatic-rack-pinion.svg",
  },
  product: {
    ko: "제품 상세 · 가격 문의",
    en: "Technical Data · Price on Request",
    background: "linear-gradient(135deg, #123f7a 0%, #1d5fae 100%)",
    drawing: "/images/products/butterfly-valve.svg",
  },
  gallery: {
    ko: "갤러리",
    en: "Field Work Gallery",
    background: "linear-gradient(135deg, #6b4226 0%, #8b5a2b 100%)",
    drawing: "/images/products/pinch-valve-flanged.svg",
  },
  about: {
    ko: "회사소개",
    en: "About Us",
    background: "linear-gradient(135deg, #4b2a7b 0%, #6a3fa0 100%)",
    drawing: "/images/products/special-hydraulic.svg",
  },
  contact: {
    ko: "제품 문의 · 견적 요청",
    en: "Inquiries and Quotes",
    background: "linear-gradient(135deg, #0a2a52 0%, #0b5c5c 100%)",
    drawing: "/images/products/ball-valve.svg",
  },
};

const page = (type) => `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; width: 1200px; height: 630px; font-family: "NanumGothic", "Noto Sans CJK KR", sans-serif;
         background: ${type.background}; color: #fff; display: flex; align-items: center; }
  .text { flex: 1; padding: 0 0 0 80px; }
  .brand { display: flex; align-items: center; gap: 20px; font-size: 40px; font-weight: 700; }
  .brand img { width: 84px; height: 84px; }
  h1 { font-size: 64px; line-height: 1.15; margin: 56px 0 16px; }
  p { font-size: 36px; margin: 0; opacity: 0.92; }
  .bar { width: 120px; height: 10px; background: #f28c28; margin-top: 48px; border-radius: 5px; }
  .art { width: 460px; height: 460px; margin-right: 70px; background: #fff; border-radius: 24px;
         display: flex; align-items: center; justify-content: center; }
  .art img { width: 400px; height: 300px; object-fit: contain; }
</style></head><body>
  <div class="text">
    <div class="brand"><img src="data:image/svg+xml;base64,${Buffer.from(LOGO).toString("base64")}" alt="">Hanbit Flow Control</div>
    <h1>${type.en}</h1>
    <p>${type.ko}</p>
    <div class="bar"></div>
  </div>
  <div class="art"><img src="${svg(type.drawing)}" alt=""></div>
</body></html>`;

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
const tab = await browser.newPage({ viewport: { width: 1200, height: 630 } });
for (const [name, type] of Object.entries(types)) {
  await tab.setContent(page(type), { waitUntil: "load" });
  await tab.screenshot({ path: join(out, `${name}.png`) });
}
await tab.setViewportSize({ width: 512, height: 512 });
await tab.setContent(
  `<body style="margin:0;background:#fff"><img style="width:512px;height:512px;display:block" src="data:image/svg+xml;base64,${Buffer.from(LOGO).toString("base64")}" alt=""></body>`,
);
await tab.screenshot({ path: join(out, "logo.png"), omitBackground: false });
await browser.close();
console.log(`Wrote ${Object.keys(types).length} share images and logo.png to ${out}`);
