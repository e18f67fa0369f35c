import type { Editor } from "./use-editor";

/** The PDF a save carries: a file input with its hint and the refusal, if any, tied to it. */
export function FileField({ editor, label }: { editor: Editor; label: string }) {
  const error = editor.error("upload");
  return (
    <div className="content-field">
      <label htmlFor="f-upload">{label}</label>
      <input
        id="f-upload"
        name="upload"
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={["f-upload-hint", error && "f-upload-error"].filter(Boolean).join(" ")}
      />
      <p id="f-upload-hint" className="admin-hint">
        {editor.w("uploadHint")}
      </p>
      {error && (
        <p id="f-upload-error" className="content-error">
          {error}
        </p>
      )}
    </div>
  );
}
