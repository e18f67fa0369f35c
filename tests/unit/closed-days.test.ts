import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { closedDaysItem } from "../../app/admin/home/checklist.server";
import { closedDaysStore } from "../../server/admin/closed-days";
import { openStaffDb } from "../../server/admin/db";
import { dueAt, isBusinessDay, setClosedDays } from "../../server/inquiries/business-time";

const dir = mkdtempSync(join(tmpdir(), "closed-days-"));
afterAll(() => {
  setClosedDays([]);
  rmSync(dir, { recursive: true, force: true });
});
const seoul = (at: string) => Date.parse(`${at}+09:00`);

describe("the company's closed days", () => {
  it("are saved in the settings table, survive a restart and count as days off", () => {
    const file = join(dir, "staff.sqlite");
    const now = seoul("2026-11-24T10:00");
    const db = openStaffDb(file);
    const store = closedDaysStore(db, () => now);
    expect(store.add({ day: "2027-08-02", name: "창립기념일" }, "owner@example.com")).toBe(true);
    expect(store.add({ day: "2027-08-02", name: "again" }, "owner@example.com")).toBe(false);
    expect(isBusinessDay("2027-08-02")).toBe(false);
    // Received Friday 30 July at 10:00: Monday the 2nd is closed, so due Tuesday 10:00.
    expect(dueAt(seoul("2027-07-30T10:00"))).toBe(seoul("2027-08-03T10:00"));
    const row = db
      .prepare("SELECT value, updated_by FROM settings WHERE key = 'closed-days'")
      .get();
    expect(row).toMatchObject({ updated_by: "owner@example.com" });
    db.close();

    // A new process reads them back and hands them to business time.
    setClosedDays([]);
    const again = closedDaysStore(openStaffDb(file), () => now);
    expect(isBusinessDay("2027-08-02")).toBe(false);
    expect(again.list()).toEqual([{ day: "2027-08-02", name: "창립기념일" }]);
    expect(again.remove("2027-08-02", "owner@example.com")).toBe(true);
    expect(isBusinessDay("2027-08-02")).toBe(true);
    expect(dueAt(seoul("2027-07-30T10:00"))).toBe(seoul("2027-08-02T10:00"));
  });
});

describe("the launch checklist's closed days", () => {
  it("warns in December (Seoul time) while next year's list is unconfirmed", () => {
    const store = closedDaysStore(openStaffDb(join(dir, "checklist.sqlite")), Date.now);
    const at = (moment: number) => closedDaysItem("ko", moment, store.isConfirmed);
    // 30 November 23:59 in Seoul is still November: nothing to say.
    expect(at(seoul("2026-11-30T23:59"))).toBeUndefined();
    // A minute later it is December in Seoul (still 30 November in UTC): next year is due.
    const december = at(seoul("2026-12-01T00:00"));
    expect(december).toMatchObject({
      id: "closedDays",
      done: false,
      href: "/admin/settings/closed-days",
    });
    expect(december!.text).toContain("2027년");
    expect(closedDaysItem("en", seoul("2026-12-31T23:59"), store.isConfirmed)).toMatchObject({
      done: false,
      href: "/en/admin/settings/closed-days",
    });
    // Confirmed: done, in words; confirming 2027 says nothing of December 2027's next year.
    store.confirm(2027, "owner@example.com");
    expect(at(seoul("2026-12-15T12:00"))).toMatchObject({ done: true });
    expect(at(seoul("2027-12-15T12:00"))).toMatchObject({ done: false });
    expect(at(seoul("2027-12-15T12:00"))!.text).toContain("2028년");
    // January: gone again.
    expect(at(seoul("2027-01-01T00:00"))).toBeUndefined();
  });
});
