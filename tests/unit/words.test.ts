import { afterEach, describe, expect, it, vi } from "vitest";
import { fill, MissingPlaceholder } from "../../app/i18n/fill";
import { createTranslation, type Dictionary } from "../../app/i18n/words";

describe("the one placeholder rule", () => {
  afterEach(() => vi.unstubAllEnvs());

  it("fills every placeholder and picks the plural by the language", () => {
    const text = "{count} {count:inquiry|inquiries} from {name}";
    expect(fill("en", text, { count: 1, name: "Kim" })).toBe("1 inquiry from Kim");
    expect(fill("en", text, { count: 21, name: "Kim" })).toBe("21 inquiries from Kim");
    expect(fill("ko", "{count}건", { count: 1 })).toBe("1건");
    expect(fill("en", "zero is {n}", { n: 0 })).toBe("zero is 0");
  });

  it("a value is never read as a pattern", () => {
    expect(fill("en", "All results for {query}", { query: "$& {name} $1" })).toBe(
      "All results for $& {name} $1",
    );
  });

  it("throws on a missing value in development and tests", () => {
    expect(() => fill("en", "Hello {name}")).toThrow(MissingPlaceholder);
    expect(() => fill("en", "Hello {name}", { other: 1 })).toThrow(/\{name\}/);
    expect(() => fill("en", "{n} {n:entry|entries}", {})).toThrow(MissingPlaceholder);
    // A name on Object's prototype is no value either.
    expect(() => fill("en", "{constructor}", {})).toThrow(MissingPlaceholder);
  });

  it("in production shows the placeholder as written, never a gap or 'undefined'", () => {
    vi.stubEnv("NODE_ENV", "production");
    expect(fill("en", "Hello {name}, {n} {n:entry|entries}", { n: 2 })).toBe(
      "Hello {name}, 2 entries",
    );
    expect(fill("en", "{n} {n:entry|entries}")).toBe("{n} {n:entry|entries}");
  });
});

describe("createTranslation", () => {
  const ko = { both: "둘 다", greeting: "안녕하세요 {name}님" } as const;
  const en: Dictionary<keyof typeof ko> = { both: "both", greeting: "Hello {name}" };
  const t = createTranslation({ ko, en });

  it("looks a key up in the language asked for and fills it", () => {
    expect(t("ko", "both")).toBe("둘 다");
    expect(t("en", "greeting", { name: "Kim" })).toBe("Hello Kim");
    expect(t.raw("en", "greeting")).toBe("Hello {name}");
    expect(t.keys).toEqual(["both", "greeting"]);
  });

  it("refuses at compile time a language with a key more or less", () => {
    // @ts-expect-error English lacks "greeting".
    createTranslation({ ko, en: { both: "both" } });
    // @ts-expect-error English has a key Korean lacks.
    createTranslation({ ko, en: { ...en, extra: "extra" } });
    // @ts-expect-error no such key.
    expect(() => t("en", "nothing")).toThrow(/nothing/);
  });
});
