import type { Editor } from "./use-editor";

function Side({
  editor,
  name,
  lang,
  multiline,
  optional,
}: {
  editor: Editor;
  name: string;
  lang: "ko" | "en";
  multiline: boolean;
  optional: boolean;
}) {
  const path = `${name}.${lang}`;
  const id = `f-${path.replaceAll(".", "-")}`;
  const value = editor.value(path);
  const error = editor.error(path);
  const other = editor.value(`${name}.${lang === "ko" ? "en" : "ko"}`);
  // An optional text left out in both languages is not a missing translation.
  const missing = !value.trim() && (!optional || !!other.trim());
  const described = [missing && `${id}-missing`, error && `${id}-error`].filter(Boolean).join(" ");
  const props = {
    id,
    name: path,
    lang,
    defaultValue: value,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
  };
  return (
    <div className="content-side">
      <label htmlFor={id}>{editor.w(lang === "ko" ? "korean" : "english")}</label>
      {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
      {missing && (
        <p id={`${id}-missing`} className="content-missing">
          {editor.w("missing", { lang: editor.w(lang === "ko" ? "korean" : "english") })}
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

/**
 * A text in Korean and English side by side; an empty side says its translation is missing.
 * An `optional` text (a job's sector, an upload's title) may be left out in both.
 */
export function BilingualField({
  editor,
  name,
  label,
  multiline = false,
  optional = false,
}: {
  editor: Editor;
  name: string;
  label: string;
  multiline?: boolean;
  optional?: boolean;
}) {
  return (
    <fieldset className="content-bilingual">
      <legend>{label}</legend>
      <Side editor={editor} name={name} lang="ko" multiline={multiline} optional={optional} />
      <Side editor={editor} name={name} lang="en" multiline={multiline} optional={optional} />
    </fieldset>
  );
}
