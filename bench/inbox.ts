import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { format } from "prettier";
import { liveProducts } from "../app/content/catalog/catalog.server";
import { openInbox, type InboxQuery } from "../server/inquiries/inbox";
import {
  SEARCH_BACKFILL,
  SEARCH_TRIGGER_NAMES,
  SEARCH_TRIGGERS,
} from "../server/inquiries/inbox-schema";
import { openStore } from "../server/inquiries/store";
import type { Inquiry } from "../server/inquiries/validate";

const products = liveProducts();

/**
 * The inbox on 100,000 inquiries (a third with quote lines): the data layer's time for the
 * list's first page, a filtered page and searches, in this process (the server's time without
 * rendering). `npx tsx bench/inbox.ts` runs it alone; `npm run bench` adds it to the results.
 */

export interface InboxFigures {
  inquiries: number;
  withLines: number;
  seedSeconds: number;
  databaseMb: number;
  /** Per query: median and slowest of the timed runs (ms). */
  queries: { name: string; rows: number; total: number; p50: number; max: number }[];
}

const COMPANIES = [
  "한국수자원공사 시화사업소",
  "한빛산업 주식회사",
  "대성밸브",
  "서울에너지공사",
  "포스코플랜텍",
  "삼우엔지니어링",
  "동양정밀",
  "Acme Process Ltd",
  "Pacific Water Co.",
  "경기환경기술",
  "부산항만공사",
  "한국남동발전 영흥본부",
];
const FAMILY = ["김", "이", "박", "최", "정", "강", "조", "윤", "장", "임"];
const GIVEN = ["민준", "서연", "도윤", "하은", "지호", "수아", "예준", "지우", "현우", "Alex"];
const SENTENCES = [
  "공압 액추에이터 견적을 부탁드립니다.",
  "버터플라이 밸브 DN150 PN16 납기를 알려 주세요.",
  "기존 설비 교체용으로 검토 중입니다.",
  "정수장 배관에 들어갈 밸브를 찾고 있습니다.",
  "Please quote the electric actuator with a limit switch.",
  "We need 20 units delivered to Busan by March.",
  "카탈로그와 도면을 보내 주실 수 있을까요?",
  "스테인리스 재질로 가능한지 문의드립니다.",
];
const STAFF = ["kim@hanbit.example", "lee@hanbit.example", "park@hanbit.example"];
const STATUS_SHARE = ["new", "in_progress", "answered", "answered", "closed", "closed", "spam"];

/** A fixed pseudo-random sequence, so every run seeds the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

/** `count` inquiries in `file` over 2025-01-01 to 2026-11-22 (also bench/numbers.ts's data). */
export function seed(file: string, count: number) {
  const store = openStore(file);
  const next = random(42);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  const start = Date.parse("2025-01-01T00:00:00Z");
  const step = (Date.parse("2026-11-22T00:00:00Z") - start) / count;
  let withLines = 0;
  // Seeding only: one transaction without fsyncs (the server keeps synchronous=FULL), and the
  // search index built once at the end, as after a restore, rather than row by row.
  store.database.pragma("synchronous = OFF");
  for (const name of SEARCH_TRIGGER_NAMES) store.database.exec(`DROP TRIGGER ${name}`);
  const states = store.database.prepare(
    "UPDATE inquiries SET status = ?, assignee = ? WHERE id = ?",
  );
  // An answered or closed inquiry was answered: its first response, 1 to 72 hours later, is
  // what the inbox and the numbers page walk in business time.
  const answered = store.database.prepare(
    "INSERT INTO inquiry_events (inquiry_id, at, actor, kind, value) VALUES (?, ?, ?, 'status', 'answered')",
  );
  store.database.transaction(() => {
    for (let n = 0; n < count; n += 1) {
      const lines = n % 3 === 0 ? 1 + Math.floor(next() * 5) : 0;
      const chosen = new Set<(typeof products)[number]>();
      while (chosen.size < lines) chosen.add(pick(products));
      const inquiry: Inquiry = {
        lang: next() < 0.8 ? "ko" : "en",
        companyName: pick(COMPANIES),
        name: pick(FAMILY) + pick(GIVEN),
        phone: `010-${String(1000 + (n % 9000))}-${String(1000 + ((n * 7) % 9000))}`,
        email: `buyer${n}@example.com`,
        inquiry: [pick(SENTENCES), pick(SENTENCES), pick(SENTENCES)].join(" "),
        noticeVersion: "2026-11-22",
        ...(lines > 0 && {
          items: [...chosen].map((product) => ({
            productId: product.id,
            code: product.code,
            name: product.name.ko,
            quantity: 1 + Math.floor(next() * 20),
          })),
        }),
      };
      if (lines > 0) withLines += 1;
      const received = start + n * step;
      const stored = store.add(inquiry, "sent", new Date(received));
      const status = pick(STATUS_SHARE);
      const assignee = next() < 0.6 ? pick(STAFF) : null;
      states.run(status, assignee, stored.id);
      if (status === "answered" || status === "closed") {
        const at = new Date(received + (1 + next() * 71) * 3_600_000).toISOString();
        answered.run(stored.id, at, assignee ?? STAFF[0]);
      }
    }
  })();
  store.database.exec(SEARCH_BACKFILL + SEARCH_TRIGGERS);
  store.database.pragma("synchronous = FULL");
  store.database.pragma("optimize");
  return { store, withLines };
}

