import type { Route } from "./+types/route";
import { LangLink } from "../../ui/LangLink";
import { SitePageHeader } from "../../ui/SitePageHeader";
import type { Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { emptyPagesOf } from "../../empty-pages.server";
import { seoulToday } from "../../lib/site-clock";
import { sitemapTree, type SitemapNode } from "./sitemap-tree";

export const meta = metaFromLoader;

export function loader({ request, context }: Route.LoaderArgs) {
  const empty = new Set(emptyPagesOf(context, seoulToday()));
  return { tree: sitemapTree(empty), meta: pageMeta("sitemap", new URL(request.url)) };
}

function NodeList({ nodes, lang }: { nodes: SitemapNode[]; lang: Lang }) {
  return (
    <ul>
      {nodes.map((node) => (
        <li key={node.path}>
          <LangLink to={node.path}>{pick(node.label, lang)}</LangLink>
          {node.children.length > 0 && <NodeList nodes={node.children} lang={lang} />}
        </li>
      ))}
    </ul>
  );
}

export default function Sitemap({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  return (
    <>
      <SitePageHeader page="sitemap" />
      <section className="container section sitemap">
        <NodeList nodes={loaderData.tree} lang={lang} />
      </section>
    </>
  );
}
