/**
 * A draft's preview is the public page rendered with the draft as content, shown to staff as a
 * plain page: its scripts are dropped (hydrating would fetch the live data over the draft, and the
 * page reads fully without them) and a banner says it is not published.
 */
const BANNER = {
  ko: "미리보기: 게시되지 않은 초안입니다. 방문자에게는 보이지 않습니다.",
  en: "Preview: an unpublished draft. Visitors do not see it.",
};

export function previewHtml(html: string, lang: "ko" | "en"): string {
  const banner =
    `<p role="status" style="position:sticky;top:0;z-index:1000;margin:0;padding:.75rem 1rem;` +
    `background:#7a2e00;color:#fff;font-weight:700;text-align:center">${BANNER[lang]}</p>`;
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "")
    .replace(/<body\b[^>]*>/, (body) => body + banner);
}
