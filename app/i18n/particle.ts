/** The Korean particle pairs a field's words take: with a final consonant, without. */
type Pair = "은/는" | "이/가" | "을/를";

/** Final consonants of digits as read in Sino-Korean: 일, 삼, 육, 칠, 팔 (and 영) have one. */
const DIGIT_FINAL = [true, true, false, true, false, false, true, true, true, false];
/** Latin letters whose Korean names end in a consonant: 엘, 엠, 엔, 알. */
const LETTER_FINAL = /[lmnr]/i;

/** Whether a number read aloud in Korean ends in a consonant (150 "백오십", 1000 "천"). */
function numberHasFinal(digits: string): boolean {
  const n = digits.replace(/^0+(?=\d)/, "");
  const last = Number(n.at(-1));
  if (last !== 0 || n === "0") return DIGIT_FINAL[last]!;
  // 십 (ㅂ), 백 (ㄱ), 천 (ㄴ), 만 (ㄴ): every round place is read with a final consonant.
  return true;
}

/**
 * The word and its particle: 은/는, 이/가, 을/를 chosen by how the word ends when read, its
 * last Hangul syllable, number or Latin letter ("DN 999 (999A)" is read "DN 구백구십구": a
 * part in parentheses is not read). es-hangul's `josa` reads Hangul only.
 */
export function withParticle(word: string, pair: Pair): string {
  const read = word.replace(/\s*\([^)]*\)\s*$/, "").trim();
  const [withFinal, without] = pair.split("/") as [string, string];
  const digits = /(\d+)$/.exec(read);
  const last = read.at(-1) ?? "";
  const code = last.charCodeAt(0);
  const final = digits
    ? numberHasFinal(digits[1]!)
    : code >= 0xac00 && code <= 0xd7a3
      ? (code - 0xac00) % 28 !== 0
      : LETTER_FINAL.test(last);
  return `${word}${final ? withFinal : without}`;
}
