import { liveContent } from "../content/live.server";
import { purposeOpen, purposeOpensOn, type PrivacyPurpose } from "../content/privacy";
import { dayText } from "../i18n/day-text";
import type { Lang } from "../i18n/lang";
import { localePath } from "../i18n/lang";
import { phoneText } from "../i18n/phone-text";
import { seoulToday } from "../lib/site-clock";

/**
 * A form whose purpose the privacy policy in force does not cover yet (issue 79): the day it
 * opens, the company's telephone to use until then and the policy of that day; undefined once
 * open. The server refuses its posts on the same clock (server/units/requests.ts).
 */
export function closedForm(purpose: PrivacyPurpose, lang: Lang) {
  const today = seoulToday();
  if (purposeOpen(purpose, today)) return undefined;
  const day = purposeOpensOn(purpose);
  return {
    day,
    dayShown: dayText(day, lang),
    phone: phoneText(liveContent().company.phone, lang),
    policyHref: localePath(lang, `/privacy/${day}`),
    contactHref: localePath(lang, "/contact"),
  };
}

export type ClosedForm = NonNullable<ReturnType<typeof closedForm>>;
