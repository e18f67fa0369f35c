import type { CertificateItem } from "../content/schemas";

/**
 * When a certificate is valid: from its first to its last valid day, both inclusive, as days in
 * Seoul ("2026-11-26"); the day after its last it leaves the public pages without a publish
 * (docs/decisions/032-certificates.md). Days compare as text: they are all YYYY-MM-DD.
 */
export const validOn = (
  certificate: Pick<CertificateItem, "validFrom" | "validUntil">,
  day: string,
) => certificate.validFrom <= day && day <= certificate.validUntil;

/** The certificates valid on `day`, in their order. */
export const validCertificates = (certificates: readonly CertificateItem[], day: string) =>
  certificates.filter((certificate) => validOn(certificate, day));

const DAY_MS = 86_400_000;

/** Whole days from `from` to `to` (both YYYY-MM-DD): 1 from a day to the next, negative before. */
export function daysFrom(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Whether a certificate covers a product: by the product's id, or by its product group. */
export const covers = (
  certificate: Pick<CertificateItem, "products" | "groups">,
  product: { id: string; category: string },
) =>
  (certificate.products ?? []).includes(product.id) ||
  (certificate.groups ?? []).some((group) => group === product.category);
