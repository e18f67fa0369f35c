import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password";

export type PasswordProblem = "tooShort" | "tooLong" | "common" | "containsEmail";

/** zxcvbn-ts's list of about 49,000 common passwords (from leaked password sets). */
let common: Set<string> | undefined;

/**
 * NIST SP 800-63B (5.1.1.2): length, a list of common passwords, no composition rules. A password
 * counts as common when it is on the list, when it is a listed one with digits or symbols
 * around it ("password1234"), or when it repeats a handful of characters ("aaaaaaaaaaaa").
 */
export function passwordProblem(password: string, email?: string): PasswordProblem | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return "tooShort";
  if (length > PASSWORD_MAX) return "tooLong";
  common ??= new Set(dictionary.passwords);
  const lower = password.normalize("NFKC").toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  if (common.has(lower) || (core.length >= 4 && common.has(core))) return "common";
  if (new Set(lower).size < 5) return "common";
  const local = email?.toLowerCase().split("@")[0];
  if (
    email &&
    (lower.includes(email.toLowerCase()) || (local && local.length >= 4 && lower.includes(local)))
  ) {
    return "containsEmail";
  }
  return undefined;
}
