import type { Lang } from "./lang";

/**
 * A Korean telephone number as a reader in each language dials it (issue 73, the style sheet's
 * phones): Korean text keeps the domestic "02-2025-0712", English text the international
 * "+82 2-2025-0712", the trunk 0 dropped. A number already international, or not Korean, is
 * shown as it came.
 */
export function phoneText(number: string, lang: Lang): string {
  const trimmed = number.trim();
  if (lang === "ko" || !/^0[1-9]/.test(trimmed)) return number;
  return `+82 ${trimmed.slice(1)}`;
}
