/**
 * When a unit's next service falls due (docs/decisions/046-plants.md): only from an interval
 * staff set, counted from the last recorded service or else from the delivery. No interval, or
 * no day to count from, is "no plan", never a guessed date. Pure: the store, the plant's page,
 * its files and the reminders all ask this one function.
 */

import type { ServiceKind } from "./kinds";

export const DUE_STATUSES = ["overdue", "due", "scheduled", "no-plan"] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

/** An interval staff set: "inspection every 12 months". */
export interface ServicePlan {
  kind: ServiceKind;
  months: number;
  /** Where it was set: on the unit, or for the unit's product at its plant. */
  from: "unit" | "plant";
}

export interface DueInput {
  /** YYYY-MM-DD, when known. */
  deliveredOn?: string;
  /** The service history's days and kinds (any order). */
  service: readonly { kind: ServiceKind; day: string }[];
  plan?: ServicePlan;
}

export interface Due {
  status: DueStatus;
  /** The last recorded service, if any. */
  last?: { kind: ServiceKind; day: string };
  /** YYYY-MM-DD: when the plan's next service falls due (absent for "no plan"). */
  dueOn?: string;
  plan?: ServicePlan;
}

/** The longest interval staff may set, in months (10 years). */
export const MAX_PLAN_MONTHS = 120;
/** How many days ahead of its day a unit counts as due, unless staff set another. */
export const DEFAULT_REMINDER_DAYS = 30;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `day` plus `months` calendar months; the 31st of a shorter month is its last day. */
export function addMonths(day: string, months: number): string {
  const [, y, m, d] = DAY.exec(day)!;
  const index = Number(y) * 12 + (Number(m) - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const date = Math.min(Number(d), last);
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(date).padStart(2, "0")}`;
}

/** `day` plus `days` days. */
export function addDays(day: string, days: number): string {
  const [, y, m, d] = DAY.exec(day)!;
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days)).toISOString().slice(0, 10);
}

/**
 * The unit's due state on `today` (YYYY-MM-DD, Seoul): overdue past its day, due within
 * `window` days of it, scheduled before that.
 */
export function dueOf(input: DueInput, today: string, window = DEFAULT_REMINDER_DAYS): Due {
  const last = [...input.service]
    .sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0))
    .at(-1);
  const base = last?.day ?? input.deliveredOn;
  const known = { ...(last && { last: { kind: last.kind, day: last.day } }) };
  if (!input.plan || !base || !DAY.test(base)) {
    return { status: "no-plan", ...known, ...(input.plan && { plan: input.plan }) };
  }
  const dueOn = addMonths(base, input.plan.months);
  const status: DueStatus =
    dueOn < today ? "overdue" : dueOn <= addDays(today, window) ? "due" : "scheduled";
  return { status, ...known, dueOn, plan: input.plan };
}
