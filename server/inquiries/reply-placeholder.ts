/**
 * The reply template's line that asks for the answer, in each language. On its own, without
 * imports: the reply form's page checks for it in the browser before sending.
 */
export const PLACEHOLDER = {
  ko: "(여기에 답변을 적어 주십시오.)",
  en: "(Write the answer here.)",
} as const;

/** The placeholder line still in `body`, if it is (a reply sent before it was written). */
export function placeholderIn(body: string): string | undefined {
  const lines = new Set(body.split("\n").map((line) => line.trim()));
  return Object.values(PLACEHOLDER).find((line) => lines.has(line));
}
