import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { QUIET_MS, RESTARTS_EVERY_MS, replicaMail } from "../../server/backup/replica-mail";
import type { ReplicaIncident } from "../../server/backup/replica";
import type { ReplicaMailPayload } from "../../server/mail/kinds/replica";
import type { NewMail } from "../../server/mail/outbox/queue";
import { developerWords, haeyoEndings } from "../style/check";
import { PATIENT, startReceiver, type Receiver } from "../receiver/harness";
import { bodyOf, startSmtp, subjectOf, type FakeSmtp } from "../receiver/smtp";

/**
 * The owners told of the replica (issue 72): the replica's incidents, as server/start.ts hands
 * them over, become one mail per owner in their language, through the outbox and a real SMTP
 * conversation. The test's clock stands still until the test moves it: the ten quiet minutes
 * and the hour between restarts pass in a line, and the wait is for the mail, never for time.
 */

const SITE_URL = "https://www.hanbit.example";
const KO_OWNER = "owner@hanbit.example";
const EN_OWNER = "partner@hanbit.example";
const MINUTE = 60_000;
// The replica's own words: never in a mail to the owners.
const PROGRAM_WORDS = /litestream|rclone|\bWAL\b|sqlite|REPLICA_URL/i;

let clock: number;
let timers: { at: number; run: () => void; done: boolean }[];
/** The scheduler of the recovery's quiet, on the test's clock. */
const later = (run: () => void, ms: number) => {
  const timer = { at: clock + ms, run, done: false };
  timers.push(timer);
  return () => void (timer.done = true);
};
/** Moves the clock on, running what falls due. */
const advance = (ms: number) => {
  clock += ms;
  for (const timer of timers) {
    if (timer.done || timer.at > clock) continue;
    timer.done = true;
    timer.run();
  }
};
const iso = (at = clock) => new Date(at).toISOString();
const unconfirmed = (): ReplicaIncident => ({ kind: "unconfirmed", since: iso() });
const confirmed = (since: string): ReplicaIncident => ({ kind: "confirmed", since, at: iso() });

beforeEach(() => {
  clock = Date.parse("2026-11-25T05:12:00.000Z");
  timers = [];
});

