import type { Route } from "./+types/route";
import { previewDraft } from "./preview.server";

export const action = ({ request, context, params }: Route.ActionArgs) =>
  previewDraft(request, context, params);
