import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "prettier";
import type { StoreIncoming } from "../server/mail/incoming";
import { startMailboxReader } from "../server/mail/reader";
import { openStore } from "../server/inquiries/store";
import { startDovecot } from "../tests/mail/dovecot";

/**
 * The mailbox reader's ingestion: 1,000 messages (the fixtures of tests/fixtures/mail/ in turn,
 * each with its own Message-ID: Gmail with a PDF, Outlook, Apple Mail, EUC-KR, bounces, an
 * out-of-office, a malformed one) appended to a real Dovecot, then read, parsed and committed by
 * the inquiry store (server/inquiries/messages.ts: matching, attachments as files, one fsynced
 * transaction each): the rate and this process's memory peak. Then 20 single messages appended
 * one at a time while the reader watches with IDLE: the time from the append's completion to the
 * commit, after which the inquiry's page (read from the store on each request) shows it.
 * `npx tsx bench/mail-ingest.ts [count]` runs it alone; `npm run bench` adds it (skip: mail).
 * `--hostile` makes 30% of them hostile (issue 47): a stranger naming an inquiry by its subject,
 * a forged From that the receiving server's verdict fails, an HTML-only body nested 5,000 deep,
 * bidi characters in names, subjects and file names, a forged bounce; five kinds in turn.
 */

export interface MailIngestFigures {
  messages: number;
  megabytes: number;
  appendSeconds: number;
  readSeconds: number;
  perSecond: number;
  /** This process (the reader, parser and SQLite), not Dovecot's. */
  rssMb: { before: number; peak: number };
  heapMb: { before: number; peak: number };
  kinds: Record<string, number>;
  /** How many were hostile, and how many the store held, by reason. */
  hostile?: number;
  held?: Record<string, number>;
  /** Append to store call, with IDLE (ms). */
  latencyMs: { runs: number; p50: number; max: number };
}

const FIXTURES = join(import.meta.dirname, "../tests/fixtures/mail");

/** The receiving server's authserv-id the hostile run's mailbox names. */
const AUTHSERV = "mx.bench.example";

/** The `n`th hostile mail (five kinds in turn), naming the inquiry `ref` of buyer@buyer.example. */
function hostileMail(n: number, ref: string, id: string): string {
  const head = (from: string, subject: string, extra: string[] = []) => [
    ...extra,
    `From: ${from}`,
    "To: sales@example.com",
    `Subject: ${subject}`,
    `Message-ID: <${id}>`,
    "Date: Wed, 25 Nov 2026 10:00:00 +0900",
  ];
  const b64 = (text: string) => Buffer.from(text).toString("base64");
  switch (n % 5) {
    case 0:
      return [
        ...head("Mallory <mallory@evil.example>", `Re: [${ref}] invoice`),
        "",
        "Please send the invoice to ap@evil.example",
      ].join("\r\n");
    case 1:
      return [
        ...head("buyer@buyer.example", `Re: [${ref}] new account`, [
          `Authentication-Results: ${AUTHSERV}; spf=fail smtp.mailfrom=evil.example; dkim=none; dmarc=fail header.from=buyer.example`,
        ]),
        "",
        "Our bank account changed.",
      ].join("\r\n");
    case 2:
      return [
        ...head("buyer@buyer.example", `Re: [${ref}] deep`),
        "Content-Type: text/html; charset=utf-8",
        "",
        `${"<div>".repeat(5_000)}x${"</div>".repeat(5_000)}`,
      ].join("\r\n");
    case 3:
      return [
        ...head(
          `=?UTF-8?B?${b64("Jane\u202E enyuB")}?= <buyer@buyer.example>`,
          `=?UTF-8?B?${b64(`[${ref}] invoice\u2066 due`)}?=`,
        ),
        "MIME-Version: 1.0",
        'Content-Type: multipart/mixed; boundary="b"',
        "",
        "--b",
        "Content-Type: text/plain; charset=utf-8",
        "",
        "See attached.",
        "--b",
        "Content-Type: application/octet-stream",
        `Content-Disposition: attachment; filename*=UTF-8''${encodeURIComponent("invoice\u202Efdp.exe")}`,
        "Content-Transfer-Encoding: base64",
        "",
        b64("MZ"),
        "--b--",
      ].join("\r\n");
    default:
      return [
        ...head("MAILER-DAEMON@mx.evil.example", `Undelivered Mail [${ref}]`),
        "MIME-Version: 1.0",
        'Content-Type: multipart/report; report-type=delivery-status; boundary="r"',
        "",
        "--r",
        "Content-Type: message/delivery-status",
        "",
        "Final-Recipient: rfc822; buyer@buyer.example",
        "Status: 5.1.1",
        "--r",
        "Content-Type: text/rfc822-headers",
        "",
        "Message-ID: <made-up@example.com>",
        "--r--",
      ].join("\r\n");
  }
}

