/**
 * Words joined by a space, none before punctuation that closes on the word before it: a claim's
 * reading between staff's words (the home page, and its editor's choices as staff type).
 */
export function joinedWords(...parts: string[]): string {
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .reduce(
      (text, part) => (text && !/^[,.;:!?)]/.test(part) ? `${text} ${part}` : text + part),
      "",
    );
}
