import { Fragment, type InputHTMLAttributes, type ReactNode } from "react";
import { fieldNotes } from "./FieldNotes";

/** A field's label, hint and error; `className` wraps them, else they stand in the form's grid. */
export interface FieldFrame {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  /** The error as an alert box (a form whose one field is all it asks), not a line under it. */
  alert?: boolean;
}

/** One labelled control with its hint and error, tied together for screen readers. */
export function Field(
  props: FieldFrame & {
    children: (describedBy: string | undefined, invalid: true | undefined) => ReactNode;
  },
) {
  const { id, className } = props;
  const { describedBy, notes } = fieldNotes(id, {
    hint: props.hint,
    error: props.error,
    ...(props.alert
      ? { errorClass: "admin-message admin-message-error", errorRole: "alert" }
      : { errorClass: "admin-error" }),
  });
  const Wrap = className ? "div" : Fragment;
  return (
    <Wrap {...(className && { className })}>
      <label htmlFor={id}>{props.label}</label>
      {props.children(describedBy, props.error ? true : undefined)}
      {notes}
    </Wrap>
  );
}

/** An input in a Field: the ids of its hint and error said for screen readers. */
export function InputField({
  label,
  hint,
  error,
  className,
  alert,
  ...input
}: FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, "aria-describedby" | "aria-invalid">) {
  return (
    <Field
      id={input.id}
      label={label}
      hint={hint}
      error={error}
      className={className}
      alert={alert}
    >
      {(describedBy, invalid) => (
        <input {...input} aria-describedby={describedBy} aria-invalid={invalid} />
      )}
    </Field>
  );
}

/**
 * One radio a choice under a legend, with the group's hint (said by each radio) and error (said
 * by the group).
 */
export function Choices<V extends string>(props: {
  id: string;
  legend: string;
  name: string;
  values: readonly V[];
  label: (value: V) => string;
  checked: string;
  hint?: string;
  error?: string;
  className?: string;
}) {
  const { id, hint, error } = props;
  const { notes } = fieldNotes(id, { hint, error, errorClass: "admin-error" });
  return (
    <fieldset className={props.className} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{props.legend}</legend>
      {props.values.map((value) => (
        <label key={value}>
          <input
            type="radio"
            name={props.name}
            value={value}
            defaultChecked={props.checked === value}
            aria-describedby={hint ? `${id}-hint` : undefined}
          />{" "}
          {props.label(value)}
        </label>
      ))}
      {notes}
    </fieldset>
  );
}