export async function measureMailIngest(
  count = 1_000,
  { hostile = 0 }: { hostile?: number } = {},
): Promise<MailIngestFigures> {
  const fixtures = readdirSync(FIXTURES)
    .filter((f) => f.endsWith(".eml"))
    .sort()
    .map((f) => readFileSync(join(FIXTURES, f)).toString("latin1").replace(/\r?\n/g, "\r\n"));
  const withId = (raw: string, id: string) =>
    Buffer.from(
      /^Message-I[Dd]:.*$/m.test(raw)
        ? raw.replace(/^Message-I[Dd]:.*$/m, `Message-ID: <${id}>`)
        : `Message-ID: <${id}>\r\n${raw}`,
      "latin1",
    );

  const dir = mkdtempSync(join(tmpdir(), "mail-ingest-"));
  const dovecot = await startDovecot();
  // The inquiry store itself: matching, files on disk, one fsynced transaction a message.
  const inquiries = openStore(join(dir, "inquiries.sqlite"));
  const store = inquiries.messages.receive;
  // The inquiry the hostile mails name.
  const { ref } = inquiries.add(
    {
      lang: "ko",
      companyName: "한빛상사",
      name: "Jane Buyer",
      phone: "010-1234-5678",
      email: "buyer@buyer.example",
      inquiry: "Please quote 10 pieces.",
      noticeVersion: "2026-11-01",
    },
    "off",
    new Date(),
    true,
  );
  let hostileCount = 0;
  const kinds: Record<string, number> = {};
  const waiting = new Map<string, () => void>();
  let stored = 0;
  const counted: StoreIncoming = async (mail) => {
    const result = await store(mail);
    stored++;
    kinds[mail.kind] = (kinds[mail.kind] ?? 0) + 1;
    if (mail.messageId) waiting.get(mail.messageId)?.();
    return result;
  };
  try {
    let bytes = 0;
    const appendStart = performance.now();
    const imap = await dovecot.client();
    for (let i = 0; i < count; i++) {
      const id = `bench-${i}@buyer.example`;
      // Spread evenly: 3 of every 10 when hostile is 0.3.
      const bad = Math.floor((i + 1) * hostile) > Math.floor(i * hostile);
      const raw = bad
        ? Buffer.from(hostileMail(hostileCount++, ref, id))
        : withId(fixtures[i % fixtures.length]!, id);
      bytes += raw.length;
      await imap.append("INBOX", raw);
    }
    await imap.logout();
    const appendSeconds = (performance.now() - appendStart) / 1000;

    global.gc?.();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, heap: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heapUsed);
    }, 20);
    const readStart = performance.now();
    const reader = startMailboxReader({
      config: () => ({
        host: dovecot.host,
        port: dovecot.port,
        security: "none",
        user: dovecot.user,
        password: dovecot.password,
        folder: "INBOX",
        address: dovecot.address,
        authservId: AUTHSERV,
      }),
      store: counted,
      log: () => {},
    });
    while (stored < count) await new Promise((resolve) => setTimeout(resolve, 5));
    const readSeconds = (performance.now() - readStart) / 1000;
    clearInterval(sampler);

    const latencies: number[] = [];
    const single = await dovecot.client();
    for (let i = 0; i < 20; i++) {
      const id = `latency-${i}@buyer.example`;
      const arrived = new Promise<void>((resolve) => waiting.set(id, resolve));
      await single.append("INBOX", withId(fixtures[0]!, id));
      const appended = performance.now();
      await arrived;
      latencies.push(performance.now() - appended);
    }
    await single.logout();
    await reader.stop();
    latencies.sort((a, b) => a - b);

    const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;
    return {
      messages: count,
      megabytes: mb(bytes),
      appendSeconds: Math.round(appendSeconds * 10) / 10,
      readSeconds: Math.round(readSeconds * 10) / 10,
      perSecond: Math.round(count / readSeconds),
      rssMb: { before: mb(before.rss), peak: mb(peak.rss) },
      heapMb: { before: mb(before.heapUsed), peak: mb(peak.heap) },
      kinds,
      ...(hostileCount > 0 && {
        hostile: hostileCount,
        held: Object.fromEntries(
          inquiries.database
            .prepare(
              "SELECT held, COUNT(*) AS n FROM mail_messages WHERE held IS NOT NULL GROUP BY held",
            )
            .all()
            .map((row) => [(row as { held: string }).held, (row as { n: number }).n]),
        ),
      }),
      latencyMs: {
        runs: latencies.length,
        p50: Math.round(latencies[latencies.length >> 1]!),
        max: Math.round(latencies.at(-1)!),
      },
    };
  } finally {
    inquiries.close();
    await dovecot.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as a Markdown section of the results. */
export function mailIngestSection(f: MailIngestFigures): string[] {
  return [
    "",
    "## Mailbox ingestion (reader, parser, SQLite store; Dovecot on loopback)",
    "",
    `${f.messages.toLocaleString("en")} messages (${f.megabytes} MB; ${Object.entries(f.kinds)
      .map(([k, n]) => `${n} ${k}`)
      .join(", ")}) appended in ${f.appendSeconds} s.`,
    "",
    "| figure | measured |",
    "|---|---|",
    `| read, parsed, stored and marked seen | ${f.readSeconds} s, ${f.perSecond} messages/s |`,
    `| this process's RSS, before / peak | ${f.rssMb.before} / ${f.rssMb.peak} MB |`,
    `| JS heap used, before / peak | ${f.heapMb.before} / ${f.heapMb.peak} MB |`,
    `| append to store, with IDLE (${f.latencyMs.runs} runs), p50 / max | ${f.latencyMs.p50} / ${f.latencyMs.max} ms |`,
  ];
}

// Alone: `npx tsx bench/mail-ingest.ts [count]` writes bench/results/<day>-mail.md and .json.
// `--hostile` writes <day>-mail-hostile.md and .json, beside the figures of the last ordinary run.
if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const hostile = args.includes("--hostile");
  const figures = await measureMailIngest(Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000), {
    hostile: hostile ? 0.3 : 0,
  });
  const day = new Date().toISOString().slice(0, 10);
  const name = `bench/results/${day}-mail${hostile ? "-hostile" : ""}`;
  const text = [
    `# Benchmark ${day}: mailbox ingestion${hostile ? ", 30% hostile" : ""}`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    ...mailIngestSection(figures),
    ...(hostile ? besideLastRun(figures) : []),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`${name}.md`, await format(text, { parser: "markdown" }));
  writeFileSync(`${name}.json`, await format(JSON.stringify(figures), { parser: "json" }));
  console.log(text);
}

