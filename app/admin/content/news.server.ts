import { data, redirect, type AppLoadContext } from "react-router";
import type { CertificateItem, DocumentItem, NewsItem, UploadedFile } from "../../content/schemas";
import { fileDir, MAX_FILE_BYTES, readStoredPdf, storePdf } from "../../../server/content/files";
import { uploadedFilePath } from "../../content/uploaded-files";
import { visibleFileName } from "../../../server/platform/text";
import type { Kind } from "../../../server/content/store";
import { adminPageMeta } from "../frame/meta";
import { audit, requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { publishing } from "./context.server";
import { formLocalized, formLocalizedLine, formText, formValues } from "./form.server";
import {
  isMissing,
  itemAction,
  withForm,
  type ItemActionData,
  type ItemActionOptions,
} from "./item-action.server";
import { loadItem } from "./item.server";
import { flatten } from "./use-editor";
import { contentWord, type ContentWordKey } from "./words";
import { postedForm } from "../../../server/platform/body";

/**
 * The notice and document editors' server side (docs/decisions/014): ids, a new item's blank
 * draft, the PDF a save carries, and reading their forms. Inputs are named by their path in the
 * schema, like every editor's.
 */

/** A notice's or document's id in the URL: a canonical positive integer, or a 404. */
function itemId(raw: string | undefined): string {
  if (!raw || !/^[1-9][0-9]{0,8}$/.test(raw)) throw data(null, { status: 404 });
  return raw;
}

/** `/content/news/new`: the next free id's editor (two at once: the later save is refused). */
function nextItem(request: Request, context: AppLoadContext, kind: Kind, path: string) {
  requireStaff(request, context);
  const ids = publishing(context)
    .store.list(kind)
    .map((item) => Number(item.id));
  const next = Math.max(0, ...ids) + 1;
  throw redirect(adminPath(requestAdminLang(request), `${path}/${next}`));
}

/** Today in Seoul, as a notice's default date. */
const today = () =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul", dateStyle: "short" }).format(
    new Date(),
  );

/** The item's editor data; an id without a row yet is a blank draft at version 0. */
function loadOrBlank(request: Request, context: AppLoadContext, kind: UploadKind, id: string) {
  requireStaff(request, context);
  if (publishing(context).store.get(kind, id)) return loadItem(request, context, kind, id);
  const title = { ko: "", en: "" };
  const blank =
    kind === "news"
      ? { id: Number(id), title, date: today(), body: { ko: "", en: "" }, attachments: [] }
      : kind === "document"
        ? { id: Number(id), title, group: "general", lang: "ko", date: today() }
        : {
            id: Number(id),
            name: title,
            issuer: title,
            number: "",
            scope: title,
            validFrom: "",
            validUntil: "",
          };
  return {
    value: blank as unknown,
    draft: flatten(blank),
    item: {
      kind,
      id,
      version: 0,
      state: "draft" as const,
      changed: false,
      updatedAt: undefined as string | undefined,
      updatedBy: undefined as string | undefined,
    },
    history: [],
  };
}

/**
 * The PDF a save or publish carries (field `upload`), checked and stored before the item is
 * written; a refused file answers 400 at the field with the form as typed, and nothing is saved.
 */
async function takeUpload(
  request: Request,
  context: AppLoadContext,
): Promise<
  { ok: true; file?: UploadedFile } | { ok: false; answer: ReturnType<typeof data<ItemActionData>> }
> {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const refuse = (message: string, values: Record<string, string> = {}, status = 400) => ({
    ok: false as const,
    answer: data<ItemActionData>(
      { message: contentWord(lang, "invalid"), fieldErrors: { upload: message }, values },
      { status },
    ),
  });
  const length = Number(request.headers.get("Content-Length") ?? 0);
  if (length > MAX_FILE_BYTES + 256 * 1024) {
    const message = {
      ko: "파일이 20 MB보다 큽니다. PDF 파일(20 MB 이하)을 보내 주십시오.",
      en: "The file is larger than 20 MB. Please send a PDF file (up to 20 MB).",
    };
    return refuse(message[lang], {}, 413);
  }
  const form = postedForm(context);
  const intent = form.get("intent");
  const file = form.get("upload");
  const { dataDir } = publishing(context);
  if ((intent !== "save" && intent !== "publish") || !(file instanceof File) || file.size === 0) {
    return { ok: true, file: await keptUpload(form, dataDir) };
  }
  const stored = await storePdf(Buffer.from(await file.arrayBuffer()), file.name, fileDir(dataDir));
  if (!stored.ok) return refuse(stored.message[lang], formValues(form));
  audit(request, context, {
    action: "file-uploaded",
    target: stored.file.file,
    detail: `${stored.file.bytes} bytes`,
  });
  return { ok: true, file: stored.file };
}

/**
 * The PDF stored by an earlier post that was refused (`upload.kept`, its id): the file is on
 * disk, so it is not asked for again. Its name and size are read from the store, not the form.
 */
