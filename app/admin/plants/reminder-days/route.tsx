import { data, redirect } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminPageMeta } from "../../frame/meta";
import { adminRouteMeta } from "../../frame/meta";
import { audit, requireStaff } from "../../guard.server";
import { useWords } from "../../frame/use-admin";
import { unitsPart } from "../../units/units.server";
import { adminPath, requestAdminLang } from "../../words";
import { contactsWord } from "../contacts-words";
import { ReminderDays } from "../ReminderDays";
import { postedForm } from "../../../../server/platform/body";
import "../../settings/settings.css";

/** The reminders' setting on a page of its own; `<ReminderDays>` posts here from any page. */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const saved = Number(new URL(request.url).searchParams.get("saved") ?? "") || undefined;
  return {
    meta: adminPageMeta(lang, contactsWord(lang, "reminderDays")),
    days: unitsPart(context).store.plants.reminderDays(),
    saved,
  };
}

export const meta = adminRouteMeta;

export function action({ request, context }: Route.ActionArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const value = String(postedForm(context).get("days") ?? "").trim();
  const days = /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  if (!(days >= 1 && days <= 180)) return data({ error: true }, { status: 400 });
  unitsPart(context).store.plants.setReminderDays(days);
  audit(request, context, {
    action: "plant-reminder-days",
    target: "plants",
    detail: String(days),
  });
  return redirect(`${adminPath(lang, "/plants/reminder-days")}?saved=${days}`);
}

export default function ReminderDaysPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  return (
    <>
      <h1>{contactsWord(lang, "reminderDays")}</h1>
      <FormMessage
        kind="done"
        text={
          loaderData.saved !== undefined
            ? contactsWord(lang, "reminderDaysSaved", { days: loaderData.saved })
            : undefined
        }
      />
      <ReminderDays days={loaderData.days} error={actionData?.error} />
    </>
  );
}
