import { data } from "react-router";
import type { Route } from "./+types/route";
import {
  findProductById,
  productLabel,
  productPath,
} from "../../../../content/catalog/catalog.server";
import type { ProductPhotos, UploadedPhoto } from "../../../../content/schemas";
import { Picture } from "../../../../viewer/Picture";
import { photoUrl } from "../../../../viewer/shown-image";
import { localePath } from "../../../../i18n/lang";
import { photoDirs, processPhoto, safeName } from "../../../../../server/content/photos";
import { audit, requireStaff } from "../../../guard.server";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { publishing } from "../../context.server";
import { formValues } from "../../form.server";
import { itemAction, withForm, type ItemActionData } from "../../item-action.server";
import { EditorForm } from "../../EditorForm";
import { useEditor, type Editor } from "../../use-editor";
import { normalizePhotoForm, photoFields, readProductPhotos } from "../form.server";
import { rowCount } from "../rows";
import { photoWord, type PhotoWordKey } from "../words";
import "../../content.css";
import "../products.css";
import { PHOTO_ACCEPT } from "../../PhotoFileField";

const KIND = "productPhotos" as const;

function productOf(id: string) {
  // Only the catalogue's own id (its lowercase code): one URL per product.
  const product = findProductById(id);
  if (!product || product.id !== id) throw data(null, { status: 404 });
  return product;
}

/** A product's photos: its draft (empty until staff add some), state and history. */
export function loader({ request, context, params }: Route.LoaderArgs) {
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

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

/**
 * Chosen files are uploaded first, whichever button was pressed, and come back as new rows to
 * write alt text for (nothing is saved yet, so nothing typed is lost); otherwise the post is the
 * frame's save, publish, unpublish or restore (item-action.server.ts).
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const product = productOf(params.id);
  const form = normalizePhotoForm(await request.formData());
  const files = form
    .getAll("upload")
    .filter((file): file is File => file instanceof File && file.size > 0);
  if (files.length === 0 && form.get("intent") !== "upload") {
    return itemAction(withForm(request, form), context, {
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
  const dirs = photoDirs(publishing(context).dataDir);
  for (const file of files) {
    const result = await processPhoto(Buffer.from(await file.arrayBuffer()), file.name, dirs);
    if (!result.ok) {
      failed.push(`${safeName(file.name)}: ${result.message[lang]}`);
      continue;
    }
    audit(request, context, {
      action: "photo-uploaded",
      target: result.photo.id,
      detail: `${product.id} ${result.photo.width}x${result.photo.height}`,
    });
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

function parsePhoto(text: string): UploadedPhoto | undefined {
  try {
    const photo = JSON.parse(text) as UploadedPhoto;
    return Array.isArray(photo.widths) && typeof photo.id === "string" ? photo : undefined;
  } catch {
    return undefined;
  }
}

/** One photo: what it looks like, its file, alt text side by side, position, remove. */
function PhotoRow(props: { editor: Editor; index: number; total: number; pw: Words }) {
  const { editor, index, pw } = props;
  const name = `photos.${index}`;
  const meta = editor.value(`${name}.meta`);
  const photo = parsePhoto(meta);
  const broken = Object.keys(editor.answer?.fieldErrors ?? {}).some(
    (path) => path.startsWith(`${name}.`) && !path.startsWith(`${name}.alt`),
  );
  const id = `f-photos-${index}`;
  return (
    <fieldset className="photo-row">
      <legend>{pw("photo", { n: index + 1 })}</legend>
      <input type="hidden" name={`${name}.meta`} value={meta} />
      <div className="photo-row__image">
        {photo && (
          // Decorative here: the alt text is beside it, being written.
          <Picture
            image={{
              src: photoUrl(photo, photo.widths[0]!, "webp"),
              width: photo.width,
              height: photo.height,
              alt: "",
              photo,
            }}
            sizes="12rem"
            eager={index < 4}
          />
        )}
        <p className="admin-hint">{pw("file", { name: photo?.name ?? "?" })}</p>
        {broken && <p className="content-error">{pw("notAPhoto")}</p>}
      </div>
      <div className="photo-row__fields">
        <BilingualField editor={editor} name={`${name}.alt`} label={pw("alt")} />
        <div className="photo-row__controls">
          <label htmlFor={`${id}-order`}>{pw("position")}</label>
          <input
            id={`${id}-order`}
            name={`${name}.order`}
            type="number"
            min={1}
            max={props.total}
            defaultValue={editor.value(`${name}.order`) || index + 1}
          />
          <input
            id={`${id}-remove`}
            name={`${name}.remove`}
            type="checkbox"
            value="1"
            defaultChecked={editor.value(`${name}.remove`) === "1"}
          />
          <label htmlFor={`${id}-remove`}>{pw("remove")}</label>
        </div>
      </div>
    </fieldset>
  );
}

type Words = (key: PhotoWordKey, vars?: Record<string, string | number>) => string;

export default function ProductPhotosEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const pw: Words = (key, vars) => photoWord(lang, key, vars);
  const { product } = loaderData;
  const here = adminPath(lang, `/content/products/${product.id}`);
  const fields = actionData?.values ?? loaderData.draft;
  const total = rowCount((name) => name in fields);
  const photosError = editor.error("photos");
  const uploadError = editor.error("upload");
  return (
    <>
      <p>
        <a href={adminPath(lang, "/content/products")}>← {pw("allProducts")}</a>
      </p>
      <h1>{pw("editorTitle", { product: product.label })}</h1>
      <p>{pw("editorText")}</p>
      <p>
        <a href={product.page} target="_blank" rel="noreferrer">
          {pw("openPage")}
        </a>
      </p>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldIds={{ upload: "photo-upload" }}
        action={here}
        preview={adminPath(lang, `/content/preview/${KIND}/${product.id}`)}
        files
        // A new set of rows after an upload: the fields start again from the answer's values.
        formKey={actionData ? JSON.stringify(Object.keys(fields)) : "saved"}
        footer={
          <fieldset className="photo-upload">
            <legend>{pw("add")}</legend>
            <p id="photo-upload-hint" className="admin-hint">
              {pw("addHint")}
            </p>
            <label htmlFor="photo-upload">{pw("chooseFiles")}</label>
            <input
              id="photo-upload"
              name="upload"
              type="file"
              multiple
              accept={PHOTO_ACCEPT}
              aria-describedby={
                uploadError ? "photo-upload-hint photo-upload-error" : "photo-upload-hint"
              }
              aria-invalid={uploadError ? true : undefined}
            />
            {uploadError && (
              <p id="photo-upload-error" className="content-error">
                {uploadError}
              </p>
            )}
            <div>
              <button type="submit" name="intent" value="upload">
                {pw("upload")}
              </button>
            </div>
          </fieldset>
        }
      >
        <section aria-labelledby="photos-heading" className="photo-list">
          <h2 id="photos-heading">{pw("photos")}</h2>
          {photosError && <p className="content-error">{photosError}</p>}
          {total === 0 && <p>{pw("none")}</p>}
          {Array.from({ length: total }, (_, index) => (
            <PhotoRow key={index} editor={editor} index={index} total={total} pw={pw} />
          ))}
        </section>
      </EditorForm>
    </>
  );
}
