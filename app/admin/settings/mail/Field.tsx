import { SECURITIES, type Security } from "../../../../server/mail/security";

/** One labelled input with its hint and error, tied together for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const { id } = props;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="settings-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(described || undefined, props.error ? true : undefined)}
      {props.hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="settings-error">
          {props.error}
        </p>
      )}
    </div>
  );
}

/** An input in a Field: the ids of its hint and error said for screen readers. */
export function InputField({
  label,
  hint,
  error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & Omit<
  React.InputHTMLAttributes<HTMLInputElement>,
  "aria-describedby" | "aria-invalid"
>) {
  return (
    <Field id={input.id} label={label} hint={hint} error={error}>
      {(describedBy, invalid) => (
        <input {...input} aria-describedby={describedBy} aria-invalid={invalid} />
      )}
    </Field>
  );
}

/** The password of a server, write-only: never shown, typed again after a refused save. */
export function PasswordField(props: { id: string; label: string; hint: string; error?: string }) {
  return (
    <InputField
      {...props}
      name="password"
      type="password"
      autoComplete="new-password"
      maxLength={500}
    />
  );
}

/** How a mail server's connection is secured, one radio a choice. */
export function SecurityChoice(props: {
  legend: string;
  choice: (security: Security) => string;
  checked: string;
  errorId?: string;
  error?: string;
}) {
  return (
    <fieldset
      className="settings-choice"
      aria-describedby={props.error ? props.errorId : undefined}
    >
      <legend>{props.legend}</legend>
      {SECURITIES.map((security) => (
        <label key={security}>
          <input
            type="radio"
            name="security"
            value={security}
            defaultChecked={props.checked === security}
          />{" "}
          {props.choice(security)}
        </label>
      ))}
      {props.error && (
        <p id={props.errorId} className="settings-error">
          {props.error}
        </p>
      )}
    </fieldset>
  );
}

type ServerWord = "host" | "hostHint" | "port" | "portHint" | "security" | "user" | "userHint";

/**
 * A mail server's host, port, security, user and password: the same five fields for the SMTP
 * server the site sends through and the mailbox it reads, each under its own ids and words.
 */
export function ServerFields(props: {
  idPrefix: string;
  word: (key: ServerWord) => string;
  choice: (security: Security) => string;
  password: { label: string; hint: string };
  /** The value as typed in a refused post, else the saved one. */
  value: (name: "host" | "port" | "security" | "user") => string | number | undefined;
  defaultSecurity: Security;
  errors: Partial<Record<"host" | "port" | "security" | "user" | "password", string>>;
  /** The mailbox's form says a refused security at the choice; the SMTP form has none. */
  securityErrorId?: string;
}) {
  const { idPrefix: p, word, value, errors } = props;
  return (
    <>
      <InputField
        id={`${p}-host`}
        label={word("host")}
        hint={word("hostHint")}
        error={errors.host}
        name="host"
        defaultValue={value("host") ?? ""}
        autoComplete="off"
        spellCheck={false}
      />
      <InputField
        id={`${p}-port`}
        label={word("port")}
        hint={word("portHint")}
        error={errors.port}
        name="port"
        inputMode="numeric"
        defaultValue={value("port") ?? ""}
      />
      <SecurityChoice
        legend={word("security")}
        choice={props.choice}
        checked={String(value("security") ?? props.defaultSecurity)}
        errorId={props.securityErrorId}
        error={props.securityErrorId && errors.security}
      />
      <InputField
        id={`${p}-user`}
        label={word("user")}
        hint={word("userHint")}
        error={errors.user}
        name="user"
        defaultValue={value("user") ?? ""}
        autoComplete="off"
        spellCheck={false}
      />
      <PasswordField
        id={`${p}-password`}
        label={props.password.label}
        hint={props.password.hint}
        error={errors.password}
      />
    </>
  );
}
