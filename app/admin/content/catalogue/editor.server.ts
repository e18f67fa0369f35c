import { data } from "react-router";
import type { Route } from "./$id/+types/route";
import {
  findProductById,
  productLabel,
  productPath,
} from "../../../content/catalog/catalog.server";
import { figureKeys, figureLabel } from "../../../content/catalog/figure-rows";
import { drawingChoices } from "../../../content/catalog/images";
import type { ProductItem } from "../../../content/schemas";
import type { Item } from "../../../../server/content/store";
import { localePath } from "../../../i18n/lang";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { adminPath, requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { itemAction } from "../item-action.server";
import { itemView } from "../item.server";
import { subcategoryGroups } from "./add.server";
import { derivedRows } from "./derived.server";
import { explainProductField, missingTexts, productFields, readProduct } from "./form.server";
import { lastPlace, placeChoices } from "./places.server";
import { askBeforePublish, contradictions, staleViews } from "./stale.server";
import { catalogueWord, productFieldLabel, textLabel, type CatalogueWordKey } from "./words";

const KIND = "product" as const;

function itemOf(context: Route.LoaderArgs["context"], id: string) {
  const item = publishing(context).store.get(KIND, id);
  // Only the catalogue's own id (its lowercase code when added): one URL per product.
  if (!item || item.id !== id) throw data(null, { status: 404 });
  return item;
}

/**
 * A product's draft (the repository's until staff save one), its state and history, and the
 * choices its editor offers: subcategories, places in the grid, drawings, rows from figures.
 */
export function loadProductEditor({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const item = itemOf(context, params.id);
  const draft = item.draft;
  // A product added and not yet published has no public page (nor photos) yet.
  const live = findProductById(item.id);
  const label = live
    ? productLabel(live, lang)
    : [draft.code, draft.name[lang]].filter(Boolean).join(" ");
  const missing = missingTexts(draft);
  const named = (paths: string[]) => paths.map((path) => missingLabel(lang, path));
  const rowed = new Set(draft.specifications.map((row) => row.figure));
  const type = draft.figures.kind === "valve" ? draft.figures.type : draft.figures.drive;
  return {
    meta: adminPageMeta(lang, catalogueWord(lang, "editorTitle", { product: label })),
    product: {
      id: item.id,
      code: draft.code,
      label,
      page: live && localePath(lang, productPath(live)),
      photos: live && adminPath(lang, `/content/products/${item.id}`),
      kind: catalogueWord(lang, `kind_${type}` as CatalogueWordKey),
    },
    draft: productFields(draft),
    figures: draft.figures,
    rows: draft.specifications.map((row) => row.figure ?? null),
    derived: derivedRows(draft),
    missing: { ko: named(missing.ko), en: named(missing.en) },
    // Texts still stating a value the product published before: listed until corrected.
    stale: staleViews(lang, contradictions(publishing(context).store, item.id, draft)),
    subcategories: subcategoryGroups(lang),
    places: placeChoices(draft).map((choice) => ({
      value: String(choice.value),
      label: choice.after
        ? catalogueWord(lang, "placeAfter", { code: choice.after })
        : catalogueWord(lang, "placeFirst"),
      current: choice.current,
    })),
    drawings: [...drawingChoices].map(([name, image]) => ({
      name,
      src: image.src,
      label: image.alt[lang],
    })),
    // Figures the product shows no row of yet: a new row can be made from one.
    figureRows: figureKeys(draft.figures)
      .filter((key) => !rowed.has(key))
      .map((key) => ({ value: key, label: figureLabel(key, draft.figures)[lang] })),
    ...itemView(context, KIND, item.id, item),
  };
}

/** The product's texts by their path without the language. */

/** "Short description (cards and search)", for the completeness list. */
function missingLabel(lang: "ko" | "en", path: string): string {
  const bare = path.replace(/\.(ko|en)$/, "");
  return textLabel(lang, bare) ?? productFieldLabel(lang, bare) ?? bare;
}

export function productEditorAction({ request, context, params }: Route.ActionArgs) {
  const item = itemOf(context, params.id);
  const lang = requestAdminLang(request);
  return itemAction(request, context, {
    kind: KIND,
    id: item.id,
    // Moved to another subcategory, it goes last there (the places offered were the old list's).
    read: (form, current) => {
      const value = readProduct(form, current);
      const before = current as ProductItem;
      const moved = value.category !== before.category || value.subcategory !== before.subcategory;
      return moved ? { ...value, place: lastPlace(value) } : value;
    },
    fields: productFields,
    explain: explainProductField,
    // A publish that changes a figure or the code asks first about texts still stating the old.
    warn: (value, current) =>
      staleViews(
        lang,
        askBeforePublish(current as Item<"product"> | undefined, value as ProductItem),
      ),
    path: `/content/catalogue/${item.id}`,
  });
}
