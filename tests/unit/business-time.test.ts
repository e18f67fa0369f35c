import { describe, expect, it } from "vitest";
import { company } from "../../app/content/company";
import {
  addBusinessTime,
  BUSINESS_DAY,
  businessTimeBetween,
  dueAt,
  isBusinessDay,
  isHoliday,
  overdueCutoff,
  setClosedDays,
} from "../../server/inquiries/business-time";
import { responseOf } from "../../server/inquiries/inbox";

const at = (seoul: string) => Date.parse(`${seoul}+09:00`);
const iso = (ms: number) =>
  new Date(ms + 9 * 3_600_000).toISOString().slice(0, 16).replace("T", " ");
const HOUR = 3_600_000;

describe("Korean public holidays", () => {
  it("knows the lunar holidays and substitute days of the gazette's years", () => {
    // Seollal 2027: 6-8 February, Sunday the 7th gives Tuesday the 9th as a substitute.
    for (const day of ["2027-02-06", "2027-02-07", "2027-02-08", "2027-02-09"]) {
      expect(isHoliday(day), day).toBe(true);
    }
    expect(isHoliday("2027-02-10")).toBe(false);
    // Chuseok 2026, Buddha's birthday 2026 (a Sunday) and its Monday substitute.
    for (const day of ["2026-09-24", "2026-09-25", "2026-09-26", "2026-05-24", "2026-05-25"]) {
      expect(isHoliday(day), day).toBe(true);
    }
    // The local elections of 3 June 2026.
    expect(isHoliday("2026-06-03")).toBe(true);
  });

  it("takes the company's closed days off, and gives them back", () => {
    // Tuesday 6 October 2026, received Friday 10:00 before the Monday substitute day.
    setClosedDays(["2026-10-06"]);
    expect(isBusinessDay("2026-10-06")).toBe(false);
    expect(iso(dueAt(at("2026-10-02T10:00")))).toBe("2026-10-07 10:00");
    setClosedDays([]);
    expect(iso(dueAt(at("2026-10-02T10:00")))).toBe("2026-10-06 10:00");
  });
});

describe("business time", () => {
  it("is the office hours of the company facts", () => {
    expect(company.officeHours.ko).toContain("09:00~18:00");
    expect(BUSINESS_DAY).toBe(9 * HOUR);
  });

  it("skips a weekend and a Monday holiday after a Friday", () => {
    // Friday 2 October 2026; Saturday the 3rd is National Foundation Day, Monday the 5th its
    // substitute: the next business day is Tuesday the 6th.
    expect(isBusinessDay("2026-10-02")).toBe(true);
    expect(isBusinessDay("2026-10-03")).toBe(false);
    expect(isBusinessDay("2026-10-05")).toBe(false);
    const received = at("2026-10-02T10:00");
    expect(iso(dueAt(received))).toBe("2026-10-06 10:00");
    expect(businessTimeBetween(received, at("2026-10-05T23:00"))).toBe(8 * HOUR);
    expect(businessTimeBetween(received, at("2026-10-06T10:30"))).toBe(9.5 * HOUR);
  });

  it("counts from the next opening after a night or a weekend", () => {
    // Received Saturday night: Monday's whole day is its day; overdue when Monday closes.
    expect(iso(dueAt(at("2026-11-21T23:00")))).toBe("2026-11-23 18:00");
    // Received Wednesday at 21:00: counted from Thursday 09:00.
    expect(businessTimeBetween(at("2026-11-18T21:00"), at("2026-11-19T11:15"))).toBe(2.25 * HOUR);
    expect(iso(addBusinessTime(at("2026-11-18T21:00"), 30 * 60_000))).toBe("2026-11-19 09:30");
  });

  it("skips Chuseok", () => {
    // Wednesday 23 September 2026 at 15:00, then Chuseok Thursday to Saturday.
    expect(iso(dueAt(at("2026-09-23T15:00")))).toBe("2026-09-28 15:00");
    expect(businessTimeBetween(at("2026-09-23T15:00"), at("2026-09-27T12:00"))).toBe(3 * HOUR);
  });

  it("finds the latest overdue receipt for a moment", () => {
    for (const received of [
      "2026-10-02T10:00",
      "2026-11-21T23:00",
      "2026-09-23T15:00",
      "2026-11-23T08:00",
      "2026-11-23T17:59",
    ]) {
      const due = dueAt(at(received));
      // At the due moment the receipt is at or before the cut-off, a minute before it is not.
      expect(overdueCutoff(due), received).toBeGreaterThanOrEqual(at(received));
      expect(overdueCutoff(due - 60_000), received).toBeLessThan(at(received));
    }
  });
});

describe("the overdue rule", () => {
  const received = new Date(at("2026-10-02T10:00")).toISOString();
  const due = at("2026-10-06T10:00");

  it("holds for an open inquiry without a response, from its due moment", () => {
    for (const status of ["new", "in_progress"] as const) {
      expect(responseOf({ createdAt: received, status }, due - 60_000).overdue).toBe(false);
      expect(responseOf({ createdAt: received, status }, due)).toEqual({
        dueAt: new Date(due).toISOString(),
        overdue: true,
      });
    }
  });

  it("never for one answered, closed or spam, and the response is counted in business time", () => {
    for (const status of ["answered", "closed", "spam"] as const) {
      expect(responseOf({ createdAt: received, status }, due + HOUR).overdue).toBe(false);
    }
    // Answered by phone on Tuesday 11:00 and set back to in progress: answered all the same.
    const answered = {
      createdAt: received,
      status: "in_progress" as const,
      firstResponseAt: new Date(at("2026-10-06T11:00")).toISOString(),
    };
    expect(responseOf(answered, due + HOUR)).toMatchObject({
      overdue: false,
      firstResponse: 10 * HOUR,
    });
  });
});
