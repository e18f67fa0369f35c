import { phoneText } from "../../app/i18n/phone-text";
import Database from "better-sqlite3";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { setSiteClock } from "../../app/lib/site-clock";
import { company } from "../../app/content/company";
import { openStore, type InquiryStore } from "../../server/inquiries/store";
import { toOutgoing } from "../../server/mail/letter";
import { plantConsent } from "../../server/mail/kinds/plant-consent";
import { plantReminder, type PlantReminderPayload } from "../../server/mail/kinds/plant-reminder";
import { bouncedAddress, eraseContacts, unsubscribeContact } from "../../server/plants/contacts";
import { isNight, nextMorning, runReminders, runSummary } from "../../server/plants/reminders";
import { openUnitsStore, type UnitsStore } from "../../server/units/store";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { STORED } from "../receiver/harness";
import { reminderNumbers } from "../../server/stats/reminder-numbers";
import { seoulDay } from "../../server/platform/seoul-day";

/**
 * The plants' reminders (docs/decisions/046-plants.md, "Reminders"), over a real units store and
 * a real outbox, with a clock the test moves: one mail per consenting contact listing the units
 * due, at most one reminder per plant a week, nothing between 21:00 and 08:00 in Seoul without
 * the night consent, the consent's notice after two years, and a stop or an erasure that takes
 * the mail still waiting.
 */

const ap5 = { id: "ap5", code: "AP5" };
const SITE = "https://www.example.test";
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 2026-11-27 11:00 in Seoul. */
const MORNING = Date.UTC(2026, 10, 27, 2);

const closing: { close(): void }[] = [];
afterEach(() => {
  for (const store of closing.splice(0)) store.close();
});
// The reminders run on their own clock; the privacy policy in force is the site's, here one that
// covers them (issue 79), except where a test moves it.
beforeAll(() => setSiteClock(() => Date.parse(FORMS_OPEN_AT)));
afterAll(() => setSiteClock(undefined));

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), "plant-reminders-"));
  let at = MORNING;
  const clock = {
    now: () => at,
    set: (value: number) => (at = value),
  };
  const units: UnitsStore = openUnitsStore(join(dir, "units.sqlite"), { now: clock.now });
  const inquiries: InquiryStore = openStore(join(dir, "inquiries.sqlite"));
  closing.push(units, inquiries);
  const rows = () =>
    new Database(join(dir, "inquiries.sqlite"), { readonly: true })
      .prepare<[], { kind: string; payload: string; next_at: string; status: string }>(
        "SELECT kind, payload, next_at, status FROM mail_outbox ORDER BY id",
      )
      .all()
      .map((row) => ({ ...row, payload: JSON.parse(row.payload) as Record<string, unknown> }));
  const run = () =>
    runReminders({
      plants: units.plants,
      queue: (mail, when) => inquiries.outbox.add(mail, when),
      now: clock.now,
    });
  // A plant with two units on a 12-month plan: one due in days, one long overdue; a third
  // without a plan is never listed.
  const due = units.add(deliveredUnit(ap5, { deliveredOn: "2025-12-10", tag: "MOV-1" }), "staff");
  const overdue = units.add(
    deliveredUnit(ap5, { deliveredOn: "2024-06-01", tag: "MOV-2" }),
    "staff",
  );
  const plantId = due.plantId!;
  units.plants.setProductPlan(plantId, "ap5", { kind: "inspection", months: 12 }, "staff");
  units.add(deliveredUnit({ id: "s30", code: "S30" }, { tag: "V-9" }), "staff");
  const contact = (
    email: string,
    over: Partial<Parameters<typeof units.plants.addContact>[1]> = {},
  ) =>
    units.plants.addContact(
      plantId,
      {
        name: "김정비",
        email,
        lang: "ko",
        consentAt: Date.UTC(2026, 2, 2, 3),
        consentHow: "전화로 구두 동의",
        consentPolicy: "2026-11-27",
        nightConsent: false,
        ...over,
      },
      "owner@example.com",
    );
  return { dir, clock, units, inquiries, rows, run, plantId, due, overdue, contact };
}

