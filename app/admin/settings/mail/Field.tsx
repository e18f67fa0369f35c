import type { ComponentProps } from "react";
import { SECURITIES, type Security } from "../../../../server/mail/security";
import { Choices, Field as FrameField, InputField as FrameInputField } from "../../frame/Field";
import { useWords } from "../../frame/use-admin";
import { settingsWord } from "../words";

/** The settings' fields: each in its own row of the form's column. */
export const Field = (props: Omit<ComponentProps<typeof FrameField>, "className">) => (
  <FrameField className="settings-field" {...props} />
);

export const InputField = (props: Omit<ComponentProps<typeof FrameInputField>, "className">) => (
  <FrameInputField className="settings-field" {...props} />
);

type ServerWord =
  "host" | "hostHint" | "port" | "portHint" | "security" | "user" | "userHint" | "password";

/** The host and user: plain text, never corrected by the browser. */
const TEXT = { autoComplete: "off", spellCheck: false } as const;

/**
 * A mail server's host, port, security, user and password: the same five fields for the SMTP
 * server the site sends through and the mailbox it reads, each under its own ids and words. The
 * password is write-only: never shown, typed again after a refused save.
 */
export function ServerFields(props: {
  idPrefix: string;
  word: (key: ServerWord) => string;
  choice: (security: Security) => string;
  /** The value as typed in a refused post, else the saved one. */
  value: (name: "host" | "port" | "security" | "user") => string | number | undefined;
  defaultSecurity: Security;
  errors: Partial<Record<"host" | "port" | "security" | "user" | "password", string>>;
  /** The mailbox's form says a refused security at the choice; the SMTP form has none. */
  securityError?: boolean;
  /** Whether a password is stored, and whether the refused post had one typed (now gone). */
  hasPassword: boolean;
  passwordTyped?: boolean;
}) {
  const { lang } = useWords();
  const { idPrefix: p, word, value, errors } = props;
  const passwordHint = settingsWord(
    lang,
    props.passwordTyped ? "passwordRetype" : props.hasPassword ? "passwordStored" : "passwordNone",
  );
  const text = (name: "host" | "port" | "user") => ({
    id: `${p}-${name}`,
    label: word(name),
    hint: word(`${name}Hint`),
    error: errors[name],
    name,
    defaultValue: value(name) ?? "",
  });
  return (
    <>
      <InputField {...text("host")} {...TEXT} />
      <InputField {...text("port")} inputMode="numeric" />
      <Choices
        id={`${p}-security`}
        className="settings-choice"
        legend={word("security")}
        name="security"
        values={SECURITIES}
        label={props.choice}
        checked={String(value("security") ?? props.defaultSecurity)}
        error={props.securityError ? errors.security : undefined}
      />
      <InputField {...text("user")} {...TEXT} />
      <InputField
        id={`${p}-password`}
        label={word("password")}
        hint={`${passwordHint} ${settingsWord(lang, "passwordFollowsHost")}`}
        error={errors.password}
        name="password"
        type="password"
        autoComplete="new-password"
        maxLength={500}
      />
    </>
  );
}
