import type { Route } from "./+types/route";
import { passkeyCeremony } from "./ceremonies.server";

/** POST only. */
export function loader() {
  return new Response("Method Not Allowed\n", { status: 405, headers: { Allow: "POST" } });
}

/** The passkey ceremonies' JSON endpoint (ceremonies.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => passkeyCeremony(request, context);
