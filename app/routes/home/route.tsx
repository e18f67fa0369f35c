import type { ReactNode } from "react";
import type { Route } from "./+types/route";
import { LangLink } from "../../ui/LangLink";
import { LinkButtonRow } from "../../ui/LinkButtonRow";
import { Fact, LabelledSection, TextList } from "../../ui/lists";
import { CategoryCards } from "../../catalogue/CategoryCards";
import { categoryCard } from "../../content/catalog/category-card.server";
import { liveHome } from "../../content/home-live.server";
import { messagesFor } from "../../i18n/translate.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { HeroRotator } from "./HeroRotator";
import "./home.css";

export const meta = metaFromLoader;

/** The home page's copy (as staff published it) stays on the server; the page gets loader data. */
export function loader({ request }: Route.LoaderArgs) {
  const home = liveHome();
  const cards = home.productCards.map(categoryCard);
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
          <LinkButtonRow
            as="div"
            links={[
              { to: "/products", label: t("home.explore"), look: "light" },
              { to: "/contact", label: t("home.contact"), look: "outline-light" },
            ]}
          />
        </div>
      </section>

      <LabelledSection id="home-products" title={t("home.products")} className="container section">
        <CategoryCards cards={cards} className="card-grid card-grid--4" heading="h3" />
      </LabelledSection>

      <Band id="home-strengths" title={t("home.strengths")} className="band below-fold">
        <TitledTexts items={home.strengths} className="tile-grid" itemClass="tile" />
      </Band>

      <LabelledSection
        id="home-sectors"
        title={t("home.sectors")}
        className="container section below-fold"
      >
        <TitledTexts items={home.sectors} className="card-grid sector-list" />
      </LabelledSection>

      <Band id="home-featured" title={t("home.featured")} className="band below-fold">
        <ul className="tile-grid">
          {home.featured.map((item) => (
            <li key={item.category} className="tile">
              <h3>
                <LangLink to={`/products/${item.category}`}>{item.title}</LangLink>
              </h3>
              <p>{item.text}</p>
              <TextList items={item.tags} className="tag-list" />
            </li>
          ))}
        </ul>
      </Band>

      <LabelledSection
        id="home-figures"
        title={t("home.figures")}
        className="container section below-fold"
        headingClass="sr-only"
      >
        <dl className="figures">
          {home.figures.map((figure) => (
            <Fact key={figure.label} term={figure.label}>
              {figure.value}
            </Fact>
          ))}
        </dl>
      </LabelledSection>

      <Band id="home-why" title={home.whyChooseUs.title} className="why band band--dark below-fold">
        <p className="why__text">{home.whyChooseUs.text}</p>
        <TextList items={home.whyChooseUs.points} className="feature-list feature-list--light" />
      </Band>
    </>
  );
}

/** A section in a band the page's width, its heading and content in the centred column. */
function Band({
  id,
  title,
  className,
  children,
}: {
  id: string;
  title: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container section">
        <h2 id={id}>{title}</h2>
        {children}
      </div>
    </section>
  );
}

/** Items of a title and a text each (the titles are unique in their list). */
function TitledTexts({
  items,
  className,
  itemClass,
}: {
  items: readonly { title: string; text: string }[];
  className: string;
  itemClass?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item.title} className={itemClass}>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
