import type { Route } from "./+types/business";
import { pageMeta } from "../../site/seo";
import { pages } from "../../site/pages";
import { useLang } from "../../i18n/use-lang";
import { pick } from "../../i18n/localized";

export function meta({ location }: Route.MetaArgs) {
  return pageMeta("about-business", location);
}

export default function Business() {
  const lang = useLang();
  return (
    <article className="prose">
      <p>{pick(pages["about-business"].description, lang)}</p>
    </article>
  );
}
