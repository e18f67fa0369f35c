import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { htmlText } from "../../app/content/html-text";
import { liveContent } from "../../app/content/live.server";
import { makeDocument } from "../../app/documents/library.server";
import { plannedDocuments } from "../../app/documents/plan.server";
import { pdfToText } from "../pdftotext";

/*
 * A copy editor's findings in the Korean PDFs (docs/review-log.md, ko 25), read back with
 * pdftotext as a reader copies the text. Each makes one or two documents, not all of them.
 */

const readDrawing = (src: string) => readFileSync(join("public", src), "utf8");
const squash = (text: string) => text.replace(/\s+/g, " ").trim();

/** One of the site's documents, made as the build makes it, by its file's name. */
async function made(name: string) {
  const planned = plannedDocuments(liveContent(), "").find((d) => d.href.endsWith(`/${name}`));
  if (!planned) throw new Error(`no document ${name}`);
  return makeDocument(planned.inputs, readDrawing);
}

/** Every Korean text of `value`: each `ko` string of its bilingual pairs. */
function koTexts(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(koTexts);
  if (value === null || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "ko" && typeof inner === "string" ? [inner] : koTexts(inner),
  );
}

describe("emphasised words (ko 25)", () => {
  it("join the text after them as written: no space before a particle or a comma", async () => {
    const text = squash(await pdfToText(await made("catalogue-pneumatic-ko.pdf")));
    expect(text).toContain("복동형은 열림과 닫힘 모두");
    expect(text).toContain("스프링 복귀형은 한 방향은");
    expect(text).toContain("각 사이즈는 복동형과 스프링 복귀형으로 공급됩니다");
    expect(text).toContain("공압 구동 밸브 완성품으로");
    // Every <strong> of the group's Korean pages: its words and the letter after them, joined.
    const group = plannedDocuments(liveContent(), "").find((d) =>
      d.href.endsWith("/catalogue-pneumatic-ko.pdf"),
    )!;
    const html = koTexts(group.inputs.kind === "catalogue" && group.inputs.sections).join("\n");
    const joined = [...html.matchAll(/<strong>([^<]+)<\/strong>([^\s<])/g)];
    expect(joined.length).toBeGreaterThan(3);
    for (const [, words, next] of joined) expect(text).toContain(`${words}${next}`);
    expect(text).not.toMatch(/복동형 (?:은|과)|복귀형 (?:은|으로)|완성품 으로/);
  });

  it("read as written where the site reads a page's HTML as text (search, notices)", () => {
    expect(htmlText("<p><strong>가역 접촉기</strong>, <b>다심 배선</b>이</p>")).toBe(
      " 가역 접촉기, 다심 배선이 ",
    );
    expect(htmlText("<li>한 줄</li><li>두 줄<br />셋</li>")).toBe(" 한 줄  두 줄 셋 ");
  });
});
