import type { Lang } from "./lang";

/**
 * A series' code as each language writes its range (issue 73): the content writes "AP1~AP3"
 * once for both languages; English reads it with an en dash, "AP1–AP3", as every English range.
 */
export function codeText(code: string, lang: Lang): string {
  return lang === "en" ? code.replace(/(\w) ?~ ?(\w)/g, "$1–$2") : code;
}

/**
 * A product's name without the code it starts with ("480-025 Quarter-turn electric actuator"
 * reads "Quarter-turn electric actuator"), for a place that shows the code beside it.
 */
export function nameAfterCode(name: string, code: string): string {
  return name.startsWith(`${code} `) ? name.slice(code.length + 1) : name;
}