describe("the daily run", () => {
  it("sends nothing before the privacy policy covering reminders is in force, and sends on its day", () => {
    const { run, rows, contact, plantId } = setUp();
    contact("kim@example.com");
    const opens = Date.parse(`${FORMS_OPEN_AT.slice(0, 10)}T00:00:00+09:00`);
    try {
      setSiteClock(() => opens - 1);
      const closed = run();
      expect(closed).toMatchObject({ plants: [], closedUntil: FORMS_OPEN_AT.slice(0, 10) });
      expect(runSummary(closed)).toContain(`they open on ${FORMS_OPEN_AT.slice(0, 10)}`);
      expect(rows()).toEqual([]);
      setSiteClock(() => opens);
      expect(run().plants).toEqual([expect.objectContaining({ plantId, mails: 1 })]);
      expect(rows().map((m) => m.kind)).toEqual(["plantreminder"]);
    } finally {
      setSiteClock(() => Date.parse(FORMS_OPEN_AT));
    }
  });

  it("mails each consenting contact once, listing the units due and not yet reminded", () => {
    const { run, rows, contact, due, overdue, units, plantId, clock } = setUp();
    const kim = contact("kim@example.com");
    contact("en@example.com", { lang: "en", name: "Jane Park" });
    const stopped = contact("gone@example.com");
    units.plants.stopContact(stopped.id, "unsubscribed");

    const first = run();
    expect(first.plants).toEqual([
      expect.objectContaining({ plantId, units: 2, mails: 2, deferred: 0, notices: 0 }),
    ]);
    const mails = rows();
    expect(mails.map((m) => [m.kind, m.payload.to])).toEqual([
      ["plantreminder", "kim@example.com"],
      ["plantreminder", "en@example.com"],
    ]);
    const payload = mails[0]!.payload as unknown as PlantReminderPayload;
    expect(payload.units.map((u) => [u.serial, u.status])).toEqual([
      [due.serial, "due"],
      [overdue.serial, "overdue"],
    ]);
    expect(payload.unsubscribe).toBe(kim.unsubscribeToken);
    const [reminder] = units.plants.reminders(plantId);
    expect(reminder).toMatchObject({ id: payload.reminderId, unitIds: [due.id, overdue.id] });
    // The summary names the plant and counts, never an address.
    expect(runSummary(first)).toContain("2 reminder mail(s) for 2 unit(s)");
    expect(runSummary(first)).not.toContain("@");

    // The same units are not reminded again for the same due day, even weeks later.
    clock.set(MORNING + 10 * DAY);
    expect(run().plants).toEqual([]);
  });

  it("sends at most one reminder per plant in seven days", () => {
    const { run, rows, contact, clock, units, plantId } = setUp();
    contact("kim@example.com");
    run();
    // A unit due on 2026-12-28 enters the 30-day window the next day: held for the week.
    const later = units.add(
      deliveredUnit(ap5, { deliveredOn: "2025-12-28", tag: "MOV-3" }),
      "staff",
    );
    expect(later.plantId).toBe(plantId);
    clock.set(MORNING + 1 * DAY);
    expect(run().plants).toEqual([expect.objectContaining({ held: "week", mails: 0 })]);
    clock.set(MORNING + 6 * DAY + 23 * HOUR);
    expect(run().plants[0]?.held).toBe("week");
    clock.set(MORNING + 7 * DAY);
    const week = run();
    expect(week.plants[0]).toMatchObject({ units: 1, mails: 1 });
    expect(rows().at(-1)!.payload.units).toEqual([expect.objectContaining({ tag: "MOV-3" })]);
  });

  it("holds mail from 21:00 to 08:00 in Seoul for the morning, unless the contact agreed", () => {
    const { run, rows, contact, clock } = setUp();
    contact("day@example.com");
    contact("night@example.com", { nightConsent: true });
    // 22:30 in Seoul.
    const night = Date.UTC(2026, 10, 27, 13, 30);
    expect(isNight(night)).toBe(true);
    expect(isNight(Date.UTC(2026, 10, 27, 23))).toBe(false); // 08:00 next day
    expect(isNight(Date.UTC(2026, 10, 27, 11, 59))).toBe(false); // 20:59
    clock.set(night);
    const result = run();
    expect(result.plants[0]).toMatchObject({ mails: 2, deferred: 1 });
    const [day, nightly] = rows();
    // 08:00 Seoul the next morning is 23:00 UTC.
    expect(day!.next_at).toBe("2026-11-27T23:00:00.000Z");
    expect(nightly!.next_at).toBe(new Date(night).toISOString());
    // Just after midnight the morning is the same day's.
    expect(new Date(nextMorning(Date.UTC(2026, 10, 27, 15, 5))).toISOString()).toBe(
      "2026-11-27T23:00:00.000Z",
    );
  });

  it("tells a contact of their consent every two years, instead of a reminder", () => {
    const { run, rows, contact, clock, units } = setUp();
    const old = contact("old@example.com", { consentAt: Date.UTC(2024, 10, 27, 3) });
    // One day short of two years: a reminder as usual.
    clock.set(Date.UTC(2026, 10, 26, 2));
    expect(run().plants[0]).toMatchObject({ mails: 1, notices: 0 });
    // Two years to the day (and a week on, so the reminder's gap is past): the notice.
    clock.set(Date.UTC(2026, 10, 27, 2) + 7 * DAY);
    units.add(deliveredUnit(ap5, { deliveredOn: "2025-12-20", tag: "MOV-4" }), "staff");
    const result = run();
    expect(result.plants[0]).toMatchObject({ notices: 1, mails: 0 });
    const notice = rows().at(-1)!;
    expect(notice.kind).toBe("plantconsent");
    expect(notice.payload).toMatchObject({ consentDay: "2024-11-27", confirmedDay: "2024-11-27" });
    const confirmed = units.plants.contacts(old.plantId)[0]!;
    expect(confirmed.confirmedAt).toBe(clock.now());
    // Confirmed: the next run reminds them.
    clock.set(clock.now() + DAY);
    expect(run().plants[0]).toMatchObject({ mails: 1, notices: 0 });
  });
});

