/**
 * The site speaks 합쇼체 to buyers and staff alike (issue 59; docs/development.md, "How to add
 * words"): a Korean sentence ends "…습니다", "…주십시오", "…십니까", never in 해요체 ("…해
 * 주세요", "…나요?", "…죠"). `haeyoEndings` finds the 해요체 endings in a text (HTML or plain),
 * for the tests that read every public page, every mail and the back office's words.
 */

/** Nouns that end in 요 and are not a verb's ending: 필요, 중요, 개요, 주요 … */
const NOUNS_IN_YO = ["필요", "중요", "개요", "주요", "수요", "소요", "강요", "동요", "요요"];

/** Each Hangul word that ends a 해요체 sentence, with a little of what comes before it. */
export function haeyoEndings(text: string): string[] {
  const found: string[] = [];
  // A word ending in 요 or 죠 where the Hangul stops: before a space, punctuation, a tag or the end.
  for (const match of text.matchAll(/[\uac00-\ud7a3]+(?![\uac00-\ud7a3])/g)) {
    const word = match[0];
    if (!/[요죠]$/.test(word)) continue;
    if (word.endsWith("요") && NOUNS_IN_YO.some((noun) => word.endsWith(noun))) continue;
    const at = match.index;
    found.push(text.slice(Math.max(0, at - 20), at + word.length + 1));
  }
  return found;
}
