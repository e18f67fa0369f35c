import type { ReactNode } from "react";
import type { Route } from "./+types/route";
import { InputField } from "../../frame/Field";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { PostForm } from "../../frame/PostForm";
import { useWords } from "../../frame/use-admin";
import { closedDaysAction, loadClosedDays } from "./closed-days.server";
import { closedDaysWord, type ClosedDaysWordKey } from "./words";
import "../settings.css";
import "./closed-days.css";

/** The company's closed days and the year's holidays; plain forms answered by the server. */
export const loader = ({ request, context }: Route.LoaderArgs) => loadClosedDays(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) =>
  closedDaysAction(request, context);

/** The add form's two fields: the day, and what it is (as the list says it). */
const DAY_FIELDS = [
  { name: "day", input: { type: "date" } },
  { name: "name", input: { maxLength: 60 } },
] as const;

/** Days a line: the date, what it is, and (for an owner) its button. */
function DayList({ days }: { days: { day: string; name: string; remove?: ReactNode }[] }) {
  return (
    <ul className="closed-days">
      {days.map((entry) => (
        <li key={entry.day}>
          <span>
            <time dateTime={entry.day}>{entry.day}</time> {entry.name}
          </span>
          {entry.remove}
        </li>
      ))}
    </ul>
  );
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
          <DayList
            days={loaderData.days.map((entry) => ({
              ...entry,
              remove: loaderData.owner && (
                <PostForm intent="remove" values={{ day: entry.day }}>
                  <button type="submit" className="admin-button-secondary">
                    {t("remove")}
                    <span className="sr-only">: {entry.day}</span>
                  </button>
                </PostForm>
              ),
            }))}
          />
        )}
        {loaderData.owner && (
          // A new list after an add clears what was typed; a refused add keeps it (same list).
          <PostForm key={loaderData.days.length} intent="add" className="settings-form">
            {DAY_FIELDS.map(({ name, input }) => (
              <InputField
                key={name}
                className="settings-field"
                id={`closed-${name}`}
                label={t(name)}
                hint={t(`${name}Hint`)}
                error={errors[name]}
                name={name}
                required
                defaultValue={typed?.[name]}
                {...input}
              />
            ))}
            <p>
              <button type="submit">{t("add")}</button>
            </p>
          </PostForm>
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
          <DayList
            days={entry.holidays.map((holiday) => ({
              day: holiday.day,
              name: holiday.names.join(", "),
            }))}
          />
          <h3>{t("companyDays")}</h3>
          {entry.companyDays.length === 0 ? (
            <p>{t("noCompanyDays")}</p>
          ) : (
            <DayList days={entry.companyDays} />
          )}
          {loaderData.owner && !entry.confirmed && (
            <PostForm intent="confirm" values={{ year: entry.year }}>
              <button type="submit">{t("confirm", { year: entry.year })}</button>
            </PostForm>
          )}
        </section>
      ))}
    </>
  );
}
