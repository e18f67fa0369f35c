import { escapeHtml } from "../platform/html";
import { Hono, type Context } from "hono";
import { findProductById } from "../../app/content/catalog/catalog.server";
import { liveContent } from "../../app/content/live.server";
import { DOCUMENTS_ISSUED } from "../../app/documents/edition";
import { documentFacts } from "../../app/documents/facts.server";
import { packDrawings, type PackLine } from "../../app/documents/quote-pack.server";
import type { ReadDrawing } from "../../app/documents/sheet.server";
import { localePath, type Lang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";
import { parseList, qtyInRange } from "../../app/quote/quote-list";
import { seoulToday } from "../../app/lib/site-clock";
import { work, WorkError } from "../work/pool";
import { createRateLimit } from "../platform/rate-limit";
import { clientAddress } from "../platform/client-address";

/**
 * A pack's time limit in the work pool: a 50-line pack with long notes takes a few seconds on a
 * busy 2-core machine (bench/); a list that takes longer gets the page that says so.
 */
const PACK_LIMIT_MS = 60_000;
/**
 * A pack's wait for a thread at most: past it the buyer is told to try again, rather than kept
 * waiting behind others' packs with no word.
 */
const PACK_WAIT_MS = 30_000;

/** The quote pack's URLs, with the language of each. */
const QUOTE_PACKS = [
  ["/quote.pdf", "ko"],
  ["/en/quote.pdf", "en"],
] as const;
export const QUOTE_PACK_PATHS = QUOTE_PACKS.map(([path]) => path);

/** The pack's small page in the buyer's language: what happened, and the way back to the list. */
function packPage(c: Context, lang: Lang, said: string, status: 422 | 429 | 503) {
  const back = `${localePath(lang, "/quote")}?items=${encodeURIComponent(c.req.query("items") ?? "")}`;
  const title = translate(lang, "quote.pdfFailed");
  const html = `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title></head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(said)}</p><p><a href="${escapeHtml(back)}">${escapeHtml(translate(lang, "quote.pdfBack"))}</a></p></main></body></html>
`;
  c.header("Cache-Control", "no-store");
  return c.html(html, status);
}

/** The page a buyer gets when the pack was not made. */
function notMade(c: Context, lang: Lang, error: WorkError) {
  const busy = error.reason === "busy";
  if (busy) c.header("Retry-After", "1");
  // Busy is the site's state (try again); past the limits, this list is what cannot be made.
  return busy
    ? packPage(c, lang, translate(lang, "quote.pdfBusy"), 503)
    : packPage(c, lang, translate(lang, "quote.pdfTooLarge"), 422);
}

/** How often one address may ask for a pack, and how its address is read. */
export interface PackRateLimit {
  /** Packs per client address and minute; 0 turns the limit off. */
  perMinute: number;
  trustProxy: boolean;
}

/**
 * `GET /quote.pdf?items=...` and `/en/quote.pdf?items=...`: the quote list (the quote page's
 * `items` form, app/quote/quote-list.ts: at most 50 lines, each product once) as one PDF, a cover
 * page and each product's datasheet (app/documents/quote-pack.server.ts), made for the request
 * in the work pool (server/work/), with its time limit. Unknown products and quantities out of
 * range are left out; a list with none left is a 400. Each address may ask `perMinute` times a
 * minute: anyone may ask, and each pack is seconds of a thread's work.
 */
export function quotePackRoutes(
  readDrawing: ReadDrawing,
  { perMinute, trustProxy }: PackRateLimit = { perMinute: 0, trustProxy: false },
) {
  const routes = new Hono();
  const rateLimit = createRateLimit(perMinute);
  for (const [path, lang] of QUOTE_PACKS) {
    routes.get(path, async (c) => {
      const limit = rateLimit(clientAddress(c, trustProxy));
      if (!limit.ok) {
        const seconds = limit.retryAfterSeconds;
        c.header("Retry-After", String(seconds));
        return packPage(c, lang, translate(lang, "quote.pdfTooOften", { seconds }), 429);
      }
      const { productDates } = liveContent();
      const lines: PackLine[] = parseList(c.req.query("items")).lines.flatMap((line) => {
        const product = findProductById(line.id);
        if (!product || !qtyInRange(line.qty)) return [];
        // The datasheet's date of issue as the downloads print it (app/documents/plan.server.ts).
        const issued = productDates.get(product.id) ?? DOCUMENTS_ISSUED;
        return [{ product, qty: line.qty, note: line.note, issued }];
      });
      if (lines.length === 0)
        return c.text("Bad Request: no product of the catalogue in items", 400);
      const started = performance.now();
      const at = new Date();
      const day = seoulToday(at.getTime());
      let pdf: Uint8Array;
      try {
        pdf = await work().run(
          "quote-pack",
          {
            lines,
            lang,
            day,
            at,
            company: documentFacts(liveContent().company),
            drawings: packDrawings(lines, readDrawing),
          },
          { timeoutMs: PACK_LIMIT_MS, waitMs: PACK_WAIT_MS },
        );
      } catch (error) {
        if (!(error instanceof WorkError) || error.reason === "failed") throw error;
        console.log(`quote pack ${lang} ${lines.length} items not made: ${error.reason}`);
        return notMade(c, lang, error);
      }
      console.log(
        `quote pack ${lang} ${lines.length} items ${pdf.length} bytes ${Math.round(performance.now() - started)} ms`,
      );
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `inline; filename="quote-${day}.pdf"`,
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex",
      });
    });
  }
  return routes;
}
