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
        email: "Email is not a valid address",
        phone: "Phone should be a phone number, is too long (maximum 40 characters)",
        companyName: "Company Name is required",
        inquiry: "Inquiry is required",
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
      email: "이메일: 올바른 이메일 주소가 아닙니다",
      fax: "팩스: 번호 형식이 올바르지 않습니다",
      name: "성명: 필수 항목입니다",
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
      form: ["Failed to fetch", "Product Name is too long (maximum 200 characters)"],
    });
  });
});
