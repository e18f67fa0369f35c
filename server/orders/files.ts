import type { Lang } from "../../app/i18n/lang";
import { work } from "../work/pool";
import type { SupplierBlock } from "../quotations/store";
import { deliveryLabel, type Delivery, type Order } from "./store";

/** A file made to be handed on as it is. */
export interface OrderFile {
  filename: string;
  contentType: string;
  content: Buffer;
}

const file = (filename: string, bytes: Uint8Array): OrderFile => ({
  filename,
  contentType: "application/pdf",
  content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
});

/**
 * The order's papers, made in the work pool (server/work/): their lines hold what staff and the
 * buyer typed, so their layout runs off the serving thread, with a time limit; a paper that
 * cannot be made throws a `WorkError`.
 */
export async function confirmationFile(
  order: Order,
  supplier: SupplierBlock,
  lang: Lang,
): Promise<OrderFile> {
  const bytes = await work().run("order-file", { kind: "confirmation", order, supplier, lang });
  return file(`${order.number}.pdf`, bytes);
}

/** A delivery's 거래명세서: "O-2026-0001-D1.pdf". */
export async function statementFile(
  order: Order,
  delivery: Delivery,
  lang: Lang,
): Promise<OrderFile> {
  const bytes = await work().run("order-file", { kind: "statement", order, delivery, lang });
  return file(`${deliveryLabel(order, delivery.n)}.pdf`, bytes);
}
