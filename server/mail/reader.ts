import { ImapFlow } from "imapflow";
import { sameFolder, SITE_FOLDER } from "./folders";
import {
  accountOf,
  type IncomingMail,
  type MailboxConfig,
  type ServerCopies,
  type ServerCopy,
  type StoreIncoming,
} from "./incoming";
import { readHeadersOnly, readMessage } from "./read";

/**
 * The mailbox reader: one IMAP connection (imapflow) to the folder the settings name, IDLE where
 * the server offers it, else a poll; each unseen message read, parsed in the work pool (`read.ts`:
 * one past its limit is "could not be read", its raw bytes kept) and handed to the store, and
 * marked \Seen only once the store has committed it (docs/decisions/023-mail-conversation.md).
 * With the store's `copies`, the mailbox follows the inquiry (issue 47): a committed mail then
 * moves to the site's own folder, and is deleted there once its mail is erased or dismissed.
 * It never throws to its caller: a failure is a status and a retry with back-off.
 */

/** Why the reader cannot read, in kinds the settings page words (never the server's text). */
export type FailureKind =
  | "host-not-found"
  | "refused"
  | "timeout"
  | "tls"
  | "login-refused"
  | "folder-missing"
  | "dropped"
  | "other";

export interface ReaderStatus {
  /** off: no mailbox set; watching: IDLE; polling: no IDLE, a look every poll interval. */
  state: "off" | "connecting" | "watching" | "polling" | "failing";
  reason?: FailureKind;
  /** Since when it is in this state (ISO 8601). */
  since: string;
  /** When it last went through the folder's unseen messages (ISO 8601). */
  lastCheckedAt?: string;
  /** Mails erased or dismissed on the site, still to be deleted on the mail server. */
  toDelete?: number;
}

export interface ReaderOptions {
  /** The mailbox as the settings give it now; undefined while none is set (the reader waits). */
  config: () => MailboxConfig | undefined;
  store: StoreIncoming;
  /**
   * The highest UID the store holds of this UIDVALIDITY, if any: messages above it are read even
   * when someone opened them in a mail program first (seen), so none is skipped.
   */
  lastStored?: (uidValidity: string) => number | undefined;
  /**
   * The UID up to which the folder held mail before the site first connected, given the
   * folder's UIDNEXT now: those are never read, seen or not (issue 47). Undefined: all are.
   */
  startAt?: (uidValidity: string, uidNext: number) => number | undefined;
  /** Use IDLE when the server offers it (default true); false polls even then. */
  idle?: boolean;
  /** How often to look when there is no IDLE (ms). */
  pollMs?: number;
  /** Largest message read (bytes); a larger one is noted as too large, headers only. */
  maxBytes?: number;
  /** A message's parse in the work pool: its time limit (ms); past it, "could not be read". */
  parseMs?: number;
  /** Back-off after a failed or dropped connection: the first wait, doubled up to the cap (ms). */
  reconnectMs?: { first: number; max: number };
  /** Back-off for one message whose store threw, while the others go on (ms). */
  retryMs?: { first: number; max: number };
  /** Where the reader's few lines go: kinds and UIDs only, never an address, subject or text. */
  log?: (line: string) => void;
  /**
   * Where the stored mail is on the server (the store's): with it, a committed mail moves to
   * the site's folder and its copy is deleted once its mail is gone. Without it, only \Seen.
   */
  copies?: ServerCopies;
}

export interface MailboxReader {
  stop(): Promise<void>;
  /** The settings changed: drop the connection and connect again with them. */
  restart(): void;
  status(): ReaderStatus;
}

export const MAX_MESSAGE_BYTES = 20 * 1024 * 1024;
/** Messages moved, or copies deleted, per command: a long UID set is refused by some servers. */
const BATCH = 100;

