import { useState } from "react";
import { useFormEditor } from "./editor-context";

function Side({
  name,
  lang,
  multiline,
  optional,
  value,
  other,
  onType,
}: {
  name: string;
  lang: "ko" | "en";
  multiline: boolean;
  optional: boolean | "each";
  /** The text as it is now, and the other language's. */
  value: string;
  other: string;
  onType: (value: string) => void;
}) {
  const editor = useFormEditor();
  const path = `${name}.${lang}`;
  const id = `f-${path.replaceAll(".", "-")}`;
  const error = editor.error(path);
  // An optional text left out in both languages is not a missing translation; with "each",
  // neither side alone is.
  const missing = !value.trim() && optional !== "each" && (!optional || !!other.trim());
  const described = [missing && `${id}-missing`, error && `${id}-error`].filter(Boolean).join(" ");
  const props = {
    id,
    name: path,
    lang,
    defaultValue: editor.value(path),
    onChange: (event: { currentTarget: { value: string } }) => onType(event.currentTarget.value),
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
 * An `optional` text (a job's sector, an upload's title) may be left out in both; an
 * `optional="each"` one on either side alone (the words around a claim: Korean may start with
 * the year, English end with it). The warning follows the text as it is typed.
 */
export function BilingualField({
  name,
  label,
  multiline = false,
  optional = false,
}: {
  name: string;
  label: string;
  multiline?: boolean;
  optional?: boolean | "each";
}) {
  const editor = useFormEditor();
  // The texts as typed, so "translation missing" goes as soon as a side is filled in.
  const [typed, setTyped] = useState({
    ko: editor.value(`${name}.ko`),
    en: editor.value(`${name}.en`),
  });
  const side = (lang: "ko" | "en") => (
    <Side
      name={name}
      lang={lang}
      multiline={multiline}
      optional={optional}
      value={typed[lang]}
      other={typed[lang === "ko" ? "en" : "ko"]}
      onType={(value) => setTyped((now) => ({ ...now, [lang]: value }))}
    />
  );
  return (
    <fieldset className="content-bilingual">
      <legend>{label}</legend>
      {side("ko")}
      {side("en")}
    </fieldset>
  );
}
