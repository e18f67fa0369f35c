/**
 * The date of issue printed on every datasheet and catalogue, and their PDF creation date. It is
 * an input, not the clock, so the same content always gives the same bytes (and file names):
 * set it to the day the documents' content changes.
 */
export const DOCUMENTS_ISSUED = "2026-11-22";
