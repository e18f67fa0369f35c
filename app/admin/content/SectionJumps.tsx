import type { MouseEvent } from "react";
import type { Editor } from "./use-editor";

/** One part of a long editor: its anchor, its name, and the field paths it holds (prefixes). */
export interface EditorSection {
  id: string;
  label: string;
  paths: string[];
}

const within = (path: string, prefixes: string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/**
 * What is wrong or missing in a section, per language: the last post's refusals at its fields,
 * and texts typed in one language with the other left empty (a missing translation).
 */
export function sectionProblems(editor: Editor, draft: Record<string, string>, paths: string[]) {
  const errors = { ko: 0, en: 0, all: 0 };
  for (const path of Object.keys(editor.answer?.fieldErrors ?? {})) {
    if (!within(path, paths)) continue;
    const side = /\.(ko|en)$/.exec(path)?.[1] as "ko" | "en" | undefined;
    errors[side ?? "all"] += 1;
  }
  const missing = { ko: 0, en: 0 };
  const keys = new Set([...Object.keys(draft), ...Object.keys(editor.answer?.values ?? {})]);
  for (const key of keys) {
    if (!key.endsWith(".ko") || !within(key, paths)) continue;
    const ko = editor.value(key).trim();
    const en = editor.value(`${key.slice(0, -3)}.en`).trim();
    if (!ko && en) missing.ko += 1;
    if (ko && !en) missing.en += 1;
  }
  return { errors, missing };
}

/**
 * A link to a section with JavaScript: it scrolls there and takes the focus, and the address
 * stays (a new #fragment would be the router's navigation, which forgets a refused post).
 */
function toSection(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!target) return;
  event.preventDefault();
  target.setAttribute("tabindex", "-1");
  target.scrollIntoView({ block: "start" });
  target.focus({ preventScroll: true });
}

/**
 * A long editor's table of contents: a jump link to each section and, beside it, in words,
 * what is missing or to fix there in each language. Plain links: they work without JavaScript.
 */
export function SectionJumps({
  editor,
  draft,
  sections,
}: {
  editor: Editor;
  draft: Record<string, string>;
  sections: EditorSection[];
}) {
  const { w } = editor;
  const lang = { ko: w("jumpKo"), en: w("jumpEn") };
  return (
    <nav aria-labelledby="content-jumps-title" className="content-jumps">
      <h2 id="content-jumps-title">{w("jumpsTitle")}</h2>
      <ol>
        {sections.map((section) => {
          const { errors, missing } = sectionProblems(editor, draft, section.paths);
          const wrong = [
            errors.all > 0 && w("jumpErrorsAll", { n: errors.all }),
            ...(["ko", "en"] as const).map(
              (side) => errors[side] > 0 && w("jumpErrors", { lang: lang[side], n: errors[side] }),
            ),
          ].filter(Boolean);
          const gaps = (["ko", "en"] as const)
            .map(
              (side) =>
                missing[side] > 0 && w("jumpMissing", { lang: lang[side], n: missing[side] }),
            )
            .filter(Boolean);
          return (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={toSection}>
                {section.label}
              </a>{" "}
              {wrong.length > 0 && <span className="content-jump-wrong">{wrong.join(", ")}</span>}
              {gaps.length > 0 && <span className="content-jump-missing">{gaps.join(", ")}</span>}
              {wrong.length === 0 && gaps.length === 0 && (
                <span className="content-jump-ok">{w("jumpOk")}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
