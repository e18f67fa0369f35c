import { Link } from "react-router";
import type { Route } from "./+types/route";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { contentWord, stateWords } from "../words";
import { PageHead } from "../PageHead";
import { photoWord, type PhotoWordKey } from "./words";
import "../content.css";
import "./products.css";
import { loadProducts } from "./products.server";

export const loader = ({ request, context }: Route.LoaderArgs) => loadProducts(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function PickProduct({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const pw = (key: PhotoWordKey, vars?: Record<string, number>) => photoWord(lang, key, vars);
  const w = (key: Parameters<typeof contentWord>[1]) => contentWord(lang, key);
  const { q, groups } = loaderData;
  const here = adminPath(lang, "/content/products");
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content"), label: w("content") }}
        title={pw("title")}
        text={pw("pickText")}
      />
      <form method="get" action={here} className="product-find" role="search">
        <label htmlFor="product-find">{pw("find")}</label>
        <input
          id="product-find"
          name="q"
          type="search"
          defaultValue={q}
          aria-describedby="product-find-hint"
        />
        <button type="submit">{pw("findButton")}</button>
        <p id="product-find-hint" className="admin-hint">
          {pw("findHint")}
        </p>
      </form>
      {q && (
        <p>
          <Link to={here}>{pw("showAll")}</Link>
        </p>
      )}
      {groups.length === 0 && <p role="status">{pw("noMatch")}</p>}
      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`group-${group.id}`} className="admin-card">
          <h2 id={`group-${group.id}`}>{group.name}</h2>
          {group.subcategories.map((sub) => (
            <div key={sub.id}>
              <h3>{sub.name}</h3>
              <ul className="product-pick">
                {sub.products.map((product) => (
                  <li key={product.id}>
                    <Link to={adminPath(lang, `/content/products/${product.id}`)}>
                      {product.label}
                    </Link>{" "}
                    <span className="admin-hint">
                      {product.state
                        ? `${pw("photoCount", { n: product.photos })} · ${stateWords(lang, product.state, product.changed)}`
                        : pw("noPhotos")}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </>
  );
}
