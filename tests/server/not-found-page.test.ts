import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { notFoundPages } from "../../server/http/not-found-page";
import { builtSite } from "./built-site";
import { hostileUrl, random } from "./hostile-urls";

/**
 * The 404 page is rendered once per language and set of suggestions and the asked URL filled
 * in (server/http/not-found-page.ts): it must be exactly React Router's own page for that URL, and it
 * must answer exactly the paths that only the catch-all route matches.
 */
let site: Awaited<ReturnType<typeof builtSite>>;
beforeAll(async () => {
  site = await builtSite();
});
afterAll(() => site?.close());

/** React Router's route tree from the server build, for its own `matchRoutes`. */
function routeTree(build: ServerBuild, parentId?: string): RouteObject[] {
  return Object.values(build.routes)
    .filter((route) => route?.parentId === parentId)
    .map((route) => ({
      id: route!.id,
      path: route!.path,
      index: route!.index,
      caseSensitive: route!.caseSensitive,
      children: routeTree(build, route!.id),
    })) as RouteObject[];
}

/**
 * What a visitor gets: the page's body without its scripts. The head may differ: for a path
 * that begins like a real one, React Router adds that route's entries (and styles) for its
 * lazy route discovery, which the template leaves to the client's own discovery.
 */
function visible(html: string): string {
  const body = html.slice(html.indexOf("<body"), html.indexOf("</body>"));
  // React's Suspense markers depend on whether the lazy 404 view had loaded in this process.
  return body.replace(/<script[\s\S]*?<\/script>/g, "").replace(/<!--\/?\$-->/g, "");
}

const TRICKY = [
  "/nope",
  "/en/nope",
  "/en/nope-valve-x%3Cb%3E?q=%3Cscript%3E",
  "/sirca/products/about/contact-us",
  "/en/ABOUT/us?x=1&y=%22quoted%22&z='single'",
  "/%ED%95%9C%EB%B9%9B/%EC%A0%9C%ED%92%88?q=%ED%95%9C",
  "/a/b/c/d/e/f?&&&=",
  "/en/products/x/y/z/w/v",
  "/x?q=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&amp;=1",
  "/😀?emoji=😀",
];

describe("the 404 page made once", () => {
  test.each(TRICKY)(
    "%s shows what React Router's own render shows, byte for byte",
    async (path) => {
      const url = `http://localhost${path}`;
      const ours = await site.app.fetch(new Request(url));
      const theirs = await site.reactRouter(new Request(url));
      expect(ours.status).toBe(404);
      expect(theirs.status).toBe(404);
      expect(visible(await ours.text())).toBe(visible(await theirs.text()));
    },
  );

  test("its compiled route test agrees with React Router's matchRoutes on every path", () => {
    const routes = routeTree(site.build);
    const ours = notFoundPages(site.build, () => Promise.reject(new Error("no render here")));
    const next = random(5211);
    const disagreements: string[] = [];
    const paths = [
      ...TRICKY.map((path) => new URL(`http://localhost${path}`).pathname),
      "/",
      "/en",
      "/PRODUCTS/Pneumatic/ROTARY/ap5",
      "/%70roducts",
      "/products/pneumatic/rotary/page/2",
      "/en/about/company/",
      "/sitemap.xml",
      "/about//company",
      "/admin",
      "/en/admin/content/gallery/new",
      "/admin/nope",
    ];
    for (let i = 0; i < 1500; i++) paths.push(new URL(hostileUrl(next)).pathname);
    for (const pathname of paths) {
      if (pathname.endsWith(".data") || pathname === "/__manifest") continue;
      const matched = matchRoutes(routes, pathname);
      const onlyCatchAll = !matched || matched.at(-1)!.route.id === "not-found";
      if (ours.matches(pathname) !== onlyCatchAll) disagreements.push(pathname);
    }
    expect(disagreements).toEqual([]);
    expect(paths.length).toBeGreaterThan(1500);
  });
});
