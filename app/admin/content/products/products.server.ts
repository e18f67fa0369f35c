import type { AppLoadContext } from "react-router";
import { categories } from "../../../content/catalog/categories";
import { liveProducts, productLabel } from "../../../content/catalog/catalog.server";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { photoWord } from "./words";

/** Letters and digits only, lower case: "480 035", "480-035" and "480035" all match. */
const compact = (text: string) => text.toLowerCase().replace(/[\s\-_./·]+/g, "");

/**
 * /admin/content/products: every product of the catalogue by group and subcategory, with its
 * photos' state; `?q=` keeps those whose code or name (either language) contains the words.
 */
export function loadProducts(request: Request, context: AppLoadContext) {
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
