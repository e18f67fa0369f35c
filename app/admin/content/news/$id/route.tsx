import type { Route } from "./+types/route";
import { FieldGroup } from "../../FieldGroup";
import type { NewsItem } from "../../../../content/schemas";
import { uploadedFilePath } from "../../../../content/uploaded-files";
import { BilingualField } from "../../BilingualField";
import { FileField } from "../../FileField";
import { UploadItemForm } from "../../UploadItemForm";
import { loadUploadItem, readNews, uploadItemAction, uploadItemMeta } from "../../news.server";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import "../../content.css";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const loaded = loadUploadItem(request, context, "news", params.id);
  const { attachments } = loaded.value as NewsItem;
  return {
    ...loaded,
    attachments: attachments.map(({ file, name }) => ({ file, name })),
    meta: uploadItemMeta(request, "news", loaded.id),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  uploadItemAction(request, context, "news", params.id, readNews);

/** A notice: title, date and text in Korean and English side by side, and its PDFs. */
export default function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w } = editor;
  return (
    <UploadItemForm editor={editor} kind="news" loaded={loaderData}>
      <TextField name="date" label={w("date")} type="date" required />
      <p id="body-hint" className="admin-hint">
        {w("bodyHint")}
      </p>
      <BilingualField name="body" label={w("body")} multiline />
      <FieldGroup legend={w("attachments")}>
        {loaderData.attachments.map((file, i) => (
          <div key={file.file} className="content-row">
            <input type="hidden" name={`attachments.${i}.file`} value={file.file} />
            <p>
              <a href={uploadedFilePath(file.file)} target="_blank" rel="noreferrer">
                {file.name}
              </a>
            </p>
            <BilingualField
              name={`attachments.${i}.title`}
              label={`${w("attachmentTitle")} ${i + 1}`}
            />
            <label>
              <input
                type="checkbox"
                name={`attachments.${i}.remove`}
                value="1"
                defaultChecked={editor.value(`attachments.${i}.remove`) === "1"}
              />{" "}
              {w("removeAttachment")}
            </label>
          </div>
        ))}
        <FileField label={w("upload")} />
        <BilingualField name="upload.title" label={w("uploadTitle")} optional />
      </FieldGroup>
    </UploadItemForm>
  );
}
