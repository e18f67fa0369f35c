import { describe, expect, test } from "vitest";
import { oneLineLabel } from "../../server/platform/text";
import { readUnit } from "../../app/admin/units/units.server";
import { formLine, formLocalizedLine } from "../../app/admin/content/form.server";

/**
 * Staff's names and labels as they are kept (issue 71, item 5): one line, no character that
 * hides or reorders text, NFC. A product's name is copied into pages, mail subjects and buyers'
 * requests; a line break or a soft hyphen typed in the back office must not travel there.
 */

describe("the one cleaning of staff's labels", () => {
  test("makes line breaks, tabs and controls one space and keeps the words", () => {
    for (const brk of ["\n", "\r\n", "\r", "\u2028", "\u2029", "\u0085", "\t", "\u000b"]) {
      expect(oneLineLabel(`핀치 밸브${brk}PQVF`), JSON.stringify(brk)).toBe("핀치 밸브 PQVF");
    }
    expect(oneLineLabel("  Pinch \n\n  valve\u0000 VF  ")).toBe("Pinch valve VF");
  });

  test("drops soft hyphens, zero-width and bidi controls, and lone surrogates", () => {
    const hidden = [
      "\u00AD", // soft hyphen
      "\u200B", // zero-width space
      "\u200C", // zero-width non-joiner
      "\u200D", // zero-width joiner
      "\u2060", // word joiner
      "\uFEFF", // byte order mark
      "\u202A", // left-to-right embedding
      "\u202E", // right-to-left override
      "\u2066", // left-to-right isolate
      "\u2069", // pop directional isolate
      "\u200F", // right-to-left mark
      "\u{E0041}", // a tag character
      "\uD800", // a lone surrogate
    ];
    for (const character of hidden) {
      expect(oneLineLabel(`Pinch${character}valve`), JSON.stringify(character)).toBe("Pinchvalve");
    }
    // An override that would show "PQVF" as "FVQP" is taken out; the letters stay in order.
    expect(oneLineLabel("\u202EPQVF\u202C 100")).toBe("PQVF 100");
  });

  test("composes to NFC, also what a dropped character parted", () => {
    // 한 as three jamo, and é as e + a combining accent split by a soft hyphen.
    expect(oneLineLabel("\u1112\u1161\u11AB 밸브")).toBe("한 밸브");
    expect(oneLineLabel("Valve\u0065\u00AD\u0301")).toBe("Valve\u00E9");
  });

  test("keeps Hangul, symbols and emoji as they are", () => {
    const kept = "PQVF-100 공압식 핀치 밸브 (EPDM, -20~+120 °C) ✓ 📄";
    expect(oneLineLabel(kept)).toBe(kept);
  });

  test("is what the back office's forms read a label with", () => {
    const form = new FormData();
    form.set("name.ko", "핀치\n밸브\u00AD");
    form.set("name.en", "\u202EPinch valve");
    form.set("number", "KR-\u200B0001\r\n");
    expect(formLocalizedLine(form, "name")).toEqual({ ko: "핀치 밸브", en: "Pinch valve" });
    expect(formLine(form, "number")).toBe("KR-0001");
    expect(formLine(form, "missing")).toBe("");
  });

  test("is what a unit's tag, site and customer are kept with, from the form or a sheet", () => {
    const read = readUnit("ko", {
      product: "S30",
      tag: "P-101\n흡입측",
      site: "화성\u00AD 정수장\u20282공장",
      customer: "한빛수자원\u202E 주식회사",
      industry: "water",
    });
    expect(read.ok && read.input).toMatchObject({
      tag: "P-101 흡입측",
      site: "화성 정수장 2공장",
      customer: "한빛수자원 주식회사",
    });
  });
});
