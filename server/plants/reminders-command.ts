import { queuedMail } from "../inquiries/queued-mail";
import { openStore } from "../inquiries/store";
import { createOutbox } from "../mail/outbox/runner";
import type { MailRoom } from "../mail/room";
import type { ServerConfig } from "../platform/config";
import { openUnitsPart } from "../units/setup";
import { contactState } from "./contacts";
import { runReminders, runSummary } from "./reminders";

type Output = { write(text: string): unknown };

/** How long the command waits for the mails it queued to leave. */
const SEND_WAIT_MS = 60_000;

/**
 * `npm run staff -- reminders`: the daily run, now (server/plants/reminders.ts), then the mails
 * due now are sent from this process through the outbox, as the server's runner would. Mail
 * held for the morning, or a try that failed, waits in the outbox: the running server finds it
 * when it falls due (its outboxes look at the earliest due row at least once a minute). Prints plants and counts, never an address.
 */
export async function remindersCommand(
  config: ServerConfig,
  room: MailRoom,
  out: Output,
  now: () => number = Date.now,
): Promise<number> {
  if (!room.on("plantreminder")) {
    out.write("The reminders need the mail settings (an SMTP server): nothing was queued.\n");
    return 1;
  }
  const store = openStore(config.INQUIRY_DB);
  const units = openUnitsPart(config.DATA_DIR);
  try {
    const run = runReminders({
      plants: units.store.plants,
      queue: (mail, at) => store.outbox.add(mail, at),
      now,
    });
    units.store.plants.setRemindersRanOn(run.day);
    out.write(runSummary(run));
    const send = queuedMail(store, room, {
      accounts: () => [],
      open: () => [],
      now,
      plantContact: (id) => contactState(units.store.plants.contactById(id)),
    });
    const kinds = ["plantreminder", "plantconsent"] as const;
    const runners = kinds.map((kind) =>
      createOutbox(store.outbox, kind, send[kind], {
        on: () => room.on(kind),
        now: () => new Date(now()),
      }),
    );
    const dueNow = () =>
      kinds.some((kind) => {
        const next = store.outbox.nextAt(kind);
        return next !== undefined && Date.parse(next) <= now();
      });
    const until = Date.now() + SEND_WAIT_MS;
    while (dueNow() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    await Promise.all(runners.map((runner) => runner.stop()));
    const counts = kinds.map((kind) => store.outbox.counts(kind));
    const pending = counts.reduce((sum, c) => sum + c.pending, 0);
    const failed = counts.reduce((sum, c) => sum + c.failed, 0);
    out.write(
      pending + failed === 0
        ? "Every mail queued is sent.\n"
        : `${pending} mail(s) wait in the outbox (the morning, or a retry), ${failed} failed.\n`,
    );
    return 0;
  } finally {
    units.store.close();
    store.close();
  }
}
