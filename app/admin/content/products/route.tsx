import { Link } from "react-router";
import type { Route } from "./+types/route";
import { categories } from "../../../content/catalog/categories";
import { liveProducts, productLabel } from "../../../content/catalog/catalog.server";
import { useWords } from "../../frame/use-admin";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { adminPath, requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { contentWord, stateWords } from "../words";
import { PageHead } from "../PageHead";
import { photoWord, type PhotoWordKey } from "./words";
import "../content.css";
import "./products.css";

/** Letters and digits only, lower case: "480 035", "480-035" and "480035" all match. */
const compact = (text: string) => text.toLowerCase().replace(/[\s\-_./·]+/g, "");

/**
 * /admin/content/products: every product of the catalogue by group and subcategory, with its
 * photos' state; `?q=` keeps those whose code or name (either language) contains the words.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const q = (new URL(request.url).searchParams.get("q") ?? "").trim().slice(0, 100);
  const words = q.split(/\s+/).map(compact).filter(Boolean);
  const { store } = publishing(context);
  const items = new Map(store.list("productPhotos").map((item) => [item.id, item]));
  const groups = categories.flatMap((category) => {
    const subcategories = category.subcategories.flatMap((sub) => {
      const found = liveProducts()
        .filter((p) => p.category === category.id && p.subcategory === sub.id)
        .filter((p) => {
          const text = compact(`${p.code} ${p.name.ko} ${p.name.en}`);
          return words.every((word) => text.includes(word));
        })
        .map((p) => {
          const item = items.get(p.id);
          return {
            id: p.id,
            label: productLabel(p, lang),
            state: item?.state,
            changed: item?.changed ?? false,
            photos: item?.draft.photos.length ?? 0,
          };
        });
      return found.length ? [{ id: sub.id, name: sub.name[lang], products: found }] : [];
    });
    return subcategories.length
      ? [{ id: category.id, name: category.name[lang], subcategories }]
      : [];
  });
  return { meta: adminPageMeta(lang, photoWord(lang, "title")), q, groups };
}

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