describe("the mails", () => {
  it("start with (광고), name the sender, link the request and carry RFC 8058's headers", () => {
    const context = {
      siteUrl: SITE,
      from: "website@example.test",
      company,
      staffTo: [],
      accounts: [],
    };
    for (const lang of ["ko", "en"] as const) {
      const input = plantReminder.sample(lang);
      const [letter] = plantReminder.compose(input, context);
      const mail = toOutgoing(letter!, "website@example.test", true);
      expect(mail.subject).toMatch(/^\(광고\) /);
      const prefix = lang === "en" ? "/en" : "";
      const unsubscribe = `${SITE}${prefix}/unsubscribe/${input.payload.unsubscribe}`;
      expect(mail.headers).toMatchObject({
        "List-Unsubscribe": `<${unsubscribe}>`,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      });
      expect(mail.text).toContain(
        `${SITE}${prefix}/plant/${input.payload.plant.token}?kind=service&unit=A1234567&r=7`,
      );
      expect(mail.text).toContain(unsubscribe);
      expect(mail.text).toContain(phoneText(company.phone, lang));
      expect(mail.text).toContain(company.name[lang]);
    }
    const [notice] = plantConsent.compose(plantConsent.sample("ko"), context);
    expect(notice!.subject).not.toContain("광고");
    expect(notice!.text).toContain("2024. 11. 20.");
    expect(notice!.unsubscribe).toBeDefined();
  });
});

describe("stops and erasure", () => {
  it("an unsubscribe or a hard bounce stops the contact and removes their waiting mail", () => {
    const { run, rows, contact, clock, units, inquiries } = setUp();
    const kim = contact("kim@example.com");
    const lee = contact("Lee@Example.com");
    const other = contact("other@example.com");
    clock.set(Date.UTC(2026, 10, 27, 13, 30)); // night: all three wait for the morning
    run();
    expect(rows()).toHaveLength(3);
    unsubscribeContact(units.plants, inquiries.outbox, kim);
    expect(bouncedAddress(units.plants, inquiries.outbox, "lee@example.com")).toBe(1);
    const by = (id: number) => units.plants.contacts(kim.plantId).find((c) => c.id === id)!;
    expect(by(kim.id).stoppedWhy).toBe("unsubscribed");
    expect(by(lee.id).stoppedWhy).toBe("bounced");
    expect(by(other.id).stoppedAt).toBeUndefined();
    expect(rows().map((row) => row.payload.to)).toEqual(["other@example.com"]);
    // Stopped contacts get nothing more.
    clock.set(clock.now() + 8 * DAY);
    units.add(deliveredUnit(ap5, { deliveredOn: "2026-01-02", tag: "MOV-5" }), "staff");
    run();
    expect(rows().map((row) => row.payload.to)).toEqual(["other@example.com", "other@example.com"]);
  });

  it("erasure deletes the contact and every plant mail to them, sent or not", () => {
    const { run, rows, contact, units, inquiries, plantId, dir } = setUp();
    const kim = contact("kim@example.com");
    contact("other@example.com");
    run();
    // The first mail as sent: erasure takes the sent ones too.
    const claim = inquiries.outbox.claimDue("plantreminder", new Date(MORNING), 60_000)!;
    inquiries.outbox.sent(claim, new Date(MORNING));
    expect(rows().map((row) => [row.payload.to, row.status])).toEqual([
      ["kim@example.com", "sent"],
      ["other@example.com", "pending"],
    ]);
    expect(
      eraseContacts(
        units.plants,
        inquiries.outbox,
        units.plants.contactsByEmail("kim@example.com"),
      ),
    ).toBe(1);
    expect(units.plants.contacts(plantId).map((c) => c.email)).toEqual(["other@example.com"]);
    expect(rows().map((row) => row.payload.to)).toEqual(["other@example.com"]);
    expect(units.plants.contactByUnsubscribe(kim.unsubscribeToken)).toBeUndefined();
    // Nothing of the row is left in the files' free pages either (what the replica copies).
    units.close();
    inquiries.close();
    closing.splice(0);
    for (const file of ["units.sqlite", "inquiries.sqlite"]) {
      expect(readFileSync(join(dir, file)).includes("kim@example.com"), file).toBe(false);
    }
  });
});

