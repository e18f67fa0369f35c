import { InputField } from "./Field";
import { useWords } from "./use-admin";

const NEW_PASSWORD_INPUT = {
  type: "password",
  autoComplete: "new-password",
  required: true,
  minLength: 12,
  maxLength: 128,
} as const;

/** A new password twice, with the rule in words (no composition rules: NIST SP 800-63B). */
export function PasswordFields({ id }: { id: string }) {
  const { w } = useWords();
  return (
    <>
      <InputField
        id={`${id}-new`}
        label={w("newPassword")}
        hint={w("passwordHint")}
        name="password"
        {...NEW_PASSWORD_INPUT}
      />
      <InputField
        id={`${id}-again`}
        label={w("passwordAgain")}
        name="again"
        {...NEW_PASSWORD_INPUT}
      />
    </>
  );
}
