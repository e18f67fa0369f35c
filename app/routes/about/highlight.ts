export interface Segment {
  text: string;
  marked: boolean;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Splits a text into plain and highlighted segments (timeline keyword
 * highlighting). Longer keywords win where two overlap; matching ignores case.
 */
export function highlight(text: string, keywords: string[]): Segment[] {
  if (keywords.length === 0) return [{ text, marked: false }];
  const alternatives = [...keywords].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(${alternatives.join("|")})`, "gi");
  // Splitting on a capturing group puts the matches at the odd indexes.
  return text
    .split(pattern)
    .map((part, index) => ({ text: part, marked: index % 2 === 1 }))
    .filter((segment) => segment.text !== "");
}
