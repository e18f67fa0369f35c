/**
 * A box with its label after it, its id from its name. `checked`: ticked as posted or saved;
 * without it the box starts unticked (a one-time choice: remove, back to the drawing).
 */
export function CheckField(props: {
  name: string;
  label: string;
  value?: string;
  checked?: boolean;
}) {
  const { name } = props;
  const id = `f-${name.replaceAll(".", "-")}`;
  return (
    <div className="content-field">
      <input
        id={id}
        name={name}
        type="checkbox"
        value={props.value ?? "1"}
        defaultChecked={props.checked}
      />{" "}
      <label htmlFor={id}>{props.label}</label>
    </div>
  );
}
