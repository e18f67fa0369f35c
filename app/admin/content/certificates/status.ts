import { daysFrom } from "../../../certificates/valid";
import type { Lang } from "../../../i18n/lang";
import { certificateEditorWord } from "./words";

/** The owner's home warns this many days before a certificate's last valid day. */
export const WARN_DAYS = 60;

/** Where a certificate stands on `day`: valid (soon to end), its last day, expired, not yet. */
export type CertificateStanding =
  | { kind: "valid"; days: number; soon: boolean }
  | { kind: "lastDay"; days: 0; soon: true }
  | { kind: "expired"; days: number; soon: false }
  | { kind: "notYet"; days: number; soon: false };

export function standing(
  validity: { validFrom?: string; validUntil?: string },
  day: string,
): CertificateStanding | undefined {
  const { validFrom, validUntil } = validity;
  if (!validFrom || !validUntil) return undefined;
  if (day < validFrom) return { kind: "notYet", days: daysFrom(day, validFrom), soon: false };
  const left = daysFrom(day, validUntil);
  if (left < 0) return { kind: "expired", days: -left, soon: false };
  if (left === 0) return { kind: "lastDay", days: 0, soon: true };
  return { kind: "valid", days: left, soon: left <= WARN_DAYS };
}

/** A standing in words: "42 days", "Expired (3 days ago)". */
export function standingWords(lang: Lang, at: CertificateStanding): string {
  if (at.kind === "lastDay") return certificateEditorWord(lang, "lastDay");
  if (at.kind === "expired") return certificateEditorWord(lang, "expired", { days: at.days });
  if (at.kind === "notYet") return certificateEditorWord(lang, "notYet", { days: at.days });
  return certificateEditorWord(lang, "left", { days: at.days });
}