export function startMailboxReader(options: ReaderOptions): MailboxReader {
  const maxBytes = options.maxBytes ?? MAX_MESSAGE_BYTES;
  const parsing = options.parseMs === undefined ? {} : { timeoutMs: options.parseMs };
  const pollMs = options.pollMs ?? 60_000;
  const reconnect = options.reconnectMs ?? { first: 1_000, max: 5 * 60_000 };
  const retry = options.retryMs ?? { first: 30_000, max: 30 * 60_000 };
  const log = options.log ?? ((line: string) => console.warn(`mail reader: ${line}`));

  let status: ReaderStatus = { state: "connecting", since: new Date().toISOString() };
  let stopped = false;
  let restartWanted = false;
  let client: ImapFlow | undefined;
  /** The authserv-id of the connection's settings, whose verdict the parser reads. */
  let authservId: string | undefined;
  /** The connection's mailbox (`accountOf`), stored beside each mail's copy. */
  let account: string | undefined;
  /** Messages whose store threw: when each may be tried again. Keyed "uidvalidity:uid". */
  const retries = new Map<string, { attempts: number; at: number }>();
  /** Messages whose download broke the connection with an oversized answer: headers only. */
  const oversized = new Map<string, number>();
  const wake = alarm();
  const copies = options.copies;
  // An erasure or dismissal in this process: its deletion goes at once, not at the next poll.
  const stopHearing = copies?.onDue(() => wake.ring());
  let stopping!: () => void;
  const stoppedSignal = new Promise<typeof STOPPED>((resolve) => {
    stopping = () => resolve(STOPPED);
  });

  const setStatus = (state: ReaderStatus["state"], reason?: FailureKind) => {
    if (status.state === state && status.reason === reason) return;
    status = {
      state,
      ...(reason ? { reason } : {}),
      since: new Date().toISOString(),
      ...(status.lastCheckedAt ? { lastCheckedAt: status.lastCheckedAt } : {}),
    };
  };

  async function run() {
    let failures = 0;
    while (!stopped) {
      if (restartWanted) failures = 0; // new settings: their first try
      restartWanted = false;
      let config: MailboxConfig | undefined;
      try {
        config = options.config();
      } catch {
        // the settings could not be read (their database busy): as a failed connection
        failures++;
        setStatus("failing", "other");
        await wake.wait(Math.min(reconnect.first * 2 ** (failures - 1), reconnect.max));
        continue;
      }
      if (!config) {
        setStatus("off");
        await wake.wait(Infinity);
        continue;
      }
      // Trying again after a failure keeps saying what failed, since when: the owner reads that.
      if (failures === 0) setStatus("connecting");
      const imap = connection(config, maxBytes);
      client = imap;
      authservId = config.authservId;
      account = accountOf(config);
      let downloading: string | undefined;
      try {
        await imap.connect();
        const box = await imap.mailboxOpen(config.folder || "INBOX").catch((error: unknown) => {
          throw Object.assign(new Error("folder"), { kind: "folder-missing", cause: error });
        });
        const uidValidity = String(box.uidValidity);
        const start = options.startAt?.(uidValidity, Number(box.uidNext ?? 1));
        const useIdle = options.idle !== false && imap.capabilities.has("IDLE");
        imap.on("exists", () => wake.ring());
        imap.on("close", () => wake.ring());
        setStatus(useIdle ? "watching" : "polling");
        const place: Place = {
          account: accountOf(config),
          folder: config.folder || "INBOX",
          siteFolder: config.siteFolder?.trim() || SITE_FOLDER,
          uidValidity,
          siteFolderReady: false,
        };
        while (!stopped && !restartWanted && imap.usable) {
          // Deletions first: an erased mail still in the folder read must go before it is read.
          if (copies) await following(imap, "deleting", () => deleteDue(imap, copies, place));
          await readNew(imap, uidValidity, start, (key) => (downloading = key));
          if (copies && !stopped && !restartWanted) {
            await following(imap, "moving", () => moveStored(imap, copies, place));
          }
          failures = 0; // only a connection that went through the folder counts as working
          status = { ...status, lastCheckedAt: new Date().toISOString() };
          if (stopped || restartWanted || !imap.usable) break;
          const due = Math.min(...[...retries.values()].map((r) => r.at)) - Date.now();
          if (useIdle) imap.idle().catch(() => {}); // a drop ends it; the close wakes us
          // With IDLE too, a look every poll interval: a missed notice waits one interval at most.
          await wake.wait(Math.max(0, Math.min(pollMs, due)));
        }
        if (!stopped && !restartWanted)
          throw Object.assign(new Error("closed"), { kind: "dropped" });
      } catch (error) {
        if (stopped) break;
        if (restartWanted) continue; // the settings changed: connect again at once
        if (downloading && (isTooLarge(error) || isTooLarge(errors.get(imap)))) {
          oversized.set(downloading, (oversized.get(downloading) ?? 0) + 1);
        }
        const kind = failureKind(error);
        failures++;
        setStatus("failing", kind);
        log(`${kind}; connecting again (attempt ${failures})`);
        await wake.wait(Math.min(reconnect.first * 2 ** (failures - 1), reconnect.max));
      } finally {
        client = undefined;
        await closeQuietly(imap);
      }
    }
    setStatus("off");
  }

  async function readNew(
    imap: ImapFlow,
    uidValidity: string,
    start: number | undefined,
    track: (key?: string) => void,
  ) {
    const unseen = ((await imap.search({ seen: false }, { uid: true })) || []).filter(
      (uid) => start === undefined || uid > start,
    );
    // "n:*" always names the newest message, even below n: only those above the mark count.
    const last = options.lastStored?.(uidValidity);
    const newer =
      last === undefined
        ? []
        : ((await imap.search({ uid: `${last + 1}:*` }, { uid: true })) || []).filter(
            (uid) => uid > last,
          );
    const waiting = [...new Set([...unseen, ...newer])];
    // A message stored by another reader, or expunged, is no longer waiting for a retry.
    for (const key of retries.keys()) {
      if (!waiting.some((uid) => key === `${uidValidity}:${uid}`)) retries.delete(key);
    }
    for (const uid of waiting.sort((a, b) => a - b)) {
      if (stopped || restartWanted) return;
      const key = `${uidValidity}:${uid}`;
      if ((retries.get(key)?.at ?? 0) > Date.now()) continue;
      track(key);
      try {
        await readOne(imap, uidValidity, uid, key);
        track(undefined);
      } catch (error) {
        if (!imap.usable || stopped) throw error;
        // This message alone failed (the server refused a fetch, the store threw): later.
        const attempts = (retries.get(key)?.attempts ?? 0) + 1;
        const wait = Math.min(retry.first * 2 ** (attempts - 1), retry.max);
        retries.set(key, { attempts, at: Date.now() + wait });
        log(`message UID ${uid} not stored (attempt ${attempts}); tried again later`);
      }
    }
  }

  async function readOne(imap: ImapFlow, uidValidity: string, uid: number, key: string) {
    const range = String(uid);
    const meta = await imap.fetchOne(
      range,
      { uid: true, size: true, internalDate: true },
      { uid: true },
    );
    if (!meta) return; // expunged meanwhile
    const mailbox = {
      key: { uidValidity, uid },
      receivedAt: dateOf(meta.internalDate),
      ...(authservId && { authservId }),
    };
    let mail: IncomingMail | undefined;
    const declared = meta.size ?? 0;
    if (declared <= maxBytes && !oversized.has(key)) {
      // Never trust the declared size: ask for one byte more than allowed, and imapflow's
      // literal cap (connection()) fails a server that sends more than that anyway.
      const got = await imap.fetchOne(
        range,
        { uid: true, source: { maxLength: maxBytes + 1 } },
        { uid: true },
      );
      if (!got) return;
      const source = got.source ?? Buffer.alloc(0);
      if (source.length <= maxBytes) mail = await readMessage(source, mailbox, parsing);
    }
    if (!mail) {
      // The header block alone; one that itself broke the connection twice is not asked again.
      const header =
        (oversized.get(key) ?? 0) >= 2
          ? Buffer.alloc(0)
          : ((await imap.fetchOne(range, { uid: true, headers: true }, { uid: true })) || {})
              .headers;
      const size = Math.max(declared, maxBytes + 1);
      mail = await readHeadersOnly(header ?? Buffer.alloc(0), { ...mailbox, size }, parsing);
    }
    if (account) mail = { ...mail, account };
    const stored = await Promise.race([options.store(mail), stoppedSignal]);
    // Stopped before the store committed: left unseen, so the next reader offers it again.
    if (stored === STOPPED) return;
    retries.delete(key);
    oversized.delete(key);
    await imap.messageFlagsAdd(range, ["\\Seen"], { uid: true });
  }

  /**
   * Runs the moves or deletions: a failure of theirs (the database busy, a command refused)
   * waits for the next look while reading goes on; a lost connection or folder reconnects.
   */
  async function following(imap: ImapFlow, what: string, work: () => Promise<void>) {
    try {
      await work();
    } catch (error) {
      if (!imap.usable || stopped || restartWanted || (error as { kind?: string }).kind) {
        throw error;
      }
      if (what === "moving") blockMoves("moving failed");
      else log(`${what} on the mail server failed; tried again at the next look`);
    }
  }

  /** When a refused move (or a site folder that could not be made) may be tried again. */
  const moveBlock = { attempts: 0, until: 0 };
  const blockMoves = (why: string) => {
    moveBlock.attempts += 1;
    moveBlock.until = Date.now() + Math.min(retry.first * 2 ** (moveBlock.attempts - 1), retry.max);
    log(`${why}; moving to the site's folder tried again later (attempt ${moveBlock.attempts})`);
  };

  /**
   * Moves what the store committed from the folder read to the site's folder (issue 47), and
   * tells the store where each went: its UID there from the server's COPYUID when it gives one.
   * imapflow's messageMove is MOVE, or COPY with \Deleted and EXPUNGE where MOVE is missing.
   */
  async function moveStored(imap: ImapFlow, copies: ServerCopies, place: Place) {
    if (moveBlock.until > Date.now()) return;
    for (;;) {
      if (stopped || restartWanted) return;
      const batch = copies
        .toMove(place.account, place.uidValidity, BATCH)
        .filter((copy): copy is ServerCopy & { uid: number } => copy.uid !== undefined);
      if (batch.length === 0) return;
      if (sameFolder(place.siteFolder, place.folder)) {
        // Settings that name one folder for both (IMAP_URL's path): followed where it is.
        for (const copy of batch) {
          const { account, folder, uidValidity } = place;
          copies.moved(copy.id, { account, folder, uidValidity, uid: copy.uid });
        }
        continue;
      }
      if (!(await siteFolderReady(imap, place))) return;
      const found = await present(imap, batch);
      const here: typeof batch = [];
      for (const copy of batch) {
        if (found.has(copy.uid) && sameMail(copy, found.get(copy.uid))) here.push(copy);
        // Another mail at that UID (an old row of another mailbox), or none to find it by.
        else if (found.has(copy.uid) || !copy.messageId) copies.gone(copy.id);
        // Gone from the folder read: most likely moved before its place was written (a stop
        // in between); looked for in the site's folder by its Message-ID when it is deleted.
        else copies.moved(copy.id, { account: place.account, folder: place.siteFolder });
      }
      if (here.length > 0) {
        const moved = await imap.messageMove(uidSet(here), place.siteFolder, { uid: true });
        if (!moved) {
          if (!imap.usable) throw Object.assign(new Error("closed"), { kind: "dropped" });
          // The folder may have been deleted meanwhile (TRYCREATE): made again at the next try.
          place.siteFolderReady = false;
          blockMoves(`the server refused to move ${here.length} messages`);
          return;
        }
        moveBlock.attempts = 0;
        const uidValidity = moved.uidValidity === undefined ? undefined : String(moved.uidValidity);
        for (const copy of here) {
          const uid = moved.uidMap?.get(copy.uid);
          copies.moved(copy.id, {
            account: place.account,
            folder: place.siteFolder,
            ...(uidValidity && uid !== undefined && { uidValidity, uid }),
          });
        }
      }
      if (batch.length < BATCH) return;
    }
  }

  /** Makes the site's folder when missing, once a connection. */
  async function siteFolderReady(imap: ImapFlow, place: Place) {
    if (place.siteFolderReady) return true;
    try {
      await imap.mailboxCreate(place.siteFolder);
    } catch (error) {
      if (!imap.usable) throw error;
      // A server may refuse to make a folder that exists without saying ALREADYEXISTS.
      const there = await imap.status(place.siteFolder, { uidValidity: true }).catch(() => false);
      if (!there) {
        blockMoves("the site's folder could not be made");
        return false;
      }
    }
    place.siteFolderReady = true;
    return true;
  }

  /**
   * Deletes from the server the copies whose mail the site no longer keeps (erased, expired,
   * dismissed), in the site's folder or still in the folder read, then selects the folder read
   * again. A copy the server refuses is tried again later; the others go on.
   */
  async function deleteDue(imap: ImapFlow, copies: ServerCopies, place: Place) {
    const due = copies.toDelete(place.account, new Date(), BATCH);
    if (due.length === 0) return;
    // The folder read first, as it is selected; then each other folder once.
    const folders = new Map<string, ServerCopy[]>([[place.folder, []]]);
    for (const copy of due) {
      const elsewhere = copy.folder && !sameFolder(copy.folder, place.folder);
      const folder = elsewhere ? copy.folder! : place.folder;
      folders.set(folder, [...(folders.get(folder) ?? []), copy]);
    }
    let left = false;
    let deleted = 0;
    try {
      for (const [folder, group] of folders) {
        if (group.length === 0) continue;
        let uidValidity = place.uidValidity;
        if (folder !== place.folder) {
          left = true;
          try {
            uidValidity = String((await imap.mailboxOpen(folder)).uidValidity);
          } catch (error) {
            if (!imap.usable) throw error;
            // A folder that is gone took its mail along; another failure is tried again later.
            const missing = (error as { mailboxMissing?: boolean }).mailboxMissing === true;
            for (const copy of group) {
              if (missing) copies.deleted(copy.id);
              else copies.retryLater(copy.id, new Date());
            }
            continue;
          }
        }
        for (const copy of group) {
          if (stopped) return;
          deleted += await deleteCopy(imap, copies, place, copy, folder, uidValidity);
        }
      }
    } finally {
      if (deleted > 0) log(`${deleted} messages deleted from the mail server`);
      // Reading goes on in the folder read only: selected again before anything else runs.
      if (left && imap.usable && !stopped) await reselect(imap, place);
    }
  }

  /** Deletes one copy in the selected folder; returns how many messages went. */
  async function deleteCopy(
    imap: ImapFlow,
    copies: ServerCopies,
    place: Place,
    copy: ServerCopy,
    folder: string,
    uidValidity: string,
  ) {
    try {
      const uids = await locate(imap, copy, uidValidity);
      const inRead = folder === place.folder && !copy.folder;
      if (uids.length === 0 && inRead && copy.messageId) {
        if (!sameFolder(place.siteFolder, place.folder)) {
          // Not in the folder read: moved before its place was written; looked for there next.
          copies.moved(copy.id, { account: place.account, folder: place.siteFolder });
          return 0;
        }
      }
      if (uids.length > 0 && !(await imap.messageDelete(uids.join(","), { uid: true }))) {
        if (!imap.usable) throw Object.assign(new Error("closed"), { kind: "dropped" });
        copies.retryLater(copy.id, new Date());
        return 0;
      }
      copies.deleted(copy.id);
      return uids.length;
    } catch (error) {
      if (!imap.usable || stopped) throw error;
      copies.retryLater(copy.id, new Date());
      return 0;
    }
  }

  const running = run().catch(() => setStatus("off"));

  return {
    async stop() {
      stopped = true;
      stopHearing?.();
      stopping();
      wake.ring();
      await closeQuietly(client);
      await running;
    },
    restart() {
      restartWanted = true;
      wake.ring();
      void closeQuietly(client);
    },
    status() {
      let toDelete: number | undefined;
      try {
        toDelete = copies?.waiting();
      } catch {
        // the database busy: the page shows the rest
      }
      return { ...status, ...(toDelete && { toDelete }) };
    },
  };
}

