import { data } from "react-router";
import type { Route } from "./+types/route";
import type { Company } from "../../../content/schemas";
import { safeName } from "../../../../server/content/photos";
import { processSeal } from "../../../../server/content/seal";
import { audit, requireStaff } from "../../guard.server";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { companyFields, EXTRA_ROWS, explainCompany, readCompany } from "./company.server";
import { publishing } from "../context.server";
import { formValues } from "../form.server";
import { itemAction, withForm, type ItemActionData } from "../item-action.server";
import { loadItem } from "../item.server";
import { contentWord } from "../words";
import { postedForm } from "../../../../server/platform/body";

export function loadCompanyEditor({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const loaded = loadItem(request, context, "company", "company");
  const processors = (loaded.value as Company).processors.length;
  return {
    ...loaded,
    draft: companyFields(loaded.value),
    rows: processors + EXTRA_ROWS,
    meta: adminPageMeta(lang, contentWord(lang, "companyTitle")),
  };
}

/**
 * A chosen seal goes through its pipeline first (server/content/seal.ts), whichever button was
 * pressed, and takes the seal's place in the form; a refused file stops the post with its field
 * error and every field kept. Then the post is the frame's save, publish or restore.
 */
export async function companyEditorAction({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = postedForm(context);
  const file = form.get("seal.upload");
  form.delete("seal.upload");
  let uploaded: string | undefined;
  if (file instanceof File && file.size > 0) {
    const { dataDir } = publishing(context);
    const result = await processSeal(Buffer.from(await file.arrayBuffer()), file.name, dataDir);
    if (!result.ok) {
      return data<ItemActionData>(
        {
          message: contentWord(lang, "sealFailed"),
          fieldErrors: { "seal.upload": `${safeName(file.name)}: ${result.message[lang]}` },
          values: formValues(form),
        },
        { status: 400 },
      );
    }
    audit(request, context, {
      action: "seal-uploaded",
      target: result.seal.file,
      detail: `${result.seal.width}x${result.seal.height}`,
    });
    uploaded = result.seal.name;
    form.set("seal.meta", JSON.stringify(result.seal));
    form.delete("seal.remove");
  }
  const answer = await itemAction(request, withForm(context, form), {
    kind: "company",
    id: "company",
    read: readCompany,
    explain: explainCompany,
    path: "/content/company",
    fields: companyFields,
  });
  // Whatever is wrong with the seal's reference is its upload's field.
  const fieldErrors = answer.data.fieldErrors;
  if (fieldErrors) {
    answer.data.fieldErrors = Object.fromEntries(
      Object.entries(fieldErrors).map(([path, message]) => [
        path === "seal" || path.startsWith("seal.") ? "seal.upload" : path,
        message,
      ]),
    );
  }
  // A refused save after an upload says the seal is in and what else waits.
  if (uploaded) {
    answer.data.message = `${contentWord(lang, "sealUploaded", { name: uploaded })} ${answer.data.message}`;
  }
  return answer;
}
