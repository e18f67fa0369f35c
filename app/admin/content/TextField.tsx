import type { ReactNode } from "react";
import { useFormEditor } from "./editor-context";

/** One input, with its hint and its error tied to it for screen readers. */
export function TextField({
  name,
  label,
  hint,
  type = "text",
  required = false,
  inputMode,
  unit,
}: {
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "url" | "date";
  required?: boolean;
  /** The keyboard a phone shows for it. */
  inputMode?: "decimal" | "numeric";
  /** Shown beside the box, and read with it. */
  unit?: string;
}) {
  const editor = useFormEditor();
  const id = `f-${name.replaceAll(".", "-")}`;
  const error = editor.error(name);
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      inputMode={inputMode}
      defaultValue={editor.value(name)}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, { unit, hint, error })}
    />
  );
  return (
    <FieldBox id={id} label={label} hint={hint} error={error}>
      {unit ? (
        <span className="content-with-unit">
          {input}
          <span id={`${id}-unit`}>{unit}</span>
        </span>
      ) : (
        input
      )}
    </FieldBox>
  );
}

/** The ids a field's control names in aria-describedby: its unit, hint and error, if any. */
export function describedBy(
  id: string,
  notes: { unit?: string; hint?: string; error?: string },
): string | undefined {
  const { unit, hint, error } = notes;
  const ids = [unit && `${id}-unit`, hint && `${id}-hint`, error && `${id}-error`];
  return ids.filter(Boolean).join(" ") || undefined;
}

/**
 * A field: its label, its control (the children), then its hint, any `notes` and its error
 * under the ids the control names (describedBy), then what comes `after`.
 */
export function FieldBox(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  notes?: ReactNode;
  /** Inside the field, after its notes (an upload button). */
  after?: ReactNode;
  children: ReactNode;
}) {
  const { id, hint, error } = props;
  return (
    <div className="content-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children}
      <FieldNotes id={id} hint={hint} error={error}>
        {props.notes}
      </FieldNotes>
      {props.after}
    </div>
  );
}

/** A field's hint and error, under the ids its input names in aria-describedby; `children` between. */
export function FieldNotes(props: {
  id: string;
  hint?: string;
  error?: string;
  children?: ReactNode;
}) {
  const { id, hint, error } = props;
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {props.children}
      {error && (
        <p id={`${id}-error`} className="content-error">
          {error}
        </p>
      )}
    </>
  );
}