const STOPPED = Symbol("stopped");

/** The connection's folders, as the reader moves and deletes in them. */
interface Place {
  account: string;
  /** The folder read, and its UIDVALIDITY at this connection. */
  folder: string;
  uidValidity: string;
  /** The site's own folder. */
  siteFolder: string;
  /** Made (or found) on this connection. */
  siteFolderReady: boolean;
}

/** Selects the folder read again; a new UIDVALIDITY (the folder made again) reconnects. */
async function reselect(imap: ImapFlow, place: Place) {
  const box = await imap.mailboxOpen(place.folder).catch((error: unknown) => {
    throw Object.assign(new Error("folder"), { kind: "folder-missing", cause: error });
  });
  if (String(box.uidValidity) !== place.uidValidity) {
    throw Object.assign(new Error("uidvalidity"), { kind: "dropped" });
  }
}

/** A UID set for one command: "3,7,9". */
const uidSet = (copies: readonly { uid?: number }[]) => copies.map((copy) => copy.uid).join(",");

/** Which of these UIDs the selected folder holds, with each one's Message-ID. */
async function present(imap: ImapFlow, copies: readonly { uid?: number }[]) {
  const found = new Map<number, string | undefined>();
  const messages = await imap.fetchAll(
    uidSet(copies),
    { uid: true, envelope: true },
    { uid: true },
  );
  for (const message of messages) found.set(message.uid, message.envelope?.messageId);
  return found;
}

