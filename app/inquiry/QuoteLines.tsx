import { localePath } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import type { ResolvedList } from "../quote/catalogue";
import { listHref, MAX_LINES, MAX_NOTE, MAX_QTY } from "../quote/quote-list";
import type { ShownErrors } from "./field-errors";

/**
 * The quote list's lines, above the fields, sent as `items[N][id|qty|note]` (the official client
 * and a plain post alike); quantity and note stay editable, the receiver's errors show per row.
 */
export default function QuoteLines({
  list,
  errors,
}: {
  list: ResolvedList;
  errors: ShownErrors | null;
}) {
  const t = useT();
  const lang = useLang();
  const { lines, dropped, retired, tooMany } = list;
  const plain = lines.map(({ id, qty, note }) => ({ id, qty, note }));
  return (
    <fieldset className="inquiry-lines">
      <legend>{t("quote.lines")}</legend>
      {retired.map((code) => (
        <p key={code} className="inquiry-lines__notice">
          {t("quote.retired", { product: code })}
        </p>
      ))}
      {dropped.length > 0 && (
        <p className="inquiry-lines__notice">{t("quote.dropped", { ids: dropped.join(", ") })}</p>
      )}
      {tooMany && <p className="inquiry-lines__notice">{t("quote.tooMany", { max: MAX_LINES })}</p>}
      <ol className="inquiry-lines__list">
        {lines.map((line, n) => {
          const shown = errors?.lines?.[n] ?? {};
          const name = (part: string) => `items[${n}][${part}]`;
          const id = (part: string) => `line-${n}-${part}`;
          const described = (part: "qty" | "note") =>
            shown[part] ? { "aria-invalid": true, "aria-describedby": id(`${part}-error`) } : {};
          return (
            <li key={line.id} className="inquiry-lines__row">
              <p className="inquiry-lines__product">
                {line.label}
                <input type="hidden" name={name("id")} value={line.id} />
              </p>
              {shown.id && <p className="inquiry-form__error">{shown.id}</p>}
              <div className="inquiry-lines__qty">
                <label htmlFor={id("qty")}>{t("quote.qty")}</label>
                <input
                  id={id("qty")}
                  name={name("qty")}
                  type="number"
                  inputMode="numeric"
                  min={1}
                  max={MAX_QTY}
                  required
                  defaultValue={line.qty}
                  {...described("qty")}
                />
                {shown.qty && (
                  <p className="inquiry-form__error" id={id("qty-error")}>
                    {t("quote.qty")}: {shown.qty}
                  </p>
                )}
              </div>
              <div className="inquiry-lines__note">
                <label htmlFor={id("note")}>{t("quote.note")}</label>
                <input
                  id={id("note")}
                  name={name("note")}
                  type="text"
                  maxLength={MAX_NOTE}
                  placeholder={t("quote.notePlaceholder")}
                  defaultValue={line.note}
                  {...described("note")}
                />
                {shown.note && (
                  <p className="inquiry-form__error" id={id("note-error")}>
                    {t("quote.note")}: {shown.note}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
      {lines.length > 0 && (
        <p className="inquiry-lines__edit">
          <a href={listHref(localePath(lang, "/quote"), plain)}>{t("quote.editList")}</a>
        </p>
      )}
    </fieldset>
  );
}
