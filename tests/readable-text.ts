import { NodeType, type HTMLElement, type Node } from "node-html-parser";

/** Elements whose edges break a line in the browser's innerText (inline ones do not). */
const BLOCKS = new Set(
  "address article aside blockquote br caption dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header li nav ol p section table tbody td tfoot th thead tr ul".split(
    " ",
  ),
);

/**
 * The text of an element as the browser's innerText gives it, whitespace collapsed: blocks and
 * line breaks part the words around them, which textContent would glue together.
 */
export function readableText(el: HTMLElement): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === NodeType.TEXT_NODE) {
      parts.push(node.text);
      return;
    }
    if (node.nodeType !== NodeType.ELEMENT_NODE) return;
    const tag = (node as HTMLElement).rawTagName?.toLowerCase() ?? "";
    if (tag === "script" || tag === "style" || tag === "template") return;
    const block = BLOCKS.has(tag);
    if (block) parts.push(" ");
    for (const child of node.childNodes) walk(child);
    if (block) parts.push(" ");
  };
  for (const child of el.childNodes) walk(child);
  return parts.join("").replace(/\s+/g, " ").trim();
}
