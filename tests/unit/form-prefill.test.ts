import { describe, expect, it } from "vitest";
import { parseList } from "../../app/quote/quote-list";
import { prefill } from "../../app/inquiry/prefill";
import { BAD_CHARACTER } from "../../server/platform/text";

/**
 * What a link fills into the inquiry form (a quote list's notes, the finder's duty text) never
 * holds a character the receiver refuses (issue 41): the buyer could not see it to take it out.
 */

const HOSTILE = ["\u0085", "\u009b", "\u202e", "\u2066", "\u200b", "\u00ad", "\ufeff", "\u{e0041}"];

describe("text a link fills into the inquiry form", () => {
  it.each(HOSTILE.map((char) => [char.codePointAt(0)!.toString(16), char]))(
    "U+%s is left out of a quote line's note and the duty text",
    (_hex, char) => {
      const note = parseList(`s30:2:${encodeURIComponent(`SUS${char}316 👨\u200d👩`)}`).lines[0]!
        .note;
      expect(BAD_CHARACTER.test(note)).toBe(false);
      // A control character reads as a space (a line break to some programs), the rest as nothing.
      expect(note).toMatch(/^SUS ?316 👨\u200d👩$/u);
      const { duty } = prefill([], new URLSearchParams({ duty: `DN150${char} 10 bar\n밸브` }));
      expect(BAD_CHARACTER.test(duty)).toBe(false);
      expect(duty).toMatch(/^DN150 10 bar\n밸브$/u);
    },
  );
});
