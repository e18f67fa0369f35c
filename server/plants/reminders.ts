import { purposeOpen, purposeOpensOn } from "../../app/content/privacy";
import { seoulToday } from "../../app/lib/site-clock";
import type { PlantConsentPayload } from "../mail/kinds/plant-consent";
import type { PlantReminderPayload, ReminderUnit } from "../mail/kinds/plant-reminder";
import { isNight, nextMorning } from "../mail/night";
import type { NewMail } from "../mail/outbox/queue";
import { SEOUL_OFFSET, seoulDay } from "../platform/seoul-day";
import { addMonths } from "../units/due";
import type { Contact, DeskUnit, PlantsStore, Reminder } from "../units/plant-store";

/**
 * The plants' reminders (docs/decisions/046-plants.md, "Reminders"), run daily and by
 * `npm run staff -- reminders`. For each plant with units overdue or due within the staff's
 * window that no reminder named since their last service (or delivery): one mail to each
 * active contact, at most one reminder per plant in 7 days, through the one outbox. A contact
 * whose consent was last confirmed two years ago or more gets the consent's notice instead
 * (and it counts as confirmed); mail is not sent from 21:00 to 08:00 in Seoul without the
 * contact's night consent: its row is due at the next 08:00, and the outbox checks the rule
 * and the consent again at every try (server/mail/kinds/plant-gate.ts).
 */

export { isNight, nextMorning };

const DAY_MS = 86_400_000;
/** At most one reminder per plant in this time. */
export const REMINDER_GAP_MS = 7 * DAY_MS;
/** A consent is confirmed to the person again after this many months. */
export const CONFIRM_MONTHS = 24;
/** The daily run's time, in Seoul: within the day's hours, after the morning's mail. */
export const RUN_AT_HOUR = 10;

/** Whether the contact's consent is due to be confirmed to them again on `today`. */
export const needsConfirming = (contact: Contact, today: string) =>
  addMonths(seoulDay(contact.confirmedAt), CONFIRM_MONTHS) <= today;

/**
 * Whether a reminder already named this unit for its present due day: one sent on or after
 * the day its due day is counted from (its last service, else its delivery).
 */
function reminded(unit: DeskUnit, earlier: readonly Reminder[]): boolean {
  const from = unit.due.last?.day ?? unit.deliveredOn ?? "";
  return earlier.some((r) => r.unitIds.includes(unit.id) && seoulDay(r.sentAt) >= from);
}

export interface PlantRun {
  plantId: number;
  customer: string;
  site: string;
  /** The reminder recorded, when one was sent. */
  reminderId?: number;
  units: number;
  /** Reminder mails queued, and those of them held until the morning. */
  mails: number;
  deferred: number;
  /** Consent notices queued (two years since the last confirmation). */
  notices: number;
  /** Why no reminder went, when none did though units are due. */
  held?: "week";
}

export interface ReminderRun {
  day: string;
  plants: PlantRun[];
  /** The day the reminders open, while the privacy policy in force does not cover them. */
  closedUntil?: string;
}

export interface ReminderOptions {
  plants: PlantsStore;
  /** Queues one mail in the outbox (the inquiry store's `outbox.add`). */
  queue: (mail: NewMail, at?: Date) => number;
  now: () => number;
}

