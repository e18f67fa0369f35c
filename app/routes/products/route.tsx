import type { Route } from "./+types/route";
import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import { findCategory } from "../../content/catalog/categories";
import { pick, type Localized } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("products", location);
}

/** SPEC section 2: six cards, in this order. */
const cardOrder = ["electric", "pneumatic", "special", "pinch-valve", "sirca-valves"] as const;

interface Card {
  path: string;
  name: Localized;
  description: Localized;
}

const cards: Card[] = [
  ...cardOrder.map((id) => {
    const category = findCategory(id)!;
    return { path: `/products/${id}`, name: category.name, description: category.description };
  }),
  { path: "/gallery", name: pages.gallery.title, description: pages.gallery.description },
];

export default function Products() {
  const lang = useLang();
  return (
    <>
      <PageHeader
        title={pick(pages.products.title, lang)}
        crumbs={[{ label: pick(pages.products.title, lang) }]}
      />
      <section className="container section">
        <ul className="card-grid">
          {cards.map((card) => (
            <li key={card.path} className="card">
              <LangLink to={card.path} className="card__link">
                <h2 className="card__title">{pick(card.name, lang)}</h2>
                <p>{pick(card.description, lang)}</p>
              </LangLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
