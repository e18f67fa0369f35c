import type { Lang } from "../../app/i18n/lang";
import { createTranslation } from "../../app/i18n/words";
import words from "./problems.words.json" with { type: "json" };
import wire from "./problems.wire.json" with { type: "json" };

export type ProblemKind = keyof typeof words.ko;

/**
 * Everything the receiver can object to, with its wire code and its text in both languages.
 * JSON answers carry the English predicate (the protocol's convention, problems.wire.json); every
 * page, with or without JS, and every form that asks the same thing (the inquiry, a unit's and a
 * plant's request) shows the page language's sentence after the field's label: what is wrong
 * and what to do (issue 79).
 */
export const problemWord = createTranslation(words);

/**
 * Wire messages the hosted service was seen to send (docs/form-protocol.md): kept word for word
 * for clients that match them, while a page says it in the site's own words.
 */
const WIRE_MESSAGES: Partial<Record<ProblemKind, string>> = { email: "should be an email" };

/** Codes the official client knows; any other problem goes without a code (UNSPECIFIED). */
export type ProblemCode =
  | "REQUIRED_FIELD_MISSING"
  | "REQUIRED_FIELD_EMPTY"
  | "TYPE_EMAIL"
  | "TYPE_TEXT"
  | "TYPE_NUMERIC"
  | "EMPTY"
  | "NO_FILE_UPLOADS"
  | "FORM_NOT_FOUND"
  | "PROJECT_NOT_FOUND"
  | "BLOCKED";

export interface Problem {
  kind: ProblemKind;
  code?: ProblemCode;
  field?: string;
  max?: number;
}

/** The wire's English predicates, filled as the words are ("{max}"). */
const wireWord = createTranslation({ ko: wire.en, en: wire.en });

export function problemText(problem: Problem, lang: Lang): string {
  return problemWord(lang, problem.kind, problem.max === undefined ? {} : { max: problem.max });
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Each kind's wire text as a pattern, `{max}` read back as a number ("100,000" too). */
const WIRE_PATTERNS = (Object.keys(wire.en) as ProblemKind[]).map((kind) => ({
  kind,
  pattern: new RegExp(
    `^(?:${[WIRE_MESSAGES[kind], wire.en[kind]]
      .filter((text): text is string => text !== undefined)
      .map((text) => escaped(text).replace("\\{max\\}", "([\\d,]+)"))
      .join("|")})$`,
  ),
}));

/**
 * The problem a wire message states, so that a page says it in its own language (a Korean page
 * never shows the receiver's English); undefined for words the receiver never sends.
 */
export function problemOfWire(message: string): Problem | undefined {
  for (const { kind, pattern } of WIRE_PATTERNS) {
    const match = pattern.exec(message.trim());
    if (!match) continue;
    const max = match.slice(1).find((part) => part !== undefined);
    return max === undefined ? { kind } : { kind, max: Number(max.replace(/,/g, "")) };
  }
  return undefined;
}

/** The wire form: `{code?, field?, message}`, as docs/form-protocol.md (Answers) requires. */
export function toWire(problem: Problem) {
  return {
    ...(problem.code && { code: problem.code }),
    ...(problem.field && { field: problem.field }),
    message:
      WIRE_MESSAGES[problem.kind] ??
      wireWord("en", problem.kind, problem.max === undefined ? {} : { max: problem.max }),
  };
}
