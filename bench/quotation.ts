import { cpus, loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { company } from "../app/content/company";
import { quotationPdf, quotationXlsx, type SentQuotation } from "../server/quotations/documents";
import { totalsOf } from "../server/quotations/money";
import { supplierBlock } from "../server/inquiries/send-quotation";

/**
 * A quotation's files (decision 027): the PDF (pdfkit, embedded Pretendard) and the .xlsx
 * (exceljs) of 1 and of 50 lines in Korean, each made `RUNS` times after one unmeasured run (the
 * fonts' parse and exceljs's load), median and maximum, and the files' sizes. They are made
 * when the quotation's mail is sent and when staff download one.
 * `npx tsx bench/quotation.ts` runs it alone; `npm run bench` adds it to the results.
 */

const RUNS = 20;

export interface QuotationFigures {
  runs: number;
  rows: { lines: number; kind: "pdf" | "xlsx"; p50: number; max: number; kb: number }[];
}

function quotation(lines: number): SentQuotation {
  const content = {
    lines: Array.from({ length: lines }, (_, i) => ({
      code: `480-${String(i).padStart(3, "0")}`,
      name: "전동 액추에이터 쿼터턴형 (리밋 스위치 포함)",
      note: i % 3 === 0 ? "24V DC, 방폭형, 납기 협의" : "",
      quantity: (i % 7) + 1,
      unitPrice: 1_234_500 + i * 1000,
    })),
    terms: {
      validDays: 30,
      leadTime: "발주 후 2주",
      payment: "월말 마감 익월 현금",
      delivery: "귀사 도착도",
      notes: "운임 포함. 설치 별도.",
    },
  };
  const { supply, tax, total } = totalsOf(content.lines);
  return {
    id: 1,
    inquiryId: 1,
    number: "Q-2026-0001",
    version: 1,
    state: "sent",
    createdAt: "2026-11-24T01:00:00.000Z",
    updatedAt: "2026-11-24T01:00:00.000Z",
    actor: "kim@hanbit.example",
    content,
    sent: {
      at: "2026-11-24T01:00:00.000Z",
      issuedOn: "2026-11-24",
      validUntil: "2026-12-24",
      supply,
      tax,
      total,
      supplier: supplierBlock({ ...company, businessNumber: "124-81-00998" }, "ko"),
      buyer: {
        company: "한빛산업 주식회사",
        name: "김민준",
        email: "buyer@example.com",
        phone: "02-1234-5678",
        ref: "HF-20261124-000001",
      },
      nonce: "x".repeat(24),
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function measureQuotation(runs = RUNS): Promise<QuotationFigures> {
  const rows: QuotationFigures["rows"] = [];
  for (const lines of [1, 50]) {
    const q = quotation(lines);
    for (const kind of ["pdf", "xlsx"] as const) {
      const make = () => (kind === "pdf" ? quotationPdf(q, "ko") : quotationXlsx(q, "ko"));
      const bytes = await make();
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const start = performance.now();
        await make();
        times.push(performance.now() - start);
      }
      rows.push({
        lines,
        kind,
        p50: round(median(times)),
        max: round(Math.max(...times)),
        kb: Math.round(bytes.length / 102.4) / 10,
      });
    }
  }
  return { runs, rows };
}

export function quotationSection(f: QuotationFigures): string[] {
  return [
    "",
    `## Quotation files (${f.runs} runs each after one unmeasured, in this process)`,
    "",
    "| lines | file | median | max | size |",
    "|---|---|---|---|---|",
    ...f.rows.map(
      (r) => `| ${r.lines} | ${r.kind.toUpperCase()} | ${r.p50} ms | ${r.max} ms | ${r.kb} KB |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = await measureQuotation();
  console.log(
    `${cpus().length} cores (${cpus()[0]?.model ?? "?"}), load ${loadavg()
      .map((n) => n.toFixed(2))
      .join(" ")}`,
  );
  console.log(quotationSection(figures).join("\n"));
}
