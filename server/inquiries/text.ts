/**
 * Visitor text on one line: control characters (C0, DEL, C1) and line separators become spaces,
 * so it can never start a mail header or drive a terminal.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ").trim();
}
