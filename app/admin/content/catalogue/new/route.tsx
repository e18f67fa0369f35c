import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { PageHead } from "../../PageHead";
import { Csrf } from "../../../frame/Csrf";
import { audit, requireStaff } from "../../../guard.server";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { EditorContext } from "../../editor-context";
import { ErrorSummary } from "../../ErrorSummary";
import { publishing } from "../../context.server";
import { formText, formValues } from "../../form.server";
import type { ItemActionData } from "../../item-action.server";
import { TextField } from "../../TextField";
import { useEditor } from "../../use-editor";
import { contentWord, type ContentWordKey } from "../../words";
import { addProduct, kindGroups, subcategoryGroups } from "../add.server";
import { SelectField } from "../SelectField";
import { catalogueWord, type CatalogueWordKey } from "../words";
import "../../content.css";
import "../catalogue.css";

/**
 * /admin/content/catalogue/new: a product's code, subcategory and kind. The product is made as
 * an empty draft (nothing public shows it) and its editor opens; a refused code keeps the form.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  return {
    meta: adminPageMeta(lang, catalogueWord(lang, "addTitle")),
    subcategories: subcategoryGroups(lang),
    kinds: kindGroups(lang),
  };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = await request.formData();
  const added = addProduct(
    publishing(context).store,
    {
      code: formText(form, "code"),
      subcategory: formText(form, "subcategory"),
      kind: formText(form, "kind"),
    },
    account.email,
  );
  if (!added.ok) {
    const w = (key: ContentWordKey) => contentWord(lang, key);
    const fieldErrors = Object.fromEntries(
      Object.entries(added.fieldErrors).map(([field, key]) => [field, w(key)]),
    );
    return data<ItemActionData>(
      { message: w("invalid"), fieldErrors, values: formValues(form) },
      { status: 400 },
    );
  }
  audit(request, context, {
    action: "content-save",
    target: `product/${added.id}`,
    detail: `version ${added.version}`,
  });
  throw redirect(
    `${adminPath(lang, `/content/catalogue/${added.id}`)}?done=save&v=${added.version}`,
  );
}

/** The form: a code, a subcategory that lists products, a kind of product. */
export default function AddProduct({ loaderData, actionData }: Route.ComponentProps) {
  const editor = useEditor({}, actionData);
  const { lang } = editor;
  const cw = (key: CatalogueWordKey) => catalogueWord(lang, key);
  const { subcategories, kinds } = loaderData;
  return (
    <>
      <PageHead
        back={{ to: adminPath(lang, "/content/catalogue"), label: cw("allProducts"), reload: true }}
        title={cw("addTitle")}
        text={cw("addText")}
      />
      <ErrorSummary editor={editor} />
      <EditorContext value={editor}>
        <form method="post" className="content-editor" noValidate>
          <Csrf />
          <TextField name="code" label={cw("fig_code")} hint={cw("codeHint")} required />
          <SelectField
            name="subcategory"
            label={cw("subcategoryLabel")}
            groups={subcategories}
            placeholder={cw("chooseOne")}
          />
          <SelectField
            name="kind"
            label={cw("kindLabel")}
            groups={kinds}
            placeholder={cw("chooseOne")}
          />
          <div className="content-buttons">
            <button type="submit">{cw("addButton")}</button>
          </div>
        </form>
      </EditorContext>
    </>
  );
}
