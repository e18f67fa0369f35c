import { z } from "zod";
import type { Vars } from "../../app/i18n/fill";
import { createTranslation } from "../../app/i18n/words";
import { replyPlaceholder } from "./reply-placeholder";
import type { StoredInquiry } from "./types";
import { withoutBadCharacters } from "../platform/text";
import words from "./reply-template.words.json" with { type: "json" };
import { phoneText } from "../../app/i18n/phone-text";

/**
 * The reply staff start from on an inquiry's page, in the inquiry's language (the buyer's): a
 * greeting with their name and company, the reference, the quote lines, a place for the answer,
 * and a signature with the staff member and the company's live facts. Plain text: staff edit it
 * freely before it is sent. The signature names the staff member by their account's name
 * ("김영업 과장"), or by their e-mail (the address the buyer's answer goes to) when it has none.
 */

/** The company as the signature names it, in the inquiry's language (companyFacts(lang)). */
export interface SignatureFacts {
  name: string;
  address: string;
  phone: string;
  email: string;
}

export const replyWord = createTranslation(words);

/** The subject and body of a new reply to `inquiry`, signed by `staff` (a name or an e-mail). */
export function replyTemplate(
  inquiry: Pick<StoredInquiry, "lang" | "ref" | "name" | "companyName" | "items">,
  staff: string,
  company: SignatureFacts,
): { subject: string; body: string } {
  const lang = inquiry.lang;
  const t = (key: keyof typeof words.ko, vars?: Vars) => replyWord(lang, key, vars);
  // An inquiry stored before the receiver refused invisible characters may still hold one; the
  // reply form must never carry what readReplyForm refuses.
  const clean = withoutBadCharacters;
  const lines = [
    t("greeting", { name: clean(inquiry.name), company: clean(inquiry.companyName) }),
    "",
    t("intro", { company: company.name }),
    "",
    `${t("ref")}: ${inquiry.ref}`,
  ];
  const items = inquiry.items ?? [];
  if (items.length > 0) {
    lines.push("", `${t("lines")}:`);
    items.forEach((item, index) => {
      const note = item.note ? ` - ${t("note")}: ${clean(item.note)}` : "";
      // A line's name may already begin with its code ("480-035 쿼터턴 ..."): said once.
      const name = item.name.startsWith(item.code) ? item.name : `${item.code} ${item.name}`;
      lines.push(`${index + 1}. ${name} (${t("quantity")} ${item.quantity})${note}`);
    });
  }
  lines.push(
    "",
    replyPlaceholder(lang),
    "",
    t("closing"),
    "",
    "--",
    `${company.name}`,
    `${t("staff")}: ${staff}`,
    `${t("address")}: ${company.address}`,
    `${t("phone")}: ${phoneText(company.phone, lang)}`,
    `${t("email")}: ${company.email}`,
  );
  // Whatever a source holds (company facts, a name), the form carries nothing replyForm refuses.
  return {
    subject: t("subject", { ref: inquiry.ref, company: company.name }).replace(/\p{Cc}/gu, ""),
    body: `${lines.join("\n")}\n`.replace(/[^\P{Cc}\n\t]/gu, ""),
  };
}

/** Longest subject and body staff can send, in characters. */
export const MAX_SUBJECT = 200;
export const MAX_BODY = 20_000;

const count = (max: number) => (text: string) => [...text].length <= max;

/**
 * A reply as posted: a one-line subject and a body, both required, without control characters
 * (line breaks and tabs allowed in the body). `field` names the input of a problem.
 */
export const replyForm = z.object({
  subject: z
    .string()
    .transform((text) => text.normalize("NFC").trim())
    .refine((text) => text !== "" && count(MAX_SUBJECT)(text) && !/\p{Cc}/u.test(text)),
  body: z
    .string()
    .transform((text) => text.normalize("NFC").replace(/\r\n?/g, "\n").trimEnd())
    .refine((text) => text.trim() !== "" && count(MAX_BODY)(text) && !/[^\P{Cc}\n\t]/u.test(text)),
});

export type ReplyText = z.output<typeof replyForm>;

/** Reads the form; the fields that are wrong, or the reply. */
export function readReplyForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const subject = text("subject");
  const body = text("body");
  const parsed = replyForm.safeParse({ subject, body });
  return parsed.success
    ? { ok: true as const, reply: parsed.data, typed: { subject, body } }
    : {
        ok: false as const,
        fields: parsed.error.issues.map((issue) => String(issue.path[0])),
        typed: { subject, body },
      };
}
