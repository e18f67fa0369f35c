import type { Lang } from "./lang";

/** The values a text's placeholders are filled from. */
export type Vars = Readonly<Record<string, string | number>>;

/** `{name}`, or `{name:one|other}`: the noun for the number `name` ("1 entry", "2 entries"). */
const PLACEHOLDER = /\{(\w+)(?::([^|}]*)\|([^}]*))?\}/g;

const PLURALS: Record<Lang, Intl.PluralRules> = {
  ko: new Intl.PluralRules("ko-KR"),
  en: new Intl.PluralRules("en-GB"),
};

/** A text asked for a placeholder its caller did not give: a mistake in the code, not the input. */
export class MissingPlaceholder extends Error {
  override name = "MissingPlaceholder";
}

/**
 * The one placeholder rule (decision 029): `text` with `{name}` filled from `vars` and
 * `{name:one|other}` chosen by the language's plural rules (Korean needs none). A placeholder
 * without a value throws in development and tests, so the mistake is found before it ships; in
 * production the page still renders and shows `{name}` as it is, never "undefined" or a gap.
 */
export function fill(lang: Lang, text: string, vars: Vars = {}): string {
  return text.replace(
    PLACEHOLDER,
    (whole: string, name: string, one: string | undefined, other: string | undefined) => {
      const value = Object.hasOwn(vars, name) ? vars[name] : undefined;
      if (value === undefined || value === null) return missing(whole, text);
      if (one === undefined) return String(value);
      return PLURALS[lang].select(Number(value)) === "one" ? one : other!;
    },
  );
}

function missing(whole: string, text: string): string {
  // Vite writes NODE_ENV into the browser's bundle; the server sets it before React loads.
  if (process.env.NODE_ENV !== "production") {
    throw new MissingPlaceholder(`no value for ${whole} in "${text}"`);
  }
  return whole;
}
