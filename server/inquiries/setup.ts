import type { ServerConfig } from "../platform/config";
import type { IncomingMail, MailboxConfig } from "../mail/incoming";
import type { MailAccount } from "../mail/kinds/kind";
import { queuedKinds, type QueuedKind } from "../mail/kinds";
import { createOutbox, type Outbox, type OutboxOptions } from "../mail/outbox/runner";
import { startMailboxReader, type ReaderOptions } from "../mail/reader";
import { mailRoomOf, type MailRoom } from "../mail/room";
import { mailSettings, type MailSettings } from "../mail/settings";
import { inquiryHealth } from "./health";
import { openInbox } from "./inbox";
import { queuedMail, type DigestSources } from "./queued-mail";
import { startRetentionJob, type JobTimer } from "./privacy";
import { quotationAnswerPage, type AnswerPageOptions } from "./quotation-page";
import { orderPages as orderPagesOf } from "../orders/page";
import { inquiryReceiver } from "./routes";
import { openStore } from "./store";

/** The quota's unit (MAIL_FILES_QUOTA_MB), as the pages count a file's size. */
const MB = 1_000_000;

export interface InquiryOptions {
  /** The outbox's retry schedule and lease (tests shorten them). */
  outbox?: OutboxOptions;
  /** The retention job's clock and timer (tests turn them by hand). */
  retention?: { now?: () => Date; timer?: JobTimer };
  /**
   * The mail settings (the staff services' `mail`: the back office's, under the environment's);
   * without them, the environment's alone.
   */
  mail?: MailSettings;
  /** The mail room (the staff services'); else one over `mail` and `accounts`. */
  room?: MailRoom;
  /**
   * The mailbox the site reads, whose address is the Reply-To of every mail to a buyer; the
   * mail settings' (IMAP_URL or the back office's) unless a test gives another.
   */
  mailbox?: () => MailboxConfig | undefined;
  /** The mailbox reader's timings (tests shorten them). */
  reader?: Pick<ReaderOptions, "pollMs" | "reconnectMs" | "retryMs" | "parseMs">;
  /**
   * The back office's accounts: a buyer's message is notified to the assignee or the owners;
   * a digest mail goes to the account as it is when sent.
   */
  accounts?: () => readonly MailAccount[];
  /** The clock of the buyer's quotation page and of what a digest mail reads (tests move it). */
  now?: () => Date;
  /**
   * The clock of the buyers' mail as it is stored and of the outboxes' claims and sends: a
   * buyer's notice waits out its window on it (tests move it ten minutes on).
   */
  mailNow?: () => Date;
  /**
   * Told of each hard bounce's recipient (a 5.x.x delivery report): the plants' contacts at that
   * address stop (server/plants/contacts.ts). Set after the units store opens.
   */
  hardBounce?: (recipient: string) => void;
  /** A plant's contact now, for the gate on plant mail (set once the units store is open). */
  plantContact?: DigestSources["plantContact"];
  /** The audit log's writer for a buyer's answer to a quotation (the staff services'). */
  audit?: AnswerPageOptions["audit"];
}

/**
 * Opens the inquiry database (creating it on first start), builds the receiver from config and
 * starts the outboxes that send the staff notices and the buyers' confirmations. Both read the
 * mail settings at each send; a notice or confirmation is made when its mail is on as the
 * inquiry arrives, and one left waiting goes out as soon as the settings let it.
 */
