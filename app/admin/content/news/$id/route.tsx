import type { Route } from "./+types/route";
import { FieldGroup } from "../../FieldGroup";
import { PageHead } from "../../PageHead";
import type { NewsItem } from "../../../../content/schemas";
import { uploadedFilePath } from "../../../../content/uploaded-files";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { BilingualField } from "../../BilingualField";
import { FileField } from "../../FileField";
import { EditorForm } from "../../EditorForm";
import { loadUploadItem, readNews, uploadItemAction } from "../../news.server";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { contentWord } from "../../words";
import "../../content.css";

export function loader({ request, context, params }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadUploadItem(request, context, "news", params.id);
  const attachments = (loaded.value as NewsItem).attachments.map(({ file, name }) => ({
    file,
    name,
  }));
  return {
    ...loaded,
    attachments,
    meta: adminPageMeta(
      lang,
      `${contentWord(lang, "newsItem", { id: loaded.id })}: ${contentWord(lang, "newsTitle")}`,
    ),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export const action = ({ request, context, params }: Route.ActionArgs) =>
  uploadItemAction(request, context, "news", params.id, readNews);

/** A notice: title, date and text in Korean and English side by side, and its PDFs. */
export default function NewsEditor({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor(loaderData.draft, actionData);
  const { w, lang } = editor;
  const here = adminPath(lang, `/content/news/${loaderData.id}`);
  return (
    <>
      <PageHead
        title={`${w("newsTitle")}: ${editor.value("title.ko") || w("newsItem", { id: loaderData.id })}`}
        text={w("newsText")}
      />
      <EditorForm editor={editor} loaded={loaderData} action={here} files>
        <input type="hidden" name="id" value={loaderData.id} />
        <BilingualField name="title" label={w("title")} />
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
      </EditorForm>
    </>
  );
}
