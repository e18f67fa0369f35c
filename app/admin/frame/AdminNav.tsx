import { useEffect, useRef } from "react";
import { Form, Link, useLocation } from "react-router";
import { adminPath } from "../words";
import { Csrf } from "./Csrf";
import { ADMIN_NAV } from "./nav";
import { useAdminFrame, useWords } from "./use-admin";

/**
 * The link's page or one below it (`end`: only the page). NavLink would do this, but its code
 * would join the framework chunk that every public page loads.
 */
function isCurrent(pathname: string, link: { to: string; end?: boolean }) {
  return pathname === link.to || (!link.end && pathname.startsWith(`${link.to}/`));
}

/** The signed-in person's places (ADMIN_NAV), the current one marked; none when signed out. */
export function useAdminLinks() {
  const { lang, w } = useWords();
  const account = useAdminFrame()?.account;
  const { pathname } = useLocation();
  if (!account) return { account, links: [], here: undefined };
  const links = ADMIN_NAV.filter((entry) => !entry.owner || account.role === "owner").map(
    (entry) => ({
      to: adminPath(lang, entry.path),
      label: w(entry.word),
      end: entry.end,
      shortcut: entry.shortcut,
    }),
  );
  // The deepest match is the section ("Product catalogue" inside "Content").
  const here = links
    .filter((link) => isCurrent(pathname, link))
    .sort((a, b) => b.to.length - a.to.length)[0];
  return { account, links, here: here?.to };
}

/** Where to go, who is signed in, sign out: the full bar's row, or the phone menu's column. */
export function AdminNav() {
  const { lang, w } = useWords();
  const { account, links, here } = useAdminLinks();
  if (!account) return null;
  return (
    <>
      <nav aria-label={w("panel")} className="admin-nav">
        <ul>
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={link.to === here ? "page" : undefined}>
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

/**
 * The phone's menu: a disclosure (<details>) that opens and closes without JavaScript. With it,
 * Escape closes it and gives the focus back to its button, and a new page or a tap outside
 * closes it (the frame stays mounted between pages, so it would stay open).
 */
export function AdminMenu({ children }: { children: React.ReactNode }) {
  const { w } = useWords();
  const { pathname } = useLocation();
  const menu = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  useEffect(() => {
    const outside = (event: PointerEvent) => {
      if (menu.current?.open && !menu.current.contains(event.target as Node)) {
        menu.current.open = false;
      }
    };
    document.addEventListener("pointerdown", outside);
    return () => document.removeEventListener("pointerdown", outside);
  }, []);
  return (
    <details
      ref={menu}
      className="admin-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !menu.current?.open) return;
        menu.current.open = false;
        menu.current.querySelector("summary")?.focus();
      }}
    >
      <summary>{w("menu")}</summary>
      <div className="admin-menu-panel">{children}</div>
    </details>
  );
}

/** The home's shortcuts at a phone: the everyday places, one tap each (hidden wider). */
export function AdminShortcuts() {
  const { w } = useWords();
  const { links } = useAdminLinks();
  const shortcuts = links.filter((link) => link.shortcut);
  if (shortcuts.length === 0) return null;
  return (
    <nav aria-label={w("shortcuts")} className="admin-shortcuts">
      <ul>
        {shortcuts.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
