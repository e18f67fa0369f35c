// First: the constants the site's source modules read as they load (inlined in a build).
import "./constants";
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { format } from "prettier";
import { closeWork } from "../server/work/pool";
import { HOSTILE_MAILS, hostileMail } from "../tests/fixtures/hostile-mail";
import { startDovecot } from "../tests/mail/dovecot";
import { startReceiver } from "../tests/receiver/harness";

/**
 * The hostile mail of issue 56 while the site serves (ARCHITECTURE.md section 16): the site's app
 * with its mailbox reader (tests/receiver/harness.ts: /healthz, the inquiry store, the reader of
 * a real Dovecot), the mail corpus of tests/fixtures/hostile-mail.ts appended between ordinary
 * replies (Gmail, Outlook, EUC-KR), read until every one is stored. Meanwhile another process
 * asks /healthz every 100 ms (each answer's wait from its request), and this process records its
 * event loop's delay (`monitorEventLoopDelay`, 10 ms resolution); the same for 20 s before, with
 * nothing to read, as the host's floor. Then each mail's outcome.
 * `npx tsx bench/untrusted-mail.ts [rounds]` runs it alone.
 */

export interface UntrustedMailFigures {
  rounds: number;
  /** From the first append until the last mail was stored. */
  seconds: number;
  healthz: Waits;
  eventLoopMs: { p50: number; p99: number; max: number };
  /** The same for 20 s before the corpus, with nothing to read: the host's own floor. */
  idle: { healthz: Waits; eventLoopMs: { p50: number; p99: number; max: number } };
  mails: { mail: string; kilobytes: number; held: string | null; bodyChars: number }[];
}

interface Waits {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

const FIXTURES = join(import.meta.dirname, "../tests/fixtures/mail");
const ORDINARY = ["gmail-reply.eml", "outlook-reply.eml", "euc-kr.eml"];

// The sampler: a request every 100 ms (at once after a slow one), each wait in ms, written out
// when its input ends.
const SAMPLER = `
const waits = [];
let stop = false;
process.stdin.on("end", () => (stop = true)).resume();
(async () => {
  const start = performance.now();
  for (let i = 0; !stop; i++) {
    const due = start + i * 100 - performance.now();
    if (due > 0) await new Promise((r) => setTimeout(r, due));
    const sent = performance.now();
    const answer = await fetch(process.argv[1]);
    await answer.text();
    if (answer.status !== 200) throw new Error("healthz " + answer.status);
    waits.push(performance.now() - sent);
  }
  process.stdout.write(JSON.stringify(waits));
})();
`;

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
};
const ms = (value: number) => Math.round(value * 10) / 10;

async function until(check: () => boolean, progress?: () => string) {
  let last = performance.now();
  while (!check()) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (progress && performance.now() - last > 10_000) {
      last = performance.now();
      console.error(progress());
    }
  }
}

