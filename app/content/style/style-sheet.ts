import { z } from "zod";
import sheetJson from "./style-sheet.json";

/**
 * The one style sheet (issue 73; docs/style-sheet.md): preferred terms with their refused
 * variants, the forms a figure is written in, the register's nouns in 요, the English heading
 * case and the developer's words a buyer never reads. A copy editor extends the JSON; this
 * module only reads it, refusing an entry whose pattern does not parse or does not tell its own
 * examples apart, so a mistyped entry fails the suite instead of checking nothing.
 */

const langSchema = z.enum(["ko", "en", "both"]);

/** A regular expression as the sheet writes it: a leading "(?i)" ignores case. */
const patternSchema = z.string().min(1).refine(canCompile, "is not a regular expression");

const refusedSchema = z
  .object({
    /** The refused words, matched as written (whole words where they start or end in a letter). */
    text: z.string().min(1).optional(),
    /** Or a regular expression. */
    pattern: patternSchema.optional(),
    why: z.string().min(1),
    /** Only a label's whole text: a table header, a term, a heading, a caption. */
    label: z.boolean().optional(),
    /** Contexts where the words are right after all (a proper name, a standard's title). */
    except: z.array(patternSchema).optional(),
  })
  .strict()
  .refine((entry) => (entry.text === undefined) !== (entry.pattern === undefined), {
    message: "gives either text or pattern",
  });

const termSchema = z
  .object({ lang: langSchema, use: z.string().min(1), refuse: z.array(refusedSchema).min(1) })
  .strict();

const formatSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9-]+$/),
    lang: langSchema,
    what: z.string().min(1),
    pattern: patternSchema,
    except: z.array(patternSchema).optional(),
    /** How it is written: the pattern must not find it. */
    write: z.string().min(1),
    /** How it is not: the pattern must find it. */
    not: z.string().min(1),
  })
  .strict()
  .refine((format) => !canCompile(format.pattern) || !compile(format.pattern).test(format.write), {
    message: "finds its own `write` example",
  })
  .refine((format) => !canCompile(format.pattern) || compile(format.pattern).test(format.not), {
    message: "does not find its own `not` example",
  });

export const styleSheetSchema = z
  .object({
    terms: z.array(termSchema),
    formats: z.array(formatSchema),
    register: z.object({ nounsInYo: z.array(z.string().regex(/요$/)) }).strict(),
    headings: z.object({ case: z.literal("sentence"), keep: z.array(z.string().min(1)) }).strict(),
    developerWords: z.array(patternSchema),
  })
  .strict();

export type StyleSheet = z.infer<typeof styleSheetSchema>;
export type StyleLang = "ko" | "en";

function canCompile(source: string): boolean {
  try {
    compile(source);
    return true;
  } catch {
    return false;
  }
}

/** The sheet's pattern as a RegExp (Unicode; "g" for matchAll; "(?i)" ignores case). */
export function compile(source: string, global = false): RegExp {
  const ignoreCase = source.startsWith("(?i)");
  const body = ignoreCase ? source.slice(4) : source;
  return new RegExp(body, `u${ignoreCase ? "i" : ""}${global ? "g" : ""}`);
}

/** A refused text as a pattern: escaped, whole words where it starts or ends in a letter. */
export function textPattern(text: string): string {
  const escaped = text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const start = /^\w/.test(text) ? "(?<![\\w-])" : "";
  const end = /\w$/.test(text) ? "(?![\\w-])" : "";
  return `${start}${escaped}${end}`;
}

/** A sheet read from its JSON (a copy's, in the tests); a bad entry throws naming its path. */
export function parseStyleSheet(json: unknown): StyleSheet {
  const parsed = styleSheetSchema.safeParse(json);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`The style sheet is not valid:\n${problems.join("\n")}`);
  }
  return parsed.data;
}

/** The site's style sheet (app/content/style/style-sheet.json). */
export const styleSheet: StyleSheet = parseStyleSheet(sheetJson);
