import type { AppLoadContext } from "react-router";
import { shownCertificates } from "./certificates/certificates.server";
import { emptyProductPages } from "./content/product-groups.server";
import { liveContent, type LiveContent } from "./content/live.server";
import { deliveriesOf, type ReferencesSource } from "./references/references.server";

/**
 * The public pages that are lists with nothing in them now (issue 66, item 5): to a tender
 * reviewer an empty 인증현황 reads worse than none. Each is left out of the menus (the header's,
 * the about section's side menu, the footer's), the sitemap page, sitemap.xml, the prerendered
 * pages and search, and answers the site's 404, until it has something to show:
 *
 * - `/certificates` while no certificate is valid today in Seoul (a publish or midnight);
 * - `/references` while no delivered unit is recorded (the units store, decision 036);
 * - `/news` and `/gallery` while nothing is published in them;
 * - a catalogue page that lists products and has none (app/content/product-groups.server.ts).
 *
 * Language-neutral paths, in the order above. Asked by the root loader for every render, and by
 * the server for every request (`datedState`): kept per live content, day, units store and its
 * edition.
 */
let kept:
  | {
      content: LiveContent;
      day: string;
      references?: ReferencesSource;
      edition: number;
      empty: string[];
    }
  | undefined;

/** The references' rows as this render sees them, with the units store's edition if any. */
export interface EmptyPagesSource {
  references?: ReferencesSource;
}

export function emptyPages(day: string, source?: EmptyPagesSource): string[] {
  const content = liveContent();
  const references = source?.references;
  // Without an edition (a test's source, the export's snapshot) the rows are asked each time.
  const edition = references?.edition?.() ?? -1;
  if (
    kept?.content === content &&
    kept.day === day &&
    kept.references === references &&
    edition >= 0 &&
    kept.edition === edition
  ) {
    return kept.empty;
  }
  const rows = deliveriesOf(source as AppLoadContext | undefined);
  const empty = [
    ...(shownCertificates(day).length === 0 ? ["/certificates"] : []),
    ...(rows.length === 0 ? ["/references"] : []),
    ...(content.news.length === 0 ? ["/news"] : []),
    ...(content.gallery.length === 0 ? ["/gallery"] : []),
    ...emptyProductPages(),
  ];
  kept = { content, day, references, edition, empty };
  return empty;
}

/** The empty pages a render's loader sees: its day in Seoul and its load context's rows. */
export function emptyPagesOf(context: AppLoadContext | undefined, day: string): string[] {
  return emptyPages(day, context as EmptyPagesSource | undefined);
}
