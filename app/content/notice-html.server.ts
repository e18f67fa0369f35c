import sanitizeHtml from "sanitize-html";
import { htmlText } from "./html-text";

/**
 * The one sanitiser for what staff write in a notice's body (docs/decisions/014): paragraphs,
 * line breaks, lists, links and bold, nothing else. It runs when a notice is saved (the schema's
 * transform) and again when it is rendered, so a row written by any other way is clean too.
 */

/** Where a link may go: http(s), mailto, or a path of this site ("/products"). */
const ALLOWED_HREF = /^(?:https?:\/\/|mailto:|\/(?![/\\]))/i;
const EXTERNAL_HREF = /^https?:\/\//i;

export function cleanNoticeHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: ["p", "br", "ul", "ol", "li", "a", "strong"],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      b: "strong",
      // A link to anywhere else loses its tag and keeps its words; an external one gets
      // rel="noopener" (a link that opens a new tab cannot reach back into this page).
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? "").trim();
        if (!ALLOWED_HREF.test(href)) return { tagName: "dropped-link", attribs: {} };
        return {
          tagName: "a",
          attribs: EXTERNAL_HREF.test(href) ? { href, rel: "noopener" } : { href },
        };
      },
    },
  }).trim();
}

/** The words of a body, for a summary or to check that some are left. */
export function noticeText(html: string): string {
  return htmlText(cleanNoticeHtml(html)).replace(/\s+/g, " ").trim();
}
