import { useFormEditor } from "./editor-context";
import { FieldGroup } from "./FieldGroup";

/** Checkboxes `{name}.{id}` in a list, each ticked as posted or as saved. */
export function ChoiceList({
  name,
  items,
}: {
  name: string;
  items: { id: string; label: string }[];
}) {
  const editor = useFormEditor();
  return (
    <ul className="content-choices">
      {items.map((item) => (
        <li key={item.id}>
          <label>
            <input
              type="checkbox"
              name={`${name}.${item.id}`}
              defaultChecked={editor.checked(`${name}.${item.id}`)}
            />{" "}
            {item.label}
          </label>
        </li>
      ))}
    </ul>
  );
}

/**
 * The products an item names, as checkboxes `products.{id}` grouped by product group (a gallery
 * job's related products, a certificate's scope), with the error at `products`.
 */
export function ProductChoices(props: {
  legend: string;
  hint: string;
  groups: { name: string; items: { id: string; label: string }[] }[];
  className: string;
}) {
  const error = useFormEditor().error("products");
  return (
    <FieldGroup className={props.className} id="f-products" legend={props.legend} hint={props.hint}>
      {error && <p className="content-error">{error}</p>}
      {props.groups.map((group) => (
        <fieldset key={group.name}>
          <legend>{group.name}</legend>
          <ChoiceList name="products" items={group.items} />
        </fieldset>
      ))}
    </FieldGroup>
  );
}
