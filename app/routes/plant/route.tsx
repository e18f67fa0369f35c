import { Fragment, type ReactNode } from "react";
import { data } from "react-router";
import type { Route } from "./+types/route";
import { LabelledSection } from "../../ui/lists";
import { metaFromLoader } from "../../site/meta";
import { LangLink } from "../../ui/LangLink";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { PageHeader } from "../../ui/PageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor, translate } from "../../i18n/translate.server";
import { useLang } from "../../i18n/use-lang";
import { dayText } from "../../i18n/day-text";
import { notFoundMeta } from "../../site/seo.server";
import {
  ClosedFormNotice,
  ConsentField,
  ContactFields,
  NeedsField,
  PhotosField,
  RequestBotTrap,
  RequestFormTop,
  requestFields,
} from "../../units/request-fields";
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
          {heading.facts.map((fact) => (
            <Fragment key={fact.field}>
              <dt>{fact.label}</dt>
              <dd>{fact.value}</dd>
            </Fragment>
          ))}
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
                      {row.recorded && <span className="plant-sub">{row.recorded}</span>}
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

        {rows.length > 0 && <RequestForm plant={plant} w={w} />}

        <p>
          {w("help")} <LangLink to="/contact">{w("contact")}</LangLink>
        </p>
      </div>
    </>
  );
}

function RequestForm({
  plant,
  w,
}: {
  plant: PlantView;
  w: (key: PlantPageWord, vars?: Record<string, string | number>) => string;
}) {
  const { form, rows } = plant;
  const fields = requestFields("plant", form, [
    "units",
    "kind",
    "companyName",
    "name",
    "phone",
    "email",
    "inquiry",
    "photos",
  ]);
  // A group's error is its description (aria-invalid belongs to its controls, not the group).
  const grouped = (name: string) =>
    form.errors[name] ? { "aria-describedby": fields.errorId(name) } : {};
  if (form.closed) {
    return (
      <LabelledSection id="plant-ask" title={w("ask")} className="unit-card">
        <ClosedFormNotice closed={form.closed} />
      </LabelledSection>
    );
  }
  return (
    <LabelledSection id="plant-ask" title={w("ask")} className="unit-card">
      <p>{w("askIntro")}</p>
      <form
        className="request-form"
        method="post"
        action={form.action}
        encType="multipart/form-data"
      >
        <RequestFormTop formError={form.formError} />
        {form.reminder && <input type="hidden" name="reminder" value={form.reminder} />}
        <fieldset className="plant-choice" {...grouped("units")}>
          <legend>{w("pickUnits")}</legend>
          {fields.errorText("units")}
          <ul className="plant-ticks">
            {rows.map((row, index) => (
              <li key={row.serial}>
                <label>
                  <input
                    type="checkbox"
                    name="unit"
                    value={row.serial}
                    defaultChecked={row.ticked}
                    {...(index === 0 && fields.focus("units"))}
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
          {fields.errorText("kind")}
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
                    {...(index === 0 && fields.focus("kind"))}
                  />{" "}
                  {w(`kind.${kind}`)}
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
        <ContactFields fields={fields} />
        <NeedsField fields={fields} label={w("text")} />
        <PhotosField fields={fields} photos={form.photos} again={form.photosAgain} />
        <RequestBotTrap />
        <ConsentField
          fields={fields}
          noticeVersion={form.noticeVersion}
          retentionDays={form.retentionDays}
          privacyHref={form.privacyHref}
        />
        <p>
          <button type="submit" className="button">
            {w("submit")}
          </button>
        </p>
      </form>
    </LabelledSection>
  );
}
