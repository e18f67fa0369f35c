import type { Editor } from "./use-editor";

/** One input, with its hint and its error tied to it for screen readers. */
export function TextField({
  editor,
  name,
  label,
  hint,
  type = "text",
  required = false,
}: {
  editor: Editor;
  name: string;
  label: string;
  hint?: string;
  type?: "text" | "email" | "tel" | "url" | "date";
  required?: boolean;
}) {
  const id = `f-${name.replaceAll(".", "-")}`;
  const error = editor.error(name);
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  return (
    <div className="content-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={editor.value(name)}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
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
    </div>
  );
}
