import type { AppLoadContext } from "react-router";
import { data } from "react-router";
import { composeContent } from "../../../../../content/live.server";
import { isKind } from "../../../../../../server/content/store";
import { requireStaff } from "../../../../guard.server";
import { requestAdminLang } from "../../../../words";
import { publishing } from "../../../context.server";
import { EDITORS } from "../../../editors.server";
import { contentWord } from "../../../words";
import { postedForm } from "../../../../../../server/platform/body";

/**
 * A draft's preview: the editor's form, as typed and not saved, shown on the real public page in
 * the editor's language. Nothing is written; a value the schema refuses is named, not shown.
 */
export async function previewDraft(
  request: Request,
  context: AppLoadContext,
  params: { kind: string; id: string },
) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const editor = isKind(params.kind) ? EDITORS[params.kind] : undefined;
  if (!isKind(params.kind) || !editor) throw data(null, { status: 404 });
  const { store, preview } = publishing(context);
  const form = postedForm(context);
  const checked = store.validate(
    params.kind,
    editor.read(form, store.get(params.kind, params.id)?.draft, params.id),
    params.id,
  );
  if (!checked.ok) {
    const fields = Object.keys(checked.fieldErrors).join(", ");
    return new Response(contentWord(lang, "previewInvalid", { fields }), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const shown = composeContent(
    -Date.now(),
    store.previewOverrides(params.kind, params.id, checked.value),
  );
  return preview(
    new URL(editor.page(lang, params.id, checked.value, form), request.url).href,
    shown,
  );
}
