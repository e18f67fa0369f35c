import sanitizeHtml from "sanitize-html";

/**
 * The one sanitiser for HTML written in content (`text` and `raw-html` blocks). It runs at build
 * time through validateContent: stored HTML must already equal its cleaned form, so nothing is
 * sanitised at run time and nothing unsafe can ship.
 */
export function cleanHtml(html: string): string {
  const safe = sanitizeHtml(html, {
    allowedTags: ["p", "br", "strong", "em", "b", "i", "ul", "ol", "li", "sup", "sub", "span", "a"],
    allowedAttributes: { a: ["href"] },
    allowedSchemes: ["https", "mailto", "tel"],
    allowProtocolRelative: false,
  });
  // Extra line breaks are collapsed (never more than one blank line).
  return safe.replace(/(?:<br \/>\s*){3,}/g, "<br /><br />");
}
