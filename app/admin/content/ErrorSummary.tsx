import type { MouseEvent } from "react";
import { FocusBox } from "./FocusBox";
import { productFieldLabel } from "./catalogue/words";
import { homeFieldLabel } from "./home/words";
import { sectionFieldLabel } from "./sections/words";
import type { Editor } from "./use-editor";
import type { ContentWordKey } from "./words";

/** A field's name by its path, without the language and list index. */
const FIELDS: Record<string, ContentWordKey> = {
  title: "title",
  date: "date",
  body: "body",
  description: "description",
  sector: "sector",
  caption: "caption",
  alt: "alt",
  products: "products",
  photos: "photos",
  main: "mainPhoto",
  group: "group",
  lang: "docLang",
  file: "upload",
  upload: "upload",
  name: "name",
  ceo: "ceo",
  phone: "phone",
  fax: "fax",
  email: "email",
  officeHours: "officeHours",
  "privacyOfficer.name": "officerName",
  "privacyOfficer.position": "officerTitle",
  "privacyOfficer.phone": "officerPhone",
  "privacyOfficer.email": "officerEmail",
  "privacyDesk.name": "deskName",
  "privacyDesk.phone": "deskPhone",
  "privacyDesk.email": "deskEmail",
  "verification.naver": "naver",
  "verification.google": "google",
  kakaoChannel: "kakao",
  "seal.upload": "seal",
  "address.street": "street",
  "address.building": "building",
  "address.district": "district",
  "address.city": "city",
  "address.country": "country",
  "address.postalCode": "postalCode",
  task: "processorTask",
  country: "processorCountry",
  contact: "processorContact",
};

/** The rows of a list by the list's name: "attachments.2.title.en" is "Attachment 3". */
const ROWS: Record<string, ContentWordKey> = {
  attachments: "rowAttachment",
  photos: "rowPhoto",
  processors: "rowProcessor",
};

/** What a person calls the field at `path` ("title.en" is "Title (English)"). */
export function fieldLabel(
  editor: Editor,
  path: string,
  labels?: (bare: string) => string | undefined,
): string {
  const { w } = editor;
  const side = /\.(ko|en)$/.exec(path)?.[1] as "ko" | "en" | undefined;
  const bare = side ? path.slice(0, -3) : path;
  // The editor's own labels first, then a product's figures and rows, the home page's and a
  // technical page's words (each kind's words.ts).
  const named =
    labels?.(bare) ??
    productFieldLabel(editor.lang, bare) ??
    homeFieldLabel(editor.lang, bare) ??
    sectionFieldLabel(editor.lang, bare);
  if (named) return side ? `${named} (${w(side === "ko" ? "korean" : "english")})` : named;
  const row = /^(\w+)\.(\d+)\.(.+)$/.exec(bare);
  const inner = row ? row[3]! : bare;
  const word: ContentWordKey | undefined =
    row?.[1] === "processors" && inner === "name" ? "processorName" : FIELDS[inner];
  const parts = [
    row && ROWS[row[1]!] ? w(ROWS[row[1]!]!, { n: Number(row[2]) + 1 }) : undefined,
    word ? w(word) : inner,
  ].filter(Boolean);
  const label = parts.join(" · ");
  return side ? `${label} (${w(side === "ko" ? "korean" : "english")})` : label;
}

/** The input a field's error belongs to (a document's missing file is its upload's). */
const fieldId = (path: string, ids: Record<string, string>) =>
  ids[path] ?? `f-${(path === "file" ? "upload" : path).replaceAll(".", "-")}`;

/**
 * A summary's link with JavaScript: the field takes the focus, and the address stays (a new
 * `#fragment` would be a navigation of the router's, which forgets the refused post's answer).
 */
export function toField(event: MouseEvent<HTMLAnchorElement>) {
  const field = document.getElementById(event.currentTarget.hash.slice(1));
  if (!field) return;
  event.preventDefault();
  field.scrollIntoView({ block: "center" });
  field.focus({ preventScroll: true });
}

/**
 * A refused post's summary, first in the editor: what went wrong and a link to each field
 * with a problem (as GOV.UK's error summary). It takes the focus when it appears, so a screen
 * reader reads it and the keyboard starts there; without JavaScript it is the page's top.
 */
export function ErrorSummary({
  editor,
  ids = {},
  labels,
}: {
  editor: Editor;
  /** Inputs whose id is not `f-` and their path ("upload": "photo-upload"). */
  ids?: Record<string, string>;
  /** An editor's own names of its fields, by path without the language. */
  labels?: (bare: string) => string | undefined;
}) {
  const errors = Object.entries(editor.answer?.fieldErrors ?? {});
  if (!editor.answer?.message) return null;
  return (
    <FocusBox labelledBy="error-summary-title">
      <h2 id="error-summary-title">{editor.w("summaryTitle")}</h2>
      <p>{editor.answer.message}</p>
      {errors.length > 0 && (
        <ul>
          {errors.map(([path, message]) => (
            <li key={path}>
              <a href={`#${fieldId(path, ids)}`} onClick={toField}>
                {fieldLabel(editor, path, labels)}: {message}
              </a>
            </li>
          ))}
        </ul>
      )}
    </FocusBox>
  );
}
