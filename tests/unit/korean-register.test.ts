import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/translate.server";
import type { Translation } from "../../app/i18n/words";
import { problemWord } from "../../server/inquiries/problems";
import { replyWord } from "../../server/inquiries/reply-template";
import { inquiryWord } from "../../server/inquiries/words";
import { answerPageWord } from "../../server/inquiries/quotation-page";
import { quotationWord } from "../../server/quotations/words";
import { referencesWord } from "../../app/references/words";
import { certificateWord } from "../../app/certificates/words";
import { unitKindWord } from "../../server/units/kind-words";
import { haeyoEndings } from "../style/check";
import { unitPageWord } from "../../app/units/words";
import { plantPageWord } from "../../app/routes/plant/words";

/*
 * One register (issue 59, item 1): every Korean word a buyer reads is 합쇼체, and so is every
 * word staff read in the back office and its mails. The pages as the server renders them are
 * read by tests/e2e/seo.spec.ts, every kind of mail by tests/mail/kinds.test.ts; here the finder
 * of 해요체 endings, and the dictionaries whole (a text only an error state shows is read too).
 */
describe("the finder of 해요체 endings", () => {
  it("finds a sentence that ends in 해요체, in plain text and in HTML", () => {
    expect(haeyoEndings("주소를 다시 확인해 주세요.")).toHaveLength(1);
    expect(haeyoEndings("<p>이런 페이지를 찾으셨나요?</p>")).toHaveLength(1);
    expect(haeyoEndings("제품을 담으세요")).toHaveLength(1);
    expect(haeyoEndings("안녕하세요\\n견적 부탁드립니다.")).toHaveLength(1);
    expect(haeyoEndings("그렇죠. 좋아요! 됐네요")).toHaveLength(3);
    expect(haeyoEndings('"label":"비워 두세요"')).toHaveLength(1);
  });

  it("leaves 합쇼체 and the nouns that merely end in 요", () => {
    expect(
      haeyoEndings(
        "주소를 다시 확인해 주십시오. 찾으셨습니까? 주요 제품, 개요, 필요 토크, 요청, 중요.",
      ),
    ).toEqual([]);
    expect(haeyoEndings("<h2>개요</h2><td>불필요</td> Please try again.")).toEqual([]);
  });
});

/** Every Korean text of a dictionary, by key. */
const koreanOf = <Key extends string>(words: Translation<Key>) =>
  words.keys.map((key) => [key, words.raw("ko", key)] as const);

const dictionaries: [string, (readonly [string, string])[]][] = [
  ["the public site (app/i18n/messages.json)", koreanOf(translate)],
  ["the buyer's quotation page", koreanOf(answerPageWord)],
  ["the quotation's PDF, sheet and mail", koreanOf(quotationWord)],
  ["the inquiry form's problems", koreanOf(problemWord)],
  ["the reply's template", koreanOf(replyWord)],
  ["the inquiry form's error page, the reply's answer line", koreanOf(inquiryWord)],
  ["the unit page's kinds of papers and service", koreanOf(unitKindWord)],
  ["the references (/references)", koreanOf(referencesWord)],
  ["the certificates (/certificates, a product's page)", koreanOf(certificateWord)],
  ["a delivered unit's page and its service and parts forms", koreanOf(unitPageWord)],
  ["a plant's desk, its request form and its files", koreanOf(plantPageWord)],
];

describe.each(dictionaries)("the Korean words of %s", (_, texts) => {
  it("are 합쇼체", () => {
    const found = texts.flatMap(([key, text]) => haeyoEndings(text).map((at) => `${key}: ${at}`));
    expect(found).toEqual([]);
  });
});

/*
 * The back office speaks 합쇼체 too (docs/development.md, "How to add words", rule 6): every
 * dictionary and source file of app/admin and of the server (its staff words: refusals of files
 * and sheets, the mail servers' problems, each kind of mail's Korean, all keys, the staff
 * notices, digest, invitation and test mail among them), found by walking the folders so a new
 * file is read without a line here; and the Korean staff guide.
 */
const ROOT = join(import.meta.dirname, "../..");
const STAFF_FOLDERS = ["app/admin", "server"];
const STAFF_GUIDE = "docs/staff-guide.ko.md";

const filesUnder = (folder: string) =>
  readdirSync(join(ROOT, folder), { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(json|ts|tsx)$/.test(file))
    .map((file) => join(folder, file));

/** A dictionary's Korean side by key; any other file's text whole (its inline Korean). */
function staffTexts(file: string): (readonly [string, string])[] {
  const text = readFileSync(join(ROOT, file), "utf8");
  const ko = file.endsWith(".json") ? (JSON.parse(text) as { ko?: unknown }).ko : undefined;
  if (!ko || typeof ko !== "object") return [[file, text]];
  return Object.entries(ko).map(([key, value]) => [`${file} ${key}`, String(value)]);
}

describe("the back office's Korean", () => {
  const files = [...STAFF_FOLDERS.flatMap(filesUnder), STAFF_GUIDE];

  it("is read from every dictionary of the back office and every kind of mail", () => {
    const dictionaries = files.filter((file) => file.endsWith(".json"));
    // The walk finds the files: one that found none would pass on nothing.
    expect(dictionaries.length).toBeGreaterThan(20);
    expect(dictionaries).toContain("app/admin/words.json");
    expect(dictionaries).toContain("app/admin/units/words.json");
    expect(dictionaries).toContain("app/admin/content/catalogue/sheet-words.json");
    // A kind of mail keeps its Korean in its own file (the notice, digest, invitation …).
    expect(files).toContain("server/mail/kinds/invitation.ts");
    expect(files).toContain("server/mail/kinds/inquiry-notice.ts");
    expect(readFileSync(join(ROOT, STAFF_GUIDE), "utf8")).toMatch(/합니다/);
  });

  it("is 합쇼체 in every dictionary and source file, and in the staff guide", () => {
    const found = files
      .flatMap(staffTexts)
      .flatMap(([where, text]) => haeyoEndings(text).map((at) => `${where}: ${at}`));
    expect(found).toEqual([]);
  });
});
