import Database from "better-sqlite3";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, test, vi } from "vitest";
import { purposeOpensOn } from "../../app/content/privacy";
import { setSiteClock } from "../../app/lib/site-clock";
import { run as staffCommand } from "../../server/admin/command";
import { contactState } from "../../server/plants/contacts";
import { runReminders } from "../../server/plants/reminders";
import { openUnitsPart, type UnitsPart } from "../../server/units/setup";
import { deliveredUnit } from "../fixtures/units";
import { PATIENT, startReceiver, type Receiver } from "../receiver/harness";
import { startSmtp, type FakeSmtp } from "../receiver/smtp";

/**
 * When a plant's mail may leave (issue 81): the night rule (정보통신망법 section 50, nothing
 * from 21:00 to 08:00 in Seoul without the separate consent) and the consent are checked at
 * every try of the outbox, retries included; and a mail another process queued (the staff
 * command's run held for 08:00) is sent by the running server when it falls due. The server is
 * the real receiver with the real outbox and retry schedule (1 min first), a real SMTP
 * conversation, and a clock the test sets; the outbox looks at its rows every 20 ms here (a
 * minute in production), so each wait is on the outcome. The test's days are the day the
 * reminders open (the privacy policy covering them comes into force, issue 79) and the next,
 * and the site's clock, by which they open, is the test's.
 */

const HOUR = 3_600_000;
const MINUTE = 60_000;
const [YEAR, MONTH, DAY] = purposeOpensOn("service-reminders").split("-").map(Number) as [
  number,
  number,
  number,
];
/** The day the reminders open, in Seoul at `hour`:`minute` (UTC + 9). */
const seoul = (hour: number, minute = 0, second = 0) =>
  Date.UTC(YEAR, MONTH - 1, DAY, hour - 9, minute, second);

let smtp: FakeSmtp | undefined;
let site: Receiver | undefined;
let units: UnitsPart | undefined;
afterEach(async () => {
  await site?.close();
  units?.store.close();
  await smtp?.close();
  setSiteClock(undefined);
  site = units = smtp = undefined;
});

async function setUp(start: number) {
  const dir = mkdtempSync(join(tmpdir(), "night-gate-"));
  let at = start;
  const clock = { now: () => at, set: (value: number) => (at = value) };
  setSiteClock(clock.now);
  smtp = await startSmtp();
  const env = {
    RATE_LIMIT_PER_MINUTE: "0",
    DATA_DIR: dir,
    INQUIRY_DB: join(dir, "inquiries.sqlite"),
    SITE_URL: "https://www.hanbit.example",
    SMTP_URL: smtp.url,
    MAIL_FROM: "website@hanbit.example",
  };
  units = openUnitsPart(dir, { now: clock.now });
  const plants = units.store.plants;
  site = await startReceiver(env, {
    dir,
    outbox: { pollMs: 20 },
    mailNow: () => new Date(clock.now()),
    plantContact: (id) => contactState(plants.contactById(id)),
  });
  // A plant whose unit falls due within the reminders' window.
  const unit = units.store.add(
    deliveredUnit({ id: "480-035", code: "480-035" }, { deliveredOn: "2025-12-10" }),
    "staff",
  );
  plants.setProductPlan(unit.plantId!, "480-035", { kind: "inspection", months: 12 }, "x");
  const contact = (email: string, nightConsent: boolean) =>
    plants.addContact(
      unit.plantId!,
      {
        name: "김정비",
        email,
        lang: "ko",
        consentAt: Date.UTC(2026, 2, 2, 3),
        consentHow: "서면 동의",
        consentPolicy: "2026-11-27",
        nightConsent,
      },
      "owner@hanbit.example",
    );
  const rows = () =>
    new Database(env.INQUIRY_DB, { readonly: true })
      .prepare<[], { to: string; status: string; attempts: number; next_at: string }>(
        `SELECT json_extract(payload, '$.to') AS "to", status, attempts, next_at
         FROM mail_outbox ORDER BY id`,
      )
      .all();
  const arrived = (address: string) => smtp!.inbox.filter((mail) => mail.to.includes(address));
  return { env, clock, plants, contact, rows, arrived, site: site! };
}

