import type { AppLoadContext } from "react-router";
import { INDUSTRIES } from "../../../server/units/kinds";
import type { UnitsPart } from "../../../server/units/setup";
import { lastMonths } from "../../../server/stats/inquiry-numbers";
import { reminderNumbers } from "../../../server/stats/reminder-numbers";
import { inquiriesContext } from "../frame/inquiries.server";
import type { Lang } from "../../i18n/lang";
import { unitsWord } from "../units/words";
import type { NumbersTable } from "./numbers.server";
import { unitsNumbersWord } from "./units-words";

/**
 * The delivered units on the owner's numbers page (issue 58, item 8): units per month of
 * delivery and per industry over the last 12 Seoul months, counted from the units store in one
 * grouped read. Its own tables, drawn and downloaded as the others are.
 */
export const UNIT_TABLES = ["unitMonths", "unitIndustries", "plantReminders"] as const;
export type UnitTableId = (typeof UNIT_TABLES)[number];

export function unitsTables(
  context: AppLoadContext,
  lang: Lang,
  now: Date,
): NumbersTable[] | undefined {
  const units = (context as { units?: UnitsPart }).units;
  if (!units) return undefined;
  const w = (key: Parameters<typeof unitsNumbersWord>[1]) => unitsNumbersWord(lang, key);
  const months = lastMonths(now);
  const rows = units.store
    .deliveredByMonth(months[0]!)
    // A delivery dated after this month is no delivery yet.
    .filter((row) => row.month <= months[months.length - 1]!);
  const perMonth = new Map(months.map((month) => [month, 0]));
  const perIndustry = new Map(INDUSTRIES.map((industry) => [industry, 0]));
  for (const row of rows) {
    perMonth.set(row.month, (perMonth.get(row.month) ?? 0) + row.units);
    perIndustry.set(row.industry, (perIndustry.get(row.industry) ?? 0) + row.units);
  }
  return [
    {
      id: "unitMonths",
      title: w("unitMonths"),
      shape: "time",
      headers: [w("month"), w("units")],
      // No unit delivered in the 12 months: the page says so, as for an empty table.
      rows: rows.length
        ? months.map((month) => ({ label: month, values: [perMonth.get(month)!] }))
        : [],
    },
    {
      id: "unitIndustries",
      title: w("unitIndustries"),
      shape: "ranking",
      headers: [w("industry"), w("units")],
      rows: [...perIndustry]
        .filter(([, count]) => count > 0)
        .sort(([a, x], [b, y]) => y - x || INDUSTRIES.indexOf(a) - INDUSTRIES.indexOf(b))
        .map(([industry, count]) => ({
          label: unitsWord(lang, `industry.${industry}`),
          values: [count],
        })),
    },
    remindersTable(context, units, lang, now),
  ];
}

/**
 * What the plants' reminders brought (decision 046): per month of the reminder, reminders and
 * mails sent, the requests from their links, and the quotations and won amounts that followed.
 */
function remindersTable(
  context: AppLoadContext,
  units: UnitsPart,
  lang: Lang,
  now: Date,
): NumbersTable {
  const w = (key: Parameters<typeof unitsNumbersWord>[1]) => unitsNumbersWord(lang, key);
  const { plants } = units.store;
  const months = reminderNumbers(
    plants.reminders(),
    plants.requests(),
    inquiriesContext(context).store.database,
    now,
  );
  return {
    id: "plantReminders",
    title: w("plantReminders"),
    shape: "time",
    noChart: true,
    headers: [
      w("month"),
      w("reminders"),
      w("reminderMails"),
      w("reminderRequests"),
      w("reminderQuoted"),
      w("reminderValueQuoted"),
      w("reminderWon"),
      w("reminderValueWon"),
    ],
    // No reminder in the 12 months: the page says so, as for an empty table.
    rows: months.some((m) => m.reminders > 0)
      ? months.map((m) => ({
          label: m.month,
          values: [m.reminders, m.mails, m.requests, m.quoted, m.valueQuoted, m.won, m.valueWon],
        }))
      : [],
  };
}
