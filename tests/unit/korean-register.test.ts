import { describe, expect, it } from "vitest";
import { translate } from "../../app/i18n/translate.server";
import type { Translation } from "../../app/i18n/words";
import { problemWord } from "../../server/inquiries/problems";
import { replyWord } from "../../server/inquiries/reply-template";
import { inquiryWord } from "../../server/inquiries/words";
import { answerPageWord } from "../../server/inquiries/quotation-page";
import { quotationWord } from "../../server/quotations/words";
import { referencesWord } from "../../app/references/words";
import { unitKindWord } from "../../server/units/kind-words";
import { haeyoEndings } from "../korean-register";
import { unitPageWord } from "../../app/routes/unit/words";

/*
 * One register for buyers (issue 59, item 1): every Korean word a buyer reads is 합쇼체. The
 * pages as the server renders them are read by tests/e2e/seo.spec.ts, the buyer's mails by
 * tests/mail/kinds.test.ts; here the finder of 해요체 endings, and the buyer's dictionaries
 * whole (a text only an error state shows is read too).
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
  ["a delivered unit's page and its service and parts forms", koreanOf(unitPageWord)],
];

describe.each(dictionaries)("the Korean words of %s", (_, texts) => {
  it("are 합쇼체", () => {
    const found = texts.flatMap(([key, text]) => haeyoEndings(text).map((at) => `${key}: ${at}`));
    expect(found).toEqual([]);
  });
});
