import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { developerWords } from "../developer-words";

/*
 * No developer wording in any public text (issue 66, item 4): every string of every dictionary a
 * buyer may read, in both languages, error states included (the receiver's refusals, the unit
 * page's photo errors, the quotation page, the quote list's PDF), since an error is the text
 * nobody sees until it happens. The dictionaries are found, not listed, so a new one is read.
 */

const ROOT = join(import.meta.dirname, "../..");

/** What only staff read: the back office, and the mail room's failures shown on its pages. */
const STAFF_ONLY = [
  /(^|\/)admin\//,
  /^server\/mail\/problem-words\.json$/,
  /^server\/mail\/mailbox-problem-words\.json$/,
];

type Words = Record<string, Record<string, string>>;

function* jsonFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* jsonFiles(path);
    else if (entry.name.endsWith(".json")) yield path;
  }
}

/** The `{ ko, en }` dictionaries under app/ and server/ (decision 038), by repository path. */
function dictionaries(): Map<string, Words> {
  const found = new Map<string, Words>();
  for (const top of ["app", "server"]) {
    for (const path of jsonFiles(join(ROOT, top))) {
      const parsed = JSON.parse(readFileSync(path, "utf8")) as unknown;
      const words = parsed as Partial<Words>;
      if (typeof words?.ko === "object" && typeof words.en === "object") {
        found.set(relative(ROOT, path), parsed as Words);
      }
    }
  }
  return found;
}

const publicDictionaries = [...dictionaries()].filter(
  ([path]) => !STAFF_ONLY.some((staff) => staff.test(path)),
);

/** Every developer's word of a dictionary, as "lang key: word". */
function found(words: Words): string[] {
  return Object.entries(words).flatMap(([lang, texts]) =>
    Object.entries(texts).flatMap(([key, text]) =>
      developerWords(text).map((word) => `${lang} ${key}: ${word}`),
    ),
  );
}

describe("the finder of developer's words", () => {
  it("finds the words of the server's insides, in both languages", () => {
    expect(developerWords("{name}: 사진 처리 한도(시간, 메모리)를 넘었습니다.")).toHaveLength(2);
    expect(
      developerWords("the photo takes more than the time or memory a photo may take"),
    ).toHaveLength(1);
    expect(developerWords("Request body is too large")).toHaveLength(1);
    expect(developerWords("The worker pool timed out (timeout 30 s)")).toHaveLength(3);
  });

  it("leaves a buyer's words", () => {
    expect(developerWords("이 사진은 처리할 수 없습니다. 더 작은 사진을 골라 주십시오.")).toEqual(
      [],
    );
    expect(
      developerWords("How we process the personal data; spool valves; a pooled order"),
    ).toEqual([]);
  });

  it("fails a public dictionary with one planted", () => {
    const [, messages] = publicDictionaries.find(([path]) => path.endsWith("messages.json"))!;
    expect(found(messages)).toEqual([]);
    const planted = {
      ko: { ...messages.ko, "quote.pdfTooLarge": "PDF 작업의 메모리 한도를 넘었습니다." },
      en: { ...messages.en, "quote.pdfBusy": "The worker pool is full." },
    };
    expect(found(planted)).toEqual([
      expect.stringMatching(/^ko quote\.pdfTooLarge: "메모리"/),
      expect.stringMatching(/^ko quote\.pdfTooLarge: "한도"/),
      expect.stringMatching(/^en quote\.pdfBusy: "pool"/),
      expect.stringMatching(/^en quote\.pdfBusy: "worker"/),
    ]);
  });
});

describe("the public dictionaries", () => {
  it("are found: the site's, the unit page's, the receiver's and the quotation page's", () => {
    expect(publicDictionaries.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        "app/i18n/messages.json",
        "app/units/words.json",
        "app/routes/plant/words.json",
        "app/certificates/words.json",
        "server/inquiries/problems.words.json",
        "server/inquiries/words.json",
        "server/inquiries/quotation-page.words.json",
        "server/quotations/words.json",
      ]),
    );
  });

  it.each(publicDictionaries)("%s speaks no developer's word", (_path, words) => {
    expect(found(words)).toEqual([]);
  });
});
