import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { switchLangPath } from "../i18n/lang";
import { AdminMenu, AdminNav, useAdminLinks } from "./frame/AdminNav";
import { adminRouteMeta } from "./frame/meta";
import { useWords } from "./frame/use-admin";
import { currentStaff, staffContext } from "./guard.server";
import { adminPath } from "./words";
import "./admin.css";

/** Who is signed in (or no one) and the CSRF token for the forms: every admin page needs both. */
export function loader({ request, context }: Route.LoaderArgs) {
  const account = currentStaff(request, context);
  return {
    csrf: staffContext(context).csrf,
    account: account ? { email: account.email, role: account.role } : null,
  };
}

export const meta = adminRouteMeta;

function Frame({ children }: { children: React.ReactNode }) {
  const { lang, w } = useWords();
  const { pathname, search } = useLocation();
  const { account, links, here } = useAdminLinks();
  const other = lang === "ko" ? "en" : "ko";
  const languageLink = (
    <a
      className="admin-lang"
      href={switchLangPath(pathname, other) + search}
      hrefLang={other}
      lang={other}
    >
      {w("language")}
    </a>
  );
  // Below 48rem the bar is one short row (name, section, menu) and the menu holds the rest;
  // above, the full bar. Both are in the page, CSS shows one: neither needs JavaScript.
  return (
    <div className="admin">
      <a className="admin-skip" href="#main">
        {w("skip")}
      </a>
      <header className={account ? "admin-bar admin-bar-signed-in" : "admin-bar"}>
        <p className="admin-brand">
          <Link to={adminPath(lang)}>{w("panel")}</Link>
        </p>
        {here && <p className="admin-here">{links.find((link) => link.to === here)?.label}</p>}
        <div className="admin-wide">
          <AdminNav />
          {languageLink}
        </div>
        {account && (
          <AdminMenu>
            <AdminNav />
            {languageLink}
          </AdminMenu>
        )}
      </header>
      <main id="main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}

export default function AdminLayout() {
  return (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** A refused page (403) or a failure shows inside the back office's frame. */
export function ErrorBoundary() {
  const error = useRouteError();
  const { lang, w } = useWords();
  const here = useLocation();
  const refused = isRouteErrorResponse(error) && error.status === 403;
  // A role's refusal (guard.server.ts), or the server's words for a post it did not take (a
  // form token another tab replaced: server/admin/body-limit.ts, staleForm).
  const forbidden = refused && (error.data as { forbidden?: boolean } | null)?.forbidden === true;
  const notSent = refused && !forbidden && typeof error.data === "string" ? error.data : undefined;
  // A write the disk refused (server/http/disk-full.ts) carries its words in both languages.
  const diskFull =
    isRouteErrorResponse(error) && error.status === 503
      ? (error.data as { diskFull?: boolean; message?: Record<typeof lang, string> } | undefined)
      : undefined;
  return (
    <Frame>
      <h1>{forbidden ? w("forbidden") : notSent ? w("notSent") : w("panel")}</h1>
      {diskFull?.diskFull && diskFull.message ? (
        <p role="alert">{diskFull.message[lang]}</p>
      ) : notSent ? (
        <>
          <p role="alert">{notSent.trim()}</p>
          <p>
            {/* A whole page load: a fresh form with the browser's own token. */}
            <a href={here.pathname + here.search}>{w("reloadPage")}</a>
          </p>
        </>
      ) : (
        !forbidden && <p role="alert">Error</p>
      )}
    </Frame>
  );
}
