import type { Lang } from "../i18n/lang";
import { translate } from "../i18n/translate.server";
import { fileSize } from "./file-size";
import type { DocumentEntry } from "./library.server";

/**
 * The documents the build made (scripts/build-documents.ts writes the list before the pages are
 * built). Vite inlines it into the server build with a glob, so that a checkout that has not
 * built them yet still compiles and renders: its pages simply list no document. Code run outside
 * Vite (the browser tests read product data in Node) has no `import.meta.glob`, and no list.
 */
function builtList(): readonly DocumentEntry[] {
  try {
    const found = import.meta.glob<DocumentEntry[]>("./generated/manifest.json", {
      eager: true,
      import: "default",
    });
    return Object.values(found)[0] ?? [];
  } catch {
    return [];
  }
}

export const documentList = builtList();

/** The link to a product's datasheet in one language: "Datasheet (PDF, 36 KB)". */
export function datasheetLink(productId: string, lang: Lang) {
  const entry = documentList.find(
    (d) => d.kind === "datasheet" && d.product === productId && d.lang === lang,
  );
  if (!entry) return undefined;
  return {
    href: entry.href,
    label: translate(lang, "documents.link", { size: fileSize(entry.bytes) }),
  };
}
