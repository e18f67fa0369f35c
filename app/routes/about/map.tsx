import type { Route } from "./+types/map";
import { liveAbout } from "../../content/about.server";
import { addressLine, mapQuery } from "../../content/company";
import { liveContent } from "../../content/live.server";
import { messagesFor } from "../../i18n/translate.server";
import { inLang } from "../../i18n/in-lang.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { metaFromLoader } from "../../site/meta";
import { aboutImage } from "./image.server";
import { pageMeta } from "../../site/seo.server";

export const meta = metaFromLoader;

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const { map } = inLang(lang, { map: liveAbout().map });
  return {
    // The content column: the 1200px container less the sidebar (about 58rem), else the screen.
    map: { ...map, image: aboutImage(map.image, "(min-width: 75em) 58rem, 100vw") },
    messages: messagesFor(lang, ["map"]),
    meta: pageMeta("about-map", new URL(request.url)),
    // Both languages: the map services are searched with the Korean address on either page.
    address: liveContent().company.address,
  };
}

/** Search links that open the address in common map services. */
function mapLinks(query: string) {
  const q = encodeURIComponent(query);
  return [
    {
      id: "naver",
      label: { ko: "네이버 지도", en: "Naver Map" },
      href: `https://map.naver.com/p/search/${q}`,
    },
    {
      id: "kakao",
      label: { ko: "카카오맵", en: "Kakao Map" },
      href: `https://map.kakao.com/?q=${q}`,
    },
    {
      id: "google",
      label: { ko: "구글 지도", en: "Google Maps" },
      href: `https://www.google.com/maps/search/?api=1&query=${q}`,
    },
  ];
}

/** Location: the map per language, directions and the address; fades in. */
export default function Location({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useT();
  const { map, address } = loaderData;
  return (
    <article className="location fade-in">
      {/* A drawing, or an uploaded map with its srcset: the loader gives the attributes. */}
      <img className="location__map" {...map.image} />
      <div className="location__details">
        <section>
          <h2>{t("map.address")}</h2>
          <address>{addressLine(address, lang)}</address>
          <ul className="location__links">
            {mapLinks(mapQuery(address)).map((link) => (
              <li key={link.id}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {pick(link.label, lang)}
                  <span className="sr-only"> ({t("map.newWindow")})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2>{t("map.subway")}</h2>
          <p>{map.subway}</p>
        </section>
        <section>
          <h2>{t("map.car")}</h2>
          <ol className="feature-list">
            <li>{map.car.route1}</li>
            <li>{map.car.route2}</li>
          </ol>
        </section>
      </div>
    </article>
  );
}
