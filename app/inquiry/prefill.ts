import {
  findEntry,
  resolveList,
  type CatalogueEntry,
  type ResolvedList,
  type RetiredEntry,
} from "../quote/catalogue";

/** The longest duty text taken from a URL; the inquiry field itself allows 5000 characters. */
const MAX_DUTY = 1000;

/**
 * What the contact page's URL fills in: `?items=` the quote list's lines, `?product={id}` a
 * product page's Request Quote (a list of one), `?duty=` the product finder's "Ask us about this
 * duty". Pure, so the server's loader and the static export's browser fill in the same form.
 */
export interface Prefill {
  quote: CatalogueEntry | null;
  lines: ResolvedList;
  duty: string;
}

export function prefill(
  catalogue: readonly CatalogueEntry[],
  params: URLSearchParams,
  retired: readonly RetiredEntry[] = [],
): Prefill {
  const quote = findEntry(catalogue, params.get("product"));
  return {
    quote,
    lines: resolveList(catalogue, params.get("items") ?? (quote ? `${quote.id}:1` : null), retired),
    duty: dutyText(params.get("duty")),
  };
}

/**
 * The finder's duty text, to pre-fill the inquiry: at most MAX_DUTY characters, no control
 * characters but line breaks, no invisible format characters but ZWNJ and ZWJ (the receiver
 * refuses them, server/platform/text.ts). React writes it as the textarea's text, escaped.
 */
function dutyText(raw: string | null): string {
  if (!raw) return "";
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/g, "")
      .replace(/(?![\u200c\u200d])\p{Cf}/gu, "")
      .normalize("NFC")
      .trim()
      .slice(0, MAX_DUTY)
  );
}
