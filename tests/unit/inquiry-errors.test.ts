import { describe, expect, it } from "vitest";
import { shownErrors } from "../../app/inquiry/shown-errors";
import type { Lang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";

/** The page's translator, as useT gives it to the form. */
const inLang = (lang: Lang) => (key: Parameters<typeof translate>[1]) => translate(lang, key);

describe("inquiry errors as the page shows them", () => {
  it("puts 'Prefix message' under each field, messages joined with ', '", () => {
    const shown = shownErrors(
      inLang("en"),
      "en",
      [],
      [
        ["email", [{ code: "TYPE_EMAIL", message: "should be an email" }]],
        [
          "phone",
          [
            { code: "UNSPECIFIED", message: "should be a phone number" },
            { code: "UNSPECIFIED", message: "is too long (maximum 40 characters)" },
          ],
        ],
        ["companyName", [{ code: "REQUIRED_FIELD_EMPTY", message: "is required" }]],
        ["inquiry", [{ code: "REQUIRED_FIELD_MISSING", message: "is required" }]],
      ],
    );
    expect(shown).toEqual({
      fields: {
        email: "Email: Please enter an email address, such as name@example.com.",
        phone:
          "Phone: Please enter the number in digits, such as +82 2-1234-5678. Please shorten this to 40 characters or fewer.",
        companyName: "Company name: Please fill this in.",
        inquiry: "Inquiry: Please fill this in.",
      },
      form: [],
    });
  });

  it("says every receiver's message in Korean on a Korean page, after the form's label", () => {
    const shown = shownErrors(
      inLang("ko"),
      "ko",
      [],
      [
        ["email", [{ code: "TYPE_EMAIL", message: "should be an email" }]],
        ["fax", [{ code: "UNSPECIFIED", message: "should be a phone number" }]],
        ["name", [{ code: "REQUIRED_FIELD_MISSING", message: "is required" }]],
      ],
    );
    expect(shown.fields).toEqual({
      email: "이메일: 이메일 주소를 @가 들어간 전체 주소로 입력해 주십시오.",
      fax: "팩스: 번호를 02-1234-5678처럼 숫자로 입력해 주십시오.",
      name: "성명: 입력해 주십시오.",
    });
  });

  it("keeps form-level messages apart, and errors on fields nobody sees among them", () => {
    const shown = shownErrors(
      inLang("en"),
      "en",
      [{ code: "UNSPECIFIED", message: "Failed to fetch" }],
      [["productName", [{ code: "UNSPECIFIED", message: "is too long (maximum 200 characters)" }]]],
    );
    expect(shown).toEqual({
      fields: {},
      form: ["Failed to fetch", "Product name: Please shorten this to 200 characters or fewer."],
    });
  });
});