describe("a person's erasure by e-mail", () => {
  it("takes their contacts at every plant with the inquiries command", async () => {
    const { dir, contact, run, rows, units, inquiries, plantId } = setUp();
    contact("kim@example.com");
    contact("lee@example.com");
    run();
    // The command opens the databases itself: these close first.
    units.close();
    inquiries.close();
    closing.splice(0);
    const { run: command } = await import("../../server/admin/inquiries-command");
    let text = "";
    const code = await command(
      ["erase", "KIM@example.com", "--yes"],
      { DATA_DIR: dir, INQUIRY_DB: join(dir, "inquiries.sqlite") },
      { write: (chunk: string) => (text += chunk) },
    );
    expect(code).toBe(0);
    expect(text).toBe("No inquiries of this person; 1 plant contact(s) erased.\n");
    const reopened = openUnitsStore(join(dir, "units.sqlite"));
    closing.push(reopened);
    expect(reopened.plants.contacts(plantId).map((c) => c.email)).toEqual(["lee@example.com"]);
    expect(rows().map((row) => row.payload.to)).toEqual(["lee@example.com"]);
  });
});

describe("the numbers", () => {
  it("count reminders, the requests they brought, and the exact won quoted and won", () => {
    const { run, contact, units, inquiries, plantId, clock } = setUp();
    contact("kim@example.com");
    contact("lee@example.com");
    const [line] = run().plants;
    const reminderId = line!.reminderId!;
    // Two requests from the reminder's link, one without; each an inquiry.
    const inquiry = (price: number | undefined, outcome?: "won" | "lost") => {
      const stored = inquiries.add({ ...STORED, lang: "ko" }, "off", new Date(clock.now()));
      if (price !== undefined) {
        const at = new Date(clock.now());
        inquiries.quotations.save(
          stored.id,
          {
            lines: [{ code: "A", name: "a", note: "", quantity: 3, unitPrice: price }],
            terms: { validDays: 30, leadTime: "", payment: "", delivery: "", notes: "" },
          },
          "kim@hanbit.example",
          at,
        );
        const draft = inquiries.quotations.draft(stored.id)!;
        inquiries.quotations.issue(draft.id, {
          at,
          issuedOn: seoulDay(clock.now()),
          validUntil: "2026-12-31",
          supplier: { name: "", ceo: "", address: "", phone: "", fax: "", email: "" },
          buyer: { company: "", name: "", email: "", phone: "", ref: stored.ref },
          queueMail: () =>
            inquiries.replies.queueIn(
              stored.id,
              { subject: "q", body: "q", to: "b@x.example", replyTo: "k@x.example" },
              "kim@hanbit.example",
              at,
            ),
        });
        if (outcome) inquiries.quotations.setOutcome(stored.id, outcome, undefined, "kim", at);
      }
      return stored.ref;
    };
    const request = (ref: string, reminder?: number) =>
      units.plants.addRequest({
        inquiryRef: ref,
        plantId,
        ...(reminder !== undefined && { reminderId: reminder }),
        kind: "service",
        day: seoulDay(clock.now()),
        unitIds: [],
      });
    request(inquiry(1_234_567, "won"), reminderId);
    request(inquiry(333_333), reminderId);
    request(inquiry(9_999_999, "won"));
    const months = reminderNumbers(
      units.plants.reminders(),
      units.plants.requests(),
      inquiries.database,
      new Date(clock.now()),
    );
    expect(months).toHaveLength(12);
    expect(months.at(-1)).toEqual({
      month: "2026-11",
      reminders: 1,
      mails: 2,
      requests: 2,
      quoted: 2,
      // 3 × 1,234,567 and 3 × 333,333, exact.
      valueQuoted: 3_703_701 + 999_999,
      won: 1,
      valueWon: 3_703_701,
    });
    expect(months.slice(0, -1).every((m) => m.reminders === 0 && m.valueWon === 0)).toBe(true);
  });
});
