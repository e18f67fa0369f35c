import type { Route } from "./+types/map";
import { company } from "../../content/company";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pageMeta } from "../../site/seo";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about-map", location);
}

export default function Location() {
  const lang = useLang();
  const { address } = company;
  return (
    <article className="prose fade-in">
      <address>
        {pick(address.street, lang)} {pick(address.building, lang)}, {pick(address.country, lang)}
      </address>
      <p>{pick(company.nearestStation, lang)}</p>
    </article>
  );
}
