import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { adminPath, requestAdminLang } from "../words";
import { signOut } from "./sign-out.server";

export function loader({ request }: Route.LoaderArgs) {
  throw redirect(adminPath(requestAdminLang(request)));
}

/** Ends this session or every session of the account (sign-out.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => signOut(request, context);
