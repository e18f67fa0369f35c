import type { AppLoadContext } from "react-router";
import { readFile } from "node:fs/promises";
import { sealPath } from "../../../../../../server/content/seal";
import { requireStaff } from "../../../../guard.server";
import { publishing } from "../../../context.server";

const NOT_FOUND = () =>
  new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /admin/content/company/seal/{file}.png: the seal kept under that id, to signed-in staff
 * only (the company editor shows it small), never cached; no public address serves it.
 */
export async function sealFile(
  request: Request,
  context: AppLoadContext,
  params: { file: string },
) {
  requireStaff(request, context);
  const match = /^(.+)\.png$/.exec(params.file);
  const path = match && sealPath(publishing(context).dataDir, match[1]!);
  const bytes = path && (await readFile(path).catch(() => undefined));
  if (!bytes) return NOT_FOUND();
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(bytes.length),
      "X-Content-Type-Options": "nosniff",
      "Cache-Control": "no-store",
    },
  });
}
