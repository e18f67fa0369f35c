import type { Route } from "./+types/route";
import { PageHead } from "../../PageHead";
import { useFormEditor } from "../../editor-context";
import type { UploadedPhoto } from "../../../../content/schemas";
import { Picture } from "../../../../viewer/Picture";
import { photoUrl } from "../../../../viewer/shown-image";
import { adminPath } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { EditorForm } from "../../EditorForm";
import { useEditor } from "../../use-editor";
import { rowCount } from "../rows";
import { photoWord, type PhotoWordKey } from "../words";
import "../../content.css";
import "../products.css";
import { PHOTO_ACCEPT } from "../../PhotoFileField";
import { loadPhotoEditor, photoEditorAction } from "../editor.server";

export const loader = (args: Route.LoaderArgs) => loadPhotoEditor(args);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = (args: Route.ActionArgs) => photoEditorAction(args);

function parsePhoto(text: string): UploadedPhoto | undefined {
  try {
    const photo = JSON.parse(text) as UploadedPhoto;
    return Array.isArray(photo.widths) && typeof photo.id === "string" ? photo : undefined;
  } catch {
    return undefined;
  }
}

/** One photo: what it looks like, its file, alt text side by side, position, remove. */
function PhotoRow(props: { index: number; total: number; pw: Words }) {
  const editor = useFormEditor();
  const { index, pw } = props;
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
        <BilingualField name={`${name}.alt`} label={pw("alt")} />
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
  const { fields } = editor;
  const total = rowCount((name) => name in fields);
  const photosError = editor.error("photos");
  const uploadError = editor.error("upload");
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content/products"), label: pw("allProducts"), reload: true }}
        title={pw("editorTitle", { product: product.label })}
        text={pw("editorText")}
      >
        <p>
          <a href={product.page} target="_blank" rel="noreferrer">
            {pw("openPage")}
          </a>
        </p>
      </PageHead>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        fieldIds={{ upload: "photo-upload" }}
        action={here}
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
            <PhotoRow key={index} index={index} total={total} pw={pw} />
          ))}
        </section>
      </EditorForm>
    </>
  );
}
