import type { ReactNode } from "react";
import { CONSENT_FIELD } from "../content/privacy";
import { useLang } from "../i18n/use-lang";
import { BotTrap } from "../ui/BotTrap";
import { unitPageWord } from "./words";

/** What a control needs to be named, described by its hint and error, and focused when first. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  autoFocus?: true;
};

/** The photo limits a request form shows, checks in the browser and the server enforces. */
export type PhotoLimits = { max: number; mb: number; totalMb: number };

/** A refused post's answer as a request form shows it: its fields' errors and its top line. */
export type RequestAnswer = {
  errors: Partial<Record<string, string>>;
  formError?: string;
  values: Partial<Record<string, string>>;
};

/**
 * The fields of a buyer's request form (a unit's, a plant's): ids under one prefix, each
 * control described by its hint and error, and the first field in error (in `order`, then the
 * consent) focused when the page comes back refused.
 */
export function requestFields(prefix: string, answer: RequestAnswer, order: string[]) {
  const { errors, formError } = answer;
  const first = [...order, CONSENT_FIELD].find((name) => errors[name]);
  const errorId = (name: string) => `${prefix}-${name}-error`;
  const focus = (name: string) => (first === name && formError ? { autoFocus: true as const } : {});
  const errorText = (name: string) =>
    errors[name] && (
      <p className="request-error" id={errorId(name)}>
        {errors[name]}
      </p>
    );
  const control = (name: string, hintId?: string): ControlProps => {
    const describedBy = [hintId, errors[name] ? errorId(name) : undefined]
      .filter(Boolean)
      .join(" ");
    return {
      id: `${prefix}-${name}`,
      name,
      ...(describedBy && { "aria-describedby": describedBy }),
      ...(errors[name] && { "aria-invalid": true as const }),
      ...focus(name),
    };
  };
  /** A labelled control with its hint above it and its error below. */
  const field = (
    name: string,
    label: string,
    render: (props: ControlProps) => ReactNode,
    hint?: ReactNode,
  ) => {
    const hintId = hint ? `${prefix}-${name}-hint` : undefined;
    return (
      <div className="request-field">
        <label htmlFor={`${prefix}-${name}`}>{label}</label>
        {hint && (
          <p className="request-hint" id={hintId}>
            {hint}
          </p>
        )}
        {render(control(name, hintId))}
        {errorText(name)}
      </div>
    );
  };
  const text = (name: string, label: string, type: string, autoComplete: string, max: number) =>
    field(name, `${label} *`, (props) => (
      <input
        {...props}
        type={type}
        required
        maxLength={max}
        autoComplete={autoComplete}
        defaultValue={answer.values[name] ?? ""}
      />
    ));
  return { prefix, errors, values: answer.values, errorId, errorText, focus, field, text };
}

export type RequestFields = ReturnType<typeof requestFields>;

/** A refused post's top line, read first, and what the stars mean. */
export function RequestFormTop({ formError }: { formError?: string }) {
  const w = useUnitWords();
  return (
    <>
      {formError && (
        <p className="request-alert" role="alert">
          {formError}
        </p>
      )}
      <p className="request-hint">{w("form.required")}</p>
    </>
  );
}

/**
 * In place of a form whose privacy notice is not in force yet (issue 79): the day it opens and
 * what to do until then.
 */
export function ClosedFormNotice(props: {
  closed: { dayShown: string; phone: string; policyHref: string; contactHref: string };
}) {
  const w = useUnitWords();
  const { closed } = props;
  return (
    <div className="request-closed" id="request-closed">
      <p>{w("form.closed", { day: closed.dayShown, phone: closed.phone })}</p>
      <p>
        <a href={closed.contactHref}>{w("form.closedContact")}</a> ·{" "}
        <a href={closed.policyHref}>{w("form.closedPolicy")}</a>
      </p>
    </div>
  );
}

/** Who asks: the company, the person, and how to reach them, all required. */
export function ContactFields({ fields }: { fields: RequestFields }) {
  const w = useUnitWords();
  return (
    <>
      {fields.text("companyName", w("form.companyName"), "text", "organization", 200)}
      {fields.text("name", w("form.name"), "text", "name", 100)}
      {fields.text("phone", w("form.phone"), "tel", "tel", 40)}
      {fields.text("email", w("form.email"), "email", "email", 254)}
    </>
  );
}

/**
 * Photos from the phone's camera or files. With JavaScript their count and sizes are checked
 * before anything is sent (app/islands/photo-check.ts), by the limits and words they carry.
 */
export function PhotosField(props: {
  fields: RequestFields;
  photos: PhotoLimits;
  /** A refusal elsewhere dropped the photos chosen: say to choose them again. */
  again?: boolean;
}) {
  const w = useUnitWords();
  const { fields, photos } = props;
  const check = {
    "data-photo-limits": JSON.stringify({
      max: photos.max,
      bytes: photos.mb * 2 ** 20,
      totalBytes: photos.totalMb * 2 ** 20,
    }),
    // The size refusal names the file: "{name}" is filled in the browser.
    "data-photo-words": JSON.stringify({
      count: w("err.photoCount", { max: photos.max }),
      size: w("err.photoSize", { name: "{name}", mb: photos.mb }),
      total: w("err.photosTotal", { mb: photos.totalMb }),
    }),
  };
  return fields.field(
    "photos",
    w("form.photos"),
    (control) => (
      <input {...control} type="file" accept="image/*" multiple capture="environment" {...check} />
    ),
    <>
      {w("form.photosHint", { max: photos.max, mb: photos.mb, total: photos.totalMb })}
      {props.again && !fields.errors.photos && (
        <>
          {" "}
          <strong>{w("form.photosAgain")}</strong>
        </>
      )}
    </>,
  );
}

/** What the buyer needs, in their words: required, up to 5,000 characters. */
export function NeedsField({ fields, label }: { fields: RequestFields; label: string }) {
  return fields.field("inquiry", label, (control) => (
    <textarea
      {...control}
      required
      rows={6}
      maxLength={5000}
      defaultValue={fields.values.inquiry ?? ""}
    />
  ));
}

/** The request forms' bot trap, in their words. */
export function RequestBotTrap() {
  const w = useUnitWords();
  return <BotTrap label={w("form.trap")} />;
}

/** The privacy notice (how long a request is kept, and the policy) and the consent to it. */
export function ConsentField(props: {
  fields: RequestFields;
  noticeVersion: string;
  retentionDays: number;
  privacyHref: string;
}) {
  const w = useUnitWords();
  const { fields } = props;
  const noticeId = `${fields.prefix}-notice`;
  const error = fields.errors[CONSENT_FIELD];
  return (
    <>
      <div className="request-notice" id={noticeId}>
        <p className="request-notice__title">{w("notice.title")}</p>
        <p>{w("notice.text", { days: props.retentionDays })}</p>
        <p>
          <a href={props.privacyHref}>{w("notice.link")}</a>
        </p>
      </div>
      <div className="request-consent">
        <label>
          <input
            type="checkbox"
            name={CONSENT_FIELD}
            value={props.noticeVersion}
            required
            aria-describedby={error ? `${noticeId} ${fields.errorId(CONSENT_FIELD)}` : noticeId}
            {...(error && { "aria-invalid": true as const })}
            {...fields.focus(CONSENT_FIELD)}
          />{" "}
          {w("notice.consent")}
        </label>
        {fields.errorText(CONSENT_FIELD)}
      </div>
    </>
  );
}

function useUnitWords() {
  const lang = useLang();
  return (key: Parameters<typeof unitPageWord>[1], vars?: Record<string, string | number>) =>
    unitPageWord(lang, key, vars);
}
