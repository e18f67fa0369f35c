import { rmSync, writeFileSync } from "node:fs";
import { createServer, type RequestListener, type Server, type ServerOptions } from "node:http";
import { join } from "node:path";
import { isDeepStrictEqual } from "node:util";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { bodyRoutes, createApp } from "./app";
import { dailyBackups, dailyReplicaVerify } from "./backup/daily";
import { verifyReplica } from "./backup/replica-restore";
import { startReplica, withReplica } from "./backup/replica";
import { replicaMail } from "./backup/replica-mail";
import { rcloneBinary, rcloneEnv, requireReplicaTools } from "./backup/replica-tools";
import { claimReplica, type ReplicaClaim } from "./backup/replica-stamp";
import { takeLease, type ReplicaLease } from "./backup/replica-lease";
import { rcloneDaemon } from "./backup/rclone-daemon";
import { parseReplicaUrl } from "./platform/replica-url";
import { setAcknowledgeGate } from "./platform/acknowledge";
import { readConfig } from "./platform/config";
import { refusedStart } from "./platform/refused-start";
import { configureBodies } from "./platform/body";
import { diskReserve } from "./platform/disk-space";
import { markRunning, markStopping, recentRestarts } from "./platform/restarts";
import { builtDocuments } from "../app/documents/manifest.server";
import { showSettings } from "../app/site/shown-settings.server";
import { SHOWN_DEFAULTS, shownOf } from "../config/settings";
import { openContentPart } from "./content/live";
import { dailySweep } from "./content/sweep";
import { documentsKeeper } from "./documents/keeper";
import { setUpEdge } from "./edge/setup";
import { launchSettings } from "./platform/launch";
import { startDigest } from "./inquiries/digest";
import { setUpInquiries } from "./inquiries/setup";
import { setUpStaff } from "./admin/setup";
import { openStats } from "./stats/counter";
import { openUnitsPart, purgeReferencesOnChange } from "./units/setup";
import { bouncedAddress, contactState } from "./plants/contacts";
import type { PlantContactState } from "./mail/kinds/kind";
import { runReminders, startReminders } from "./plants/reminders";
import { indexStaticFiles } from "./http/static-files";
import { doorPosts } from "./http/door-posts";
import { stoppable } from "./http/stop";
import { builtDatedState } from "../app/dated-state.server";
import { closeWork, setWorkScript } from "./work/pool";
import { watchCertificateDays } from "./certificates/day-purge";
import { watchEmptyPages } from "./edge/empty-pages";
import { emptyPages } from "../app/empty-pages.server";
import { seoulToday } from "../app/lib/site-clock";

/**
 * Node's 5 s keep-alive closes a connection while a client may be reusing it (a reset on a busy
 * machine); a proxy's pool (Varnish's 60 s) must also give up its connections first.
 */
export function keepConnections(server: ReturnType<typeof serve>) {
  if ("keepAliveTimeout" in server) {
    server.keepAliveTimeout = 75_000;
    server.headersTimeout = 76_000;
  }
}

/** After the grace, what is still closing (a mail under way, the work pool) gets this long. */
const CLOSING_AFTER_GRACE_MS = 1000;

/** What `make` throws is a refused start: restarting would only repeat it. */
function refusing<T>(make: () => T): T {
  try {
    return make();
  } catch (error) {
    throw refusedStart(error);
  }
}

/**
 * Starts the built site in `buildDir` from the environment; SIGTERM lets open requests finish,
 * then exits (0 when nothing was cut).
 */
