import type { Route } from "./+types/route";
import { LangLink } from "../../ui/LangLink";
import { PageHeader } from "../../ui/PageHeader";
import { findCategory } from "../../content/catalog/categories";
import { categoryDescriptions } from "../../content/catalog/category-descriptions.server";
import { categoryImages, drawings } from "../../content/catalog/images";
import type { ImageEntry, Localized } from "../../content/schemas";
import { inLang } from "../../i18n/in-lang.server";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { itemListLd } from "../../site/structured-data.server";
import { requestLang } from "../../i18n/lang";

export const meta = metaFromLoader;

/** Six cards, in this order. */
const cardOrder = ["electric", "pneumatic", "special", "pinch-valve", "sirca-valves"] as const;

interface Card {
  path: string;
  name: Localized;
  description: Localized;
  image: ImageEntry;
}

export function loader({ request }: Route.LoaderArgs) {
  const cards: Card[] = [
    ...cardOrder.map((id) => {
      const category = findCategory(id)!;
      return {
        path: `/products/${id}`,
        name: category.name,
        description: categoryDescriptions[id]!,
        image: categoryImages[id]!,
      };
    }),
    // The gallery's one job is a pinch valve sleeve replacement.
    {
      path: "/gallery",
      name: pages.gallery.title,
      description: pageTexts.gallery.description,
      image: drawings.pinchValveThreaded,
    },
  ];
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
  const title = pick(pages.products.title, lang);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} intro={loaderData.intro} />
      <section className="container section">
        <ul className="card-grid">
          {loaderData.cards.map((card) => (
            <li key={card.path} className="card">
              <LangLink to={card.path} className="card__link">
                <img
                  className="card__image"
                  src={card.image.src}
                  width={card.image.width}
                  height={card.image.height}
                  alt=""
                />
                <h2 className="card__title">{card.name}</h2>
                <p>{card.description}</p>
              </LangLink>
            </li>
          ))}
        </ul>
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