/** The hostile run beside the newest ordinary run in bench/results (its .json). */
function besideLastRun(f: MailIngestFigures): string[] {
  const last = readdirSync("bench/results")
    .filter((n) => /^\d{4}-\d{2}-\d{2}-mail\.json$/.test(n))
    .sort()
    .at(-1);
  const held = Object.entries(f.held ?? {})
    .map(([k, n]) => `${n} ${k}`)
    .join(", ");
  const lines = ["", `Hostile: ${f.hostile} of ${f.messages}; held: ${held || "none"}.`];
  if (!last) return lines;
  const o = JSON.parse(readFileSync(join("bench/results", last), "utf8")) as MailIngestFigures;
  return [
    ...lines,
    "",
    `Beside the ordinary run of ${last.slice(0, 10)} (${o.messages} messages):`,
    "",
    "| figure | ordinary | 30% hostile |",
    "|---|---|---|",
    `| messages/s | ${o.perSecond} | ${f.perSecond} |`,
    `| read, parsed, stored, seen | ${o.readSeconds} s | ${f.readSeconds} s |`,
    `| RSS before / peak | ${o.rssMb.before} / ${o.rssMb.peak} MB | ${f.rssMb.before} / ${f.rssMb.peak} MB |`,
    `| JS heap before / peak | ${o.heapMb.before} / ${o.heapMb.peak} MB | ${f.heapMb.before} / ${f.heapMb.peak} MB |`,
  ];
}
