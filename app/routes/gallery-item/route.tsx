import { redirect } from "react-router";
import type { Route } from "./+types/route";
import { PageHeader } from "../../ui/PageHeader";
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
import { findProductsByIds, productLabel, productPath } from "../../content/catalog/catalog.server";
import { Picture } from "../../viewer/Picture";
import { galleryImage } from "../../viewer/gallery-image";
import { VIEWER_WORDS, ViewerThumbnails } from "../../viewer/ViewerThumbnails";
import { Island } from "../../ui/Island";
import { Fact, LinkList } from "../../ui/lists";
import { Paragraphs } from "./Paragraphs";
import "./gallery-item.css";
import { dayText } from "../../i18n/day-text";

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
  const shown = {
    id: item.id,
    title: item.title,
    description: item.description,
    date: item.date,
    sector: item.sector,
    main: galleryImage(item.photos[item.main]!),
    photos: item.photos.map(galleryImage),
  };
  const related = findProductsByIds(item.products ?? []).map((product) => ({
    path: productPath(product),
    label: productLabel(product, lang),
  }));
  return {
    ...inLang(lang, { item: shown }),
    related,
    messages: messagesFor(lang, ["gallery", "viewer"]),
    meta: seoMeta(seo),
  };
}

export const meta = metaFromLoader;

/**
 * A gallery job: the main photo, the job's facts (date, sector, related products), the
 * thumbnails of its photos and the lightbox.
 */
export default function GalleryItem({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { item, related } = loaderData;
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
          <Picture className="gallery-detail__main" image={item.main} sizes={MAIN_SIZES} priority />
          <figcaption>
            <Paragraphs text={item.description} />
          </figcaption>
        </figure>
        {(item.date || item.sector || related.length > 0) && (
          <dl className="gallery-detail__facts">
            {item.date && (
              <Fact term={t("gallery.date")}>
                <time dateTime={item.date}>{dayText(item.date, lang)}</time>
              </Fact>
            )}
            {item.sector && <Fact term={t("gallery.sector")}>{item.sector}</Fact>}
            {related.length > 0 && (
              <Fact term={t("gallery.products")}>
                <LinkList links={related} className="gallery-detail__products" />
              </Fact>
            )}
          </dl>
        )}
        <h2>{t("gallery.related")}</h2>
        {/* Wakes at the first interaction: a photo's click opens the viewer (decision 042). */}
        <Island
          name="viewer-thumbnails"
          wake="interaction"
          words={VIEWER_WORDS}
          of={ViewerThumbnails}
          props={{ images: item.photos, label: title, className: "thumb-grid", sizes: THUMB_SIZES }}
        />
      </section>
    </>
  );
}

/** The main photo is at most 960 px wide (gallery-item.css). */
const MAIN_SIZES = "(min-width: 1010px) 960px, 94vw";
/** Thumbnails: a grid of columns at least 9rem wide (gallery-item.css). */
const THUMB_SIZES = "(min-width: 768px) 12rem, 45vw";

/**
 * Back to the previous history entry; a visitor who arrived here directly (no entry inside the
 * site) goes to the gallery list instead. Without JavaScript it is a plain link to the list.
 */
function BackButton() {
  const lang = useLang();
  const t = useT();
  const listPath = localePath(lang, "/gallery");
  // "back-or-link": back when the visitor came from a page of this site (chrome/behaviour.ts).
  return (
    <a
      className="button button--ghost gallery-detail__back"
      href={listPath}
      data-action="back-or-link"
    >
      ← {t("gallery.back")}
    </a>
  );
}
