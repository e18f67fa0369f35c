import type { Route } from "./+types/route";
import { requestLang } from "../../i18n/lang";
import { newsFeed } from "../../news/news.server";

/** /news/rss.xml and /en/news/rss.xml: the notices' RSS 2.0 feed per language. */
export function loader({ request }: Route.LoaderArgs) {
  return new Response(newsFeed(requestLang(request)), {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}
