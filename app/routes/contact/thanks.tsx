import type { Route } from "./+types/thanks";
import { PageHeader } from "../../ui/PageHeader";
import { langFromPath } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { messagesFor } from "../../i18n/translate.server";
import { pages, thanksPage } from "../../site/pages";
import { thanksPageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { seoMeta } from "../../site/seo.server";
import { SuccessPanel } from "../../inquiry/SuccessPanel";
import "./contact.css";

/**
 * Where the receiver sends a plain (no-JS) post, kept out of search indexes and the sitemap. The
 * receiver adds the inquiry's reference number (`?ref=HF-20261121-000123`); anything else there
 * is ignored.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const ref = url.searchParams.get("ref") ?? "";
  const lang = langFromPath(url.pathname);
  return {
    reference: /^HF-\d{8}-\d{6,}$/.test(ref) ? ref : undefined,
    messages: messagesFor(lang, ["inquiry", "contact"]),
    meta: seoMeta({
      lang,
      ...thanksPage,
      ...thanksPageTexts,
      share: "contact",
      noindex: true,
    }),
  };
}

export const meta = metaFromLoader;

export default function Thanks({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const title = pick(thanksPage.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: pick(pages.contact.title, lang), to: "/contact" }, { label: title }]}
      />
      <div className="container section">
        <SuccessPanel reference={loaderData.reference} />
      </div>
    </>
  );
}
