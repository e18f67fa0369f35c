import { InputField } from "./Field";
import { useWords } from "./use-admin";

/**
 * The inputs of signing in and of one's account, each said once for every form that asks for it:
 * what it accepts, how the browser and a password manager may fill it.
 */
export function EmailField({ id, autoComplete }: { id: string; autoComplete: string }) {
  const { w } = useWords();
  return (
    <InputField
      {...{ id, autoComplete, label: w("email") }}
      name="email"
      type="email"
      required
      maxLength={254}
    />
  );
}

/** The password one has now (the server reads 1,024 characters at most). */
export function PasswordField(props: { id: string; name: string; label: string }) {
  return (
    <InputField
      {...props}
      type="password"
      autoComplete="current-password"
      required
      maxLength={1024}
    />
  );
}

/**
 * The two kinds of code: an authenticator app's six digits (a space in the middle allowed), or
 * one of the ten recovery codes as printed (never corrected by the browser).
 */
const CODES = {
  totp: {
    label: "code",
    input: {
      name: "code",
      inputMode: "numeric",
      autoComplete: "one-time-code",
      pattern: "[0-9 ]{6,7}",
      maxLength: 7,
    },
  },
  recovery: {
    label: "recoveryCode",
    input: {
      name: "recovery",
      autoComplete: "off",
      autoCapitalize: "none",
      spellCheck: false,
      maxLength: 20,
    },
  },
} as const;

/** A code of the second step (or of a recovery sign-in, or of a new authenticator app). */
export function CodeField(props: { id: string; kind: keyof typeof CODES; required?: boolean }) {
  const { w } = useWords();
  const { label, input } = CODES[props.kind];
  return <InputField id={props.id} label={w(label)} required={props.required} {...input} />;
}
