import type { Route } from "./+types/route";
import { PageHead } from "../../PageHead";
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
import { SelectField } from "../../catalogue/SelectField";
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
      ...categories.map((category) => ({ value: category.id, label: category.name[lang] })),
      { value: "general", label: contentWord(lang, "groupGeneral") },
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
          <SelectField name="group" label={w("group")} groups={[{ options: loaderData.groups }]} />
          <SelectField
            name="lang"
            label={w("docLang")}
            groups={[
              {
                options: [
                  { value: "ko", label: w("korean") },
                  { value: "en", label: w("english") },
                ],
              },
            ]}
          />
          <TextField name="date" label={w("issued")} type="date" required />
        </div>
        <PdfGroup legend="PDF" file={loaderData.file} />
      </EditorForm>
    </>
  );
}
