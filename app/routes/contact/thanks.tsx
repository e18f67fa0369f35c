import type { Route } from "./+types/thanks";
import { PageHeader } from "../../chrome/PageHeader";
import { langFromPath } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages, thanksPage } from "../../site/pages";
import { seoMeta } from "../../site/seo";
import { SuccessPanel } from "./SuccessPanel";
import "./contact.css";

/** Where the receiver sends a plain (no-JS) post; kept out of search indexes and the sitemap. */
export function meta({ location }: Route.MetaArgs) {
  return seoMeta({ lang: langFromPath(location.pathname), ...thanksPage, noindex: true });
}

export default function Thanks() {
  const lang = useLang();
  const title = pick(thanksPage.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: pick(pages.contact.title, lang), to: "/contact" }, { label: title }]}
      />
      <div className="container section">
        <SuccessPanel />
      </div>
    </>
  );
}
