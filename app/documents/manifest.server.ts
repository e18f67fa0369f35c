import type { Lang } from "../i18n/lang";
import { translate } from "../i18n/translate.server";
import { fileSize } from "./file-size";
import type { DocumentEntry, DocumentManifest } from "./library.server";

/**
 * The documents the build made (scripts/build-documents.ts writes the list before the pages are
 * built). Vite inlines it into the server build with a glob, so that a checkout that has not
 * built them yet still compiles and renders: its pages simply list no document. Code run outside
 * Vite (the browser tests read product data in Node) has no `import.meta.glob`, and no list.
 */
function builtManifest(): DocumentManifest | undefined {
  try {
    const found = import.meta.glob<DocumentManifest>("./generated/manifest.json", {
      eager: true,
      import: "default",
    });
    return Object.values(found)[0];
  } catch {
    return undefined;
  }
}

export const builtDocuments: DocumentManifest = builtManifest() ?? { maker: "", documents: [] };

// After a publish the server makes the documents whose content changed again
// (server/documents/) and lists those it serves here; on `globalThis`, since the server and the
// page build are separate bundles (as app/content/live.server.ts).
const KEY = Symbol.for("hanbit-flow.live-documents");
const held = globalThis as { [KEY]?: readonly DocumentEntry[] };

/** The documents served now: the build's, or those the server serves after a publish. */
export function documentList(): readonly DocumentEntry[] {
  return held[KEY] ?? builtDocuments.documents;
}

export function setDocumentList(list: readonly DocumentEntry[] | undefined): void {
  held[KEY] = list;
}

/** The link to a product's datasheet in one language: "Datasheet (PDF, 36 KB)". */
export function datasheetLink(productId: string, lang: Lang) {
  const entry = documentList().find(
    (d) => d.kind === "datasheet" && d.product === productId && d.lang === lang,
  );
  if (!entry) return undefined;
  return {
    href: entry.href,
    label: translate(lang, "documents.link", { size: fileSize(entry.bytes) }),
  };
}