test("a retry after 21:00 waits for 08:00 without night consent; a stopped contact gets none", async () => {
  const { clock, plants, contact, rows, arrived, site } = await setUp(seoul(20, 59));
  contact("day@plant.example", false);
  contact("night@plant.example", true);
  const stops = contact("stops@plant.example", true);
  // Each first try, at 20:59, refused once (451): each retry is due a minute later.
  smtp!.refuse(451, 451, 451);
  runReminders({
    plants,
    queue: (mail, when) => site.store.outbox.add(mail, when),
    now: clock.now,
  });
  const retryAt = new Date(seoul(21, 0)).toISOString();
  await vi.waitFor(
    () =>
      expect(rows()).toEqual([
        expect.objectContaining({ status: "pending", attempts: 1, next_at: retryAt }),
        expect.objectContaining({ status: "pending", attempts: 1, next_at: retryAt }),
        expect.objectContaining({ status: "pending", attempts: 1, next_at: retryAt }),
      ]),
    PATIENT,
  );
  expect(smtp!.stats().refused).toBe(3);
  // Meanwhile a contact stopped their mail (their row still waits: the gate reads them anew).
  plants.stopContact(stops.id, "unsubscribed");

  // 21:00:16: the retries are due. The one who agreed to night mail gets it; the other's
  // waits for 08:00 (not counted as a try); the stopped contact's is removed, unsent.
  clock.set(seoul(21, 0, 16));
  await vi.waitFor(() => expect(arrived("night@plant.example")).toHaveLength(1), PATIENT);
  const morning = new Date(seoul(8 + 24)).toISOString();
  await vi.waitFor(
    () =>
      expect(rows()).toEqual([
        { to: "day@plant.example", status: "pending", attempts: 1, next_at: morning },
        expect.objectContaining({ to: "night@plant.example", status: "sent", attempts: 2 }),
      ]),
    PATIENT,
  );
  expect(arrived("day@plant.example")).toEqual([]);
  expect(arrived("stops@plant.example")).toEqual([]);

  // 08:00 the next morning it goes, on its second try.
  clock.set(seoul(8 + 24, 0, 1));
  await vi.waitFor(() => expect(arrived("day@plant.example")).toHaveLength(1), PATIENT);
  await vi.waitFor(() => expect(rows()[0]).toMatchObject({ status: "sent", attempts: 2 }), PATIENT);
  expect(smtp!.stats().refused).toBe(3);
});

test("the staff command's reminders held for 08:00 are sent by the running server then", async () => {
  // 07:56 the next morning in Seoul: the command queues for 08:00.
  const early = seoul(24 + 7, 56);
  const { env, clock, contact, rows, arrived } = await setUp(early);
  contact("morning@plant.example", false);
  let printed = "";
  const code = await staffCommand(
    ["reminders"],
    env,
    { write: (text: string) => (printed += text) },
    clock.now,
  );
  expect(code).toBe(0);
  expect(printed).toContain("1 held until 08:00 (no night consent)");
  expect(printed).toContain("1 mail(s) wait in the outbox");
  const eight = new Date(seoul(24 + 8)).toISOString();
  expect(rows()).toEqual([
    { to: "morning@plant.example", status: "pending", attempts: 0, next_at: eight },
  ]);
  // Nothing woke the server; at 08:00:30 its outbox finds the row by itself.
  clock.set(early + 4 * MINUTE + 30_000);
  await vi.waitFor(() => expect(arrived("morning@plant.example")).toHaveLength(1), PATIENT);
  // The mail arrives before the outbox marks its row sent: wait for the row too.
  await vi.waitFor(() => expect(rows()[0]).toMatchObject({ status: "sent", attempts: 1 }), PATIENT);
  expect(clock.now() - early).toBeLessThan(HOUR);
});
