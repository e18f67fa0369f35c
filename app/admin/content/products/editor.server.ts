import { data } from "react-router";
import type { Route } from "./$id/+types/route";
import {
  findProductById,
  productLabel,
  productPath,
} from "../../../content/catalog/catalog.server";
import type { ProductPhotos } from "../../../content/schemas";
import { localePath } from "../../../i18n/lang";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { formValues } from "../form.server";
import { itemAction, withForm, type ItemActionData } from "../item-action.server";
import { takePhoto } from "../photo-upload.server";
import { normalizePhotoForm, photoFields, readProductPhotos } from "./form.server";
import { rowCount } from "./rows";
import { photoWord } from "./words";
import { postedForm } from "../../../../server/platform/body";

const KIND = "productPhotos" as const;

function productOf(id: string) {
  // Only the catalogue's own id (its lowercase code): one URL per product.
  const product = findProductById(id);
  if (!product || product.id !== id) throw data(null, { status: 404 });
  return product;
}

/** A product's photos: its draft (empty until staff add some), state and history. */
export function loadPhotoEditor({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const product = productOf(params.id);
  const { store } = publishing(context);
  const item = store.get(KIND, product.id);
  const label = productLabel(product, lang);
  return {
    meta: adminPageMeta(lang, photoWord(lang, "editorTitle", { product: label })),
    product: { id: product.id, label, page: localePath(lang, productPath(product)) },
    draft: photoFields(item?.draft ?? { photos: [] }),
    item: {
      kind: KIND,
      id: product.id,
      version: item?.version ?? 0,
      state: item?.state ?? ("draft" as const),
      changed: item?.changed ?? false,
      updatedAt: item?.updatedAt,
      updatedBy: item?.updatedBy,
    },
    history: store
      .history(KIND, product.id)
      .map(({ version, action, at, by }) => ({ version, action, at, by })),
  };
}

/**
 * Chosen files are uploaded first, whichever button was pressed, and come back as new rows to
 * write alt text for (nothing is saved yet, so nothing typed is lost); otherwise the post is the
 * frame's save, publish, unpublish or restore (item-action.server.ts).
 */
export async function photoEditorAction({ request, context, params }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const product = productOf(params.id);
  const form = normalizePhotoForm(postedForm(context));
  const files = form
    .getAll("upload")
    .filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0 && form.get("intent") !== "upload") {
    return itemAction(request, withForm(context, form), {
      kind: KIND,
      id: product.id,
      read: readProductPhotos,
      fields: (value) => photoFields(value as ProductPhotos),
      path: `/content/products/${product.id}`,
    });
  }
  const values = formValues(form);
  let rows = rowCount((name) => name in values);
  const failed: string[] = [];
  for (const file of files) {
    const result = await takePhoto(request, context, file, product.id, lang);
    if (!result.ok) {
      failed.push(result.refused);
      continue;
    }
    values[`photos.${rows}.meta`] = JSON.stringify(result.photo);
    // Empty, not absent: an absent field would show the saved draft's text of that row.
    values[`photos.${rows}.alt.ko`] = "";
    values[`photos.${rows}.alt.en`] = "";
    values[`photos.${rows}.order`] = String(rows + 1);
    rows += 1;
  }
  const added = files.length - failed.length;
  const message = [
    files.length === 0 ? photoWord(lang, "uploadNone") : "",
    added ? photoWord(lang, "uploaded", { n: added }) : "",
    failed.length ? photoWord(lang, "uploadFailed", { files: failed.join(" / ") }) : "",
  ]
    .filter(Boolean)
    .join(" ");
  return data<ItemActionData>(
    {
      message,
      values,
      fieldErrors: failed.length ? { upload: failed.join(" / ") } : undefined,
      tone: added && !failed.length ? "done" : undefined,
    },
    { status: added ? 200 : 400 },
  );
}
