import { useFormEditor } from "../editor-context";
import { describedBy, FieldBox } from "../TextField";

export interface OptionGroup {
  /** The group's name; without one, the options stand alone. */
  label?: string;
  options: { value: string; label: string }[];
}

/** A choice from a list, grouped, with its hint and its error tied to it for screen readers. */
export function SelectField({
  name,
  label,
  groups,
  hint,
  placeholder,
  value,
}: {
  name: string;
  label: string;
  groups: OptionGroup[];
  hint?: string;
  /** A first option that chooses nothing yet. */
  placeholder?: string;
  /** The value shown when the person has not posted one (the draft's by default). */
  value?: string;
}) {
  const editor = useFormEditor();
  const id = `f-${name.replaceAll(".", "-")}`;
  const error = editor.error(name);
  const options = (group: OptionGroup) =>
    group.options.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ));
  return (
    <FieldBox id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        defaultValue={editor.answer?.values?.[name] ?? value ?? editor.value(name)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error })}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {groups.map((group, i) =>
          group.label ? (
            <optgroup key={i} label={group.label}>
              {options(group)}
            </optgroup>
          ) : (
            options(group)
          ),
        )}
      </select>
    </FieldBox>
  );
}
