import type { AppLoadContext } from "react-router";
import { liveProducts, productLabel } from "../../../content/catalog/catalog.server";
import { categories } from "../../../content/catalog/categories";
import type { CertificateItem } from "../../../content/schemas";
import { adminPageMeta } from "../../frame/meta";
import { requestAdminLang } from "../../words";
import { isMissing } from "../item-action.server";
import { loadUploadItem, pdfLink, uploadItemAction } from "../news.server";
import type { ContentWordKey } from "../words";
import { certificateFields, readCertificate } from "./form.server";
import { certificateEditorWord } from "./words";

/**
 * The certificate editor's server side: its data (the draft's fields, the PDF, the groups and
 * products to tick) and its posts, through the notices' and documents' upload frame.
 */
export function loadCertificateEditor(
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) {
  const lang = requestAdminLang(request);
  const loaded = loadUploadItem(request, context, "certificate", rawId);
  const value = loaded.value as Partial<CertificateItem>;
  const name = value.name?.[lang] || certificateEditorWord(lang, "item", { id: loaded.id });
  return {
    ...loaded,
    value: undefined,
    draft: certificateFields(value),
    file: pdfLink(value.file),
    groups: categories.map((category) => ({ id: category.id, label: category.name[lang] })),
    products: categories.map((category) => ({
      name: category.name[lang],
      items: liveProducts()
        .filter((product) => product.category === category.id)
        .map((product) => ({ id: product.id, label: productLabel(product, lang) })),
    })),
    meta: adminPageMeta(lang, `${name}: ${certificateEditorWord(lang, "title")}`),
  };
}

/** The word for a field's error, by the field. */
function explain(path: string, message: string): ContentWordKey {
  if (path === "validUntil" && /before/.test(message)) return "field_until";
  if (path === "validFrom" || path === "validUntil") return "field_date";
  if (path === "file") return "field_file";
  if (path.startsWith("products")) return "field_products";
  return isMissing(message) ? "field_required" : "field_other";
}

export const certificateAction = (
  request: Request,
  context: AppLoadContext,
  rawId: string | undefined,
) =>
  uploadItemAction(request, context, "certificate", rawId, readCertificate, {
    explain,
    fields: certificateFields,
  });
