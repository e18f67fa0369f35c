import type { AppLoadContext } from "react-router";
import type { Lang } from "../../i18n/lang";
import type { Photo } from "../../../server/content/photo-files";
import { photoDirs, processPhoto, safeName } from "../../../server/content/photos";
import { audit } from "../guard.server";
import { publishing } from "./context.server";

/**
 * A photo an editor's post carries, through the photo pipeline: audited once it is in (`where`
 * names the item and slot), or the refusal in words, the file named.
 */
export async function takePhoto(
  request: Request,
  context: AppLoadContext,
  file: File,
  where: string,
  lang: Lang,
): Promise<{ ok: true; photo: Photo } | { ok: false; refused: string }> {
  const dirs = photoDirs(publishing(context).dataDir);
  const result = await processPhoto(Buffer.from(await file.arrayBuffer()), file.name, dirs);
  if (!result.ok) return { ok: false, refused: `${safeName(file.name)}: ${result.message[lang]}` };
  audit(request, context, {
    action: "photo-uploaded",
    target: result.photo.id,
    detail: `${where} ${result.photo.width}x${result.photo.height}`,
  });
  return { ok: true, photo: result.photo };
}
