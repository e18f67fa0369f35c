import type { Route } from "./+types/route";
import { LangLink } from "../../chrome/LangLink";
import { categories } from "../../content/catalog/categories";
import { company } from "../../content/company";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("home", location);
}

const hero = {
  ko: {
    title: "산업 현장을 움직이는 액추에이터와 밸브",
    text: `${company.claims.serviceSinceYear}년부터 상하수도, 발전, 석유화학, 조선·해양 현장에 액추에이터와 밸브를 공급하고 조립해 왔습니다.`,
    explore: "제품 둘러보기",
    contact: "문의하기",
    groups: "제품군",
  },
  en: {
    title: "Actuators and valves that keep industry moving",
    text: `Since ${company.claims.serviceSinceYear} we have supplied and assembled actuators and valves for water, power, petrochemical, shipbuilding and marine plants.`,
    explore: "Explore Products",
    contact: "Contact Us",
    groups: "Product groups",
  },
};

export default function Home() {
  const lang = useLang();
  const text = hero[lang];
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{text.title}</h1>
          <p className="hero__text">{text.text}</p>
          <div className="button-row">
            <LangLink className="button button--light" to="/products">
              {text.explore}
            </LangLink>
            <LangLink className="button button--outline-light" to="/contact">
              {text.contact}
            </LangLink>
          </div>
        </div>
      </section>
      <section className="container section" aria-labelledby="home-groups">
        <h2 id="home-groups">{text.groups}</h2>
        <ul className="card-grid">
          {categories.map((category) => (
            <li key={category.id} className="card">
              <LangLink to={`/products/${category.id}`} className="card__link">
                <h3 className="card__title">{pick(category.name, lang)}</h3>
                <p>{pick(category.description, lang)}</p>
              </LangLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
