import { useFormEditor } from "./editor-context";

/**
 * The products an item names, as checkboxes `products.{id}` grouped by product group (a gallery
 * job's related products, a certificate's scope), with the error at `products`.
 */
export function ProductChoices(props: {
  legend: string;
  hint: string;
  groups: { name: string; items: { id: string; label: string }[] }[];
  /** The form's values: as typed after a refused post, else the draft's. */
  fields: Record<string, string>;
  className: string;
}) {
  const error = useFormEditor().error("products");
  return (
    <fieldset className={props.className} id="f-products">
      <legend>{props.legend}</legend>
      <p className="admin-hint">{props.hint}</p>
      {error && <p className="content-error">{error}</p>}
      {props.groups.map((group) => (
        <fieldset key={group.name}>
          <legend>{group.name}</legend>
          <ul className="content-choices">
            {group.items.map((product) => (
              <li key={product.id}>
                <label>
                  <input
                    type="checkbox"
                    name={`products.${product.id}`}
                    defaultChecked={props.fields[`products.${product.id}`] === "on"}
                  />{" "}
                  {product.label}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </fieldset>
  );
}