/** Runs the reminders once, now; returns what it queued, plant by plant (no addresses). */
export function runReminders({ plants, queue, now }: ReminderOptions): ReminderRun {
  const at = now();
  const today = seoulDay(at);
  // No mail for this purpose before the privacy policy covering it is in force (issue 79), on
  // the site's clock, as the policy pages state it.
  if (!purposeOpen("service-reminders", seoulToday())) {
    return { day: today, plants: [], closedUntil: purposeOpensOn("service-reminders") };
  }
  const night = isNight(at);
  const whenFor = (contact: Contact) =>
    night && !contact.nightConsent ? new Date(nextMorning(at)) : new Date(at);
  const byPlant = new Map<number, Contact[]>();
  for (const contact of plants.allContacts()) {
    if (contact.stoppedAt !== undefined) continue;
    byPlant.set(contact.plantId, [...(byPlant.get(contact.plantId) ?? []), contact]);
  }
  const run: ReminderRun = { day: today, plants: [] };
  for (const [plantId, contacts] of byPlant) {
    const plant = plants.byId(plantId);
    if (!plant) continue;
    const line: PlantRun = {
      plantId,
      customer: plant.customer,
      site: plant.site,
      units: 0,
      mails: 0,
      deferred: 0,
      notices: 0,
    };
    // The two-yearly notice goes instead of a reminder, and confirms the consent as sent.
    const current: Contact[] = [];
    for (const contact of contacts) {
      if (!needsConfirming(contact, today)) {
        current.push(contact);
        continue;
      }
      const payload: PlantConsentPayload = {
        contactId: contact.id,
        to: contact.email,
        name: contact.name,
        lang: contact.lang,
        unsubscribe: contact.unsubscribeToken,
        plant: { customer: plant.customer, site: plant.site },
        consentDay: seoulDay(contact.consentAt),
        confirmedDay: seoulDay(contact.confirmedAt),
      };
      queue({ kind: "plantconsent", payload }, whenFor(contact));
      plants.confirmContact(contact.id, at);
      line.notices += 1;
    }
    const earlier = plants.reminders(plantId);
    const due = plants
      .desk(plantId, today)
      .filter((unit) => unit.due.status === "due" || unit.due.status === "overdue")
      .filter((unit) => !reminded(unit, earlier));
    if (due.length > 0 && current.length > 0) {
      const last = earlier.at(-1);
      if (last && at - last.sentAt < REMINDER_GAP_MS) line.held = "week";
      else {
        const reminder = plants.recordReminder(
          plantId,
          today,
          due.map((unit) => unit.id),
          current.length,
        );
        const units: ReminderUnit[] = due.map((unit) => ({
          tag: unit.tag,
          productCode: unit.productCode,
          serial: unit.serial,
          dueOn: unit.due.dueOn!,
          status: unit.due.status as "due" | "overdue",
        }));
        for (const contact of current) {
          const payload: PlantReminderPayload = {
            contactId: contact.id,
            reminderId: reminder.id,
            to: contact.email,
            name: contact.name,
            lang: contact.lang,
            unsubscribe: contact.unsubscribeToken,
            plant: { token: plant.token, customer: plant.customer, site: plant.site },
            units,
            consentDay: seoulDay(contact.consentAt),
          };
          const when = whenFor(contact);
          queue({ kind: "plantreminder", payload }, when);
          line.mails += 1;
          if (when.getTime() > at) line.deferred += 1;
        }
        line.reminderId = reminder.id;
        line.units = due.length;
      }
    }
    if (line.notices > 0 || line.mails > 0 || line.held) run.plants.push(line);
  }
  return run;
}

/** What a run did, one line per plant, for the staff command and the log (no addresses). */
export function runSummary(run: ReminderRun): string {
  if (run.closedUntil) {
    return `Reminders ${run.day}: none sent; they open on ${run.closedUntil}, when the privacy policy covering them comes into force.\n`;
  }
  if (run.plants.length === 0) return `Reminders ${run.day}: nothing to send.\n`;
  const lines = run.plants.map((p) => {
    const parts = [
      p.mails > 0 && `${p.mails} reminder mail(s) for ${p.units} unit(s)`,
      p.deferred > 0 && `${p.deferred} held until 08:00 (no night consent)`,
      p.notices > 0 && `${p.notices} consent notice(s)`,
      p.held === "week" && "units due, but this plant was reminded within 7 days",
    ].filter(Boolean);
    return `${p.customer} / ${p.site}: ${parts.join("; ")}`;
  });
  return `Reminders ${run.day}:\n${lines.join("\n")}\n`;
}

/**
 * The daily schedule: once a Seoul day, from 10:00, the reminders run (the day is kept in the
 * units database, so a restart or a second process does not run them twice).
 */
export function startReminders(options: {
  run: () => ReminderRun;
  plants: PlantsStore;
  /** Whether the plant mails can be sent (the mail settings); off, nothing is queued. */
  on: () => boolean;
  now?: () => number;
  every?: number;
}) {
  const now = options.now ?? Date.now;
  const tick = () => {
    try {
      if (!options.on()) return;
      const at = now();
      const day = seoulDay(at);
      const hour = new Date(at + SEOUL_OFFSET).getUTCHours();
      if (hour < RUN_AT_HOUR || options.plants.remindersRanOn() === day) return;
      options.plants.setRemindersRanOn(day);
      process.stdout.write(runSummary(options.run()));
    } catch (error) {
      console.error("The plants' reminders stopped on an error:", error);
    }
  };
  const timer = setInterval(tick, options.every ?? 60_000);
  timer.unref();
  tick();
  return { look: tick, stop: () => clearInterval(timer) };
}
