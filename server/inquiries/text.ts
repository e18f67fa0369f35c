/**
 * Visitor text on one line: control characters (C0, DEL, C1), line separators and runs of
 * white space become one space, so it can never start a mail header or drive a terminal.
 */
export function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  return value.replace(/[\s\u0000-\u001f\u007f-\u009f]+/g, " ").trim();
}

// Control characters other than tab and line breaks have no place in an inquiry (NUL, escape
// sequences that would drive a terminal); nor do lone surrogates, which no text encodes.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const BAD_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]|\p{Cs}/u;
export const LINE_BREAK = /[\r\n\u2028\u2029]/;
