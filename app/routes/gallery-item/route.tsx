import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { findGalleryItem } from "../../content/gallery";
import { localePath, requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { seoMeta } from "../../site/seo";

/** SPEC section 8: an unknown gallery id redirects to the gallery list. */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const item = findGalleryItem(params.id);
  if (!item) throw redirect(localePath(lang, "/gallery"));
  return {
    item,
    seo: {
      lang,
      path: `/gallery/${item.id}`,
      title: item.title,
      description: item.title,
      keywords: pages.gallery.keywords,
    },
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? seoMeta(loaderData.seo) : [];
}

export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const title = pick(loaderData.item.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: pick(pages.gallery.title, lang), to: "/gallery" }, { label: title }]}
      />
      <section className="container section">
        <button type="button" className="button button--ghost" onClick={() => history.back()}>
          {t("gallery.back")}
        </button>
      </section>
    </>
  );
}
