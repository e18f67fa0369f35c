import * as gazette from "@hyunbinseo/holidays-kr/all";
import { describe, expect, it } from "vitest";
import { isHoliday } from "../../server/inquiries/business-time";
import { electionDay, ruleHolidays } from "../../server/inquiries/korean-holidays";
import frozen from "../fixtures/korean-days-off.json";

const daysOf = (year: number) => {
  const days: string[] = [];
  for (let t = Date.UTC(year, 0, 1); t < Date.UTC(year + 1, 0, 1); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
};

describe("election days (Public Official Election Act art. 34)", () => {
  // The holidays an election day must keep clear of: the gazette's (or the rules') but for the
  // election days themselves.
  const holiday = (day: string) => {
    const year = Number(day.slice(0, 4));
    const listed = (gazette as Record<string, Record<string, readonly string[]>>)[`y${year}`];
    const names = listed ? listed[day] : ruleHolidays(year).get(day);
    return Boolean(names?.some((name) => !name.includes("선거")));
  };

  it("falls on the first Wednesday from the 50th, 70th or 30th day before the term ends", () => {
    // National Assembly (terms end 29 May): 2008's fell on the very day, a Wednesday.
    expect(electionDay("2008-05-29", 50, holiday)).toBe("2008-04-09");
    expect(electionDay("2020-05-29", 50, holiday)).toBe("2020-04-15");
    expect(electionDay("2024-05-29", 50, holiday)).toBe("2024-04-10");
    expect(electionDay("2028-05-29", 50, holiday)).toBe("2028-04-12");
    expect(electionDay("2032-05-29", 50, holiday)).toBe("2032-04-14");
    // Local (terms end 30 June): 31 May 2006 was a Wednesday.
    expect(electionDay("2006-06-30", 30, holiday)).toBe("2006-05-31");
    expect(electionDay("2022-06-30", 30, holiday)).toBe("2022-06-01");
    expect(electionDay("2026-06-30", 30, holiday)).toBe("2026-06-03");
    expect(electionDay("2034-06-30", 30, holiday)).toBe("2034-05-31");
    // Presidential: the term that ended 24 February 2008, and the one that would have ended
    // 9 May 2027 (cut short; the day was the 3rd of March, no holiday beside it).
    expect(electionDay("2008-02-24", 70, holiday)).toBe("2007-12-19");
    expect(electionDay("2027-05-09", 70, holiday)).toBe("2027-03-03");
    expect(electionDay("2030-06-03", 70, holiday)).toBe("2030-03-27");
  });

  it("moves a week when the day or a day beside it is a holiday", () => {
    // 2 March 2022 follows 3ㆍ1절: 9 March. 5 June 2030 comes before Memorial Day: 12 June.
    // 6 June 2018 is Memorial Day itself: 13 June.
    expect(electionDay("2022-05-09", 70, holiday)).toBe("2022-03-09");
    expect(electionDay("2030-06-30", 30, holiday)).toBe("2030-06-12");
    expect(electionDay("2018-06-30", 30, holiday)).toBe("2018-06-13");
  });

  it("are the site's days off in their years", () => {
    for (const day of ["2028-04-12", "2030-03-27", "2030-06-12", "2032-04-14", "2034-05-31"]) {
      expect(isHoliday(day), day).toBe(true);
    }
  });
});

describe("the site's calendar", () => {
  it("has the frozen list's days off for 2024-2035, and no other", () => {
    // tests/fixtures/korean-days-off.json: Python's `holidays` package (its version and commit
    // in the file), corrected where it disagrees with the law; scripts/holidays/
    // korean-days-off.py makes it again and gives each correction's reason.
    expect(frozen.made).toMatch(/^Python holidays \d/);
    const expected = new Set(Object.keys(frozen.days));
    const missing: string[] = [];
    const extra: string[] = [];
    for (let year = 2024; year <= 2035; year++) {
      for (const day of daysOf(year)) {
        if (expected.has(day) && !isHoliday(day)) missing.push(day);
        if (!expected.has(day) && isHoliday(day)) extra.push(day);
      }
    }
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    // The days the issue found missing: Labour Day, its substitute, the elections.
    for (const day of ["2028-05-01", "2032-05-03", "2028-04-12", "2030-06-12", "2032-04-14"]) {
      expect(expected.has(day), day).toBe(true);
    }
  });

  it("computes by rule what the gazette lists from 2024, but for temporary holidays", () => {
    // The gazette alone knows a day the government declares, and an election for a vacancy.
    const missed: string[] = [];
    const extra: string[] = [];
    for (const [name, listed] of Object.entries(gazette)) {
      const year = Number(name.slice(1));
      if (year < 2024) continue;
      const days = listed as Record<string, readonly string[]>;
      const rules = ruleHolidays(year);
      for (const day of daysOf(year)) {
        if (day in days && !rules.has(day)) missed.push(`${day} ${days[day]!.join()}`);
        if (!(day in days) && rules.has(day)) extra.push(day);
      }
    }
    expect(extra).toEqual([]);
    expect(missed).toEqual([
      "2024-10-01 임시공휴일",
      "2025-01-27 임시공휴일",
      "2025-06-03 임시공휴일(대통령선거)",
    ]);
  });
});
