import type { AppLoadContext } from "react-router";
import type { SectionTexts } from "../../../content/section-texts.server";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { sectionName } from "./view.server";
import { sectionWord } from "./words";

/** /admin/content/sections: every catalogue section with its pages, its state and last change. */
export function loadSectionList(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  return {
    meta: adminPageMeta(lang, sectionWord(lang, "title")),
    sections: store.list("section").map((item) => {
      const pages = (item.draft as SectionTexts).pages;
      return {
        id: item.id,
        name: sectionName(item.id, lang),
        pages: pages.map((page) => page.title[lang] || "—"),
        state: item.state,
        changed: item.changed,
        updatedAt: item.updatedAt,
        updatedBy: item.updatedBy,
      };
    }),
  };
}