/** A Message-ID as the store keeps it: no angle brackets, no spaces. */
const bareId = (id: string | undefined) => id?.trim().replace(/^<|>$/g, "").toLowerCase();

/**
 * Whether the message at a copy's UID is that copy's mail. A copy of this mailbox's (its account
 * known) is, by its UID alone; one stored before schema 12 may have been read from another
 * mailbox with the same UIDVALIDITY, so its Message-ID must agree too.
 */
function sameMail(copy: ServerCopy, messageId: string | undefined) {
  if (copy.account || !copy.messageId) return true;
  return bareId(messageId) === bareId(copy.messageId);
}

/**
 * The UIDs of a copy in the selected folder (of UIDVALIDITY `uidValidity`): its own UID when
 * that still names it (exact: nothing the mail says is trusted), else the messages whose
 * Message-ID header is its own, which can only be copies of that same mail.
 */
async function locate(imap: ImapFlow, copy: ServerCopy, uidValidity: string): Promise<number[]> {
  if (copy.uid !== undefined && copy.uidValidity === uidValidity) {
    if (copy.account || !copy.messageId) return [copy.uid];
    const found = await present(imap, [copy]);
    if (found.has(copy.uid) && sameMail(copy, found.get(copy.uid))) return [copy.uid];
  }
  if (!copy.messageId) return [];
  const found = await imap.search(
    { header: { "message-id": `<${copy.messageId}>` } },
    { uid: true },
  );
  if (found === false) throw new Error("search refused");
  return found ?? [];
}
const errors = new WeakMap<ImapFlow, unknown>();

