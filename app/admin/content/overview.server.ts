import type { AppLoadContext } from "react-router";
import { adminPageMeta } from "../frame/meta";
import { requireStaff } from "../guard.server";
import { requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { KIND_ENTRIES } from "./kinds.server";
import { contentWord } from "./words";

/** /admin/content: every editable item by kind, its state, and a way to its editor. */
export function loadContentOverview(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  return {
    meta: adminPageMeta(lang, contentWord(lang, "content")),
    kinds: KIND_ENTRIES.map((entry) => ({
      kind: entry.kind,
      label: entry.label,
      add: entry.add,
      all: entry.all,
      items: store
        .list(entry.kind)
        .filter((item) => entry.shown?.(item) ?? true)
        .map((item) => ({
          id: item.id,
          title: entry.title(item, lang),
          state: item.state,
          changed: item.changed,
          updatedAt: item.updatedAt,
          updatedBy: item.updatedBy,
          edit: entry.edit(item.id),
        })),
    })),
  };
}
