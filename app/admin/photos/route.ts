import type { Route } from "./+types/route";
import { uploadPhoto } from "./upload.server";

/** POST /admin/photos: one photo through the pipeline, answered as JSON (upload.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => uploadPhoto(request, context);
