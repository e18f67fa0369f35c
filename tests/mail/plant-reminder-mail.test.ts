import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { run as staffCommand } from "../../server/admin/command";
import { addDays, addMonths } from "../../server/units/due";
import { runReminders } from "../../server/plants/reminders";
import { bouncedAddress } from "../../server/plants/contacts";
import type { IncomingMail } from "../../server/mail/incoming";
import { seoulDay } from "../../server/platform/seoul-day";
import { openUnitsPart } from "../../server/units/setup";
import { unsubscribePages } from "../../server/plants/unsubscribe";
import { openUnitsStore, type UnitsStore } from "../../server/units/store";
import { deliveredUnit, FORMS_OPEN_AT } from "../fixtures/units";
import { setSiteClock } from "../../app/lib/site-clock";
import { haeyoEndings } from "../style/check";
import { startReceiver } from "../receiver/harness";
import { bodyOf, headerOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";

/**
 * A plant's reminder as a mail server receives it (decision 046): queued by the daily run into
 * the one outbox, sent over a real SMTP conversation after a refused try (the outbox's retry),
 * with "(광고)" first in its subject, RFC 8058's two headers, the one-tap request and the opt-out
 * in its text; the List-Unsubscribe link, posted as a mail client's one-click does, stops the
 * contact.
 */

const SITE_URL = "https://www.hanbit.example";
let smtp: FakeSmtp;
let site: Awaited<ReturnType<typeof startReceiver>>;
let units: UnitsStore;

const started = Date.now();

beforeAll(async () => {
  // The privacy policy covering reminders in force on the site's clock (issue 79).
  setSiteClock(() => Date.parse(FORMS_OPEN_AT));
  smtp = await startSmtp();
  site = await startReceiver(
    {
      RATE_LIMIT_PER_MINUTE: "0",
      SITE_URL,
      SMTP_URL: smtp.url,
      MAIL_FROM: "website@hanbit.example",
      MAIL_TO: "sales@hanbit.example",
    },
    // One try refused: the next, a second later, goes through. The outbox's clock runs from
    // 11:00 in Seoul, so the night rule (checked at each try) never holds it whatever the hour.
    {
      outbox: { retrySchedule: [200] },
      mailNow: () => new Date(Date.UTC(2026, 10, 27, 2) + (Date.now() - started)),
    },
  );
  units = openUnitsStore(join(mkdtempSync(join(tmpdir(), "plant-mail-")), "units.sqlite"), {
    now: () => Date.UTC(2026, 10, 27, 2),
  });
});
afterAll(async () => {
  setSiteClock(undefined);
  units?.close();
  await site?.close();
  await smtp?.close();
});

/** The inbox once it holds `count` mails (a bound for a hang, never a measure). */
const waitFor = async (count: number) => {
  await vi.waitFor(() => expect(smtp.inbox.length).toBeGreaterThanOrEqual(count), {
    timeout: 100_000,
    interval: 20,
  });
  return smtp.inbox;
};

describe("the reminder through SMTP", () => {
  test("arrives marked as advertising, with one-click unsubscribe that stops the contact", async () => {
    const product = { id: "480-035", code: "480-035" };
    const unit = units.add(
      deliveredUnit(product, { deliveredOn: "2025-12-10", tag: "MOV-101" }),
      "staff",
    );
    units.plants.setProductPlan(unit.plantId!, "480-035", { kind: "inspection", months: 12 }, "x");
    const contact = units.plants.addContact(
      unit.plantId!,
      {
        name: "김정비",
        email: "planner@plant.example",
        lang: "ko",
        consentAt: Date.UTC(2026, 2, 2, 3),
        consentHow: "서면 동의",
        consentPolicy: "2026-12-18",
        nightConsent: false,
      },
      "owner@hanbit.example",
    );
    smtp.refuse(451);
    const run = runReminders({
      plants: units.plants,
      queue: (mail, at) => site.store.outbox.add(mail, at),
      now: () => Date.UTC(2026, 10, 27, 2),
    });
    const reminderId = run.plants[0]!.reminderId!;
    const [mail] = await waitFor(1);
    expect(mail, "no reminder arrived").toBeDefined();
    expect(smtp.stats().refused).toBe(1);
    expect(mail!.to).toEqual(["planner@plant.example"]);
    const raw = mail!.raw;
    expect(subjectOf(raw)).toMatch(/^\(광고\) /);
    const unsubscribe = `${SITE_URL}/unsubscribe/${contact.unsubscribeToken}`;
    expect(headerOf(raw, "List-Unsubscribe")).toBe(`<${unsubscribe}>`);
    expect(headerOf(raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
    const text = bodyOf(raw);
    expect(text).toContain(
      `${SITE_URL}/plant/${units.plants.byId(unit.plantId!)!.token}?kind=service&unit=${unit.serial}&r=${reminderId}`,
    );
    expect(text).toContain(unsubscribe);
    expect(text).toContain("MOV-101");
    expect(haeyoEndings(`${subjectOf(raw)}\n${text}`)).toEqual([]);

    // The mail client's one-click: a POST to the header's link with RFC 8058's body.
    const pages = unsubscribePages({ plants: () => units.plants, outbox: () => site.store.outbox });
    const answer = await pages.fetch(
      new Request(unsubscribe, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "List-Unsubscribe=One-Click",
      }),
    );
    expect(answer.status).toBe(200);
    expect(units.plants.contacts(unit.plantId!)[0]).toMatchObject({ stoppedWhy: "unsubscribed" });
  });
});

describe("npm run staff -- reminders", () => {
  test("runs the reminders now, sends them, and prints plants and counts, no address", async () => {
    const dir = mkdtempSync(join(tmpdir(), "plant-command-"));
    const today = seoulDay(Date.now());
    const part = openUnitsPart(dir);
    const unit = part.store.add(
      deliveredUnit(
        { id: "480-035", code: "480-035" },
        { deliveredOn: addDays(addMonths(today, -12), 5), site: "명령 정수장" },
      ),
      "staff",
    );
    part.store.plants.setProductPlan(
      unit.plantId!,
      "480-035",
      { kind: "inspection", months: 12 },
      "x",
    );
    // Night consent: the command runs on the real clock, whatever the hour in Seoul.
    part.store.plants.addContact(
      unit.plantId!,
      {
        name: "Jane Park",
        email: "jane@plant.example",
        lang: "en",
        consentAt: Date.now() - 86_400_000,
        consentHow: "signed form",
        consentPolicy: "2026-12-18",
        nightConsent: true,
      },
      "owner@hanbit.example",
    );
    part.store.close();
    const before = smtp.inbox.length;
    let printed = "";
    const code = await staffCommand(
      ["reminders"],
      {
        DATA_DIR: dir,
        INQUIRY_DB: join(dir, "inquiries.sqlite"),
        SITE_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: "website@hanbit.example",
      },
      { write: (text: string) => (printed += text) },
    );
    expect(code).toBe(0);
    expect(printed).toBe(
      `Reminders ${today}:\n한빛수자원 주식회사 / 명령 정수장: 1 reminder mail(s) for 1 unit(s)\nEvery mail queued is sent.\n`,
    );
    expect(printed).not.toContain("@");
    const sent = smtp.inbox.slice(before);
    expect(sent.map((mail) => mail.to)).toEqual([["jane@plant.example"]]);
    expect(subjectOf(sent[0]!.raw)).toBe(
      "(광고) [Advertisement] Service due for 1 unit at 명령 정수장",
    );
    // Run again the same day: nothing more to send.
    printed = "";
    await staffCommand(
      ["reminders"],
      { DATA_DIR: dir, INQUIRY_DB: join(dir, "inquiries.sqlite"), SMTP_URL: smtp.url },
      { write: (text: string) => (printed += text) },
    );
    expect(printed).toBe(`Reminders ${today}: nothing to send.\nEvery mail queued is sent.\n`);
  });
});

describe("a delivery report", () => {
  test("a hard bounce (5.x.x) stops the contact; a delay (4.x.x) does not", async () => {
    const dir = mkdtempSync(join(tmpdir(), "plant-bounce-"));
    const part = openUnitsPart(dir);
    const unit = part.store.add(deliveredUnit({ id: "480-035", code: "480-035" }), "staff");
    const add = (email: string) =>
      part.store.plants.addContact(
        unit.plantId!,
        {
          name: "김정비",
          email,
          lang: "ko",
          consentAt: Date.now(),
          consentHow: "서면 동의",
          consentPolicy: "2026-12-18",
          nightConsent: false,
        },
        "owner@hanbit.example",
      );
    const gone = add("gone@plant.example");
    const slow = add("slow@plant.example");
    // As server/start.ts wires the mailbox's reports to the plants.
    const receiver = await startReceiver(
      { RATE_LIMIT_PER_MINUTE: "0" },
      {
        dir,
        hardBounce: (recipient) =>
          bouncedAddress(part.store.plants, receiverStore().outbox, recipient),
      },
    );
    const receiverStore = () => receiver.store;
    const report = (recipient: string, status: string, uid: number): IncomingMail => ({
      key: { uidValidity: "1700000000", uid },
      messageId: `dsn${uid}@mx.plant.example`,
      references: [],
      subject: "Undelivered Mail Returned to Sender",
      from: { address: "MAILER-DAEMON@mx.plant.example" },
      date: new Date().toISOString(),
      text: "The mail could not be delivered.",
      kind: "bounce",
      attachments: [],
      bounce: { recipient, status, diagnostic: "smtp; 550 user unknown" },
    });
    try {
      await receiver.storeIncoming(report("slow@plant.example", "4.2.2", 1));
      await receiver.storeIncoming(report("GONE@plant.example", "5.1.1", 2));
      const state = (id: number) =>
        part.store.plants.contacts(unit.plantId!).find((c) => c.id === id)!;
      expect(state(gone.id).stoppedWhy).toBe("bounced");
      expect(state(slow.id).stoppedAt).toBeUndefined();
    } finally {
      await receiver.close();
      part.store.close();
    }
  });
});
