/**
 * Inline elements: a word inside one joins the text around it as written ("<strong>복동형</strong>은"
 * reads "복동형은", ko 25); every other tag parts words.
 */
const INLINE =
  "a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var";
const inlineTag = new RegExp(`</?(?:${INLINE})\\b[^>]*>`, "gi");

/**
 * The text of trusted HTML from this repository: inline tags go, the others become spaces, the
 * entities it uses decode.
 */
export const htmlText = (html: string) =>
  html
    .replace(inlineTag, "")
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&");
