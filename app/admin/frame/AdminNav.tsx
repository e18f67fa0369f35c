import { Form, Link, useLocation } from "react-router";
import { adminPath } from "../words";
import { Csrf } from "./Csrf";
import { useAdminFrame, useWords } from "./use-admin";

/**
 * The link's page or one below it (`end`: only the page). NavLink would do this, but its code
 * would join the framework chunk that every public page loads.
 */
function isCurrent(pathname: string, link: { to: string; end?: boolean }) {
  return pathname === link.to || (!link.end && pathname.startsWith(`${link.to}/`));
}

/** The bar on every signed-in page: where to go, who is signed in, sign out. */
export function AdminNav() {
  const { lang, w } = useWords();
  const account = useAdminFrame()?.account;
  const { pathname } = useLocation();
  if (!account) return null;
  const links = [
    { to: adminPath(lang), label: w("home"), end: true },
    { to: adminPath(lang, "/content"), label: w("content") },
    ...(account.role === "owner"
      ? [
          { to: adminPath(lang, "/staff"), label: w("staff") },
          { to: adminPath(lang, "/numbers"), label: w("numbers") },
          { to: adminPath(lang, "/audit"), label: w("audit") },
          { to: adminPath(lang, "/erase"), label: w("erase") },
          { to: adminPath(lang, "/settings/mail"), label: w("mailSettings") },
        ]
      : []),
    { to: adminPath(lang, "/account"), label: w("account") },
  ];
  return (
    <>
      <nav aria-label={w("panel")} className="admin-nav">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={isCurrent(pathname, link) ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="post" action={adminPath(lang, "/sign-out")} className="admin-who">
        <Csrf />
        <span>
          {account.email} ({w(account.role === "owner" ? "roleOwner" : "roleStaff")})
        </span>
        <button type="submit" name="scope" value="this">
          {w("signOut")}
        </button>
      </Form>
    </>
  );
}
