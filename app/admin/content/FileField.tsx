import { FieldGroup } from "./FieldGroup";
import { useFormEditor } from "./editor-context";
import { describedBy, FieldBox } from "./TextField";

/** The PDF a save carries: a file input with its hint and the refusal, if any, tied to it. */
export function FileField({ label }: { label: string }) {
  const editor = useFormEditor();
  const error = editor.error("upload");
  const kept = editor.value("upload.kept");
  const hint = editor.w("uploadHint");
  return (
    <FieldBox
      id="f-upload"
      label={label}
      hint={hint}
      error={error}
      notes={
        kept && (
          // A PDF stored by a refused post: carried to the next save, never asked for again.
          <p className="content-kept" role="status">
            <input type="hidden" name="upload.kept" value={kept} />
            <input type="hidden" name="upload.keptName" value={editor.value("upload.keptName")} />
            {editor.w("keptFile", { name: editor.value("upload.keptName") })}
          </p>
        )
      }
    >
      <input
        id="f-upload"
        name="upload"
        type="file"
        accept="application/pdf,.pdf"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy("f-upload", { hint, error })}
      />
    </FieldBox>
  );
}

/** An item's PDF (a document's, a certificate's): the one stored, the refusal, a new one. */
export function PdfGroup(props: {
  legend: string;
  file?: { href: string; name: string };
  /** The fieldset's id, where the error summary links to the file's refusal. */
  id?: string;
}) {
  const editor = useFormEditor();
  const { file } = props;
  const error = editor.error("file");
  return (
    <FieldGroup id={props.id} legend={props.legend}>
      <p>
        {editor.w("fileNow")}:{" "}
        {file ? (
          <a href={file.href} target="_blank" rel="noreferrer">
            {file.name}
          </a>
        ) : (
          editor.w("noFile")
        )}
      </p>
      {error && <p className="content-error">{error}</p>}
      <FileField label={editor.w("upload")} />
    </FieldGroup>
  );
}
