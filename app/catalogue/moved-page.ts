import type { Lang } from "../i18n/lang";

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The static export's answer at a product's former path (its code or group changed): a static
 * host sends no 301, so a small page names the new URL as canonical, moves there at once, and
 * links to it for a reader without refresh. The server answers 301 instead.
 */
export function movedPage(lang: Lang, target: string, origin: string): string {
  const url = escape(`${origin}${target}`);
  const text = lang === "ko" ? "이 제품의 주소가 바뀌었습니다:" : "This product has moved to";
  return [
    "<!DOCTYPE html>",
    `<html lang="${lang}"><head><meta charSet="utf-8"/>`,
    `<meta name="robots" content="noindex"/>`,
    `<link rel="canonical" href="${url}"/>`,
    `<meta http-equiv="refresh" content="0; url=${url}"/>`,
    `<title>${text.replace(/:$/, "")}</title></head>`,
    `<body><p>${text} <a href="${url}">${url}</a></p></body></html>`,
    "",
  ].join("\n");
}
