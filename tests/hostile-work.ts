/**
 * Inputs whose work used to hold the serving thread (issue 56), shared by the test that holds
 * the site to answering beside them (tests/server/untrusted-work.test.ts) and the bench
 * (bench/untrusted-work.ts).
 */

/** Twenty products of the catalogue, each once (a quote list holds a product once). */
export const TWENTY_PRODUCTS = [
  "480-006",
  "480-010",
  "480-015",
  "480-025",
  "480-035",
  "480-050",
  "480-080",
  "480-110",
  "ap1",
  "ap2",
  "ap3",
  "ap4",
  "ap5",
  "ap6",
  "ap7",
  "ap8",
  "ap9",
  "ap10",
  "ap11",
  "ap12",
];

/** A 500-letter word: wider than any column, so the line breaker must cut it. */
export const LONG_WORD = "abcdefghijklmnopqrstuvwxy".repeat(20);

/** `/quote.pdf` with 20 lines whose notes are one 500-letter word each. */
export const hostileQuotePack = (lang: "ko" | "en" = "ko") =>
  `${lang === "en" ? "/en" : ""}/quote.pdf?items=${TWENTY_PRODUCTS.map((id) => `${id}:1:${LONG_WORD}`).join(",")}`;