describe("one mail per incident", () => {
  let queued: ReplicaMailPayload[];
  let mailOn: boolean;
  const incidents = () =>
    replicaMail({
      target: "file",
      queue: (mail) => void queued.push(mail.payload as ReplicaMailPayload),
      on: () => mailOn,
      later,
    });
  beforeEach(() => {
    queued = [];
    mailOn = true;
  });

  test("the replica unconfirmed is told at once, its recovery after ten quiet minutes", () => {
    const mail = incidents();
    const since = iso();
    mail.incident(unconfirmed());
    expect(queued).toEqual([{ target: "file", incident: "unconfirmed", since }]);
    advance(5 * MINUTE);
    const back = iso();
    mail.incident(confirmed(since));
    advance(QUIET_MS - 1);
    expect(queued).toHaveLength(1);
    advance(1);
    expect(queued).toEqual([
      { target: "file", incident: "unconfirmed", since },
      { target: "file", incident: "confirmed", since, at: back },
    ]);
    // Told and over: the next failure is a new incident.
    advance(MINUTE);
    mail.incident(unconfirmed());
    expect(queued.map((row) => row.incident)).toEqual(["unconfirmed", "confirmed", "unconfirmed"]);
  });

  test("a replica that flaps within the ten minutes is one incident: two mails in all", () => {
    const mail = incidents();
    const since = iso();
    mail.incident(unconfirmed());
    for (let flap = 0; flap < 5; flap += 1) {
      advance(MINUTE);
      mail.incident(confirmed(iso(clock - MINUTE)));
      advance(2 * MINUTE);
      mail.incident(unconfirmed());
    }
    advance(MINUTE);
    const back = iso();
    mail.incident(confirmed(iso(clock - MINUTE)));
    advance(QUIET_MS);
    // The recovery tells when it held from, and since when the incident went on.
    expect(queued).toEqual([
      { target: "file", incident: "unconfirmed", since },
      { target: "file", incident: "confirmed", since, at: back },
    ]);
  });

  test("a restart is told at most once an hour, with the count so far", () => {
    const mail = incidents();
    const restarted = (count: number): ReplicaIncident => ({ kind: "restarted", at: iso(), count });
    mail.incident(restarted(1));
    advance(20 * MINUTE);
    mail.incident(restarted(2));
    advance(RESTARTS_EVERY_MS - 20 * MINUTE - 1);
    mail.incident(restarted(3));
    advance(1);
    mail.incident(restarted(4));
    expect(queued).toEqual([
      { target: "file", incident: "restarted", at: iso(clock - RESTARTS_EVERY_MS), count: 1 },
      { target: "file", incident: "restarted", at: iso(), count: 4 },
    ]);
  });

  test("while mail is off, nothing is queued, and no recovery of an incident never told", () => {
    const mail = incidents();
    mailOn = false;
    const since = iso();
    mail.incident(unconfirmed());
    mail.incident({ kind: "restarted", at: iso(), count: 1 });
    mailOn = true;
    advance(MINUTE);
    mail.incident(confirmed(since));
    advance(QUIET_MS);
    expect(queued).toEqual([]);
  });

  test("the server's stop tells a recovery still waiting out its quiet", () => {
    const mail = incidents();
    const since = iso();
    mail.incident(unconfirmed());
    advance(MINUTE);
    mail.incident(confirmed(since));
    mail.stop();
    expect(queued.map((row) => row.incident)).toEqual(["unconfirmed", "confirmed"]);
    // Its timer was cancelled: the recovery is not told twice.
    advance(QUIET_MS);
    expect(queued).toHaveLength(2);
  });

  test("an outbox that cannot queue never fails the replica", () => {
    const error = vi.fn();
    const mail = replicaMail({
      target: "s3",
      queue: () => {
        throw new Error("database is locked");
      },
      on: () => true,
      later,
      log: { error },
    });
    expect(() => mail.incident(unconfirmed())).not.toThrow();
    expect(error).toHaveBeenCalledOnce();
  });
});

