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
  /** Append to store call, with IDLE (ms). */
  latencyMs: { runs: number; p50: number; max: number };
}

const FIXTURES = join(import.meta.dirname, "../tests/fixtures/mail");

export async function measureMailIngest(count = 1_000): Promise<MailIngestFigures> {
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
      const raw = withId(fixtures[i % fixtures.length]!, `bench-${i}@buyer.example`);
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
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureMailIngest(Number(process.argv[2] ?? 1_000));
  const day = new Date().toISOString().slice(0, 10);
  const text = [
    `# Benchmark ${day}: mailbox ingestion`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    ...mailIngestSection(figures),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${day}-mail.md`, await format(text, { parser: "markdown" }));
  writeFileSync(
    `bench/results/${day}-mail.json`,
    await format(JSON.stringify(figures), { parser: "json" }),
  );
  console.log(text);
}
