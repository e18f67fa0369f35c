/**
 * 사업자등록번호, the business registration number Korea's National Tax Service gives: ten digits
 * written 123-45-67890, the last a check digit. The rule is the NTS's published one: the first
 * nine digits weighted 1,3,7,1,3,7,1,3,5, plus the tens of the ninth digit times five; the check
 * digit makes the sum a multiple of ten.
 */
const WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/** The ten digits of a number typed with or without hyphens and spaces; undefined otherwise. */
export function businessDigits(typed: string): string | undefined {
  const digits = typed.replace(/[\s-]/g, "");
  return /^\d{10}$/.test(digits) ? digits : undefined;
}

/** True when ten digits carry the right check digit. */
export function hasBusinessChecksum(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  let sum = 0;
  WEIGHTS.forEach((weight, i) => (sum += d[i]! * weight));
  sum += Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/** "1234567890" -> "123-45-67890", the way it is printed. */
export function formatBusinessNumber(digits: string): string {
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** A stored number: written 123-45-67890 and its check digit right. */
export function isBusinessNumber(value: string): boolean {
  return /^\d{3}-\d{2}-\d{5}$/.test(value) && hasBusinessChecksum(value.replaceAll("-", ""));
}
