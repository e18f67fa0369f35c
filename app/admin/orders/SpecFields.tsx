import { Field, InputField } from "../frame/Field";
import type { Lang } from "../../i18n/lang";
import {
  optionWord,
  orderFieldName,
  orderFieldsOf,
  orderFieldSpec,
  type FieldInput,
  type OrderField,
  type OrderForm,
} from "../../../server/orders/fields";

/** One field of an order or a delivery as its spec declares it (server/orders/fields.ts). */
export interface SpecFieldProps {
  id: string;
  /** The form's name for it. */
  name: string;
  label: string;
  hint?: string;
  input: FieldInput;
  value: string;
  error?: string;
  /** A choice's option in words. */
  option: (value: string) => string;
}

/** A text field, a day, or a choice, in the form's grid of fields. */
export function SpecField({ id, name, label, hint, input, value, error, option }: SpecFieldProps) {
  if (input.kind === "choice") {
    return (
      <Field id={id} label={label} hint={hint} error={error} className="orders-field">
        {(describedBy, invalid) => (
          <select
            id={id}
            name={name}
            defaultValue={value}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          >
            {(input.offered ?? input.options).map((choice) => (
              <option key={choice} value={choice}>
                {option(choice)}
              </option>
            ))}
          </select>
        )}
      </Field>
    );
  }
  return (
    <InputField
      id={id}
      name={name}
      label={label}
      hint={hint}
      defaultValue={value}
      error={error}
      {...(input.kind === "day"
        ? { type: "date" }
        : { maxLength: input.max, ...(input.placeholder && { placeholder: input.placeholder }) })}
    />
  );
}

/**
 * An order form's fields (`new`: a phone or fax order's; `change`: the order page's), as the
 * registry lists them, in their grid: `value` gives a field's text by its form name (what was
 * typed, else what is kept), `error` its error in words.
 */
export function OrderFields(props: {
  form: OrderForm;
  lang: Lang;
  value: (name: string, field: OrderField) => string;
  error: (name: string) => string | undefined;
}) {
  return (
    <div className="orders-fields">
      {orderFieldsOf(props.form).map((field) => {
        const spec = orderFieldSpec(field);
        const name = orderFieldName(field);
        return (
          <SpecField
            key={field}
            id={`order-${idPart(name)}`}
            name={name}
            label={spec.label[props.lang]}
            hint={inLang(spec.hint, props.lang)}
            input={spec.input}
            value={props.value(name, field)}
            error={props.error(name)}
            option={(choice) => optionWord(spec.input, choice, props.lang) ?? choice}
          />
        );
      })}
    </div>
  );
}

/** "terms.payment" -> "terms-payment", "buyerName" -> "buyer-name": a name as an id's part. */
export const idPart = (name: string) =>
  name.replace(/\./g, "-").replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** A spec's words in `lang`, where it has them. */
export const inLang = (words: { ko: string; en: string } | undefined, lang: Lang) => words?.[lang];
