import type { PasswordProblem } from "../../../server/admin/password-rules";
import type { StaffServices } from "../../../server/admin/services";

/**
 * A new password from a form's `password` and `again` (PasswordFields), for joining and for the
 * account page alike: set when both agree and it passes the rules (NIST SP 800-63B,
 * server/admin/password-rules.ts); else the words' key of what is wrong, nothing set.
 */
export async function setNewPassword(
  services: StaffServices,
  account: { id: number; email: string },
  form: FormData,
): Promise<"mismatch" | PasswordProblem | undefined> {
  const password = String(form.get("password") ?? "");
  if (password !== String(form.get("again") ?? "")) return "mismatch";
  const problem = services.passwordProblem(password, account.email);
  if (problem) return problem;
  await services.setPassword(account.id, password);
  return undefined;
}
