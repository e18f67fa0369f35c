import { data, redirect, type AppLoadContext } from "react-router";
import { closedDayForm, type ClosedDayField } from "../../../../server/admin/closed-days";
import { holidaysOf, seoulDay } from "../../../../server/inquiries/business-time";
import type { Lang } from "../../../i18n/lang";
import { adminPageMeta } from "../../frame/meta";
import { audit, requireStaff, staffContext } from "../../guard.server";
import { adminPath, requestAdminLang } from "../../words";
import { closedDaysWord } from "./words";
import { postedForm } from "../../../../server/platform/body";

/**
 * The company's closed days (server/admin/closed-days.ts): every staff account sees them, with
 * this year's and next year's public holidays; owners add and remove days and confirm a year's
 * list (the launch checklist asks for next year's in December).
 */
export function loadClosedDays(request: Request, context: AppLoadContext) {
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

/** An owner's post: remove a day, confirm a year, or add a day (refused: field errors, 400). */
export async function closedDaysAction(request: Request, context: AppLoadContext) {
  const account = requireStaff(request, context, { role: "owner" });
  const lang = requestAdminLang(request);
  const { services } = staffContext(context);
  const form = postedForm(context);
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

/** The page's years: this one and the next, in Seoul, with their days off and confirmation. */
function closedDaysPage(context: AppLoadContext) {
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
function readClosedDay(lang: Lang, form: FormData) {
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
