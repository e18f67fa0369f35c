import type { Route } from "./+types/route";
import { categories } from "../../../../content/catalog/categories";
import type { DocumentItem } from "../../../../content/schemas";
import { requestAdminLang } from "../../../words";
import { PdfGroup } from "../../FileField";
import { UploadItemForm } from "../../UploadItemForm";
import {
  loadUploadItem,
  pdfLink,
  readDocument,
  uploadItemAction,
  uploadItemMeta,
} from "../../news.server";
import { TextField } from "../../TextField";
import { SelectField } from "../../catalogue/SelectField";
import { useEditor } from "../../use-editor";
import { contentWord } from "../../words";
import "../../content.css";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadUploadItem(request, context, "document", params.id);
  return {
    ...loaded,
    file: pdfLink((loaded.value as Partial<DocumentItem>).file),
    groups: [
      ...categories.map((category) => ({ value: category.id, label: category.name[lang] })),
      { value: "general", label: contentWord(lang, "groupGeneral") },
    ],
    meta: uploadItemMeta(request, "document", loaded.id),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  uploadItemAction(request, context, "document", params.id, readDocument);

/** A document for /downloads: its title in both languages, group, language, date and PDF. */
export default function DocumentEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w } = editor;
  return (
    <UploadItemForm editor={editor} kind="document" loaded={loaderData}>
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
    </UploadItemForm>
  );
}
