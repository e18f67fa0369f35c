import type { Route } from "./+types/route";
import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import { galleryItems } from "../../content/gallery";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("gallery", location);
}

export default function Gallery() {
  const lang = useLang();
  const t = useT();
  const title = pick(pages.gallery.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        intro={pick(pages.gallery.description, lang)}
      />
      <section className="container section">
        {galleryItems.length === 0 ? (
          <p className="notice">{t("gallery.empty")}</p>
        ) : (
          <ul className="card-grid">
            {galleryItems.map((item) => (
              <li key={item.id} className="card">
                <LangLink to={`/gallery/${item.id}`} className="card__link">
                  <h2 className="card__title">{pick(item.title, lang)}</h2>
                </LangLink>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
