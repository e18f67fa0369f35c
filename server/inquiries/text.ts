/**
 * Visitor text on one line: control characters (C0, DEL, C1), line separators and runs of
 * white space become one space, so it can never start a mail header or drive a terminal.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}
