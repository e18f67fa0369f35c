import type { Route } from "./+types/route";
import { emptyPagesOf } from "../../empty-pages.server";
import { seoulToday } from "../../lib/site-clock";
import { robotsTxt, sitemapXml } from "../../site/search-files.server";

/** Resource route for /sitemap.xml and /robots.txt (prerendered as files, like the pages). */
export function loader({ request, context }: Route.LoaderArgs) {
  const robots = new URL(request.url).pathname === "/robots.txt";
  const sitemap = () => sitemapXml(emptyPagesOf(context, seoulToday()));
  return new Response(robots ? robotsTxt() : sitemap(), {
    headers: {
      "Content-Type": robots ? "text/plain; charset=utf-8" : "application/xml; charset=utf-8",
    },
  });
}
