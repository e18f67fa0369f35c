import type { Route } from "./+types/route";
import { robotsTxt, sitemapXml } from "../../site/search-files.server";

/** Resource route for /sitemap.xml and /robots.txt (prerendered as files, like the pages). */
export function loader({ request }: Route.LoaderArgs) {
  const robots = new URL(request.url).pathname === "/robots.txt";
  return new Response(robots ? robotsTxt() : sitemapXml(), {
    headers: {
      "Content-Type": robots ? "text/plain; charset=utf-8" : "application/xml; charset=utf-8",
    },
  });
}
