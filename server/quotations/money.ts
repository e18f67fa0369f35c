/**
 * A quotation's figures, in whole won and integers end to end (docs/decisions/027-quotations.md):
 * each line's amount is its unit price times its quantity; 공급가액 their sum; 세액 10 % of it,
 * rounded down to the won (부가가치세법 leaves the rounding to the supplier; down never asks the
 * buyer for more than the rate); 합계 the two added. Computed here only, on the server, when
 * a quotation is saved or sent; every page, PDF, spreadsheet and mail prints these numbers.
 */

/** The largest amount a quotation holds: well inside a double's exact integers and SQLite's. */
export const MAX_AMOUNT = 999_999_999_999;

export interface PricedLine {
  quantity: number;
  /** Whole won; absent while the line has no price yet. */
  unitPrice?: number;
}

export interface Totals {
  /** Each line's amount, in order; undefined for a line without a price. */
  amounts: (number | undefined)[];
  /** 공급가액 */
  supply: number;
  /** 세액: 10 % of the supply, rounded down. */
  tax: number;
  /** 합계 */
  total: number;
}

/** 10 % of `supply`, rounded down to the won, without floating point. */
export function vatOf(supply: number): number {
  return Math.floor(supply / 10);
}

/** The figures of the lines (a line without a price counts as nothing). */
export function totalsOf(lines: readonly PricedLine[]): Totals {
  const amounts = lines.map((line) =>
    line.unitPrice === undefined ? undefined : line.unitPrice * line.quantity,
  );
  const supply = amounts.reduce<number>((sum, amount) => sum + (amount ?? 0), 0);
  if (!Number.isSafeInteger(supply) || supply > MAX_AMOUNT) {
    throw new RangeError("a quotation's supply is beyond what it can hold");
  }
  const tax = vatOf(supply);
  return { amounts, supply, tax, total: supply + tax };
}

const DIGITS = ["", "일", "이", "삼", "사", "오", "육", "칠", "팔", "구"];
const PLACES = ["", "십", "백", "천"];
const GROUPS = ["", "만", "억", "조"];

/**
 * A whole amount in Korean words as a 견적서 writes it: every place with its digit, "일" included
 * (1,234,500 -> 일백이십삼만사천오백; 11,000 -> 일만일천), so no word can be added in front of
 * one. es-hangul's amountToHangul drops the 일 inside a group (11,000 -> 일만천), which the
 * formal style does not, hence this.
 */
export function koreanAmount(amount: number): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new RangeError("not a whole amount");
  if (amount === 0) return "영";
  let words = "";
  let rest = amount;
  for (let group = 0; rest > 0; group++) {
    const part = rest % 10_000;
    rest = Math.floor(rest / 10_000);
    if (part === 0) continue;
    let text = "";
    String(part)
      .padStart(4, "0")
      .split("")
      .forEach((digit, i) => {
        const d = Number(digit);
        if (d > 0) text += DIGITS[d]! + PLACES[3 - i]!;
      });
    words = text + GROUPS[group]! + words;
  }
  return words;
}

/** "일금 일백이십삼만사천오백원정": the total in words, as the 견적서 states it. */
export function amountInWords(amount: number): string {
  return `일금 ${koreanAmount(amount)}원정`;
}

/** 1234500 -> "1,234,500" (grouped the same in both languages). */
export function won(amount: number): string {
  return amount.toLocaleString("en-US");
}