async function keptUpload(form: FormData, dataDir: string): Promise<UploadedFile | undefined> {
  const id = formText(form, "upload.kept");
  if (!id) return undefined;
  const stored = await readStoredPdf(fileDir(dataDir), uploadedFilePath(id));
  return stored && { file: id, name: stored.name, bytes: stored.bytes.length };
}

/** A title left empty on upload: the file's name without ".pdf", in both languages. */
const titleOf = (form: FormData, name: string, file: UploadedFile) => {
  const typed = formLocalizedLine(form, name);
  const fallback = file.name.replace(/\.pdf$/i, "");
  return { ko: typed.ko || fallback, en: typed.en || fallback };
};

/**
 * A notice from its editor's form. Attachments kept are looked up in the saved draft by their
 * file id (the form cannot point one at another file); `uploaded` is added last.
 */
export function readNews(form: FormData, current: unknown, uploaded?: UploadedFile): NewsItem {
  const saved = (current as NewsItem | undefined)?.attachments ?? [];
  const attachments: NewsItem["attachments"] = [];
  for (let i = 0; form.has(`attachments.${i}.file`); i++) {
    const file = saved.find((a) => a.file === formText(form, `attachments.${i}.file`));
    if (!file || form.get(`attachments.${i}.remove`)) continue;
    attachments.push({ ...file, title: formLocalizedLine(form, `attachments.${i}.title`) });
  }
  if (uploaded) attachments.push({ ...uploaded, title: titleOf(form, "upload.title", uploaded) });
  return {
    id: Number(formText(form, "id")),
    title: formLocalizedLine(form, "title"),
    date: formText(form, "date"),
    body: formLocalized(form, "body"),
    attachments,
  };
}

/** A document from its editor's form: a new upload replaces the file, else the saved one stays. */
export function readDocument(
  form: FormData,
  current: unknown,
  uploaded?: UploadedFile,
): DocumentItem {
  return {
    id: Number(formText(form, "id")),
    title: formLocalizedLine(form, "title"),
    group: formText(form, "group"),
    lang: formText(form, "lang") as DocumentItem["lang"],
    date: formText(form, "date"),
    file: (uploaded ?? (current as DocumentItem | undefined)?.file)!,
  };
}

/** The word for a field's error, by the field. */
function explainItem(path: string, message: string): ContentWordKey {
  if (path === "date") return "field_date";
  if (path === "file") return "field_file";
  if (path.startsWith("body.") && !isMissing(message)) return "field_body";
  return isMissing(message) ? "field_required" : "field_other";
}

type UploadKind = "news" | "document" | "certificate";
/** Where each kind's editor lives under /admin. */
const EDITOR_PATH: Record<UploadKind, string> = {
  news: "/content/news",
  document: "/content/documents",
  certificate: "/content/certificates",
};

/** An editor's loader data: `new` goes to the next free id, an unknown id is a blank draft. */
export function loadUploadItem(
  request: Request,
  context: AppLoadContext,
  kind: UploadKind,
  rawId: string | undefined,
) {
  if (rawId === "new") nextItem(request, context, kind, EDITOR_PATH[kind]);
  const id = itemId(rawId);
  return { ...loadOrBlank(request, context, kind, id), id };
}

/** A notice's or document's editor title, "공지사항 3: 공지사항" (the certificates name theirs). */
export function uploadItemMeta(request: Request, kind: "news" | "document", id: string) {
  const lang = requestAdminLang(request);
  const [item, title] = kind === "news" ? NEWS_WORDS : DOCUMENT_WORDS;
  return adminPageMeta(lang, `${contentWord(lang, item, { id })}: ${contentWord(lang, title)}`);
}

const NEWS_WORDS = ["newsItem", "newsTitle"] as const;
const DOCUMENT_WORDS = ["documentItem", "documentsTitle"] as const;

/** An item's stored PDF as its editor links to it. */
export const pdfLink = (file: UploadedFile | undefined) =>
  file && { href: uploadedFilePath(file.file), name: visibleFileName(file.name) };

/** An editor's post: its PDF is checked and stored first, then the item is written. */
export async function uploadItemAction(
  request: Request,
  context: AppLoadContext,
  kind: UploadKind,
  rawId: string | undefined,
  read: (
    form: FormData,
    current: unknown,
    uploaded?: UploadedFile,
  ) => NewsItem | DocumentItem | CertificateItem,
  /** A kind's own words for its fields' errors, and its form's fields when not its paths. */
  options: Pick<ItemActionOptions, "explain" | "fields"> = {},
) {
  const id = itemId(rawId);
  const upload = await takeUpload(request, context);
  if (!upload.ok) return upload.answer;
  // A stored PDF rides along as `upload.kept`: a refused save shows it, and the next one keeps it.
  const form = postedForm(context);
  form.delete("upload");
  if (upload.file) {
    form.set("upload.kept", upload.file.file);
    form.set("upload.keptName", upload.file.name);
  }
  return itemAction(request, withForm(context, form), {
    kind,
    id,
    read: (form, current) => ({ ...read(form, current, upload.file), id: Number(id) }),
    explain: options.explain ?? explainItem,
    ...(options.fields && { fields: options.fields }),
    path: `${EDITOR_PATH[kind]}/${id}`,
  });
}
