import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { shownErrors } from "../../app/inquiry/shown-errors";
import { inquiryFields } from "../../app/inquiry/field-errors";
import type { Lang } from "../../app/i18n/lang";
import { translate } from "../../app/i18n/translate.server";
import { developerWords } from "../style/check";
import { post, startReceiver, VALID, type Receiver } from "./harness";

/**
 * The words a buyer meets when the inquiry or quote form refuses what was sent (issue 73,
 * item 5): each field named by the label the form shows (성명, 연락처, never 이름 or 전화번호),
 * in both languages, on the no-JS page and in the JavaScript form alike; no developer's words,
 * no wire English on a Korean page, and never two colons in one message.
 */
beforeAll(() => {
  vi.spyOn(console, "log").mockImplementation(() => undefined);
});

const LANGS: Lang[] = ["ko", "en"];
const label = (lang: Lang, field: (typeof inquiryFields)[number]) =>
  translate(lang, `inquiry.${field}`);

/** Sent values that each field refuses, with the refusal meant. */
const BAD: Record<string, Record<string, unknown>> = {
  empty: Object.fromEntries(inquiryFields.filter((f) => f !== "fax").map((f) => [f, ""])),
  malformed: { phone: "전화 주세요", fax: "팩스 없음", email: "buyer(at)example" },
  tooLong: Object.fromEntries(inquiryFields.map((f) => [f, "가".repeat(5001)])),
  lines: {
    name: "김민준\n박서연",
    items: [
      { id: "NOPE", qty: 0 },
      { id: "s30", qty: 1.5 },
    ],
  },
  shape: { items: "480-035 x 2" },
  consent: { privacy_consent: "" },
  empty_form: Object.fromEntries([...inquiryFields, "privacy_consent"].map((f) => [f, ""])),
};

/** The faults every message is free of. */
function faults(lang: Lang, text: string): string[] {
  return [
    ...developerWords(text),
    ...(/[:：].*[:：]/.test(text) ? [`two colons in "${text}"`] : []),
    ...(/items\[|JSON|UTF-8|origin/i.test(text) ? [`a wire word in "${text}"`] : []),
    // A Korean page says nothing in English words (a product code or a unit is no word).
    ...(lang === "ko" && /[a-z]{3,}/.test(text) ? [`English on a Korean page: "${text}"`] : []),
    ...(lang === "ko" && /이름|전화번호/.test(text) ? [`a field not by its label: "${text}"`] : []),
  ];
}

describe("the inquiry form's errors in the buyer's words", () => {
  let receiver: Receiver;
  beforeAll(async () => {
    receiver = await startReceiver({ RATE_LIMIT_PER_MINUTE: "0" });
  });
  afterAll(() => receiver.close());

  /** The no-JS page's lines for a plain post in `lang`. */
  async function pageLines(lang: Lang, fields: Record<string, unknown>) {
    const body = new URLSearchParams();
    for (const [name, value] of Object.entries({ ...VALID, ...fields, _lang: lang })) {
      if (Array.isArray(value))
        value.forEach((line: Record<string, unknown>, at) =>
          Object.entries(line).forEach(([part, v]) => body.append(`items[${at}][${part}]`, `${v}`)),
        );
      else body.append(name, `${value}`);
    }
    const response = await fetch(`${receiver.url}/f/inquiry`, {
      method: "POST",
      headers: { Accept: "text/html" },
      body,
      redirect: "manual",
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    const html = await response.text();
    return [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]!.replace(/&#39;/g, "'"));
  }

  /** What the JavaScript form shows for the same post answered as JSON. */
  async function formLines(lang: Lang, fields: Record<string, unknown>) {
    const response = await post(receiver, { ...VALID, ...fields, _lang: lang });
    const answer = (await response.json()) as {
      errors: { code?: string; field?: string; message: string }[];
    };
    const wire = answer.errors.map((e) => ({ code: e.code ?? "UNSPECIFIED", message: e.message }));
    const byField = new Map<string, typeof wire>();
    answer.errors.forEach((e, at) => {
      if (e.field) byField.set(e.field, [...(byField.get(e.field) ?? []), wire[at]!]);
    });
    const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
    const formLevel = wire.filter((_, at) => !answer.errors[at]!.field);
    return shownErrors(t, lang, formLevel, [...byField]);
  }

  for (const lang of LANGS) {
    it(`names each field by the form's label on the no-JS page (${lang})`, async () => {
      const lines = (await Promise.all(Object.values(BAD).map((b) => pageLines(lang, b)))).flat();
      expect(lines.length).toBeGreaterThan(12);
      expect(lines.flatMap((line) => faults(lang, line))).toEqual([]);
      const empty = await pageLines(lang, BAD.empty!);
      for (const field of inquiryFields.filter((f) => f !== "fax"))
        expect(empty.some((line) => line.startsWith(label(lang, field)))).toBe(true);
      const malformed = await pageLines(lang, BAD.malformed!);
      for (const field of ["phone", "fax", "email"] as const)
        expect(malformed.some((line) => line.startsWith(`${label(lang, field)}`))).toBe(true);
    });

    it(`says the same in the JavaScript form, in its own language (${lang})`, async () => {
      for (const fields of Object.values(BAD)) {
        const shown = await formLines(lang, fields);
        const all = [
          ...Object.values(shown.fields),
          ...shown.form,
          ...Object.values(shown.lines ?? {}).flatMap((row) => Object.values(row)),
          ...(shown.consent ? [shown.consent] : []),
        ] as string[];
        expect(all.length).toBeGreaterThan(0);
        expect(all.flatMap((line) => faults(lang, line))).toEqual([]);
        for (const [field, text] of Object.entries(shown.fields))
          expect(text.startsWith(label(lang, field as (typeof inquiryFields)[number]))).toBe(true);
      }
    });
  }

  it("refuses a post from another site, and unreadable posts, in a buyer's words", async () => {
    const blocked = await post(receiver, VALID, { Origin: "https://evil.example" });
    const unreadable = await post(receiver, "{not json", { "Content-Type": "application/json" });
    for (const response of [blocked, unreadable]) {
      const { errors } = (await response.json()) as { errors: { message: string }[] };
      for (const lang of LANGS) {
        const t = (key: Parameters<typeof translate>[1]) => translate(lang, key);
        const shown = shownErrors(
          t,
          lang,
          errors.map((e) => ({ code: "UNSPECIFIED", message: e.message })),
          [],
        );
        expect(shown.form.flatMap((line) => faults(lang, line))).toEqual([]);
        expect(errors.flatMap((e) => faults("en", e.message))).toEqual([]);
      }
    }
  });
});
