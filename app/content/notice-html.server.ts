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

/**
 * Plain text with no paragraphs or lists of its own: a blank line starts a paragraph, a line
 * break is kept (what staff expect of a text box).
 */
function paragraphs(html: string): string {
  if (/<(?:p|ul|ol)\b/i.test(html)) return html;
  return html
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.replace(/\r?\n/g, "<br />")}</p>`)
    .join("\n");
}

export function cleanNoticeHtml(html: string): string {
  return sanitizeHtml(paragraphs(html), {
    allowedTags: ["p", "br", "ul", "ol", "li", "a", "strong", "span"],
    allowedAttributes: { a: ["href", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: {
      b: "strong",
      // A link to anywhere else becomes its words (a span); an external one gets rel="noopener"
      // (a page it opens cannot reach back into this one).
      a: (_tagName, attribs): sanitizeHtml.Tag => {
        const href = (attribs.href ?? "").trim();
        if (!ALLOWED_HREF.test(href)) return { tagName: "span", attribs: {} };
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
