import type { Route } from "./+types/route";
import { LangLink } from "../../ui/LangLink";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { CategoryCards } from "../../catalogue/CategoryCards";
import { categoryCard, type CategoryCard } from "../../content/catalog/category-card.server";
import { drawings } from "../../content/catalog/images";
import { inLang } from "../../i18n/in-lang.server";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { itemListLd } from "../../site/structured-data.server";
import { requestLang } from "../../i18n/lang";
import { emptyPagesOf } from "../../empty-pages.server";
import { seoulToday } from "../../lib/site-clock";

export const meta = metaFromLoader;

/** Six cards, in this order (those with something to show). */
const cardOrder = ["electric", "pneumatic", "special", "pinch-valve", "sirca-valves"] as const;

export function loader({ request, context }: Route.LoaderArgs) {
  const empty = new Set(emptyPagesOf(context, seoulToday()));
  const cards: CategoryCard[] = [
    ...cardOrder.map(categoryCard),
    // The gallery's one job is a pinch valve sleeve replacement.
    {
      path: "/gallery",
      name: pages.gallery.title,
      description: pageTexts.gallery.description,
      image: drawings.pinchValveThreaded,
    },
    // A group or the gallery with nothing in it is left out (app/empty-pages.server.ts).
  ].filter((card) => !empty.has(card.path));
  const lang = requestLang(request);
  const itemList = itemListLd(lang, pages.products.title, cards);
  return {
    ...inLang(lang, { cards }),
    intro: pick(pageTexts.products.description, lang),
    finderText: pick(pageTexts.finder.description, lang),
    meta: pageMeta("products", new URL(request.url), { structuredData: [itemList] }),
  };
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <SitePageHeader page="products" intro={loaderData.intro} />
      <section className="container section">
        <CategoryCards cards={loaderData.cards} />
        <p className="products__finder">
          <LangLink className="button" to={pages.finder.path}>
            {pick(pages.finder.title, lang)}
          </LangLink>{" "}
          {loaderData.finderText}
        </p>
      </section>
    </>
  );
}
