import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { Csrf } from "../../frame/Csrf";
import { adminPageMeta, adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { audit, requireStaff, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { closedDaysPage, readClosedDay } from "./closed-days.server";
import { closedDaysWord, type ClosedDaysWordKey } from "./words";
import "../settings.css";
import "./closed-days.css";

/**
 * The company's closed days (server/admin/closed-days.ts): every staff account sees them, with
 * this year's and next year's public holidays; owners add and remove days and confirm a year's
 * list (the launch checklist asks for next year's in December). Plain forms, answered by the
 * server.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const account = requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const done = params.get("done");
  return {
    meta: adminPageMeta(lang, closedDaysWord(lang, "title")),
    owner: account.role === "owner",
    ...closedDaysPage(context),
    done:
      done === "added" || done === "removed" || done === "confirmed"
        ? { kind: done, what: (params.get("what") ?? "").slice(0, 10) }
        : undefined,
  };
}

export const meta = adminRouteMeta;

export async function action({ request, context }: Route.ActionArgs) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const form = await request.formData();
  const back = (kind: string, what: string) =>
    redirect(`${adminPath(lang, "/settings/closed-days")}?done=${kind}&what=${what}`);
  const intent = form.get("intent");

  if (intent === "remove") {
    const day = String(form.get("day") ?? "");
    if (services.closedDays.remove(day, account.email)) {
      audit(request, context, { action: "closed-day-removed", target: day });
    }
    throw back("removed", encodeURIComponent(day.slice(0, 10)));
  }
  if (intent === "confirm") {
    const year = Number(form.get("year"));
    const years = closedDaysPage(context).years.map((entry) => entry.year);
    if (!years.includes(year)) return data({ error: closedDaysWord(lang, "invalid") }, 400);
    services.closedDays.confirm(year, account.email);
    audit(request, context, { action: "closed-days-confirmed", target: String(year) });
    throw back("confirmed", String(year));
  }

  const read = readClosedDay(lang, form);
  if (!read.ok) return data({ errors: read.errors, typed: read.typed }, 400);
  if (!services.closedDays.add(read.value, account.email)) {
    const errors = { day: closedDaysWord(lang, "error_taken") };
    return data({ errors, typed: read.value }, 400);
  }
  audit(request, context, {
    action: "closed-day-added",
    target: read.value.day,
    detail: read.value.name,
  });
  throw back("added", read.value.day);
}

export default function ClosedDaysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: ClosedDaysWordKey, vars?: Record<string, string | number>) =>
    closedDaysWord(lang, key, vars);
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  const errors: { day?: string; name?: string } = answer?.errors ?? {};
  const typed = answer?.typed;
  const done = loaderData.done;
  const doneText = done
    ? done.kind === "confirmed"
      ? t("confirmedDone", { year: done.what })
      : t(done.kind === "added" ? "added" : "removed", { day: done.what })
    : undefined;

  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {!loaderData.owner && <p className="admin-hint">{t("ownerOnly")}</p>}
      {doneText && <FormMessage kind="done" text={doneText} />}
      {answer && <FormMessage text={t("invalid")} />}
      {actionData && "error" in actionData && <FormMessage text={actionData.error} />}

      <section className="admin-card" aria-labelledby="closed-list-title">
        <h2 id="closed-list-title">{t("listTitle")}</h2>
        {loaderData.days.length === 0 ? (
          <p>{t("none")}</p>
        ) : (
          <ul className="closed-days">
            {loaderData.days.map((entry) => (
              <li key={entry.day}>
                <span>
                  <time dateTime={entry.day}>{entry.day}</time> {entry.name}
                </span>
                {loaderData.owner && (
                  <Form method="post">
                    <Csrf />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="day" value={entry.day} />
                    <button type="submit" className="admin-button-secondary">
                      {t("remove")}
                      <span className="sr-only">: {entry.day}</span>
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
        {loaderData.owner && (
          // A new list after an add clears what was typed; a refused add keeps it (same list).
          <Form key={loaderData.days.length} method="post" className="settings-form">
            <Csrf />
            <input type="hidden" name="intent" value="add" />
            <div className="settings-field">
              <label htmlFor="closed-day">{t("day")}</label>
              <input
                id="closed-day"
                name="day"
                type="date"
                required
                defaultValue={typed?.day}
                aria-describedby={
                  errors.day ? "closed-day-hint closed-day-error" : "closed-day-hint"
                }
                aria-invalid={errors.day ? true : undefined}
              />
              <p id="closed-day-hint" className="admin-hint">
                {t("dayHint")}
              </p>
              {errors.day && (
                <p id="closed-day-error" className="settings-error">
                  {errors.day}
                </p>
              )}
            </div>
            <div className="settings-field">
              <label htmlFor="closed-name">{t("name")}</label>
              <input
                id="closed-name"
                name="name"
                required
                maxLength={60}
                defaultValue={typed?.name}
                aria-describedby={
                  errors.name ? "closed-name-hint closed-name-error" : "closed-name-hint"
                }
                aria-invalid={errors.name ? true : undefined}
              />
              <p id="closed-name-hint" className="admin-hint">
                {t("nameHint")}
              </p>
              {errors.name && (
                <p id="closed-name-error" className="settings-error">
                  {errors.name}
                </p>
              )}
            </div>
            <p>
              <button type="submit">{t("add")}</button>
            </p>
          </Form>
        )}
      </section>

      {loaderData.years.map((entry) => (
        <section
          key={entry.year}
          className="admin-card closed-year"
          aria-labelledby={`closed-year-${entry.year}`}
        >
          <h2 id={`closed-year-${entry.year}`}>{t("yearTitle", { year: entry.year })}</h2>
          <p className={entry.confirmed ? "settings-on" : "settings-off"}>
            {t(entry.confirmed ? "confirmed" : "unconfirmed", { year: entry.year })}
          </p>
          <p className="admin-hint">{t("yearText")}</p>
          <h3>{t("holidays")}</h3>
          <ul className="closed-days">
            {entry.holidays.map((holiday) => (
              <li key={holiday.day}>
                <span>
                  <time dateTime={holiday.day}>{holiday.day}</time> {holiday.names.join(", ")}
                </span>
              </li>
            ))}
          </ul>
          <h3>{t("companyDays")}</h3>
          {entry.companyDays.length === 0 ? (
            <p>{t("noCompanyDays")}</p>
          ) : (
            <ul className="closed-days">
              {entry.companyDays.map((day) => (
                <li key={day.day}>
                  <span>
                    <time dateTime={day.day}>{day.day}</time> {day.name}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {loaderData.owner && !entry.confirmed && (
            <Form method="post">
              <Csrf />
              <input type="hidden" name="intent" value="confirm" />
              <input type="hidden" name="year" value={entry.year} />
              <button type="submit">{t("confirm", { year: entry.year })}</button>
            </Form>
          )}
        </section>
      ))}
    </>
  );
}
