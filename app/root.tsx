import { type ReactNode, useMemo } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { SiteChrome } from "./chrome/SiteChrome";
import { isLang, LANG_COOKIE, langFromPath, switchLangPath } from "./i18n/lang";
import { companyFacts, verificationTags } from "./content/company-facts.server";
import { liveContent } from "./content/live.server";
import { emptyPagesOf } from "./empty-pages.server";
import { seoulToday } from "./lib/site-clock";
import { CHROME_NAMESPACES, messagesFor } from "./i18n/translate.server";
import { langScript } from "./i18n/lang-script";
import { PageWordsContext, type PageWords } from "./i18n/use-lang";
import { islandsBuilt } from "./islands/boot-url.server";
import { ErrorView } from "./chrome/ErrorView";
import { LazyNotFoundView } from "./chrome/LazyNotFoundView";
import "./styles/tokens.css";
import "./styles/base.css";
import printCss from "./styles/print.css?url";

/**
 * The print rules are a stylesheet of their own for media print: the browser fetches it without
 * holding up the screen's first paint, and no page carries its rules inline (see
 * `app/site/first-view.server.ts`).
 */
export const links: Route.LinksFunction = () => [
  { rel: "stylesheet", href: printCss, media: "print" },
];

/**
 * The site chrome's UI strings and the live company facts in the page's language (each route
 * sends its own strings), the pages empty now, the search engines' verification tags, and `?lang=ko|en`, which moves to that language's URL with the other parameters kept; other values
 * are ignored.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const wanted = url.searchParams.get("lang");
  if (!isLang(wanted)) {
    const lang = langFromPath(url.pathname);
    return {
      messages: messagesFor(lang, CHROME_NAMESPACES),
      company: companyFacts(lang),
      verification: verificationTags(),
      revision: liveContent().revision,
      // A site page's script (decision 042); the back office has the app's instead.
      islands: islandsBuilt,
      // The pages the menus leave out while they are empty lists (app/site/empty-pages.ts).
      empty: emptyPagesOf(context, seoulToday()),
    };
  }
  url.searchParams.delete("lang");
  const target = switchLangPath(url.pathname, wanted) + url.search + url.hash;
  throw redirect(target, {
    status: 301,
    headers: {
      // The page script moves this choice into localStorage.
      "Set-Cookie": `${LANG_COOKIE}=${wanted}; Path=/; Max-Age=60; SameSite=Lax`,
      // Not cached, so the cookie is set on every such visit.
      "Cache-Control": "no-store",
    },
  });
}

/** The dictionary is loaded again only when a navigation changes the language. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return (
    langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname) ||
    nextUrl.searchParams.has("lang")
  );
}

/**
 * The site's own pages (app/routes.ts): each gets the header and footer. Anything else has a
 * frame of its own (the back office); it is recognised without naming it, since a public script
 * names no back-office route (docs/decisions/017-admin-routes-out-of-public-scripts.md).
 */
const SITE_PAGE = /^(ko|en|not-found)\b/;

type Dictionary = PageWords["messages"];

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const matches = useMatches();
  // The catch-all route matches what nothing else does, so the last match is always a page's.
  const sitePage = SITE_PAGE.test(matches.at(-1)!.id);
  // The back office has the whole app; every site page, the buyer's tools and the inquiry form
  // included, is server HTML, plain script and islands (decision 042).
  const app = !sitePage;
  // The root's words and each route's: what `useT` reads, the same for app and island.
  const words = useMemo<PageWords>(
    () => ({
      lang,
      app,
      messages: Object.assign(
        {},
        ...matches.map((match) => (match.data as { messages?: Dictionary } | undefined)?.messages),
      ) as Dictionary,
    }),
    [lang, app, matches],
  );
  const root = useRouteLoaderData("root") as
    | {
        verification?: { name: string; content: string }[];
        revision?: number;
        islands?: typeof islandsBuilt;
      }
    | undefined;
  const verification = root?.verification ?? [];
  // data-revision: the content's revision, which the site's JSON files' URLs carry (fetch-once.ts).
  return (
    <html lang={lang} data-revision={root?.revision}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <script dangerouslySetInnerHTML={{ __html: langScript }} />
        <Meta />
        {verification.map((tag) => (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ))}
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Links />
      </head>
      <body>
        <PageWordsContext.Provider value={words}>
          {sitePage ? <SiteChrome>{children}</SiteChrome> : children}
        </PageWordsContext.Provider>
        {app ? (
          <>
            <ScrollRestoration />
            <Scripts />
          </>
        ) : (
          root?.islands?.boot && (
            // The files an island's wake fetches, for the boot to warm when the page is idle.
            <script
              type="module"
              src={root.islands.boot}
              data-wake-files={root.islands.wake.join(" ")}
            />
          )
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <LazyNotFoundView />;
  }
  return <ErrorView />;
}
