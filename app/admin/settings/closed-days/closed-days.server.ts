import type { AppLoadContext } from "react-router";
import { closedDayForm, type ClosedDayField } from "../../../../server/admin/closed-days";
import { holidaysOf, seoulDay } from "../../../../server/inquiries/business-time";
import type { Lang } from "../../../i18n/lang";
import { staffContext } from "../../guard.server";
import { closedDaysWord } from "./words";

/** The page's years: this one and the next, in Seoul, with their days off and confirmation. */
export function closedDaysPage(context: AppLoadContext) {
  const { services } = staffContext(context);
  const days = services.closedDays.list();
  const thisYear = Number(seoulDay(services.now()).slice(0, 4));
  return {
    days,
    years: [thisYear, thisYear + 1].map((year) => ({
      year,
      confirmed: services.closedDays.isConfirmed(year),
      holidays: holidaysOf(year),
      companyDays: days.filter((entry) => entry.day.startsWith(`${year}-`)),
    })),
  };
}

/** The add form's fields, checked; errors in words, one per field. */
export function readClosedDay(lang: Lang, form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const typed = { day: text("day"), name: text("name") };
  const parsed = closedDayForm.safeParse(typed);
  if (parsed.success) return { ok: true as const, value: parsed.data };
  const errors: Partial<Record<ClosedDayField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0]) as ClosedDayField;
    errors[field] ??= closedDaysWord(lang, field === "day" ? "error_day" : "error_name");
  }
  return { ok: false as const, errors, typed };
}
