import { useEffect, useRef, type FormEvent } from "react";
import { CONSENT_FIELD } from "../content/privacy";
import { localePath, type Lang } from "../i18n/lang";
import { useLang, useT } from "../i18n/use-lang";
import { absoluteUrl } from "../site/url";
import { BotTrap } from "../ui/BotTrap";
import { fieldLabel, inquiryFields, type InquiryField } from "./field-errors";
import { formTarget, submitUrl } from "./form-target";
import type { CatalogueEntry, ResolvedList } from "../quote/catalogue";
import QuoteLines from "./QuoteLines";
import { SuccessPanel } from "./SuccessPanel";
import { useInquiry } from "./use-inquiry";
import "../styles/forms.css";

/** How each field asks for its value: browser-level checks and autofill. */
const inputs: Record<Exclude<InquiryField, "inquiry">, { type: string; autoComplete: string }> = {
  companyName: { type: "text", autoComplete: "organization" },
  name: { type: "text", autoComplete: "name" },
  phone: { type: "tel", autoComplete: "tel" },
  fax: { type: "tel", autoComplete: "fax tel" },
  email: { type: "email", autoComplete: "email" },
};

const optional: readonly InquiryField[] = ["fax"];

/** Where a plain post ends: a path for this site's receiver, a full URL for a hosted service. */
function thanksUrl(lang: Lang) {
  const path = localePath(lang, "/contact/thanks");
  return formTarget.endpoint ? absoluteUrl(path) : path;
}

const errorId = (field: string) => `${field}-error`;

/**
 * The inquiry form. Without JavaScript it is a plain HTML post to the receiver, which answers
 * with a redirect to the thank-you page; with it, the official client submits it and the page
 * shows the answer in place: the success panel, or the errors under the fields.
 */
export function InquiryForm({
  quote,
  duty,
  lines,
  noticeHtml,
  noticeVersion,
}: {
  quote: CatalogueEntry | null;
  duty?: string;
  lines?: ResolvedList;
  /** The privacy notice, made on the server (privacy-notice.server.tsx). */
  noticeHtml: string;
  /** The policy in force the notice summarises (app/content/privacy.ts). */
  noticeVersion: string;
}) {
  const lang = useLang();
  const t = useT();
  const { state, submit, preload } = useInquiry();
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const submitting = state.status === "submitting";
  const errors = state.status === "error" ? state.errors : null;

  // The form wakes as a visitor enters a field (decision 042): that focus came before React, so
  // the client is loaded here, as `onFocus` does for the next.
  useEffect(() => {
    if (form.current?.contains(document.activeElement)) preload();
  }, [preload]);

  // After a failed submission focus goes to the first field to fix, else to the message.
  useEffect(() => {
    if (!errors) return;
    const first = inquiryFields.find((field) => errors.fields[field]);
    const line = Object.entries(errors.lines ?? {})[0];
    const lineField = line && `items[${line[0]}][${Object.keys(line[1])[0]}]`;
    const target = lineField
      ? form.current?.elements.namedItem(lineField)
      : first
        ? form.current?.elements.namedItem(first)
        : errors.consent
          ? form.current?.elements.namedItem(CONSENT_FIELD)
          : alert.current;
    if (target instanceof HTMLElement) target.focus();
  }, [errors]);

  if (state.status === "succeeded") return <SuccessPanel reference={state.reference} focus />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submit(event.currentTarget);
  };

  const field = (name: InquiryField) => {
    const error = errors?.fields[name];
    const props = {
      id: name,
      name,
      required: !optional.includes(name),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": error ? errorId(name) : undefined,
    };
    return (
      <div className={`inquiry-form__field inquiry-form__field--${name}`} key={name}>
        <label htmlFor={name}>
          {fieldLabel(t, name)}
          {props.required ? (
            <span aria-hidden="true"> *</span>
          ) : (
            <span className="inquiry-form__optional"> ({t("inquiry.optional")})</span>
          )}
        </label>
        {name === "inquiry" ? (
          <textarea
            {...props}
            rows={8}
            defaultValue={
              quote
                ? t("inquiry.quoteText", { product: quote.label })
                : lines?.lines.length
                  ? t("quote.inquiryText")
                  : duty || undefined
            }
          />
        ) : (
          <input {...props} {...inputs[name]} />
        )}
        {error && (
          <p className="inquiry-form__error" id={errorId(name)}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      ref={form}
      className="inquiry-form"
      method="post"
      action={submitUrl(formTarget.endpoint)}
      aria-labelledby="inquiry-form-title"
      onSubmit={onSubmit}
      onFocus={preload}
    >
      <h2 id="inquiry-form-title">{t("inquiry.formTitle")}</h2>
      {quote && (
        <p className="inquiry-form__quote">
          {t("inquiry.about")} <strong>{quote.label}</strong> ({quote.category.name})
        </p>
      )}
      <p className="inquiry-form__note">{t("inquiry.requiredNote")}</p>
      {errors && errors.form.length > 0 && (
        <div className="inquiry-form__alert" role="alert" ref={alert} tabIndex={-1}>
          <p>{t("inquiry.errorTitle")}</p>
          <ul>
            {errors.form.map((text, index) => (
              <li key={index}>{text}</li>
            ))}
          </ul>
        </div>
      )}
      {lines &&
        (lines.lines.length > 0 ||
          lines.dropped.length > 0 ||
          lines.retired.length > 0 ||
          lines.tooMany) && (
          // Not lazy: React streams a large lazy part out of place, and a no-JS post needs these
          // fields inside the form.
          <QuoteLines list={lines} errors={errors} />
        )}
      <div className="inquiry-form__grid">{inquiryFields.map(field)}</div>
      <input type="hidden" name="_lang" value={lang} />
      <input type="hidden" name="_next" value={thanksUrl(lang)} />
      {quote && (
        <>
          <input type="hidden" name="productCode" value={quote.code} />
          <input type="hidden" name="productName" value={quote.name} />
          <input type="hidden" name="category" value={quote.category.id} />
        </>
      )}
      <BotTrap label={t("inquiry.trap")} />
      <div
        className="inquiry-notice"
        id="privacy-notice"
        dangerouslySetInnerHTML={{ __html: noticeHtml }}
      />
      <div className="inquiry-form__consent">
        <input
          type="checkbox"
          id={CONSENT_FIELD}
          name={CONSENT_FIELD}
          value={noticeVersion}
          required
          aria-invalid={errors?.consent ? true : undefined}
          aria-describedby={
            errors?.consent ? `${errorId(CONSENT_FIELD)} privacy-notice` : "privacy-notice"
          }
        />
        <label htmlFor={CONSENT_FIELD}>{t("inquiry.consent")}</label>
        {errors?.consent && (
          <p className="inquiry-form__error" id={errorId(CONSENT_FIELD)}>
            {errors.consent}
          </p>
        )}
      </div>
      <button className="button inquiry-form__submit" type="submit" disabled={submitting}>
        {submitting ? t("inquiry.submitting") : t("inquiry.submit")}
      </button>
    </form>
  );
}
