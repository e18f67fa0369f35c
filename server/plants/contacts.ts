import { existsSync } from "node:fs";
import { join } from "node:path";
import type { PlantContactState } from "../mail/kinds/kind";
import type { OutboxQueue } from "../mail/outbox/queue";
import { openUnitsPart } from "../units/setup";
import {
  PLANT_LIMITS,
  type Contact,
  type ContactInput,
  type PlantsStore,
} from "../units/plant-store";

/**
 * A plant's contacts as staff keep them (docs/decisions/046-plants.md, "Contacts and consent"):
 * added only with the consent's record, stopped by an unsubscribe or a hard bounce (their mail
 * not yet sent goes with it), erased with every plant mail that named them.
 */

/** The version of the privacy policy that tells of contacts and reminders (app/content). */
export const CONTACTS_POLICY_VERSION = "2026-11-27";

/** What the outbox's gate reads of a contact at each try of their mail; undefined once erased. */
export const contactState = (contact: Contact | undefined): PlantContactState | undefined =>
  contact && { stopped: contact.stoppedAt !== undefined, nightConsent: contact.nightConsent };

export type ContactField = "name" | "email" | "lang" | "consentAt" | "consentHow" | "consentPolicy";
export type ContactError = "required" | "email" | "future" | "tooLong" | "taken";

const EMAIL = /^[^\s@<>"(),;:]+@[^\s@<>"(),;:]+\.[^\s@<>"(),;:]+$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOW_MAX = 200;

/**
 * A contact from the back office's form: every field of the consent's record required, the day
 * of the consent a real day not after today (Seoul), its time noon in Seoul (the day is what
 * staff know). Errors by field, worded by the page.
 */
export function readContactForm(
  form: { get(name: string): unknown },
  today: string,
  taken: (email: string) => boolean,
):
  | { ok: true; input: ContactInput }
  | { ok: false; errors: Partial<Record<ContactField, ContactError>> } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.replace(/\s+/g, " ").trim() : "";
  };
  const errors: Partial<Record<ContactField, ContactError>> = {};
  const name = text("name");
  const email = text("email").toLowerCase();
  const lang = text("lang");
  const consentDay = text("consentAt");
  const consentHow = text("consentHow");
  const consentPolicy = text("consentPolicy");
  if (!name) errors.name = "required";
  else if (name.length > PLANT_LIMITS.name) errors.name = "tooLong";
  if (!email) errors.email = "required";
  else if (email.length > PLANT_LIMITS.email || !EMAIL.test(email)) errors.email = "email";
  else if (taken(email)) errors.email = "taken";
  if (lang !== "ko" && lang !== "en") errors.lang = "required";
  const at = DAY.test(consentDay) ? Date.parse(`${consentDay}T12:00:00+09:00`) : NaN;
  if (!consentDay || Number.isNaN(at)) errors.consentAt = "required";
  else if (consentDay > today) errors.consentAt = "future";
  if (!consentHow) errors.consentHow = "required";
  else if (consentHow.length > HOW_MAX) errors.consentHow = "tooLong";
  if (!consentPolicy) errors.consentPolicy = "required";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name,
      email,
      lang: lang as "ko" | "en",
      consentAt: at,
      consentHow,
      consentPolicy,
      nightConsent: form.get("nightConsent") === "on",
    },
  };
}

/** The person followed their mail's opt-out: stopped, and nothing more of theirs leaves. */
export function unsubscribeContact(
  plants: PlantsStore,
  outbox: Pick<OutboxQueue, "forgetContact">,
  contact: Contact,
): void {
  plants.stopContact(contact.id, "unsubscribed");
  outbox.forgetContact(contact.id);
}

/** A hard bounce names an address: every contact at it stops, at any plant. */
export function bouncedAddress(
  plants: PlantsStore,
  outbox: Pick<OutboxQueue, "forgetContact">,
  email: string,
): number {
  const active = plants.contactsByEmail(email).filter((c) => c.stoppedAt === undefined);
  plants.stopAddress(email, "bounced");
  for (const contact of active) outbox.forgetContact(contact.id);
  return active.length;
}

/**
 * Erases contacts (the person's request, or staff removing one): their rows, and every plant
 * mail to their address in the outbox, sent or not. The units database's rows reach the replica
 * as every write does; the inquiries' erasure by the same address takes the mailbox's copies.
 */
export function eraseContacts(
  plants: PlantsStore,
  outbox: Pick<OutboxQueue, "eraseAddress" | "eraseContact">,
  contacts: readonly Contact[],
): number {
  for (const contact of contacts) {
    plants.removeContact(contact.id);
    outbox.eraseContact(contact.id);
  }
  const addresses = new Set(contacts.map((c) => c.email));
  // Rows of a contact erased earlier, or merged away, still name the address.
  for (const email of addresses) {
    if (plants.contactsByEmail(email).length === 0) outbox.eraseAddress(email);
  }
  return contacts.length;
}

/**
 * A person's erasure by e-mail (`npm run inquiries -- erase`, the back office's erasure page):
 * their contacts at every plant and their plant mail go with their inquiries. Opens the units
 * database only when there is one.
 */
export function erasePlantContacts(
  dataDir: string,
  outbox: Pick<OutboxQueue, "eraseAddress" | "eraseContact">,
  email: string,
): number {
  const file = join(dataDir, "units.sqlite");
  if (!existsSync(file)) {
    outbox.eraseAddress(email);
    return 0;
  }
  const units = openUnitsPart(dataDir);
  try {
    const { plants } = units.store;
    const erased = eraseContacts(plants, outbox, plants.contactsByEmail(email));
    outbox.eraseAddress(email);
    return erased;
  } finally {
    units.store.close();
  }
}
