import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/request";
import { LabelledSection } from "../../ui/lists";
import { metaFromLoader } from "../../site/meta";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { CONSENT_FIELD } from "../../content/privacy";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { notFoundMeta } from "../../site/seo.server";
import { requestView, type RequestView } from "./request.server";
import { unitByToken } from "./unit.server";
import { unitPageWord, type UnitPageWord } from "../../units/words";
import "../../styles/forms.css";
import "../../units/unit.css";

/**
 * A unit's service request or spare-parts order (`/u/{token}/service`, `/u/{token}/parts`):
 * a plain multipart form that works without JavaScript, posted to the same path, where
 * server/units/requests.ts receives it; a refusal comes back as this page with the words kept.
 * With JavaScript the photos' count and sizes are checked before anything is sent, by plain
 * script (app/islands/photo-check.ts) with the limits and words the input carries.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = unitByToken(context, params.token);
  const kind = new URL(request.url).pathname.endsWith("/parts") ? "parts" : "service";
  if (!found) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ form: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const form = requestView(found.unit, kind, lang, context);
  const title = unitPageWord(lang, kind === "parts" ? "form.partsTitle" : "form.serviceTitle");
  return data(
    {
      form,
      messages: messagesFor(lang, []),
      meta: [
        { title: `${title} · ${form.serial} | ${translate(lang, "site.name")}` },
        { name: "robots", content: "noindex, nofollow" },
      ],
    },
    { status: form.status },
  );
}

export const meta = metaFromLoader;

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

const errorId = (field: string) => `request-${field}-error`;

export default function UnitRequestPage({ loaderData }: Route.ComponentProps) {
  const { form } = loaderData;
  if (!form) return <LazyNotFoundView />;
  return <RequestFormView form={form} />;
}

function RequestFormView({ form }: { form: RequestView }) {
  const lang = useLang();
  const w = (key: UnitPageWord, vars?: Record<string, string | number>) =>
    unitPageWord(lang, key, vars);
  const parts = form.kind === "parts";
  const errors: Partial<Record<string, string>> = form.errors;
  const firstError = ["companyName", "name", "phone", "email", "inquiry", "elastomer", "photos"]
    .concat(CONSENT_FIELD)
    .find((field) => errors[field]);
  const photoCheck = {
    "data-photo-limits": JSON.stringify({
      max: form.photos.max,
      bytes: form.photos.mb * 2 ** 20,
      totalBytes: form.photos.totalMb * 2 ** 20,
    }),
    // The size refusal names the file: "{name}" is filled in the browser.
    "data-photo-words": JSON.stringify({
      count: w("err.photoCount", { max: form.photos.max }),
      size: w("err.photoSize", { name: "{name}", mb: form.photos.mb }),
      total: w("err.photosTotal", { mb: form.photos.totalMb }),
    }),
  };

  const field = (
    name: string,
    label: string,
    control: (props: {
      id: string;
      name: string;
      "aria-describedby"?: string;
      "aria-invalid"?: true;
      autoFocus?: true;
    }) => ReactNode,
    hint?: ReactNode,
  ) => {
    const error = errors[name];
    const hintId = hint ? `request-${name}-hint` : undefined;
    const describedBy = [hintId, error ? errorId(name) : undefined].filter(Boolean).join(" ");
    return (
      <div className="request-field">
        <label htmlFor={`request-${name}`}>{label}</label>
        {hint && (
          <p className="request-hint" id={hintId}>
            {hint}
          </p>
        )}
        {control({
          id: `request-${name}`,
          name,
          ...(describedBy && { "aria-describedby": describedBy }),
          ...(error && { "aria-invalid": true as const }),
          ...(firstError === name && form.formError && { autoFocus: true as const }),
        })}
        {error && (
          <p className="request-error" id={errorId(name)}>
            {error}
          </p>
        )}
      </div>
    );
  };
  const text = (name: string, label: string, type: string, autoComplete: string, max: number) =>
    field(`${name}`, `${label} *`, (props) => (
      <input
        {...props}
        type={type}
        required
        maxLength={max}
        autoComplete={autoComplete}
        defaultValue={form.values[name as keyof typeof form.values] ?? ""}
      />
    ));

  return (
    <>
      <PageHeader
        title={w(parts ? "form.partsTitle" : "form.serviceTitle")}
        crumbs={[{ label: w("title") }]}
        intro={w(parts ? "form.partsIntro" : "form.serviceIntro")}
      />
      <div className="container section unit-page">
        <LabelledSection id="request-unit" title={w("form.unit")} className="unit-card">
          <dl className="unit-facts">
            <dt>{w("serial")}</dt>
            <dd>{form.serial}</dd>
            {form.tag && (
              <>
                <dt>{w("tag")}</dt>
                <dd>{form.tag}</dd>
              </>
            )}
            <dt>{w("product")}</dt>
            <dd>
              {form.product.name.startsWith(form.product.code)
                ? form.product.name
                : `${form.product.code} ${form.product.name}`.trim()}
            </dd>
          </dl>
          <p>
            <a href={form.back}>{w("form.back")}</a>
          </p>
        </LabelledSection>

        <form
          className="request-form"
          method="post"
          action={form.action}
          encType="multipart/form-data"
          noValidate={false}
        >
          {form.formError && (
            <p className="request-alert" role="alert">
              {form.formError}
            </p>
          )}
          <p className="request-hint">{w("form.required")}</p>
          {text("companyName", w("form.companyName"), "text", "organization", 200)}
          {text("name", w("form.name"), "text", "name", 100)}
          {text("phone", w("form.phone"), "tel", "tel", 40)}
          {text("email", w("form.email"), "email", "email", 254)}
          {form.sleeve &&
            field(
              "elastomer",
              w("form.elastomer"),
              (props) => (
                <>
                  <input
                    {...props}
                    type="text"
                    maxLength={40}
                    list="request-elastomers"
                    autoComplete="off"
                    defaultValue={form.values.elastomer ?? ""}
                  />
                  <datalist id="request-elastomers">
                    {form.elastomers.map((material) => (
                      <option key={material} value={material} />
                    ))}
                  </datalist>
                </>
              ),
              w("form.elastomerHint"),
            )}
          {field(`inquiry`, `${w(parts ? "form.partsText" : "form.serviceText")} *`, (props) => (
            <textarea
              {...props}
              required
              rows={6}
              maxLength={5000}
              defaultValue={form.values.inquiry ?? ""}
            />
          ))}
          {field(
            "photos",
            w("form.photos"),
            (props) => (
              <input
                {...props}
                type="file"
                accept="image/*"
                multiple
                capture="environment"
                {...photoCheck}
              />
            ),
            <>
              {w("form.photosHint", {
                max: form.photos.max,
                mb: form.photos.mb,
                total: form.photos.totalMb,
              })}
              {form.photosAgain && !errors.photos && (
                <>
                  {" "}
                  <strong>{w("form.photosAgain")}</strong>
                </>
              )}
            </>,
          )}
          {/* A bot that fills it is thanked, nothing kept. */}
          <div className="bot-trap" aria-hidden="true">
            <label>
              {w("form.trap")}
              <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <div className="request-notice" id="request-notice">
            <p className="request-notice__title">{w("notice.title")}</p>
            <p>{w("notice.text", { days: form.retentionDays })}</p>
            <p>
              <a href={form.privacyHref}>{w("notice.link")}</a>
            </p>
          </div>
          <div className="request-consent">
            <label>
              <input
                type="checkbox"
                name={CONSENT_FIELD}
                value={form.noticeVersion}
                required
                aria-describedby={
                  errors[CONSENT_FIELD]
                    ? `request-notice ${errorId(CONSENT_FIELD)}`
                    : "request-notice"
                }
                {...(errors[CONSENT_FIELD] && { "aria-invalid": true as const })}
                {...(firstError === CONSENT_FIELD && form.formError && { autoFocus: true })}
              />{" "}
              {w("notice.consent")}
            </label>
            {errors[CONSENT_FIELD] && (
              <p className="request-error" id={errorId(CONSENT_FIELD)}>
                {errors[CONSENT_FIELD]}
              </p>
            )}
          </div>
          <p>
            <button type="submit" className="button">
              {w(parts ? "form.submitParts" : "form.submitService")}
            </button>
          </p>
        </form>
      </div>
    </>
  );
}
