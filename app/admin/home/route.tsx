import type { Route } from "./+types/route";
import { adminRouteMeta } from "../frame/meta";
import { SignInForm } from "../sign-in/SignInForm";
import { Home } from "./Home";
import { loadAdminHome } from "./home.server";

/**
 * /admin: the sign-in form when no one is signed in, the back office's home when someone is
 * (home.server.ts).
 */
export const loader = ({ request, context }: Route.LoaderArgs) => loadAdminHome(request, context);

/** The home's cookie (the checklist seen) reaches the browser on a document request too. */
export const headers = ({ loaderHeaders }: Route.HeadersArgs) => loaderHeaders;

export const meta = adminRouteMeta;

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "sign-in" ? (
    <SignInForm next={loaderData.next} />
  ) : (
    <Home data={loaderData.home} checklistFolded={loaderData.checklistFolded} />
  );
}
