import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../server/inquiries/store";
import { quotationNumbers } from "../../server/stats/quotation-numbers";
import { STORED } from "./harness";

/**
 * The owner's numbers of quotations (issue 48): inquiries quoted, value quoted and won (the
 * latest version's 공급가액), win rate and the median business hours to the first quotation,
 * by sector and in all.
 */

const dir = mkdtempSync(join(tmpdir(), "quotation-numbers-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the numbers of quotations", () => {
  it("count each inquiry once, at its latest version, won by its outcome", () => {
    const store = openStore(join(dir, "inquiries.sqlite"));
    try {
      const quote = (
        category: string | undefined,
        received: string,
        versions: { sent: string; price: number }[],
        outcome?: "won" | "lost",
      ) => {
        const inquiry = store.add(
          { ...STORED, lang: "ko", ...(category && { category }) },
          "off",
          new Date(received),
        );
        for (const version of versions) {
          const at = new Date(version.sent);
          store.quotations.save(
            inquiry.id,
            {
              lines: [{ code: "A", name: "a", note: "", quantity: 2, unitPrice: version.price }],
              terms: { validDays: 30, leadTime: "", payment: "", delivery: "", notes: "" },
            },
            "kim@hanbit.example",
            at,
          );
          const draft = store.quotations.draft(inquiry.id)!;
          store.quotations.issue(draft.id, {
            at,
            issuedOn: version.sent.slice(0, 10),
            validUntil: "2026-12-31",
            supplier: { name: "", ceo: "", address: "", phone: "", fax: "", email: "" },
            buyer: { company: "", name: "", email: "", phone: "", ref: inquiry.ref },
            queueMail: () =>
              store.replies.queueIn(
                inquiry.id,
                { subject: "q", body: "q", to: "b@x.example", replyTo: "k@x.example" },
                "kim@hanbit.example",
                at,
              ),
          });
        }
        if (outcome) store.quotations.setOutcome(inquiry.id, outcome, undefined, "kim", new Date());
      };
      // Monday 2026-11-16, 10:00 Seoul; quoted 14:00 the same day: 4 business hours.
      quote(
        "electric",
        "2026-11-16T01:00:00Z",
        [{ sent: "2026-11-16T05:00:00Z", price: 500_000 }],
        "won",
      );
      // Quoted the next morning 10:00: 8 h that day + 1 h; revised later (its value is v2's).
      quote(
        "electric",
        "2026-11-16T01:00:00Z",
        [
          { sent: "2026-11-17T01:00:00Z", price: 1_000_000 },
          { sent: "2026-11-18T01:00:00Z", price: 900_000 },
        ],
        "lost",
      );
      quote("pneumatic", "2026-11-16T01:00:00Z", [{ sent: "2026-11-16T02:00:00Z", price: 7 }]);
      // Not quoted: not counted.
      store.add(
        { ...STORED, lang: "ko", category: "electric" },
        "off",
        new Date("2026-11-16T01:00:00Z"),
      );

      const numbers = quotationNumbers(store.database, new Date("2026-11-24T00:00:00Z"));
      expect(numbers).toEqual([
        {
          sector: "*",
          quoted: 3,
          valueQuoted: 1_000_000 + 1_800_000 + 14,
          won: 1,
          valueWon: 1_000_000,
          winRate: 33,
          medianHours: 4,
        },
        {
          sector: "electric",
          quoted: 2,
          valueQuoted: 2_800_000,
          won: 1,
          valueWon: 1_000_000,
          winRate: 50,
          medianHours: 6.5,
        },
        {
          sector: "pneumatic",
          quoted: 1,
          valueQuoted: 14,
          won: 0,
          valueWon: 0,
          winRate: 0,
          medianHours: 1,
        },
      ]);
      for (const group of numbers) {
        expect(
          Number.isSafeInteger(group.valueQuoted) && Number.isSafeInteger(group.valueWon),
        ).toBe(true);
      }
    } finally {
      store.close();
    }
  });
});
