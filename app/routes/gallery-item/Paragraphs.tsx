import { Fragment } from "react";

/**
 * Plain text staff typed, in its paragraphs: a blank line starts a paragraph, a single line
 * break stays a line break. The text is never read as HTML (React escapes it).
 */
export function Paragraphs({ text }: { text: string }) {
  const paragraphs = text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return paragraphs.map((paragraph, i) => (
    <p key={i}>
      {paragraph.split(/\r?\n/).map((line, j) => (
        <Fragment key={j}>
          {j > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </p>
  ));
}
