import { useWords } from "./use-admin";

/** A new password twice, with the rule in words (no composition rules: NIST SP 800-63B). */
export function PasswordFields({ id }: { id: string }) {
  const { w } = useWords();
  return (
    <>
      <label htmlFor={`${id}-new`}>{w("newPassword")}</label>
      <input
        id={`${id}-new`}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={128}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {w("passwordHint")}
      </p>
      <label htmlFor={`${id}-again`}>{w("passwordAgain")}</label>
      <input
        id={`${id}-again`}
        name="again"
        type="password"
        autoComplete="new-password"
        required
        minLength={12}
        maxLength={128}
      />
    </>
  );
}