describe("the owners' mail", () => {
  let smtp: FakeSmtp;
  let site: Receiver;
  let rows: NewMail[];
  let mail: ReturnType<typeof replicaMail>;

  beforeAll(async () => {
    vi.spyOn(console, "log").mockImplementation(() => undefined);
    smtp = await startSmtp();
    site = await startReceiver(
      {
        RATE_LIMIT_PER_MINUTE: "0",
        SITE_URL,
        SMTP_URL: smtp.url,
        MAIL_FROM: "website@hanbit.example",
        MAIL_TO: "sales@hanbit.example",
      },
      {
        // Two active owners, one reading Korean (unset), one English; a disabled owner and a
        // staff account get nothing.
        accounts: () => [
          { email: KO_OWNER, role: "owner", status: "active" },
          { email: EN_OWNER, role: "owner", status: "active", mailLang: "en" },
          { email: "former@hanbit.example", role: "owner", status: "disabled" },
          { email: "staff@hanbit.example", role: "staff", status: "active" },
        ],
      },
    );
    // As server/start.ts wires it: into the inquiry store's one outbox.
    rows = [];
    mail = replicaMail({
      target: "sftp",
      queue: (row) => {
        rows.push(row);
        site.store.outbox.add(row);
      },
      on: () => true,
      later,
    });
  });
  afterAll(async () => {
    await site?.close();
    await smtp?.close();
    vi.restoreAllMocks();
  });

  /** The mails the SMTP server took, from the `from`-th on, by language. */
  async function arrived(count: number, from: number) {
    await vi.waitFor(() => expect(smtp.inbox.length).toBe(from + count), PATIENT);
    const mails = smtp.inbox.slice(from).map((found) => ({
      to: found.to,
      subject: subjectOf(found.raw),
      body: bodyOf(found.raw),
    }));
    const ko = mails.find((found) => /[\uac00-\ud7a3]/.test(found.subject))!;
    const en = mails.find((found) => found !== ko)!;
    expect(ko.to).toEqual([KO_OWNER]);
    expect(en.to).toEqual([EN_OWNER]);
    for (const { subject, body } of [ko, en]) {
      expect(`${subject}\n${body}`).not.toMatch(PROGRAM_WORDS);
      expect(developerWords(`${subject}\n${body}`)).toEqual([]);
    }
    expect(haeyoEndings(`${ko.subject}\n${ko.body}`)).toEqual([]);
    return { ko, en };
  }

  test("unconfirmed, flapping and back: one mail of each per owner, in their language", async () => {
    const since = iso();
    mail.incident(unconfirmed());
    const told = await arrived(2, 0);
    expect(told.ko.subject).toBe("[한빛플로우컨트롤] 실시간 백업이 멈췄습니다 (조치 필요)");
    expect(told.ko.body).toContain(
      "2026. 11. 25. 14:12부터 원격 서버(SFTP)의 실시간 백업에 새 기록",
    );
    expect(told.ko.body).toContain("이 서버에 장애가 나면 그 사이의 기록을 잃을 수 있습니다");
    expect(told.ko.body).toContain("서버를 운영하는 담당자에게 바로 알리십시오");
    expect(told.ko.body).toContain("디스크 공간과 네트워크 연결");
    expect(told.ko.body).toContain("두 번째 메일로 알려 드립니다");
    expect(told.ko.body).toContain(`${SITE_URL}/admin`);
    expect(told.en.subject).toBe("[Hanbit Flow Control] The replica does not confirm new records");
    expect(told.en.body).toContain(
      "Since 2026-11-25 14:12 (Seoul time) the replica on a remote SFTP server has not confirmed",
    );
    expect(told.en.body).toContain("if this server is lost too before the replica recovers");
    expect(told.en.body).toContain("Tell the person who runs the server now");
    expect(told.en.body).toContain("check the disk space and the network connection");
    expect(told.en.body).toContain("A second mail will tell you");
    expect(told.en.body).toContain(`${SITE_URL}/en/admin`);

    // It comes back, fails again within the ten minutes, and comes back for good.
    advance(3 * MINUTE);
    mail.incident(confirmed(since));
    advance(4 * MINUTE);
    mail.incident(unconfirmed());
    advance(MINUTE);
    mail.incident(confirmed(iso(clock - MINUTE)));
    expect(rows).toHaveLength(1);
    advance(QUIET_MS);
    const back = await arrived(2, 2);
    expect(rows).toHaveLength(2);
    expect(back.ko.subject).toBe("[한빛플로우컨트롤] 실시간 백업이 정상으로 돌아왔습니다");
    expect(back.ko.body).toContain(
      "2026. 11. 25. 14:20부터 원격 서버(SFTP)의 실시간 백업에 새 기록이 다시 저장됩니다(2026. 11. 25. 14:12부터",
    );
    expect(back.en.subject).toBe("[Hanbit Flow Control] The replica confirms records again");
    expect(back.en.body).toContain("Since 2026-11-25 14:20 (Seoul time) the replica");
    expect(back.en.body).toContain("it had not since 2026-11-25 14:12");
    // Nothing more went: the flap queued nothing.
    expect(smtp.inbox).toHaveLength(4);
  });

  test("a restart of the replication program: told once within the hour", async () => {
    const from = smtp.inbox.length;
    mail.incident({ kind: "restarted", at: iso(), count: 1 });
    advance(10 * MINUTE);
    mail.incident({ kind: "restarted", at: iso(), count: 2 });
    const told = await arrived(2, from);
    expect(rows.filter((row) => row.kind === "replica")).toHaveLength(3);
    expect(told.ko.subject).toBe("[한빛플로우컨트롤] 백업 프로그램을 자동으로 다시 시작했습니다");
    expect(told.ko.body).toContain(
      "백업 프로그램을 자동으로 다시 시작했습니다(이 서버가 시작된 뒤 모두 1번)",
    );
    expect(told.ko.body).toContain("한 시간에 한 번까지만 보냅니다");
    expect(told.en.subject).toBe("[Hanbit Flow Control] The replication program was started again");
    expect(told.en.body).toContain("started the replication program again by itself (1 time since");
  });
});