export async function start(buildDir: string) {
  const config = refusing(readConfig);
  // Work on what strangers and staff send runs in these threads (server/work/).
  setWorkScript(join(buildDir, "app/work-worker.js"));
  // The pages state the period the retention job applies, from this start's value
  // (docs/decisions/016-start-time-settings.md).
  const shown = shownOf(config);
  showSettings(shown);
  const build = (await import(
    pathToFileURL(join(buildDir, "server/index.js")).href
  )) as ServerBuild;
  // Before any store makes its database: an empty or older DATA_DIR must not replace a
  // replica's site (server/backup/replica-stamp.ts).
  const replicaTarget = config.REPLICA_URL ? parseReplicaUrl(config.REPLICA_URL) : undefined;
  if (replicaTarget && typeof replicaTarget !== "string") refusing(requireReplicaTools);
  // One writer per replica (issue 80): refused while another server holds it, before
  // the stamp below is written there.
  // The start's reads and writes there through one rclone that keeps its connection (over
  // SFTP, a start each cost a handshake and three remote commands); ended before going on.
  const startIo =
    replicaTarget && typeof replicaTarget !== "string"
      ? rcloneDaemon({ binary: rcloneBinary, env: rcloneEnv(replicaTarget), log: console })
      : undefined;
  let replicaLease: ReplicaLease | undefined;
  let replicaClaim: ReplicaClaim | undefined;
  try {
    replicaLease =
      startIo && replicaTarget && typeof replicaTarget !== "string"
        ? await takeLease({ target: replicaTarget, dataDir: config.DATA_DIR, io: startIo })
        : undefined;
    replicaClaim =
      replicaTarget && typeof replicaTarget !== "string"
        ? await claimReplica({
            dataDir: config.DATA_DIR,
            inquiryDb: config.INQUIRY_DB,
            target: replicaTarget,
            io: startIo,
          })
        : undefined;
  } finally {
    await startIo?.stop();
  }
  const staff = setUpStaff(config, { reserve: diskReserve(config.DATA_DIR) });
  // Set once the units store is open (the plants' contacts a hard bounce stops).
  const plantBounce: {
    stop?: (recipient: string) => void;
    contact?: (contactId: number) => PlantContactState | undefined;
  } = {};
  // The outboxes read the mail settings the back office keeps in the staff database.
  const inquiries = setUpInquiries(config, {
    mail: staff.mail,
    room: staff.mailRoom,
    accounts: () => staff.accounts.list(),
    audit: (event) => staff.audit.record({ ...event, actor: "buyer" }),
    // The units store opens below: a hard bounce before then stops no contact (none were mailed).
    hardBounce: (recipient) => plantBounce.stop?.(recipient),
    // Until then a plant mail keeps to the day's hours (server/mail/kinds/plant-gate.ts).
    plantContact: (contactId) =>
      plantBounce.contact
        ? plantBounce.contact(contactId)
        : { stopped: false, nightConsent: false },
  });
  const launch = launchSettings(config);
  // The daily digest at 08:30 Seoul on business days, while mail is set: its clock queues the
  // day's mails in the outbox (server/inquiries/digest.ts); a former digest.json moves in.
  const digest = startDigest({
    ...inquiries.digests,
    formerFile: join(config.DATA_DIR, "digest.json"),
    open: (at) => inquiries.inbox.open(at),
    accounts: () => staff.accounts.list(),
    room: staff.mailRoom,
  });
  // Request bodies' files arrive in DATA_DIR (a route keeps one by a rename on the same disk);
  // what a stopped server was reading is no one's.
  const incoming = join(config.DATA_DIR, "incoming");
  rmSync(incoming, { recursive: true, force: true });
  configureBodies({ stallMs: config.BODY_STALL_SECONDS * 1000, dir: incoming });
  // Before the first backup reads DATA_DIR: the sweep deletes unreferenced day-old uploads.
  const sweep = dailySweep(config.DATA_DIR);
  const backups = config.BACKUP_DIR ? dailyBackups(config.DATA_DIR, config.BACKUP_DIR) : undefined;
  const content = openContentPart(config.DATA_DIR);
  const units = openUnitsPart(config.DATA_DIR);
  plantBounce.stop = (recipient) => {
    bouncedAddress(units.store.plants, inquiries.store.outbox, recipient);
  };
  plantBounce.contact = (contactId) => contactState(units.store.plants.contactById(contactId));
  // The plants' reminders, once a Seoul day from 10:00, into the one outbox (decision 046).
  const reminders = startReminders({
    plants: units.store.plants,
    on: () => staff.mailRoom.on("plantreminder"),
    run: () =>
      runReminders({
        plants: units.store.plants,
        queue: (mail, at) => inquiries.store.outbox.add(mail, at),
        now: Date.now,
      }),
  });
  // Publishes purge the caches in front and ping IndexNow, from a queue in DATA_DIR.
  const edge = setUpEdge(config, content.store);
  // A certificate that expires at midnight changes pages without a publish: their purge too.
  const certificateDays = config.CDN_PURGE_URL
    ? watchCertificateDays({
        live: content.live,
        purge: (keys) => {
          edge.queue.add("purge", keys);
          edge.edge.wake();
        },
      })
    : undefined;
  // The menus list only pages with something to show: when that set changes, without a
  // publish naming every page, their purge too (server/edge/empty-pages.ts).
  const delivered = {
    references: {
      deliveries: () => units.store.deliveries(),
      edition: () => units.store.edition(),
    },
  };
  const emptyPagesWatch = config.CDN_PURGE_URL
    ? watchEmptyPages({
        empty: () => emptyPages(seoulToday(), delivered),
        purge: (keys) => {
          edge.queue.add("purge", keys);
          edge.edge.wake();
        },
      })
    : undefined;
  // The references are made from the units: a unit added or a consent changed purges their
  // page at the edge, as a publish purges what it changed (docs/decisions/036-references.md).
  if (config.CDN_PURGE_URL) {
    purgeReferencesOnChange(units.store, (keys) => {
      edge.queue.add("purge", keys);
      edge.edge.wake();
    });
  }
  // STATS_RETENTION_DAYS=0: nothing is counted.
  const stats =
    config.STATS_RETENTION_DAYS > 0
      ? openStats(config.DATA_DIR, {
          retentionDays: config.STATS_RETENTION_DAYS,
          flushSeconds: config.STATS_FLUSH_SECONDS,
        })
      : undefined;
  // The owners are told by mail when the replica stops confirming writes, when it confirms
  // them again, and when it was restarted (issue 72), through the one outbox.
  const replicaIncidents =
    replicaTarget && typeof replicaTarget !== "string"
      ? replicaMail({
          target: replicaTarget.kind,
          queue: (mail) => void inquiries.store.outbox.add(mail),
          on: () => staff.mailRoom.on("replica"),
        })
      : undefined;
  // After every store is open, so each database exists and is in WAL mode for Litestream.
  const replica =
    replicaTarget && typeof replicaTarget !== "string"
      ? await startReplica({
          dataDir: config.DATA_DIR,
          inquiryDb: config.INQUIRY_DB,
          target: replicaTarget,
          ackBoundMs: config.REPLICA_ACK_SECONDS * 1000,
          onIncident: (incident) => replicaIncidents?.incident(incident),
          ...(replicaClaim && { claim: replicaClaim }),
          ...(replicaLease && { lease: replicaLease }),
        })
      : undefined;
  // Every acknowledgement waits for its write to be in the replica (issue 72).
  setAcknowledgeGate(replica && { confirm: replica.confirm, mark: replica.writesMark });
  const replicaVerify =
    replica && replicaTarget && typeof replicaTarget !== "string"
      ? dailyReplicaVerify((log) => verifyReplica({ target: replicaTarget, log }))
      : undefined;
  const files = indexStaticFiles(join(buildDir, "client"));
  // After the live content is loaded: the keeper compares what each document prints with it.
  const documents = documentsKeeper({
    dir: join(config.DATA_DIR, "documents"),
    built: builtDocuments,
    builtFile: (href) => files.assets.get(href),
    clientDir: join(buildDir, "client"),
    workerScript: join(buildDir, "app/documents-worker.js"),
    // A remade datasheet comes after its publish's purge: its pages are purged again.
    onChange: (hrefs) => edge.edge.documentsChanged(hrefs),
  });
  const app = createApp(
    build,
    files,
    inquiries.receiver,
    {
      // Fixed when the pages were built (vite.server.config.ts shares the app's constants).
      formEndpoint: __FORM_ENDPOINT__,
      vitalsEndpoint: __VITALS_ENDPOINT__,
    },
    replica ? withReplica(inquiries.health, replica) : inquiries.health,
    {
      staff,
      content: { ...content, documents },
      inbox: inquiries,
      pagesAsBuilt: isDeepStrictEqual(shown, SHOWN_DEFAULTS),
      datedAsBuilt: builtDatedState(buildDir),
      launch,
      stats,
      edge: edge.edge,
      units,
      ...(replica && { replica }),
      unitRequests: {
        inquiries: { store: inquiries.store, ...inquiries.requestMail },
        rateLimitPerMinute: config.RATE_LIMIT_PER_MINUTE,
        trustProxy: config.TRUST_PROXY,
      },
      quotePack: { perMinute: config.QUOTE_PDF_PER_MINUTE, trustProxy: config.TRUST_PROXY },
      restarts: (now) => recentRestarts(config.DATA_DIR, now),
    },
  );
  // What routes take a body, for the hostile corpus's test (tests/server/hostile-corpus.test.ts).
  if (process.env.ROUTE_TABLE)
    writeFileSync(process.env.ROUTE_TABLE, JSON.stringify(bodyRoutes(app)));
  const door = doorPosts({
    perMinute: config.STAFF_DOOR_POSTS_PER_MINUTE,
    trustProxy: config.TRUST_PROXY,
    signedIn: (id) => staff.sessions.signedIn(id),
  });
  const server = serve(
    {
      fetch: app.fetch,
      port: config.PORT,
      hostname: config.HOST,
      // Its overloads take no plain function; serve() calls it as (options, listener).
      createServer: ((options: ServerOptions, listener: RequestListener) =>
        createServer(options, door.guard(listener))) as typeof createServer,
    },
    (info) => {
      console.log(`Listening on http://localhost:${info.port}`);
      // Running from here: an end without a stop is a crash the owner's home tells of.
      try {
        if (markRunning(config.DATA_DIR)) {
          console.error(
            "The previous run ended without a stop and unrecorded: noted for the owner",
          );
        }
      } catch (error) {
        console.error("Could not mark the server running:", error);
      }
    },
  );
  keepConnections(server);

  // serve() makes an HTTP/1.1 server unless told otherwise (createServer is not given).
  const requests = stoppable(server as Server);

  let stopping = false;
  // SIGTERM: accept nothing more, finish what is open within the grace, close the stores and
  // timers as before, and exit 0 only if nothing was cut (systemd then reports the stop as
  // failed): a request past the grace, or a closing that did not end in time.
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    // Asked for: whatever ends the process from here is not a crash.
    markStopping(config.DATA_DIR);
    replica?.ending();
    const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
    const began = Date.now();
    console.log(`${signal} received: finishing ${requests.open} open requests`);
    // The stores' closing gets the rest of the grace, and a moment more after a cut.
    setTimeout(() => {
      console.error(`The stop did not end within the grace: exiting with what was under way cut`);
      process.exit(1);
    }, graceMs + CLOSING_AFTER_GRACE_MS).unref();
    const { cut, answered } = await requests.stop(graceMs);
    if (cut > 0) {
      console.error(
        `${cut} requests outlasted the grace of ${config.SHUTDOWN_GRACE_SECONDS} s: ${answered} answered 503, ${cut - answered} cut`,
      );
    }
    // The last writes reach the replica before Litestream and rclone are stopped (bounded).
    await replica?.confirm(true);
    // A recovery waiting out its quiet is queued before the outbox closes.
    replicaIncidents?.stop();
    sweep.stop();
    reminders.stop();
    certificateDays?.stop();
    emptyPagesWatch?.stop();
    staff.close();
    content.store.close();
    units.store.close();
    // The counts still in memory are written before the process ends.
    stats?.close();
    await Promise.all([
      backups?.stop(),
      replica?.stop(),
      replicaVerify?.stop(),
      edge.close(),
      digest.stop().then(() => inquiries.close()),
      closeWork(),
    ]).catch((error: unknown) => console.error("Closing failed:", error));
    console.log(`Stopped in ${Date.now() - began} ms`);
    process.exit(cut > 0 ? 1 : 0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
  // Under `npm start` (scripts/supervise.mjs): a supervisor gone without a word (SIGKILL) would
  // leave this server holding the port its next one needs.
  if (process.channel) {
    process.channel.unref();
    process.on("disconnect", () => void stop("npm start's disconnect"));
  }
}
