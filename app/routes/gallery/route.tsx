import { data } from "react-router";
import type { Route } from "./+types/route";
import { LazyNotFoundView } from "../../chrome/LazyNotFoundView";
import { LangLink } from "../../ui/LangLink";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { liveContent } from "../../content/live.server";
import { messagesFor } from "../../i18n/translate.server";
import { inLang } from "../../i18n/in-lang.server";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { Picture } from "../../viewer/Picture";
import { galleryImage } from "../../viewer/gallery-image";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { notFoundMeta, pageMeta } from "../../site/seo.server";
import { itemListLd } from "../../site/structured-data.server";
import { requestLang } from "../../i18n/lang";
import "./gallery.css";
import { dayText } from "../../i18n/day-text";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  const items = liveContent().gallery.map(({ id, title, date, photos, main }) => ({
    id,
    title,
    date,
    image: galleryImage(photos[main]!),
  }));
  const lang = requestLang(request);
  // Nothing published: the site's 404, and out of the menus (app/empty-pages.server.ts).
  if (items.length === 0) {
    const messages = messagesFor(lang, ["notFound"]);
    return data({ items: undefined, meta: notFoundMeta(lang), messages }, { status: 404 });
  }
  const itemList = itemListLd(
    lang,
    pages.gallery.title,
    items.map((item) => ({ name: item.title, path: `/gallery/${item.id}` })),
  );
  return {
    ...inLang(lang, { items }),
    intro: pick(pageTexts.gallery.description, lang),
    messages: messagesFor(lang, ["gallery", "viewer"]),
    meta: pageMeta("gallery", new URL(request.url), { structuredData: [itemList] }),
  };
}

/** A card's width in the grid of base.css: three columns, two below 1024 px, one on phones. */
const CARD_SIZES = "(min-width: 1024px) 24rem, (min-width: 768px) 45vw, 92vw";

/** Gallery list: a card per job with its title, date and main photo. */
export default function Gallery({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { items } = loaderData;
  if (!items) return <LazyNotFoundView />;
  return (
    <>
      <SitePageHeader page="gallery" intro={loaderData.intro} />
      <section className="container section">
        <ul className="card-grid">
          {items.map((item, index) => (
            <li key={item.id} className="card gallery-card">
              <LangLink to={`/gallery/${item.id}`} className="card__link">
                <Picture
                  className="gallery-card__image"
                  image={{ ...item.image, alt: "" }}
                  sizes={CARD_SIZES}
                  priority={index === 0}
                />
                <h2 className="card__title">{item.title}</h2>
                {item.date && <time dateTime={item.date}>{dayText(item.date, lang)}</time>}
              </LangLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
