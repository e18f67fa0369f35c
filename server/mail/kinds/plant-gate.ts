import { isNight, nextMorning } from "../night";
import { Skipped, type QueuedClaim, type QueuedSources } from "./kind";

/**
 * When a plant's mail (a reminder, a consent's notice) may leave the outbox, checked at every
 * try, retries included (issue 81): a contact stopped or erased since it was queued gets
 * nothing; between 21:00 and 08:00 in Seoul it waits for 08:00 unless the contact agreed to
 * mail at night. Where no units store is open, the contact counts as one without that consent.
 */
export function plantGate(
  claim: QueuedClaim,
  sources: QueuedSources,
  at: number,
): Date | Skipped | undefined {
  const { contactId } = claim.payload as { contactId: number };
  const contact = sources.plantContact
    ? sources.plantContact(contactId)
    : { stopped: false, nightConsent: false };
  if (!contact) return new Skipped("its plant contact was erased");
  if (contact.stopped) return new Skipped("its plant contact stopped their mail");
  if (isNight(at) && !contact.nightConsent) return new Date(nextMorning(at));
  return undefined;
}
