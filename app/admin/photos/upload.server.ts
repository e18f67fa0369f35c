import type { AppLoadContext } from "react-router";
import {
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  photoDirs,
  processPhoto,
} from "../../../server/content/photos";
import { audit, requireStaff } from "../guard.server";
import { publishing } from "../content/context.server";
import { postedForm } from "../../../server/platform/body";
import { DISK_FULL_RETRY_SECONDS } from "../../../server/platform/durable-file";

const json = (body: unknown, status = 200) =>
  Response.json(body, {
    status,
    // A 503 here is the full disk's: space is freed by a person, so not at once.
    headers: {
      "Cache-Control": "no-store",
      ...(status === 503 && { "Retry-After": String(DISK_FULL_RETRY_SECONDS) }),
    },
  });

const WHAT_TO_SEND = {
  ko: "사진 파일을 하나 골라 보내 주십시오.",
  en: "Choose one photo file to send.",
};

/**
 * POST /admin/photos: one photo (multipart field `photo`) through the pipeline of
 * server/content/photos.ts, answered as JSON: `{ ok: true, photo }`, or `{ ok: false, message }`
 * in both languages with status 400 or 413. The editors' scripts send each chosen file here to
 * show progress; without scripts the editors' own forms carry the files.
 */
export async function uploadPhoto(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const length = Number(request.headers.get("Content-Length") ?? 0);
  // The multipart wrapping adds little: a body far over the limit is refused before reading it.
  if (length > MAX_PHOTO_BYTES + 64 * 1024)
    return json({ ok: false, message: PHOTO_TOO_LARGE }, 413);
  const form = postedForm(context);
  const file = form?.get("photo");
  if (!(file instanceof File) || file.size === 0) {
    return json({ ok: false, message: WHAT_TO_SEND }, 400);
  }
  const { dataDir } = publishing(context);
  const result = await processPhoto(
    Buffer.from(await file.arrayBuffer()),
    file.name,
    photoDirs(dataDir),
  );
  // A full disk is the server's refusal (503), not the photo's.
  if (!result.ok) return json(result, "diskFull" in result && result.diskFull ? 503 : 400);
  audit(request, context, {
    action: "photo-uploaded",
    target: result.photo.id,
    detail: `${result.photo.width}x${result.photo.height}`,
  });
  return json(result);
}
