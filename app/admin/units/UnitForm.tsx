import type { ReactNode } from "react";
import { Form } from "react-router";
import { INDUSTRIES, PAPER_KINDS, SERVICE_KINDS } from "../../../server/units/kinds";
import { unitKindWord, type UnitKindWordKey } from "../../../server/units/kind-words";
import { UNIT_FIELDS, unitFieldLabel, unitFieldSpec } from "../../../server/units/fields";
import { Csrf } from "../frame/Csrf";
import { fieldNotes } from "../frame/FieldNotes";
import { useWords } from "../frame/use-admin";
import type { UnitErrors, UnitField as Field } from "./units.server";
import { unitsWord, type UnitsWordKey } from "./words";

/** The unit pages' words in the page's language. */
export function useUnitsWords() {
  const { lang } = useWords();
  return {
    lang,
    t: (key: UnitsWordKey, vars?: Record<string, string | number>) => unitsWord(lang, key, vars),
  };
}

/**
 * One post of a unit page: the CSRF token, its intent, the fields and one submit button. A
 * plain form post, with or without JavaScript.
 */
export function UnitPost({
  intent,
  submit,
  files,
  className = "settings-form",
  secondary,
  inline,
  children,
}: {
  intent: string;
  submit: ReactNode;
  /** It carries a file (multipart). */
  files?: boolean;
  className?: string;
  secondary?: boolean;
  /** A button in a list's row: no paragraph around it, no form class. */
  inline?: boolean;
  children: ReactNode;
}) {
  const button = (
    <button type="submit" className={secondary ? "admin-button-secondary" : undefined}>
      {submit}
    </button>
  );
  return (
    <Form
      method="post"
      encType={files ? "multipart/form-data" : undefined}
      className={inline ? undefined : className}
    >
      <Csrf />
      <input type="hidden" name="intent" value={intent} />
      {children}
      {inline ? button : <p>{button}</p>}
    </Form>
  );
}

/**
 * A labelled field with its hint and error, both named by the control's aria-describedby. The
 * control is drawn by `children`, handed what to describe it by and whether it is invalid.
 */
export function UnitField({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode | ((describedBy: string | undefined, invalid: true | undefined) => ReactNode);
}) {
  const { describedBy, notes } = fieldNotes(id, { hint, error, errorClass: "settings-error" });
  return (
    <div className="settings-field">
      <label htmlFor={id}>{label}</label>
      {typeof children === "function" ? children(describedBy, error ? true : undefined) : children}
      {notes}
    </div>
  );
}

/** What a unit's kinds of papers and of service are chosen from, and which first. */
const KIND_CHOICES: Record<
  "paper" | "service",
  { kinds: readonly string[]; first: string; label: UnitsWordKey }
> = {
  paper: { kinds: PAPER_KINDS, first: "test-report", label: "paperKind" },
  service: { kinds: SERVICE_KINDS, first: "inspection", label: "serviceKind" },
};

/** The choice of a paper's kind or a service's, as `kind`, worded in the page's language. */
export function KindChoice({ of }: { of: keyof typeof KIND_CHOICES }) {
  const { lang, t } = useUnitsWords();
  const { kinds, first, label } = KIND_CHOICES[of];
  return (
    <UnitField id={`${of}-kind`} label={t(label)}>
      <select id={`${of}-kind`} name="kind" defaultValue={first}>
        {kinds.map((kind) => (
          <option key={kind} value={kind}>
            {unitKindWord(lang, `${of}.${kind}` as UnitKindWordKey)}
          </option>
        ))}
      </select>
    </UnitField>
  );
}

/** The industries as a select's options, in the page's language. */
export function IndustryOptions() {
  const { t } = useUnitsWords();
  return INDUSTRIES.map((key) => (
    <option key={key} value={key}>
      {t(`industry.${key}`)}
    </option>
  ));
}

/**
 * The customer's industry, required, chosen from the list (a unit's, a plant's: its own `name`
 * and `label`, else the unit's).
 */
export function IndustryField(props: {
  id: string;
  name?: string;
  label?: string;
  value?: string;
  error?: string;
}) {
  const { lang } = useUnitsWords();
  return (
    <UnitField
      id={props.id}
      label={props.label ?? unitFieldLabel(lang, "industry")}
      error={props.error}
    >
      {(describedBy, invalid) => (
        <select
          id={props.id}
          name={props.name ?? "industry"}
          required
          defaultValue={props.value ?? ""}
          aria-describedby={describedBy}
          aria-invalid={invalid}
        >
          <option value="" disabled>
            —
          </option>
          <IndustryOptions />
        </select>
      )}
    </UnitField>
  );
}

/** Whether the references may name the customer (decision 036), with its hint. */
export function ConsentField({ checked }: { checked: boolean }) {
  const { t } = useUnitsWords();
  return (
    <div className="settings-field">
      <label className="units-check">
        <input
          type="checkbox"
          name="consent"
          defaultChecked={checked}
          aria-describedby="unit-consent-hint"
        />{" "}
        {t("consent")}
      </label>
      <p id="unit-consent-hint" className="admin-hint">
        {t("consentHint")}
      </p>
    </div>
  );
}

/**
 * A unit's fields as staff type them, as declared (server/units/fields.ts), but the consent (its
 * own field): the add form's, and the correction's prefilled with the record. `prefix` keeps the
 * ids apart on a page of forms; `hints` replaces a field's hint (a correction's delivery date
 * keeps the serial's year).
 */
export function UnitFields({
  typed,
  errors,
  codes,
  prefix = "unit",
  hints = {},
}: {
  typed: Partial<Record<Field, string>>;
  errors: UnitErrors;
  codes: readonly string[];
  prefix?: string;
  hints?: Partial<Record<Field, UnitsWordKey>>;
}) {
  const { lang, t } = useUnitsWords();
  const field = (name: Field) => {
    const spec = unitFieldSpec(name);
    const id = `${prefix}-${name}`;
    if (name === "industry") {
      return <IndustryField key={name} id={id} value={typed.industry} error={errors.industry} />;
    }
    const hint = hints[name] ? t(hints[name]) : spec.hint?.[lang];
    const text = spec.input.kind === "text" ? spec.input : undefined;
    return (
      <UnitField key={name} id={id} label={spec.label[lang]} hint={hint} error={errors[name]}>
        {(describedBy, invalid) => (
          <input
            id={id}
            name={name}
            type={spec.input.kind === "day" ? "date" : "text"}
            maxLength={text?.max ?? 10}
            required={text?.required}
            list={name === "product" ? `${prefix}-codes` : undefined}
            autoComplete="off"
            defaultValue={typed[name]}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </UnitField>
    );
  };
  return (
    <>
      <datalist id={`${prefix}-codes`}>
        {codes.map((code) => (
          <option key={code} value={code} />
        ))}
      </datalist>
      {UNIT_FIELDS.filter((name) => unitFieldSpec(name).editor).map(field)}
    </>
  );
}
