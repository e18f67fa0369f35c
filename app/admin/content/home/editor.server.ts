import type { Route } from "./+types/route";
import { categories } from "../../../content/catalog/categories";
import { liveContent } from "../../../content/live.server";
import { claimChoices } from "../../../content/home-live.server";
import type { HomeContent } from "../../../content/schemas";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { itemAction } from "../item-action.server";
import { loadItem } from "../item.server";
import { EXTRA_FEATURED, explainHome, homeFields, readHome } from "./form.server";
import { homeWord, readingName } from "./words";

export function loadHomeEditor({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadItem(request, context, "home", "home");
  const home = loaded.value as HomeContent;
  const { claims } = liveContent().company;
  // Each reading's words in each place; the editor puts the words typed around them.
  const choices = claimChoices(claims).map((choice) => ({
    ...choice,
    name: readingName(lang, choice.reading, claims),
  }));
  return {
    ...loaded,
    draft: homeFields(home),
    choices,
    categories: categories.map((category) => ({ id: category.id, name: category.name[lang] })),
    featuredRows: home.featured.length + EXTRA_FEATURED,
    meta: adminPageMeta(lang, homeWord(lang, "title")),
  };
}

export async function homeEditorAction({ request, context }: Route.ActionArgs) {
  return itemAction(request, context, {
    kind: "home",
    id: "home",
    read: readHome,
    explain: explainHome,
    path: "/content/home",
    fields: homeFields,
  });
}
