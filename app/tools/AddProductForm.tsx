import { useRef } from "react";
import { MAX_COMPARE } from "../compare/compare-list";
import type { ChoiceGroup } from "../compare/table";
import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { pages } from "../site/pages";

/** "Add a product": a GET form (`ids` kept, `add` the new one) that works without JavaScript. */
export function AddProductForm(props: {
  ids: string[];
  diff: boolean;
  choices: ChoiceGroup[];
  onAdd: (id: string) => void;
}) {
  const t = useT();
  const lang = useLang();
  const select = useRef<HTMLSelectElement>(null);
  if (props.ids.length >= MAX_COMPARE) return <p className="compare__add">{t("compare.full")}</p>;
  return (
    <form
      className="compare__add"
      method="get"
      action={localePath(lang, pages.compare.path)}
      onSubmit={(event) => {
        event.preventDefault();
        props.onAdd(select.current!.value);
      }}
    >
      {props.ids.length > 0 && <input type="hidden" name="ids" value={props.ids.join(",")} />}
      {props.diff && <input type="hidden" name="diff" value="1" />}
      <label htmlFor="compare-add">{t("compare.add")}</label>
      <select id="compare-add" name="add" ref={select}>
        {props.choices.map(({ group, options }) => (
          <optgroup key={group} label={group}>
            {options.map(
              ([id, label]) =>
                !props.ids.includes(id) && (
                  <option key={id} value={id}>
                    {label}
                  </option>
                ),
            )}
          </optgroup>
        ))}
      </select>
      <button type="submit" className="button">
        {t("compare.addButton")}
      </button>
    </form>
  );
}
