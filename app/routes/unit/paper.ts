import type { Route } from "./+types/paper";
import { paperResponse, readPaper } from "../../../server/units/papers";
import { unitByToken } from "./unit.server";

/**
 * A unit's paper, by the unit's token and the paper's number: nothing else reaches it (the file
 * lives under DATA_DIR by a random name, never served by path). A download that nothing in it
 * can run from; an unknown token or paper is a plain 404, like a rotated token's.
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const found = unitByToken(context, params.token);
  const id = /^\d{1,12}$/.test(params.paper) ? Number(params.paper) : NaN;
  const paper = found?.units.store.papers(found.unit.id).find((p) => p.id === id);
  const bytes = paper && found && (await readPaper(found.units.dataDir, paper.file));
  if (!paper || !bytes) {
    return new Response("Not Found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  return paperResponse(paper.name, bytes);
}