/** /healthz from another process every 100 ms, and this event loop's delay, while `work` runs. */
async function sampling(url: string, work: () => Promise<unknown>) {
  const sampler = spawn(process.execPath, ["-e", SAMPLER, `${url}/healthz`], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  let out = "";
  sampler.stdout.on("data", (chunk: Buffer) => (out += chunk));
  const sampled = new Promise((resolve) => sampler.on("close", resolve));
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  await work();
  delay.disable();
  sampler.stdin.end();
  await sampled;
  const waits = JSON.parse(out) as number[];
  return {
    healthz: {
      samples: waits.length,
      p50Ms: ms(quantile(waits, 0.5)),
      p99Ms: ms(quantile(waits, 0.99)),
      maxMs: ms(Math.max(...waits)),
    },
    eventLoopMs: {
      p50: ms(delay.percentile(50) / 1e6),
      p99: ms(delay.percentile(99) / 1e6),
      max: ms(delay.max / 1e6),
    },
  };
}

export async function measureUntrustedMail(rounds = 1): Promise<UntrustedMailFigures> {
  const dovecot = await startDovecot();
  const site = await startReceiver(
    { RATE_LIMIT_PER_MINUTE: "0", MAIL_FROM: "website@hanbit.example" },
    {
      mailbox: () => ({
        host: dovecot.host,
        port: dovecot.port,
        security: "none",
        user: dovecot.user,
        password: dovecot.password,
        folder: "INBOX",
        address: "sales@hanbit.example",
      }),
      reader: { pollMs: 200 },
    },
  );
  const db = site.store.database;
  const stored = () => db.prepare("SELECT COUNT(*) FROM mail_messages").pluck().get() as number;
  try {
    await until(() => db.prepare("SELECT COUNT(*) FROM mailbox_start").pluck().get() === 1);
    // One ordinary mail first: the pool's thread started, as on a server that has run a while.
    await dovecot.append(readFileSync(join(FIXTURES, "gmail-reply.eml")));
    await until(() => stored() === 1);

    const mails: { name: string; raw: Buffer }[] = [];
    for (let round = 0; round < rounds; round++) {
      HOSTILE_MAILS.forEach((kind, i) => {
        mails.push({ name: kind, raw: hostileMail(kind) });
        const name = ORDINARY[i % ORDINARY.length]!;
        // Its own Message-ID: the store keeps one mail of each.
        const raw = readFileSync(join(FIXTURES, name), "latin1").replace(
          /^Message-I[Dd]:.*$/m,
          `Message-ID: <bench-${round}-${i}@buyer.example>`,
        );
        mails.push({ name, raw: Buffer.from(raw, "latin1") });
      });
    }
    const idle = await sampling(site.url, () => new Promise((r) => setTimeout(r, 20_000)));
    const start = performance.now();
    const busy = await sampling(site.url, async () => {
      const imap = await dovecot.client();
      for (const { raw } of mails) await imap.append("INBOX", raw);
      await imap.logout();
      await until(
        () => stored() === 1 + mails.length,
        () => `${stored() - 1} of ${mails.length} stored`,
      );
    });
    const seconds = (performance.now() - start) / 1000;

    const rows = db
      .prepare("SELECT held, length(body) AS chars FROM mail_messages ORDER BY id")
      .all()
      .slice(1) as { held: string | null; chars: number }[];
    return {
      rounds,
      seconds: Math.round(seconds * 10) / 10,
      healthz: busy.healthz,
      eventLoopMs: busy.eventLoopMs,
      idle,
      mails: mails.map(({ name, raw }, i) => ({
        mail: name,
        kilobytes: Math.round(raw.length / 1024),
        held: rows[i]?.held ?? null,
        bodyChars: rows[i]?.chars ?? 0,
      })),
    };
  } finally {
    await site.close();
    await closeWork();
    await dovecot.stop();
  }
}

export function untrustedMailSection(f: UntrustedMailFigures): string[] {
  return [
    "",
    "## Hostile mail while the site serves (the reader, the work pool, /healthz)",
    "",
    `${f.mails.length} mails (${f.rounds} round${f.rounds === 1 ? "" : "s"}), read and stored in ${f.seconds} s:`,
    "",
    "| mail | KB | stored as | text (characters) |",
    "|---|---|---|---|",
    ...f.mails.map(
      (m) => `| ${m.mail} | ${m.kilobytes} | ${m.held ?? "ordinary"} | ${m.bodyChars} |`,
    ),
    "",
    "| figure | measured | goal |",
    "|---|---|---|",
    `| /healthz every 100 ms (${f.healthz.samples} answers), p50 / p99 / max wait | ${f.healthz.p50Ms} / ${f.healthz.p99Ms} / ${f.healthz.maxMs} ms | max <= 250 ms |`,
    `| event loop delay, p50 / p99 / max | ${f.eventLoopMs.p50} / ${f.eventLoopMs.p99} / ${f.eventLoopMs.max} ms | p99 < 100 ms |`,
    `| the same 20 s before, nothing to read: /healthz p50 / p99 / max | ${f.idle.healthz.p50Ms} / ${f.idle.healthz.p99Ms} / ${f.idle.healthz.maxMs} ms | (the host's floor) |`,
    `| the same 20 s before: event loop p50 / p99 / max | ${f.idle.eventLoopMs.p50} / ${f.idle.eventLoopMs.p99} / ${f.idle.eventLoopMs.max} ms | (the host's floor) |`,
  ];
}

// Alone: `npx tsx bench/untrusted-mail.ts [rounds]` writes bench/results/<day>-untrusted-mail.md
// and .json.
if (import.meta.url === `file://${process.argv[1]}`) {
  const rounds = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 1);
  const figures = await measureUntrustedMail(rounds);
  const day = new Date().toISOString().slice(0, 10);
  const name = `bench/results/${day}-untrusted-mail`;
  const text = [
    `# Benchmark ${day}: hostile mail while the site serves`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end.`,
    ...untrustedMailSection(figures),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`${name}.md`, await format(text, { parser: "markdown" }));
  writeFileSync(`${name}.json`, await format(JSON.stringify(figures), { parser: "json" }));
  console.log(text);
}
