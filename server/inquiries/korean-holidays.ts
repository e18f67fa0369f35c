/**
 * Korean public holidays by the rules of the law, for the years the official gazette list
 * (@hyunbinseo/holidays-kr) does not have yet. Valid from 2024: earlier years had other
 * substitute-day rules. tests/unit/korean-holidays.test.ts checks them against the gazette's
 * years and against tests/fixtures/korean-days-off.json (made with Python's `holidays`).
 *
 * - 공휴일에 관한 법률 (Public Holidays Act) art. 2 and 관공서의 공휴일에 관한 규정 art. 2: the
 *   national days (3·1절, 제헌절 again since 2026, 광복절, 개천절, 한글날), 1 January, Seollal's and
 *   Chuseok's three days, Buddha's Birthday, Children's Day, Memorial Day, Christmas, 노동절
 *   (1 May, a public holiday since 2026) and the election days of the Public Official Election Act.
 * - Art. 3 (substitute days): a day of Seollal or Chuseok on a Sunday or on another holiday, and
 *   a national day, Children's Day, Buddha's Birthday, Christmas or 노동절 on a Saturday, a Sunday
 *   or another holiday, give the first day after them that is neither a weekend nor a holiday.
 *   1 January, Memorial Day and election days give none.
 * - Lunar dates: the Korean calendar (ICU's "dangi", computed for Seoul) through Intl.
 */

type Year = Map<string, string[]>;

const DAY = 86_400_000;
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);
const time = (day: string) => Date.parse(`${day}T00:00:00Z`);
const weekday = (day: string) => new Date(time(day)).getUTCDay();
const shift = (day: string, days: number) => iso(time(day) + days * DAY);

const dangi = new Intl.DateTimeFormat("en-u-ca-dangi", {
  timeZone: "UTC",
  month: "numeric",
  day: "numeric",
});

/** The Gregorian days of a year by their lunar "month/day" (leap months are written "4bis"). */
function lunarDays(year: number): Map<string, string> {
  const days = new Map<string, string>();
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += DAY) {
    const parts = Object.fromEntries(dangi.formatToParts(t).map((p) => [p.type, p.value]));
    days.set(`${parts.month}/${parts.day}`, iso(t));
  }
  return days;
}

/**
 * An election day by 공직선거법 (Public Official Election Act) art. 34: the first Wednesday on or
 * after the `daysBefore`th day before the term's last day (presidential 70, National Assembly
 * 50, local 30); the Wednesday after when that day is a holiday or a day beside it is one.
 */
export function electionDay(
  termEnds: string,
  daysBefore: number,
  isHoliday: (day: string) => boolean,
): string {
  const from = shift(termEnds, -daysBefore);
  const day = shift(from, (3 - weekday(from) + 7) % 7);
  return [-1, 0, 1].some((d) => isHoliday(shift(day, d))) ? shift(day, 7) : day;
}

/**
 * The last days of the terms elections fill. The 22nd National Assembly sits until 29 May 2028;
 * local councils and heads until 30 June 2026; the president elected on 3 June 2025 (a vacancy,
 * so the term began that day's result, 4 June) until 3 June 2030, and each after for five years.
 */
function elections(year: number): [string, number, string][] {
  const due: [string, number, string][] = [];
  if ((year - 2024) % 4 === 0) due.push([`${year}-05-29`, 50, "국회의원 선거일"]);
  if ((year - 2026) % 4 === 0) due.push([`${year}-06-30`, 30, "전국동시지방선거"]);
  if (year >= 2030 && (year - 2030) % 5 === 0) due.push([`${year}-06-03`, 70, "대통령 선거일"]);
  return due;
}

const years = new Map<number, Year>();

/** A year's public holidays by rule: day ("2030-06-12") to its names. */
export function ruleHolidays(year: number): ReadonlyMap<string, readonly string[]> {
  const cached = years.get(year);
  if (cached) return cached;
  const days: Year = new Map();
  const add = (day: string, name: string) => days.set(day, [...(days.get(day) ?? []), name]);
  const lunar = lunarDays(year);
  const seollal = lunar.get("1/1")!;
  const chuseok = lunar.get("8/15")!;
  const threeDays = new Set<string>();
  for (const [day, name] of [
    [seollal, "설날"],
    [chuseok, "추석"],
  ] as const) {
    for (const [d, label] of [
      [-1, `${name} 전날`],
      [0, name],
      [1, `${name} 다음 날`],
    ] as const) {
      const at = shift(day, d);
      if (at.startsWith(String(year))) add(at, label);
      threeDays.add(at);
    }
  }

  const substitutable = new Set<string>();
  const fixed: [string, string, boolean][] = [
    ["01-01", "1월 1일", false],
    ["03-01", "3ㆍ1절", true],
    ["05-05", "어린이날", true],
    ["06-06", "현충일", false],
    ["08-15", "광복절", true],
    ["10-03", "개천절", true],
    ["10-09", "한글날", true],
    ["12-25", "기독탄신일", true],
  ];
  if (year >= 2026) fixed.push(["05-01", "노동절", true], ["07-17", "제헌절", true]);
  for (const [date, name, substitute] of fixed) {
    add(`${year}-${date}`, name);
    if (substitute) substitutable.add(`${year}-${date}`);
  }
  add(lunar.get("4/8")!, "부처님 오신 날");
  substitutable.add(lunar.get("4/8")!);

  // Substitute days, in date order so that each finds the days given before it taken.
  const free = (day: string) => weekday(day) !== 0 && weekday(day) !== 6 && !days.has(day);
  const owed = [...new Set([...threeDays, ...substitutable])].sort().filter((day) => {
    const shared = (days.get(day)?.length ?? 0) > 1;
    const weekend = weekday(day) === 0 || (weekday(day) === 6 && !threeDays.has(day));
    return day.startsWith(String(year)) && (weekend || shared);
  });
  for (const day of owed) {
    // After the whole run of holidays: Chuseok's substitute comes after its third day.
    let at = shift(day, 1);
    while (!free(at)) at = shift(at, 1);
    if (at.startsWith(String(year))) add(at, `대체공휴일(${days.get(day)![0]})`);
  }

  for (const [termEnds, before, name] of elections(year)) {
    add(
      electionDay(termEnds, before, (day) => days.has(day)),
      name,
    );
  }
  years.set(year, days);
  return days;
}
