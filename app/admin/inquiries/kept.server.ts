import type { AppLoadContext } from "react-router";
import { requireStaff } from "../guard.server";
import { inquiriesContext } from "../frame/inquiries.server";
import { fileDownload } from "../download.server";

type Store = ReturnType<typeof inquiriesContext>["store"];

/** The answer to a file that is not there, or not this inquiry's: never cached. */
export const notFound = () =>
  new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * What an inquiry keeps by its number in the URL (a reply's file, a request's photo), to
 * signed-in staff only and of that inquiry only; anything else is thrown as the 404.
 */
export function keptOr404<Kept extends { inquiryId: number }>(
  request: Request,
  context: AppLoadContext,
  ref: string,
  id: string,
  read: (store: Store, id: number) => Kept | undefined,
): Kept {
  requireStaff(request, context);
  const { store } = inquiriesContext(context);
  const number = Number(id);
  const kept = Number.isSafeInteger(number) && number > 0 ? read(store, number) : undefined;
  if (!kept || kept.inquiryId !== store.idOf(ref)) throw notFound();
  return kept;
}

/**
 * A photo of a unit's service request, to signed-in staff only, of that inquiry only: personal
 * data, so never cached (`private, no-store`), shown inline as the JPEG the work pool made
 * (no metadata), in a sandbox.
 */
export function photoDownload(request: Request, context: AppLoadContext, ref: string, id: string) {
  const photo = keptOr404(request, context, ref, id, (store, n) => store.photos.read(n));
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": "image/jpeg",
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; sandbox",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/**
 * A file kept with an inquiry (a reply's attachment, a buyer's purchase order), to signed-in
 * staff only, of that inquiry only: a download, never shown by the browser, never cached.
 */
export function keptFileDownload(
  request: Request,
  context: AppLoadContext,
  ref: string,
  id: string,
) {
  return fileDownload(keptOr404(request, context, ref, id, (store, n) => store.files.file(n)));
}