export function setUpInquiries(config: ServerConfig, options: InquiryOptions = {}) {
  const store = openStore(config.INQUIRY_DB, {
    mailFilesQuota: Math.round(config.MAIL_FILES_QUOTA_MB * MB),
  });
  // Inquiries past INQUIRY_RETENTION_DAYS go now, then daily (docs/decisions/009-privacy.md).
  const retention = startRetentionJob(store, {
    days: config.INQUIRY_RETENTION_DAYS,
    ...options.retention,
  });
  const mail = options.mail ?? mailSettings({ env: config });
  const mailbox = options.mailbox ?? mail.mailbox;
  const room =
    options.room ??
    mailRoomOf({ ...mail, mailbox }, config.SITE_URL, options.accounts ?? (() => []));
  const inbox = openInbox(store);
  // How each queued kind's claim becomes its mail, composed when it is sent.
  const send = queuedMail(store, room, {
    accounts: options.accounts ?? (() => []),
    open: (at) => inbox.open(at),
    ...(options.now && { now: () => options.now!().getTime() }),
    ...(options.plantContact && { plantContact: options.plantContact }),
  });
  // One runner per queued kind over the one outbox, each on while its mail can be sent.
  const runners = Object.fromEntries(
    queuedKinds().map((kind) => [
      kind,
      createOutbox(store.outbox, kind, send[kind], {
        ...options.outbox,
        ...(options.mailNow && { now: options.mailNow }),
        on: () => room.on(kind),
      }),
    ]),
  ) as Record<QueuedKind, Outbox>;
  // A mail queued wakes its runner, which looks once the queuing transaction has committed;
  // a kind this process does not run (a newer version's, sharing the database) waits for one.
  const stopWaking = store.outbox.onAdded((kind) => runners[kind]?.wake());
  const noticeOn = () => room.on("notice");
  const confirmOn = () => room.on("confirmation");
  const replyOn = () => room.on("reply");
  const { notice: outbox, confirmation: confirmations, reply: replies } = runners;
  // The buyer's page of a quotation, at its signed link (server/inquiries/quotation-page.ts).
  const quotationAnswers = quotationAnswerPage({
    store,
    wake: runners.answer.wake,
    ...(options.now && { now: options.now }),
    ...(options.audit && { audit: options.audit }),
    trustProxy: config.TRUST_PROXY,
  });
  // The buyer's page of an order, at its signed link (server/orders/page.ts, decision 047).
  const orderPages = orderPagesOf({
    orders: () => store.orders,
    ...(options.now && { now: () => options.now!().getTime() }),
  });
  /**
   * The site's own addresses: the sender of its mail and the mailbox read. Mail from them is
   * never a buyer's (a notice answered by mistake, a loop, a forgery): it waits, held. Read
   * per mail; settings that cannot be read throw, and the reader offers the mail again later.
   */
  const own = () => [mail.effective().from.value, mailbox()?.address ?? ""];
  /** A mail from the mailbox stored once, then the notice of a buyer's message it brought. */
  const storeIncoming = async (incoming: IncomingMail, now?: Date) => {
    const result = await store.messages.receive(incoming, now ?? options.mailNow?.(), own());
    const bounce = incoming.kind === "bounce" ? incoming.bounce : undefined;
    // A permanent failure (RFC 3463 class 5) ends a plant contact's mail; a delay does not.
    if (bounce?.recipient && /^5\./.test(bounce.status ?? "")) {
      try {
        options.hardBounce?.(bounce.recipient);
      } catch (error) {
        console.error("A hard bounce could not stop its plant contacts:", error);
      }
    }
    if (result === "stored") runners.message.wake();
    return result;
  };
  // Buyers' answers come back through the mailbox of the mail settings (decision 023).
  const reader = startMailboxReader({
    ...options.reader,
    config: mailbox,
    store: storeIncoming,
    lastStored: store.messages.lastUid,
    startAt: (uidValidity, uidNext) => store.messages.startAt(uidValidity, uidNext),
    // The mailbox follows the inquiry: read mail moves to the site's folder, and is deleted
    // there with its inquiry (issue 47).
    copies: store.messages.copies,
  });
  const stopListening = mail.onChange(() => {
    reader.restart();
    for (const runner of Object.values(runners)) runner.wake();
  });
  if (!noticeOn()) {
    const { pending } = store.noticeCounts();
    if (pending > 0) {
      console.warn(`${pending} mail notices wait for the mail settings (back office or SMTP_URL)`);
    }
  }
  const receiver = inquiryReceiver({
    store,
    formKey: config.FORM_KEY,
    project: config.FORM_PROJECT,
    corsOrigins: config.CORS_ORIGINS,
    rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    notices: { on: noticeOn, wake: outbox.wake },
    confirmations: { on: confirmOn, wake: confirmations.wake },
  });
  return {
    store,
    /** The back office's reads and writes (server/inquiries/inbox.ts). */
    inbox,
    /** Whether a reply can be sent now, and the wake of its outbox after one is queued. */
    replies: { on: replyOn, wake: replies.wake },
    /** The daily digest's days in the outbox, and the wake of its outbox once a day is queued. */
    digests: { days: store.digests, wake: runners.digest.wake },
    /**
     * Stores one mail from the mailbox (the reader's StoreIncoming), then sends the notice of a
     * buyer's message it brought.
     */
    storeIncoming,
    /** The mailbox reader's state, for the mail settings page. */
    mailboxStatus: reader.status,
    /** The buyer's quotation page (GET and POST /quotation/:token), mounted by server/app.ts. */
    quotationAnswers,
    /** The buyer's order page (GET /order/:token), mounted by server/app.ts. */
    orderPages,
    receiver,
    /** The notice's and confirmation's switches, for the other form that stores inquiries. */
    requestMail: {
      notices: { on: noticeOn, wake: outbox.wake },
      confirmations: { on: confirmOn, wake: confirmations.wake },
    },
    health: inquiryHealth(store, config.DATA_DIR),
    /** Stops the retention job and the outbox (letting a try under way end) and closes the database. */
    async close() {
      retention.stop();
      stopListening();
      stopWaking();
      await Promise.all([reader.stop(), ...Object.values(runners).map((runner) => runner.stop())]);
      store.close();
    },
  };
}
