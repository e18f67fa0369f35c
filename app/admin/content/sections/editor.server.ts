import { data } from "react-router";
import type { Route } from "./$id/+types/route";
import { alignSectionTexts, type SectionTexts } from "../../../content/section-texts.server";
import type { UploadedPhoto } from "../../../content/schemas";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { formValues } from "../form.server";
import { itemAction, withForm, type ItemActionData } from "../item-action.server";
import { itemView } from "../item.server";
import { takePhoto } from "../photo-upload.server";
import { readSectionTexts, sectionFields, uploadSlots } from "./form.server";
import { pageView, sectionName, sectionPage } from "./view.server";
import { sectionWord } from "./words";
import { postedForm } from "../../../../server/platform/body";

const KIND = "section" as const;

/** The page asked for (`?page=N`, 1-based) within the section's pages, as an index. */
function pageIndex(request: Request, pages: number): number {
  const asked = Number(new URL(request.url).searchParams.get("page") ?? "1");
  return Number.isInteger(asked) && asked >= 1 && asked <= pages ? asked - 1 : 0;
}

function sectionItem(context: Route.LoaderArgs["context"], id: string) {
  const item = publishing(context).store.get(KIND, id);
  if (!item) throw data(null, { status: 404 });
  return item;
}

/** One page of a section's words, its blocks as laid out, its state and history. */
export function loadSectionEditor({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const item = sectionItem(context, params.id);
  const draft = alignSectionTexts(params.id, item.draft) as SectionTexts;
  const p = pageIndex(request, draft.pages.length);
  const name = sectionName(params.id, lang);
  return {
    meta: adminPageMeta(lang, sectionWord(lang, "editorTitle", { section: name })),
    section: { id: params.id, name, pages: draft.pages.length, page: p },
    publicPage: sectionPage(lang, params.id, p + 1),
    blocks: pageView(params.id, p, draft, lang, sectionWord(lang, "imageRepo")),
    draft: sectionFields(draft),
    ...itemView(context, KIND, params.id, item),
  };
}

/**
 * Chosen images go through the photo pipeline first; with a save or publish the post then
 * carries on as the frame's write (item-action.server.ts), so one post can replace an image and
 * save. A refused upload, or the upload button, answers with the form as typed (nothing lost).
 * A write lands back on the page being edited.
 */
export async function sectionEditorAction({ request, context, params }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  sectionItem(context, params.id);
  const form = postedForm(context);
  const failed: Record<string, string> = {};
  const uploads = uploadSlots(form);
  for (const { slot, file } of uploads) {
    form.delete(`${slot}.upload`);
    const result = await takePhoto(request, context, file, `${KIND}/${params.id}`, lang);
    if (!result.ok) {
      failed[`${slot}.upload`] = result.refused;
      continue;
    }
    form.set(`${slot}.photo`, JSON.stringify(result.photo satisfies UploadedPhoto));
    form.delete(`${slot}.remove`);
  }
  const failures = Object.values(failed);
  if (failures.length || form.get("intent") === "upload") {
    return data<ItemActionData>(
      {
        message: failures.length
          ? sectionWord(lang, "uploadFailed", { files: failures.join(" / ") })
          : sectionWord(lang, "uploaded"),
        values: formValues(form),
        fieldErrors: failures.length ? failed : undefined,
        tone: failures.length ? undefined : "done",
      },
      { status: failures.length ? 400 : 200 },
    );
  }
  const page = Number(form.get("page")) || 1;
  try {
    return await itemAction(request, withForm(context, form), {
      kind: KIND,
      id: params.id,
      read: (form, current) => readSectionTexts(form, alignSectionTexts(params.id, current)),
      fields: (value) => sectionFields(value as SectionTexts),
      path: `/content/sections/${params.id}`,
    });
  } catch (thrown) {
    // The frame's redirect names the editor; it lands on the page that was being edited.
    if (thrown instanceof Response) {
      const to = thrown.headers.get("Location");
      if (to) thrown.headers.set("Location", `${to}&page=${page}`);
    }
    throw thrown;
  }
}
