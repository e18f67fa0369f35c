import type { AppLoadContext } from "react-router";
import { requireStaff } from "../../guard.server";
import { requestAdminLang } from "../../words";
import { unitTemplate } from "../sheet.server";

/** The empty spreadsheet for many units at once, headed in the downloader's language. */
export async function templateDownload(request: Request, context: AppLoadContext) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const bytes = await unitTemplate(lang);
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "Content-Disposition": `attachment; filename="units-template-${lang}.xlsx"`,
      "Content-Length": String(bytes.length),
    },
  });
}
