import type { ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/route";
import { LabelledSection } from "../../ui/lists";
import { metaFromLoader } from "../../site/meta";
import { LangLink } from "../../ui/LangLink";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { CONSENT_FIELD } from "../../content/privacy";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { dayText } from "../../i18n/day-text";
import { notFoundMeta } from "../../site/seo.server";
import { unitPageWord, type UnitPageWord } from "../../units/words";
import { plantByToken, plantView, type PlantView } from "./plant.server";
import { plantPageWord, type PlantPageWord } from "./words";
import "../../styles/forms.css";
import "../../units/unit.css";
import "./plant.css";

/**
 * A plant's desk (docs/decisions/046-plants.md): every unit we delivered to one customer's site,
 * its last service and next due day, and one request form for several units, opened from the
 * link or the QR code staff hand the plant. No sign-in, reached only by its random token; the
 * server answers an unknown token with the 404 page, a revoked one with 410 and a merged plant's
 * with a 301 before this renders (server/app.ts). Never indexed, never cached.
 */
export function loader({ params, request, context }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const found = plantByToken(context, params.token);
  if (!found) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ plant: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const plant = plantView(found.units, found.plant, lang, new URL(request.url), context);
  const title = `${plant.heading.customer} ${plant.heading.site}`.trim();
  return data(
    {
      plant,
      messages: messagesFor(lang, []),
      meta: [
        { title: `${title} · ${plantPageWord(lang, "title")} | ${translate(lang, "site.name")}` },
        { name: "robots", content: "noindex, nofollow" },
      ],
    },
    { status: plant.status },
  );
}

export const meta = metaFromLoader;

export function headers() {
  return { "Cache-Control": "private, no-store", "Referrer-Policy": "same-origin" };
}

export default function PlantPage({ loaderData }: Route.ComponentProps) {
  const { plant } = loaderData;
  if (!plant) return <LazyNotFoundView />;
  return <PlantDesk plant={plant} />;
}

const STATUS_CLASS = {
  overdue: "plant-status plant-status--overdue",
  due: "plant-status plant-status--due",
  scheduled: "plant-status plant-status--scheduled",
  "no-plan": "plant-status plant-status--none",
} as const;

/** A cell whose content is one box: on a phone it stands beside its column's name. */
function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <td data-label={label}>
      <span>{children}</span>
    </td>
  );
}

