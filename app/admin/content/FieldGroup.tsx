import type { ReactNode } from "react";

/** A group of an editor's fields: its legend, what it is for, then the fields. */
export function FieldGroup(props: {
  legend: ReactNode;
  hint?: ReactNode;
  id?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={props.className ?? "content-group"} id={props.id}>
      <legend>{props.legend}</legend>
      {props.hint && <p className="admin-hint">{props.hint}</p>}
      {props.children}
    </fieldset>
  );
}
