import type { Route } from "./+types/route";
import { PageHead } from "../../PageHead";
import { useFormEditor } from "../../editor-context";
import { categories } from "../../../../content/catalog/categories";
import type { DocumentItem } from "../../../../content/schemas";
import { uploadedFilePath } from "../../../../content/uploaded-files";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { PdfGroup } from "../../FileField";
import { EditorForm } from "../../EditorForm";
import { loadUploadItem, readDocument, uploadItemAction } from "../../news.server";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { contentWord } from "../../words";
import "../../content.css";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadUploadItem(request, context, "document", params.id);
  const file = (loaded.value as Partial<DocumentItem>).file;
  return {
    ...loaded,
    file: file && { href: uploadedFilePath(file.file), name: file.name },
    groups: [
      ...categories.map((category) => ({ id: category.id, name: category.name[lang] })),
      { id: "general", name: contentWord(lang, "groupGeneral") },
    ],
    meta: adminPageMeta(
      lang,
      `${contentWord(lang, "documentItem", { id: loaded.id })}: ${contentWord(lang, "documentsTitle")}`,
    ),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  uploadItemAction(request, context, "document", params.id, readDocument);

/** A choice among fixed options, its error tied to it. */
function Choice(props: { name: string; label: string; options: { id: string; name: string }[] }) {
  const editor = useFormEditor();
  const { name, label, options } = props;
  const error = editor.error(name);
  return (
    <div className="content-field">
      <label htmlFor={`f-${name}`}>{label}</label>
      <select
        id={`f-${name}`}
        name={name}
        defaultValue={editor.value(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `f-${name}-error` : undefined}
      >
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`f-${name}-error`} className="content-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A document for /downloads: its title in both languages, group, language, date and PDF. */
export default function DocumentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w, lang } = editor;
  const here = adminPath(lang, `/content/documents/${loaderData.id}`);
  return (
    <>
      <PageHead
        title={`${w("documentsTitle")}: ${editor.value("title.ko") || w("documentItem", { id: loaderData.id })}`}
        text={w("documentsText")}
      />
      <EditorForm editor={editor} loaded={loaderData} action={here} files>
        <input type="hidden" name="id" value={loaderData.id} />
        <BilingualField name="title" label={w("title")} />
        <div className="content-pair">
          <Choice name="group" label={w("group")} options={loaderData.groups} />
          <Choice
            name="lang"
            label={w("docLang")}
            options={[
              { id: "ko", name: w("korean") },
              { id: "en", name: w("english") },
            ]}
          />
          <TextField name="date" label={w("issued")} type="date" required />
        </div>
        <PdfGroup legend="PDF" file={loaderData.file} />
      </EditorForm>
    </>
  );
}
