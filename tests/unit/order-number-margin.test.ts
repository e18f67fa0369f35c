import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { passGivenNumbers, QUOTATION_MARGIN } from "../../server/backup/numbers";
import { openStore } from "../../server/inquiries/store";
import { STORED } from "../receiver/harness";

/*
 * An order's number is on its papers and on each 거래명세서, which is kept for years: after a
 * restore that lost the newest orders, the next order never takes a number already given
 * (server/backup/numbers.ts; a kept statement's number is refused twice, server/orders/kept.ts).
 */
it("a restore moves order numbers past a margin", () => {
  const dir = mkdtempSync(join(tmpdir(), "order-margin-"));
  const file = join(dir, "inquiries.sqlite");
  const order = (store: ReturnType<typeof openStore>) => {
    const added = store.add({ ...STORED, lang: "ko" }, "off");
    return store.orders.create(
      added.id,
      {
        source: "phone",
        lines: [
          { code: "S30", name: "버터플라이 밸브", note: "", quantity: 1, unitPrice: 387_500 },
        ],
        buyer: { company: "시화 정수장", name: "", email: "", phone: "", ref: added.ref },
        wonOn: "2026-11-24",
      },
      "kim",
      new Date("2026-11-24T01:00:00Z"),
    ).number;
  };
  try {
    let store = openStore(file);
    expect(order(store)).toBe("O-2026-0001");
    store.close();
    passGivenNumbers(dir, file, new Date("2026-11-25T01:00:00Z"));
    store = openStore(file);
    expect(order(store)).toBe(`O-2026-${String(2 + QUOTATION_MARGIN).padStart(4, "0")}`);
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
