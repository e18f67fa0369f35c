import { redirect, useNavigate } from "react-router";
import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { findGalleryItem } from "../../content/live.server";
import { messagesFor } from "../../i18n/translate.server";
import { inLang } from "../../i18n/in-lang.server";
import { localePath, requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { seoMeta, type Seo } from "../../site/seo.server";
import { ViewerThumbnails } from "../../viewer/ViewerThumbnails";
import "./gallery-item.css";

/**
 * An unknown gallery id redirects to the gallery list: 301 like every other
 * redirect of the site, but never cached, since the id may exist tomorrow.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const item = findGalleryItem(params.id);
  if (!item) {
    throw redirect(localePath(lang, "/gallery"), {
      status: 301,
      headers: { "Cache-Control": "no-store" },
    });
  }
  const seo: Seo = {
    lang,
    path: `/gallery/${item.id}`,
    title: item.title,
    description: item.description,
    keywords: pageTexts.gallery.keywords,
    share: "gallery",
    crumbs: [{ name: pages.gallery.title, path: "/gallery" }, { name: item.title }],
  };
  return {
    ...inLang(lang, { item }),
    messages: messagesFor(lang, ["gallery", "viewer"]),
    meta: seoMeta(seo),
  };
}

export const meta = metaFromLoader;

/** A gallery job: the large image, the thumbnails of its steps, and the lightbox. */
export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { item } = loaderData;
  const title = item.title;

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: pick(pages.gallery.title, lang), to: "/gallery" }, { label: title }]}
      />
      <section className="container section">
        <BackButton />
        <figure className="gallery-detail__main-figure">
          <img
            className="gallery-detail__main"
            src={item.image.src}
            width={item.image.width}
            height={item.image.height}
            alt={item.image.alt}
          />
          <figcaption>{item.description}</figcaption>
        </figure>
        <h2>{t("gallery.related")}</h2>
        <ViewerThumbnails images={item.images} label={title} className="thumb-grid" />
      </section>
    </>
  );
}

/**
 * Back to the previous history entry; a visitor who arrived here directly (no entry inside the
 * site) goes to the gallery list instead. Without JavaScript it is a plain link to the list.
 */
function BackButton() {
  const lang = useLang();
  const t = useT();
  const navigate = useNavigate();
  const listPath = localePath(lang, "/gallery");
  return (
    <a
      className="button button--ghost gallery-detail__back"
      href={listPath}
      onClick={(event) => {
        event.preventDefault();
        // React Router numbers its history entries; 0 is where the visitor entered the site.
        const entry = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (entry > 0) navigate(-1);
        else navigate(listPath);
      }}
    >
      ← {t("gallery.back")}
    </a>
  );
}
