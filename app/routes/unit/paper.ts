import type { Route } from "./+types/paper";
import { paperNames, paperResponse, readPaper } from "../../../server/units/papers";
import { requestLang } from "../../i18n/lang";
import { unitByToken } from "./unit.server";

/**
 * A unit's paper, by the unit's token and the paper's number: nothing else reaches it (the file
 * lives under DATA_DIR by a random name, never served by path). A download that nothing in it
 * can run from; an unknown token or paper is a plain 404, like a rotated token's.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const found = unitByToken(context, params.token);
  const id = /^\d{1,12}$/.test(params.paper) ? Number(params.paper) : NaN;
  const papers = found?.units.store.papers(found.unit.id) ?? [];
  const paper = papers.find((p) => p.id === id);
  const bytes = paper && found && (await readPaper(found.units.dataDir, paper.file));
  if (!paper || !bytes) {
    return new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  // Named as the page names it (kind and day), never as uploaded: see paperNames.
  const name = paperNames(found.unit.serial, papers, requestLang(request)).get(paper.id)!;
  return paperResponse(name.file, bytes, name.ascii);
}
