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
  const described = [unit && `${id}-unit`, hint && `${id}-hint`, error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      inputMode={inputMode}
      defaultValue={editor.value(name)}
      required={required}
      aria-invalid={error ? true : undefined}
      aria-describedby={described || undefined}
    />
  );
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      {unit ? (
        <span className="content-with-unit">
          {input}
          <span id={`${id}-unit`}>{unit}</span>
        </span>
      ) : (
        input
      )}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A field's hint and error, under the ids its input names in aria-describedby. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="content-error">
          {error}
        </p>
      )}
    </>
  );
}