function PlantDesk({ plant }: { plant: PlantView }) {
  const lang = useLang();
  const w = (key: PlantPageWord, vars?: Record<string, string | number>) =>
    plantPageWord(lang, key, vars);
  const u = (key: UnitPageWord, vars?: Record<string, string | number>) =>
    unitPageWord(lang, key, vars);
  const { heading, rows, counts } = plant;
  const title = [heading.customer, heading.site].filter(Boolean).join(" ");
  return (
    <>
      <PageHeader title={title || w("title")} crumbs={[{ label: w("title") }]} intro={w("intro")} />
      <div className="container section plant-page">
        {plant.sent && (
          <p className="unit-sent" role="status" id="plant-sent">
            {w("sent", { ref: plant.sent })}
          </p>
        )}
        <dl className="unit-facts">
          {heading.region && (
            <>
              <dt>{w("region")}</dt>
              <dd>{heading.region}</dd>
            </>
          )}
          <dt>{w("industry")}</dt>
          <dd>{heading.industry}</dd>
        </dl>

        <LabelledSection id="plant-summary" title={w("summary")} className="unit-card">
          <ul className="plant-counts">
            <li className={STATUS_CLASS.overdue}>
              {w("status.overdue")} <strong>{counts.overdue}</strong>
            </li>
            <li className={STATUS_CLASS.due}>
              {w("status.due")} <strong>{counts.due}</strong>
            </li>
            <li className={STATUS_CLASS.scheduled}>
              {w("status.scheduled")} <strong>{counts.scheduled}</strong>
            </li>
            <li className={STATUS_CLASS["no-plan"]}>
              {w("status.no-plan")} <strong>{counts.noPlan}</strong>
            </li>
          </ul>
          <p className="request-hint">
            {w("summaryLine", { ...counts, days: plant.windowDays })}.{" "}
            {w("todayIs", { day: dayText(plant.today, lang) })}
          </p>
        </LabelledSection>

        <LabelledSection
          id="plant-units"
          title={w("units", { count: rows.length })}
          className="plant-units"
        >
          {rows.length === 0 ? (
            <p>{w("noUnits")}</p>
          ) : (
            <table className="plant-table">
              <thead>
                <tr>
                  <th scope="col">{w("col.tag")}</th>
                  <th scope="col">{w("col.product")}</th>
                  <th scope="col">{w("col.serial")}</th>
                  <th scope="col">{w("col.delivered")}</th>
                  <th scope="col">{w("col.last")}</th>
                  <th scope="col">{w("col.due")}</th>
                  <th scope="col">{w("col.status")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.serial}>
                    <th scope="row" data-label={w("col.tag")}>
                      <span>{row.tag || row.serial}</span>
                    </th>
                    <Cell label={w("col.product")}>
                      {row.product.href ? (
                        <a href={row.product.href}>{row.product.code}</a>
                      ) : (
                        row.product.code
                      )}
                      {row.product.name && <span className="plant-sub">{row.product.name}</span>}
                    </Cell>
                    <Cell label={w("col.serial")}>
                      <a href={row.href}>{row.serial}</a>
                    </Cell>
                    <Cell label={w("col.delivered")}>
                      {row.deliveredOn ? (
                        <time dateTime={row.deliveredOn}>{row.deliveredShown}</time>
                      ) : (
                        w("none")
                      )}
                    </Cell>
                    <Cell label={w("col.last")}>
                      {row.last ? (
                        <>
                          {row.last.kind} <time dateTime={row.last.day}>{row.lastShown}</time>
                        </>
                      ) : (
                        w("none")
                      )}
                    </Cell>
                    <Cell label={w("col.due")}>
                      {row.dueOn ? (
                        <>
                          <time dateTime={row.dueOn}>{row.dueShown}</time>
                          {row.plan && <span className="plant-sub">{row.plan}</span>}
                        </>
                      ) : (
                        <LangLink to="/contact">{w("noPlanAsk")}</LangLink>
                      )}
                    </Cell>
                    <Cell label={w("col.status")}>
                      <span className={STATUS_CLASS[row.status]}>{w(`status.${row.status}`)}</span>
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </LabelledSection>

        <LabelledSection id="plant-files" title={w("files")} className="unit-card">
          <ul className="unit-list">
            <li>
              <a
                href={plant.files.xlsx}
                type="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                download
              >
                {w("file.xlsx")}
              </a>
            </li>
            <li>
              <a href={plant.files.pdf} type="application/pdf" download>
                {w("file.pdf")}
              </a>
            </li>
            <li>
              <a href={plant.files.ics} type="text/calendar">
                {w("file.ics")}
              </a>
            </li>
          </ul>
        </LabelledSection>

        {rows.length > 0 && <RequestForm plant={plant} w={w} u={u} />}

        <p>
          {w("help")} <LangLink to="/contact">{w("contact")}</LangLink>
        </p>
      </div>
    </>
  );
}

const errorId = (field: string) => `plant-${field}-error`;

function RequestForm({
  plant,
  w,
  u,
}: {
  plant: PlantView;
  w: (key: PlantPageWord, vars?: Record<string, string | number>) => string;
  u: (key: UnitPageWord, vars?: Record<string, string | number>) => string;
}) {
  const { form, rows } = plant;
  const errors = form.errors;
  const firstError = ["units", "kind", "companyName", "name", "phone", "email", "inquiry", "photos"]
    .concat(CONSENT_FIELD)
    .find((field) => errors[field]);
  const focus = (name: string) =>
    firstError === name && form.formError ? { autoFocus: true as const } : {};
  const errorText = (name: string) =>
    errors[name] && (
      <p className="request-error" id={errorId(name)}>
        {errors[name]}
      </p>
    );
  const described = (name: string, hint?: string) => {
    const ids = [hint, errors[name] ? errorId(name) : undefined].filter(Boolean).join(" ");
    return {
      ...(ids && { "aria-describedby": ids }),
      ...(errors[name] && { "aria-invalid": true as const }),
    };
  };
  // A group's error is its description (aria-invalid belongs to its controls, not the group).
  const grouped = (name: string) => (errors[name] ? { "aria-describedby": errorId(name) } : {});
  const field = (name: string, label: string, control: ReactNode, hint?: ReactNode) => (
    <div className="request-field">
      <label htmlFor={`plant-${name}`}>{label}</label>
      {hint && (
        <p className="request-hint" id={`plant-${name}-hint`}>
          {hint}
        </p>
      )}
      {control}
      {errorText(name)}
    </div>
  );
  const text = (name: string, label: string, type: string, autoComplete: string, max: number) =>
    field(
      name,
      `${label} *`,
      <input
        id={`plant-${name}`}
        name={name}
        type={type}
        required
        maxLength={max}
        autoComplete={autoComplete}
        defaultValue={form.values[name as keyof typeof form.values] ?? ""}
        {...described(name)}
        {...focus(name)}
      />,
    );
  const photoCheck = {
    "data-photo-limits": JSON.stringify({
      max: form.photos.max,
      bytes: form.photos.mb * 2 ** 20,
      totalBytes: form.photos.totalMb * 2 ** 20,
    }),
    "data-photo-words": JSON.stringify({
      count: u("err.photoCount", { max: form.photos.max }),
      size: u("err.photoSize", { name: "{name}", mb: form.photos.mb }),
      total: u("err.photosTotal", { mb: form.photos.totalMb }),
    }),
  };
  return (
    <LabelledSection id="plant-ask" title={w("ask")} className="unit-card">
      <p>{w("askIntro")}</p>
      <form
        className="request-form"
        method="post"
        action={form.action}
        encType="multipart/form-data"
      >
        {form.formError && (
          <p className="request-alert" role="alert">
            {form.formError}
          </p>
        )}
        <p className="request-hint">{u("form.required")}</p>
        {form.reminder && <input type="hidden" name="reminder" value={form.reminder} />}
        <fieldset className="plant-choice" {...grouped("units")}>
          <legend>{w("pickUnits")}</legend>
          {errorText("units")}
          <ul className="plant-ticks">
            {rows.map((row, index) => (
              <li key={row.serial}>
                <label>
                  <input
                    type="checkbox"
                    name="unit"
                    value={row.serial}
                    defaultChecked={row.ticked}
                    {...(index === 0 && focus("units"))}
                  />{" "}
                  <span>
                    {row.tag && `${row.tag} · `}
                    <span className="plant-nowrap">{row.serial}</span> · {row.product.code}{" "}
                    <span className={STATUS_CLASS[row.status]}>{w(`status.${row.status}`)}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <fieldset className="plant-choice" {...grouped("kind")}>
          <legend>{w("pickKind")}</legend>
          {errorText("kind")}
          <ul className="plant-ticks">
            {(["service", "parts"] as const).map((kind, index) => (
              <li key={kind}>
                <label>
                  <input
                    type="radio"
                    name="kind"
                    value={kind}
                    required
                    defaultChecked={form.kind === kind}
                    {...(index === 0 && focus("kind"))}
                  />{" "}
                  {w(`kind.${kind}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        {text("companyName", u("form.companyName"), "text", "organization", 200)}
        {text("name", u("form.name"), "text", "name", 100)}
        {text("phone", u("form.phone"), "tel", "tel", 40)}
        {text("email", u("form.email"), "email", "email", 254)}
        {field(
          "inquiry",
          w("text"),
          <textarea
            id="plant-inquiry"
            name="inquiry"
            required
            rows={6}
            maxLength={5000}
            defaultValue={form.values.inquiry ?? ""}
            {...described("inquiry")}
            {...focus("inquiry")}
          />,
        )}
        {field(
          "photos",
          u("form.photos"),
          <input
            id="plant-photos"
            name="photos"
            type="file"
            accept="image/*"
            multiple
            capture="environment"
            {...photoCheck}
            {...described("photos", "plant-photos-hint")}
            {...focus("photos")}
          />,
          <>
            {u("form.photosHint", {
              max: form.photos.max,
              mb: form.photos.mb,
              total: form.photos.totalMb,
            })}
            {form.photosAgain && !errors.photos && (
              <>
                {" "}
                <strong>{u("form.photosAgain")}</strong>
              </>
            )}
          </>,
        )}
        {/* A bot that fills it is thanked, nothing kept. */}
        <div className="bot-trap" aria-hidden="true">
          <label>
            {u("form.trap")}
            <input type="text" name="_gotcha" tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <div className="request-notice" id="plant-notice">
          <p className="request-notice__title">{u("notice.title")}</p>
          <p>{u("notice.text", { days: form.retentionDays })}</p>
          <p>
            <a href={form.privacyHref}>{u("notice.link")}</a>
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
                errors[CONSENT_FIELD] ? `plant-notice ${errorId(CONSENT_FIELD)}` : "plant-notice"
              }
              {...(errors[CONSENT_FIELD] && { "aria-invalid": true as const })}
              {...focus(CONSENT_FIELD)}
            />{" "}
            {u("notice.consent")}
          </label>
          {errorText(CONSENT_FIELD)}
        </div>
        <p>
          <button type="submit" className="button">
            {w("submit")}
          </button>
        </p>
      </form>
    </LabelledSection>
  );
}
