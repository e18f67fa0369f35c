import { queuedKinds, queuedOf, type QueuedKind } from "./kinds";
import { Skipped, type QueuedSources } from "./kinds/kind";
import type { MailRoom } from "./room";
import type { SendClaim } from "./outbox/runner";

/** The sources as the inquiries provide them: the room adds each kind's sending address. */
export type ClaimSources = Omit<QueuedSources, "from">;

/**
 * How every queued kind's claim is sent, the same way for each (decision 039): its file's
 * `queued.input` reads the claim back into its input from `sources`, at each try, and the room
 * composes and sends it. A kind that declares `queued` is sent here with no line of its own;
 * its `queued.gate`, when it has one, says first whether it may go at `at` (every try).
 */
export function sendQueued(room: MailRoom, sources: ClaimSources): Record<QueuedKind, SendClaim> {
  const sender =
    (kind: QueuedKind): SendClaim =>
    async (claim, at = new Date()) => {
      const queued = queuedOf(kind)!;
      const from = room.sender(kind)?.from ?? "";
      const read = { ...sources, from };
      // Whether it may go now, at this try (the night rule, a consent withdrawn meanwhile).
      const gate = queued.gate?.(claim, read, at.getTime());
      if (gate instanceof Skipped) return { skipped: gate.reason };
      if (gate) return { held: gate };
      const input = await queued.input(claim, read);
      if (input instanceof Skipped) return { skipped: input.reason };
      const letters = await room.send(kind, input as never);
      if (letters === 0 && queued.whenEmpty) return { skipped: queued.whenEmpty };
    };
  return Object.fromEntries(queuedKinds().map((kind) => [kind, sender(kind)])) as Record<
    QueuedKind,
    SendClaim
  >;
}
