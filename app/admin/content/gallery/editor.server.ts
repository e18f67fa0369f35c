import { data, type AppLoadContext } from "react-router";
import { liveProducts, productLabel } from "../../../content/catalog/catalog.server";
import { categories } from "../../../content/catalog/categories";
import type { GalleryItem } from "../../../content/schemas";
import { photoDirs, processPhotos } from "../../../../server/content/photos";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { itemAction, isMissing, type ItemActionData } from "../item-action.server";
import { loadItem } from "../item.server";
import type { ContentWordKey } from "../words";
import { formFields, readGalleryForm, rearrange } from "./form.server";
import { galleryWord } from "./words";
import { postedForm } from "../../../../server/platform/body";

/** The next job's id: one above every id the repository or staff used. */
function nextId(ids: string[]): number {
  return Math.max(0, ...ids.map(Number)) + 1;
}

/** A job id from the URL: a canonical positive integer, else 404. */
function jobId(raw: string | undefined): number {
  if (!raw || !/^[1-9][0-9]{0,8}$/.test(raw)) throw data(null, { status: 404 });
  return Number(raw);
}

const emptyJob = (id: number): GalleryItem => ({
  id,
  title: { ko: "", en: "" },
  description: { ko: "", en: "" },
  photos: [],
  main: 0,
});

/** The editor's data: the job's fields by name, its state and history, the catalogue's products. */
export function loadGalleryEditor(
  request: Request,
  context: AppLoadContext,
  params: { id?: string },
) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store } = publishing(context);
  const ids = store.list("gallery").map((item) => item.id);
  // A new job gets its id when first saved (the action); its preview shows it at the next id.
  const fresh = params.id === "new";
  const id = fresh ? nextId(ids) : jobId(params.id);
  const loaded = fresh
    ? {
        value: emptyJob(id),
        item: {
          kind: "gallery" as const,
          id: "new",
          version: 0,
          state: "draft" as const,
          changed: false,
          updatedAt: undefined,
          updatedBy: undefined,
        },
        history: [],
      }
    : loadItem(request, context, "gallery", String(id));
  const job = loaded.value as GalleryItem;
  return {
    ...loaded,
    value: undefined,
    draft: formFields(job),
    id,
    /** Where the form posts: "new" until the job's first save gives it its id. */
    path: `/content/gallery/${fresh ? "new" : id}`,
    products: categories.map((category) => ({
      name: category.name[lang],
      items: liveProducts()
        .filter((p) => p.category === category.id)
        .map((p) => ({ id: p.id, label: productLabel(p, lang) })),
    })),
    meta: adminPageMeta(lang, job.title[lang] || galleryWord(lang, "newJob")),
  };
}

/** The word for a field's error, by the field. */
function explainGallery(path: string, message: string): ContentWordKey {
  if (path === "date") return "field_dateOptional";
  if (path === "products") return "field_products";
  if (path === "photos") return "field_photos";
  return isMissing(message) ? "field_required" : "field_other";
}

/**
 * Save, publish, unpublish, restore (the foundation's itemAction); without JavaScript also the
 * steps that change the form but save nothing: move or remove a photo, upload chosen files.
 * Files chosen and posted with Save are processed first too, so nothing chosen is lost.
 */
export async function galleryEditorAction(
  request: Request,
  context: AppLoadContext,
  params: { id?: string },
) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const { store, dataDir } = publishing(context);
  // A new job takes the next free id at its first save; someone else's at the same moment
  // makes this one a conflict (version 0 expected), refused with the form kept.
  const ids = store.list("gallery").map((item) => item.id);
  const id = params.id === "new" ? nextId(ids) : jobId(params.id);
  if (params.id !== "new" && !ids.includes(String(id))) throw data(null, { status: 404 });
  const form = postedForm(context);
  const intent = String(form.get("intent") ?? "");
  const files = form
    .getAll("upload")
    .filter((file): file is File => file instanceof File && file.size > 0);
  const job = readGalleryForm(form, id);
  // A step that writes nothing keeps the version being edited: a publish after a conflict's
  // refusal and a step is still refused (ItemBar.tsx).
  const fields = (step: GalleryItem) => ({
    ...formFields(step),
    version: String(form.get("version") ?? ""),
  });
  const step = rearrange(job, intent);
  if (step) return data<ItemActionData>({ message: "", values: fields(step) });
  if (intent === "upload" || files.length > 0) {
    const results = await processPhotos(
      await Promise.all(
        files.map(async (file) => ({
          bytes: Buffer.from(await file.arrayBuffer()),
          name: file.name,
        })),
      ),
      photoDirs(dataDir),
    );
    const refused: string[] = [];
    for (const [i, result] of results.entries()) {
      if (result.ok) job.photos.push({ photo: result.photo, caption: { ko: "", en: "" } });
      else
        refused.push(
          galleryWord(lang, "refused", { name: files[i]!.name, message: result.message[lang] }),
        );
    }
    const added = results.filter((r) => r.ok).length;
    const message = [galleryWord(lang, "added", { added, total: files.length }), ...refused].join(
      " ",
    );
    return data<ItemActionData>(
      { message, values: fields(job), tone: refused.length ? undefined : "done" },
      { status: refused.length ? 400 : 200 },
    );
  }
  return itemAction(request, context, {
    kind: "gallery",
    id: String(id),
    read: (posted) => readGalleryForm(posted, id),
    fields: (value) => formFields(value as GalleryItem),
    explain: explainGallery,
    path: `/content/gallery/${id}`,
  });
}
