import { Hono } from "hono";
import { findProductById } from "../app/content/catalog/catalog.server";
import { liveContent } from "../app/content/live.server";
import { documentFacts } from "../app/documents/facts.server";
import { quotePackPdf, type PackLine } from "../app/documents/quote-pack.server";
import type { ReadDrawing } from "../app/documents/sheet.server";
import { parseList, qtyInRange } from "../app/quote/quote-list";
import { seoulDate } from "./inquiries/store";

/** Packs made at once; more wait for none but get a quick 503 (each is a burst of CPU). */
const CONCURRENT = 2;

/** The quote pack's URLs, with the language of each. */
const QUOTE_PACKS = [
  ["/quote.pdf", "ko"],
  ["/en/quote.pdf", "en"],
] as const;
export const QUOTE_PACK_PATHS = QUOTE_PACKS.map(([path]) => path);

/**
 * `GET /quote.pdf?items=...` and `/en/quote.pdf?items=...`: the quote list (the quote page's
 * `items` form, app/quote/quote-list.ts: at most 50 lines, each product once) as one PDF, a cover
 * page and each product's datasheet (app/documents/quote-pack.server.ts), made for the request.
 * Unknown products and quantities out of range are left out; a list with none left is a 400.
 */
export function quotePackRoutes(readDrawing: ReadDrawing) {
  const routes = new Hono();
  let active = 0;
  for (const [path, lang] of QUOTE_PACKS) {
    routes.get(path, async (c) => {
      const lines: PackLine[] = parseList(c.req.query("items")).lines.flatMap((line) => {
        const product = findProductById(line.id);
        return product && qtyInRange(line.qty) ? [{ product, qty: line.qty, note: line.note }] : [];
      });
      if (lines.length === 0)
        return c.text("Bad Request: no product of the catalogue in items", 400);
      if (active >= CONCURRENT) {
        c.header("Retry-After", "1");
        return c.text("Busy: please try again in a moment.\n", 503);
      }
      active += 1;
      try {
        const started = performance.now();
        const at = new Date();
        const day = seoulDate.format(at);
        const facts = documentFacts(liveContent().company);
        const pdf = await quotePackPdf(lines, lang, readDrawing, day, at, facts);
        console.log(
          `quote pack ${lang} ${lines.length} items ${pdf.length} bytes ${Math.round(performance.now() - started)} ms`,
        );
        return c.body(new Uint8Array(pdf), 200, {
          "Content-Type": "application/pdf",
          "Content-Disposition": `inline; filename="quote-${day}.pdf"`,
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex",
        });
      } finally {
        active -= 1;
      }
    });
  }
  return routes;
}
