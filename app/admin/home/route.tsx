import type { Route } from "./+types/route";
import { adminMeta, adminRouteMeta } from "../frame/meta";
import { currentStaff, safeNext } from "../guard.server";
import { SignInForm } from "../sign-in/SignInForm";
import { adminPath, requestAdminLang } from "../words";
import { inboxMeta } from "../inbox/meta";
import { inboxWord } from "../inbox/words";
import { Home } from "./Home";
import { homeData } from "./home.server";

/**
 * /admin: the sign-in form when no one is signed in (200, noindex), the back office's home when
 * someone is. The home is `Home` and `homeData` (the inbox's slot).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const lang = requestAdminLang(request);
  const account = currentStaff(request, context);
  if (!account) {
    return {
      view: "sign-in" as const,
      meta: adminMeta(lang),
      next: safeNext(new URL(request.url).searchParams.get("next"), adminPath(lang)),
    };
  }
  return {
    view: "home" as const,
    meta: inboxMeta(lang, inboxWord(lang, "inbox")),
    home: await homeData(request, context, account),
  };
}

export const meta = adminRouteMeta;

export default function AdminHome({ loaderData }: Route.ComponentProps) {
  return loaderData.view === "sign-in" ? (
    <SignInForm next={loaderData.next} />
  ) : (
    <Home data={loaderData.home} />
  );
}
