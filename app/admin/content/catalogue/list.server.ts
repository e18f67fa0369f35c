import type { AppLoadContext } from "react-router";
import { categories } from "../../../content/catalog/categories";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { missingTexts } from "./form.server";
import { catalogueWord } from "./words";

/**
 * /admin/content/catalogue: every product by group, with its state and, per language, how many
 * of its texts are missing (what staff work on next).
 */
export function loadCatalogueList(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const items = publishing(context).store.list("product");
  const groups = categories.flatMap((category) => {
    const found = items
      .filter((item) => item.draft.category === category.id)
      .map((item) => {
        const missing = missingTexts(item.draft);
        return {
          id: item.id,
          code: item.draft.code,
          name: item.draft.name[lang] || item.draft.name[lang === "ko" ? "en" : "ko"],
          state: item.state,
          changed: item.changed,
          missing: { ko: missing.ko.length, en: missing.en.length },
        };
      });
    return found.length ? [{ id: category.id, name: category.name[lang], products: found }] : [];
  });
  return { meta: adminPageMeta(lang, catalogueWord(lang, "title")), groups };
}
