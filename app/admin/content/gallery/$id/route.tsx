import type { Route } from "./+types/route";
import { adminPath } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { EditorForm } from "../../EditorForm";
import { ProductChoices } from "../../ProductChoices";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { galleryEditorAction, loadGalleryEditor } from "../editor.server";
import { PhotoRows } from "../PhotoRows";
import { galleryWord } from "../words";
import "../../content.css";
import "../gallery-editor.css";

export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadGalleryEditor(request, context, params);

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  galleryEditorAction(request, context, params);

/** A gallery job: title, date, sector, related products, description and its photos. */
export default function GalleryEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { lang } = editor;
  const g = (key: Parameters<typeof galleryWord>[1]) => galleryWord(lang, key);
  // A new job saved by a refused publish has its id now: the next post goes to it.
  const id = actionData?.saved?.id ?? loaderData.id;
  const here = adminPath(lang, actionData?.saved ? `/content/gallery/${id}` : loaderData.path);
  const { fields } = editor;
  const title = fields[`title.${lang}`] || g("newJob");
  return (
    <>
      <h1>{title}</h1>
      <EditorForm
        editor={editor}
        loaded={loaderData}
        action={here}
        preview={adminPath(lang, `/content/preview/gallery/${id}`)}
        files
        // A refused save or a step shows the form again from its values: new rows, new keys.
        formKey={JSON.stringify(actionData?.values ?? null)}
      >
        <BilingualField name="title" label={g("title")} />
        <TextField name="date" label={g("date")} hint={g("dateHint")} type="date" />
        <BilingualField name="sector" label={g("sector")} optional />
        <ProductChoices
          legend={g("products")}
          hint={g("productsHint")}
          groups={loaderData.products}
          className="content-group gallery-products"
        />
        <BilingualField name="description" label={g("description")} multiline />
        <PhotoRows lang={lang} fields={fields} errors={actionData?.fieldErrors ?? {}} />
        {editor.error("photos") && <p className="content-error">{editor.error("photos")}</p>}
      </EditorForm>
    </>
  );
}
