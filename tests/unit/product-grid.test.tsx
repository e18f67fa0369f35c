import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { drawings } from "../../app/content/catalog/images";
import { ProductGrid } from "../../app/catalogue/blocks/ProductGrid";
import { inLang } from "../../app/i18n/in-lang.server";
import type { Lang } from "../../app/i18n/lang";
import { PageWordsContext } from "../../app/i18n/use-lang";
import {
  CATALOGUE_NAMESPACES,
  CHROME_NAMESPACES,
  messagesFor,
} from "../../app/i18n/translate.server";
import type { ProductCard } from "../../app/catalogue/category-data";

function render(products: ProductCard[], lang: Lang) {
  // The grid is an island (decision 042): no router, the page's words from the context the root
  // or its island provides.
  const messages = messagesFor(lang, [...CHROME_NAMESPACES, ...CATALOGUE_NAMESPACES]);
  return renderToString(
    <PageWordsContext.Provider value={{ lang, messages, app: false }}>
      <ProductGrid products={products} lang={lang} />
    </PageWordsContext.Provider>,
  );
}

/** A card as an English page's loader data has it. */
const card: ProductCard = inLang("en", {
  id: "s10",
  code: "S10",
  name: { ko: "볼 밸브", en: "Ball valve" },
  image: drawings.ballValve,
  path: "/products/sirca-valves/ball-valves/s10",
  figures: { ko: "DN15~DN100 · PN16/25/40", en: "DN15–DN100 · PN16/25/40" },
});

describe("product grid", () => {
  it("says the product information is being prepared when the list is empty", () => {
    expect(render([], "ko")).toContain("제품 정보를 준비 중입니다");
    expect(render([], "en")).toContain("Product information is being prepared");
  });

  it("shows code, name, image and a details link in the page's language", () => {
    const html = render([card], "en");
    expect(html).toContain('href="/en/products/sirca-valves/ball-valves/s10"');
    expect(html).toContain(">S10<");
    expect(html).toContain("Ball valve");
    expect(html).toContain("DN15–DN100 · PN16/25/40");
    expect(html).toContain('src="/images/products/ball-valve.svg"');
    expect(html).toContain("Details");
    // With JavaScript the link opens the preview dialog.
    expect(html).toContain('aria-haspopup="dialog"');
  });
});
