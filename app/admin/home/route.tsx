import { data } from "react-router";
import type { Route } from "./+types/route";
import { adminMeta, adminPageMeta, adminRouteMeta } from "../frame/meta";
import { currentStaff, safeNext } from "../guard.server";
import { SignInForm } from "../sign-in/SignInForm";
import { adminPath, requestAdminLang } from "../words";
import { inboxWord } from "../frame/inbox-words";
import { Home } from "./Home";
import { homeData } from "./home.server";

/** The launch checklist was shown whole on this browser (not personal: one flag). */
const CHECKLIST_COOKIE = "admin-checklist-seen";
const CHECKLIST_SEEN = new RegExp(`(?:^|;\\s*)${CHECKLIST_COOKIE}=1(?:;|$)`);

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
  const home = await homeData(request, context, account);
  const seen = CHECKLIST_SEEN.test(request.headers.get("Cookie") ?? "");
  const page = {
    view: "home" as const,
    meta: adminPageMeta(lang, inboxWord(lang, "inbox")),
    home,
    checklistFolded: seen,
  };
  // Shown whole once on this browser; from the next visit, one line.
  return home.checklist && !seen
    ? data(page, {
        headers: {
          "Set-Cookie": `${CHECKLIST_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
        },
      })
    : page;
}

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
