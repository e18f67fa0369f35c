import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo";

/** SPEC section 6: a placeholder titled Admin Panel, with no access check, kept out of indexes. */
export function meta({ location }: Route.MetaArgs) {
  return pageMeta("admin", location);
}

export default function Admin() {
  const lang = useLang();
  const t = useT();
  const title = pick(pages.admin.title, lang);
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} />
      <section className="container section">
        <p>{t("admin.text")}</p>
      </section>
    </>
  );
}
