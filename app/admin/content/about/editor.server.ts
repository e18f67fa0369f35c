import { data } from "react-router";
import type { Route } from "./+types/route";
import type { AboutContent } from "../../../content/schemas";
import { safeName } from "../../../../server/content/photos";
import { requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { publishing } from "../context.server";
import { formValues } from "../form.server";
import { itemAction, withForm, type ItemActionData } from "../item-action.server";
import { loadItem } from "../item.server";
import { takePhoto } from "../photo-upload.server";
import { aboutFields, formPath, IMAGE_SLOTS, readAbout } from "./form.server";
import { aboutWord } from "./words";
import { postedForm } from "../../../../server/platform/body";

const KIND = "about" as const;
const ID = "about";
const PATH = "/content/about";

/**
 * The company pages' copy: staff's draft once saved; before that, the repository's text with the
 * published company facts, which is what the pages show (the store's seed).
 */
export function loadAboutEditor({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadItem(request, context, KIND, ID);
  return {
    ...loaded,
    draft: aboutFields(loaded.value as AboutContent),
    meta: adminPageMeta(lang, aboutWord(lang, "editorTitle")),
  };
}

/**
 * Chosen images go through the photo pipeline first, whichever button was pressed: each takes
 * its slot's place in the form, its alt text emptied when it was the old image's (a new image
 * needs its own words). A refused file stops the post with every field kept; otherwise the post
 * is the frame's save, publish, unpublish or restore, its field errors put on the form's fields.
 */
export async function aboutEditorAction({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const { store } = publishing(context);
  const current = store.get(KIND, ID)!.draft;
  const currentFields = aboutFields(current);
  const uploaded: string[] = [];
  const failed: Record<string, string> = {};
  for (const slot of IMAGE_SLOTS) {
    const file = form.get(`${slot}.upload`);
    form.delete(`${slot}.upload`);
    if (!(file instanceof File) || file.size === 0) continue;
    const result = await takePhoto(request, context, file, `${KIND}/${slot}`, lang);
    if (!result.ok) {
      failed[`${slot}.upload`] = result.refused;
      continue;
    }
    uploaded.push(safeName(file.name));
    form.set(`${slot}.meta`, JSON.stringify({ photo: result.photo }));
    form.delete(`${slot}.drawing`);
    for (const side of ["ko", "en"]) {
      const alt = `${slot}.alt.${side}`;
      if (String(form.get(alt) ?? "").trim() === currentFields[alt]) form.set(alt, "");
    }
  }
  if (Object.keys(failed).length > 0) {
    return data<ItemActionData>(
      {
        message: aboutWord(lang, "uploadFailed", { files: Object.values(failed).join(" / ") }),
        fieldErrors: failed,
        values: formValues(form),
      },
      { status: 400 },
    );
  }
  const answer = await itemAction(request, withForm(context, form), {
    kind: KIND,
    id: ID,
    read: readAbout,
    path: PATH,
    fields: (value) => aboutFields(value as AboutContent),
  });
  const fieldErrors = answer.data.fieldErrors;
  if (fieldErrors) {
    answer.data.fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).map(([path, message]) => [formPath(path), message]),
    );
  }
  // A refused save after an upload says the image is in and waits for its alt text.
  if (uploaded.length > 0) {
    answer.data.message = `${aboutWord(lang, "uploaded", { names: uploaded.join(", ") })} ${answer.data.message}`;
  }
  return answer;
}