function connection(config: MailboxConfig, maxBytes: number) {
  const imap = new ImapFlow({
    host: config.host,
    port: config.port,
    secure: config.security === "tls",
    // STARTTLS required when asked for; "none" never upgrades (a relay on this host).
    doSTARTTLS:
      config.security === "starttls" ? true : config.security === "none" ? false : undefined,
    servername: config.host,
    auth: { user: config.user, pass: config.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 5 * 60_000,
    // IDLE is renewed before the socket's inactivity limit, as servers drop an idle of 30 min.
    maxIdleTime: 4 * 60_000,
    // A message is asked for with a byte cap; a server that sends a larger literal anyway
    // ends the connection before the bytes are kept.
    maxLiteralSize: maxBytes + 1 + 64 * 1024,
    maxResponseSize: maxBytes + 1 + 128 * 1024,
  });
  // The error also rejects the call in progress or closes the connection; the loop handles it,
  // looking here for why (the call itself may only say the connection closed).
  imap.on("error", (error: unknown) => errors.set(imap, error));
  return imap;
}

async function closeQuietly(imap: ImapFlow | undefined) {
  if (!imap) return;
  try {
    if (imap.usable) await Promise.race([imap.logout(), new Promise((r) => setTimeout(r, 2_000))]);
  } catch {
    // closing anyway
  }
  imap.close();
}

function dateOf(value: Date | string | undefined) {
  const date = value ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
}

function isTooLarge(error: unknown) {
  const code = (error as { code?: string } | undefined)?.code ?? "";
  return /^(LiteralTooLarge|ResponseTooLarge)$/.test(code);
}

/** The plain kind of a connection's failure, for the status and the settings page. */
export function failureKind(error: unknown): FailureKind {
  const e = (error ?? {}) as {
    kind?: FailureKind;
    code?: string;
    authenticationFailed?: boolean;
    tlsFailed?: boolean;
  };
  if (e.kind) return e.kind;
  if (e.authenticationFailed) return "login-refused";
  if (e.tlsFailed) return "tls";
  const code = e.code ?? "";
  if (/^(ENOTFOUND|EAI_AGAIN|EAI_NONAME)$/.test(code)) return "host-not-found";
  if (code === "ECONNREFUSED") return "refused";
  if (/TIMEOUT|ETIMEDOUT/.test(code)) return "timeout";
  if (/^(ERR_TLS|ERR_SSL|CERT_|DEPTH_ZERO|UNABLE_TO_|SELF_SIGNED)/.test(code)) return "tls";
  if (/^(ECONNRESET|EPIPE|NoConnection|EConnectionClosed|ClosedAfterConnect)/.test(code)) {
    return "dropped";
  }
  return "other";
}

/** A wake-up: ring() ends the current wait, or the next one if none is waiting. */
function alarm() {
  let rung = false;
  let wakeUp: (() => void) | undefined;
  return {
    ring() {
      rung = true;
      wakeUp?.();
    },
    wait(ms: number) {
      if (rung) {
        rung = false;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => {
        const timer = Number.isFinite(ms) ? setTimeout(done, ms) : undefined;
        function done() {
          clearTimeout(timer);
          wakeUp = undefined;
          rung = false;
          resolve();
        }
        wakeUp = done;
      });
    },
  };
}
