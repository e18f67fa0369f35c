import { isRouteErrorResponse, Link, Outlet, useLocation, useRouteError } from "react-router";
import type { Route } from "./+types/layout";
import { switchLangPath } from "../i18n/lang";
import { AdminNav } from "./frame/AdminNav";
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

function Frame({ children }: { children: React.ReactNode }) {
  const { lang, w } = useWords();
  const { pathname, search } = useLocation();
  const other = lang === "ko" ? "en" : "ko";
  return (
    <div className="admin">
      <a className="admin-skip" href="#main">
        {w("skip")}
      </a>
      <header className="admin-bar">
        <p className="admin-brand">
          <Link to={adminPath(lang)}>{w("panel")}</Link>
        </p>
        <AdminNav />
        <a
          className="admin-lang"
          href={switchLangPath(pathname, other) + search}
          hrefLang={other}
          lang={other}
        >
          {w("language")}
        </a>
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
  const { w } = useWords();
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  return (
    <Frame>
      <h1>{forbidden ? w("forbidden") : w("panel")}</h1>
      {!forbidden && <p role="alert">Error</p>}
    </Frame>
  );
}
