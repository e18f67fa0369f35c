/** One labelled input with its hint and error, tied together for screen readers. */
export function Field(props: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  children: (describedBy: string | undefined, invalid: true | undefined) => React.ReactNode;
}) {
  const { id } = props;
  const described = [props.hint && `${id}-hint`, props.error && `${id}-error`]
    .filter(Boolean)
    .join(" ");
  return (
    <div className="settings-field">
      <label htmlFor={id}>{props.label}</label>
      {props.children(described || undefined, props.error ? true : undefined)}
      {props.hint && (
        <p id={`${id}-hint`} className="admin-hint">
          {props.hint}
        </p>
      )}
      {props.error && (
        <p id={`${id}-error`} className="settings-error">
          {props.error}
        </p>
      )}
    </div>
  );
}