function time(run: () => unknown, runs = 30) {
  for (let i = 0; i < 3; i += 1) run();
  const times: number[] = [];
  for (let i = 0; i < runs; i += 1) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const round = (n: number) => Math.round(n * 10) / 10;
  return { p50: round(times[Math.floor(runs / 2)]!), max: round(times.at(-1)!) };
}

export const INBOX_QUERIES: { name: string; query: InboxQuery }[] = [
  { name: "first page", query: { page: 1 } },
  {
    name: "filtered: in progress, one assignee, 2026, page 2",
    query: {
      page: 2,
      status: "in_progress",
      assignee: STAFF[0],
      from: "2026-01-01",
      to: "2026-11-21",
    },
  },
  { name: "overdue (business time, one cut-off)", query: { page: 1, overdue: true } },
  { name: "search 수자원 (Korean part of a word)", query: { page: 1, q: "수자원" } },
  { name: "search 수자원 + status new", query: { page: 1, q: "수자원", status: "new" } },
  { name: "search 시화 (two syllables: the trigrams it begins)", query: { page: 1, q: "시화" } },
  { name: "search model code ap 12 (any form)", query: { page: 1, q: "ap 12" } },
  { name: "search e-mail buyer4242@", query: { page: 1, q: "buyer4242@" } },
  { name: "search phone digits 01012341", query: { page: 1, q: "01012341" } },
];

export function measureInbox(count = 100_000, keep?: string): InboxFigures {
  const dir = keep ?? mkdtempSync(join(tmpdir(), "inbox-bench-"));
  try {
    const file = join(dir, "inquiries.sqlite");
    const began = performance.now();
    const { store, withLines } = seed(file, count);
    const seedSeconds = Math.round((performance.now() - began) / 100) / 10;
    const inbox = openInbox(store);
    const queries = INBOX_QUERIES.map(({ name, query }) => {
      const page = inbox.list(query);
      return { name, rows: page.rows.length, total: page.total, ...time(() => inbox.list(query)) };
    });
    const pages = store.database.pragma("page_count", { simple: true }) as number;
    const size = store.database.pragma("page_size", { simple: true }) as number;
    store.close();
    return {
      inquiries: count,
      withLines,
      seedSeconds,
      databaseMb: Math.round((pages * size) / 1e5) / 10,
      queries,
    };
  } finally {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  }
}

/** The figures as a Markdown section of the results. */
export function inboxSection(figures: InboxFigures): string[] {
  return [
    "",
    "## Back office inbox (data layer, in the server's process)",
    "",
    `${figures.inquiries.toLocaleString("en")} inquiries (${figures.withLines.toLocaleString("en")} with quote lines), seeded in ${figures.seedSeconds} s; database ${figures.databaseMb} MB. Goal: each under 100 ms.`,
    "",
    "| query | rows shown | matches | p50 ms | max ms |",
    "|---|---|---|---|---|",
    ...figures.queries.map((q) => `| ${q.name} | ${q.rows} | ${q.total} | ${q.p50} | ${q.max} |`),
  ];
}

// Alone: `npx tsx bench/inbox.ts [count] [dir to keep the database in]` writes
// bench/results/<day>-inbox.md and .json, as the other partial runs.
if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = measureInbox(Number(process.argv[2] ?? 100_000), process.argv[3]);
  const day = new Date().toISOString().slice(0, 10);
  const text = [
    `# Benchmark ${day}: the back office's inbox`,
    "",
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the end (other builds ran meanwhile).`,
    ...inboxSection(figures),
  ].join("\n");
  mkdirSync("bench/results", { recursive: true });
  writeFileSync(`bench/results/${day}-inbox.md`, await format(text, { parser: "markdown" }));
  writeFileSync(
    `bench/results/${day}-inbox.json`,
    await format(JSON.stringify(figures), { parser: "json" }),
  );
  console.log(text);
}
