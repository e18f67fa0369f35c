import type { CertificateItem, UploadedFile } from "../../../content/schemas";
import { flatten } from "../flatten";
import { formLine, formLocalized, formLocalizedLine, formText } from "../form.server";

/**
 * A certificate from its editor's form: inputs named by their path in the schema; the groups and
 * products covered are checkboxes `groups.{id}` and `products.{id}`. A new upload replaces the
 * PDF, else the saved one stays.
 */
export function readCertificate(
  form: FormData,
  current: unknown,
  uploaded?: UploadedFile,
): CertificateItem {
  const ticked = (prefix: string) =>
    [...new Set([...form.keys()])]
      .filter((key) => key.startsWith(prefix) && form.get(key) === "on")
      .map((key) => key.slice(prefix.length));
  const products = ticked("products.");
  const groups = ticked("groups.") as NonNullable<CertificateItem["groups"]>;
  return {
    id: Number(formText(form, "id")),
    name: formLocalizedLine(form, "name"),
    issuer: formLocalizedLine(form, "issuer"),
    number: formLine(form, "number"),
    scope: formLocalized(form, "scope"),
    ...(groups.length ? { groups } : {}),
    ...(products.length ? { products } : {}),
    validFrom: formText(form, "validFrom"),
    validUntil: formText(form, "validUntil"),
    file: (uploaded ?? (current as CertificateItem | undefined)?.file)!,
  };
}

/** A saved certificate as the form's fields: its paths, and a ticked box per group and product. */
export function certificateFields(value: unknown): Record<string, string> {
  const item = value as Partial<CertificateItem>;
  const fields = flatten({ ...item, groups: undefined, products: undefined, file: undefined });
  for (const id of item.groups ?? []) fields[`groups.${id}`] = "on";
  for (const id of item.products ?? []) fields[`products.${id}`] = "on";
  return fields;
}
