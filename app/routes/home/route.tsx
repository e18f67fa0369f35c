import type { Route } from "./+types/route";
import { LangLink } from "../../ui/LangLink";
import { findCategory } from "../../content/catalog/categories";
import { categoryDescriptions } from "../../content/catalog/category-descriptions.server";
import { categoryImages } from "../../content/catalog/images";
import { liveHome } from "../../content/home-live.server";
import type { ImageEntry, Localized } from "../../content/schemas";
import { messagesFor } from "../../i18n/translate.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { HeroRotator } from "./HeroRotator";
import "./home.css";

export const meta = metaFromLoader;

interface GroupCard {
  id: string;
  name: Localized;
  description: Localized;
  image: ImageEntry;
}

/** The home page's copy (as staff published it) stays on the server; the page gets loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const home = liveHome();
  const cards: GroupCard[] = home.productCards.map((id) => {
    const category = findCategory(id)!;
    return {
      id,
      name: category.name,
      description: categoryDescriptions[id]!,
      image: categoryImages[id]!,
    };
  });
  const lang = requestLang(request);
  return {
    ...inLang(lang, { home, cards }),
    messages: messagesFor(lang, ["home"]),
    meta: pageMeta("home", new URL(request.url)),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useT();
  const { home, cards } = loaderData;
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__eyebrow">
            {t("site.name")} · {t("site.tagline")}
          </h1>
          <HeroRotator sentences={home.heroSentences} />
          <p className="hero__text">{home.heroText}</p>
          <div className="button-row">
            <LangLink className="button button--light" to="/products">
              {t("home.explore")}
            </LangLink>
            <LangLink className="button button--outline-light" to="/contact">
              {t("home.contact")}
            </LangLink>
          </div>
        </div>
      </section>

      <section className="container section" aria-labelledby="home-products">
        <h2 id="home-products">{t("home.products")}</h2>
        <ul className="card-grid card-grid--4">
          {cards.map((card) => (
            <li key={card.id} className="card">
              <LangLink to={`/products/${card.id}`} className="card__link">
                <img
                  className="card__image"
                  src={card.image.src}
                  width={card.image.width}
                  height={card.image.height}
                  alt=""
                />
                <h3 className="card__title">{card.name}</h3>
                <p>{card.description}</p>
              </LangLink>
            </li>
          ))}
        </ul>
      </section>

      <section className="band below-fold" aria-labelledby="home-strengths">
        <div className="container section">
          <h2 id="home-strengths">{t("home.strengths")}</h2>
          <ul className="tile-grid">
            {home.strengths.map((item) => (
              <li key={item.title} className="tile">
                <h3>{item.title}</h3>
                <p>{item.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section below-fold" aria-labelledby="home-sectors">
        <h2 id="home-sectors">{t("home.sectors")}</h2>
        <ul className="sector-list">
          {home.sectors.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="band below-fold" aria-labelledby="home-featured">
        <div className="container section">
          <h2 id="home-featured">{t("home.featured")}</h2>
          <ul className="tile-grid">
            {home.featured.map((item) => (
              <li key={item.category} className="tile">
                <h3>
                  <LangLink to={`/products/${item.category}`}>{item.title}</LangLink>
                </h3>
                <p>{item.text}</p>
                <ul className="tag-list">
                  {item.tags.map((tag) => (
                    <li key={tag}>{tag}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="container section below-fold" aria-labelledby="home-figures">
        <h2 id="home-figures" className="sr-only">
          {t("home.figures")}
        </h2>
        <dl className="figures">
          {home.figures.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.label}</dt>
              <dd>{figure.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className="why band band--dark below-fold" aria-labelledby="home-why">
        <div className="container section">
          <h2 id="home-why">{home.whyChooseUs.title}</h2>
          <p className="why__text">{home.whyChooseUs.text}</p>
          <ul className="feature-list feature-list--light">
            {home.whyChooseUs.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
