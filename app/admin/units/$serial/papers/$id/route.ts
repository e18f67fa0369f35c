import { data } from "react-router";
import type { Route } from "./+types/route";
import { requireStaff } from "../../../../guard.server";
import { contentDisposition, UPLOADED_FILE_POLICY } from "../../../../../../server/content/files";
import { readPaper } from "../../../../../../server/units/papers";
import { unitOr404, unitsPart } from "../../../units.server";

/** One of the unit's papers, to signed-in staff, as a download nothing in it can run from. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireStaff(request, context);
  const unit = unitOr404(context, params.serial);
  const { store, dataDir } = unitsPart(context);
  const paper = store.papers(unit.id).find((p) => String(p.id) === params.id);
  const bytes = paper && (await readPaper(dataDir, paper.file));
  if (!paper || !bytes) throw data({ missing: true }, { status: 404 });
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(bytes.length),
      "Content-Disposition": contentDisposition(paper.name),
      "Content-Security-Policy": UPLOADED_FILE_POLICY,
    },
  });
}
