import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { audit, requireStaff } from "../../../guard.server";
import { adminPageMeta } from "../../../frame/meta";
import { adminPath, requestAdminLang } from "../../../words";
import { publishing } from "../../context.server";
import { formText, formValues } from "../../form.server";
import type { ItemActionData } from "../../item-action.server";
import { contentWord, type ContentWordKey } from "../../words";
import { addProduct, kindGroups, subcategoryGroups } from "../add.server";
import { catalogueWord } from "../words";
import { postedForm } from "../../../../../server/platform/body";

/**
 * /admin/content/catalogue/new: a product's code, subcategory and kind. The product is made as
 * an empty draft (nothing public shows it) and its editor opens; a refused code keeps the form.
 */
export function loadNewProduct(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  return {
    meta: adminPageMeta(lang, catalogueWord(lang, "addTitle")),
    subcategories: subcategoryGroups(lang),
    kinds: kindGroups(lang),
  };
}

export async function addProductAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const form = postedForm(context);
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
