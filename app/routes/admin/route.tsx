import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { requestLang } from "../../i18n/lang";
import { messagesFor } from "../../i18n/translate.server";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";

/** A placeholder titled Admin Panel, with no access check, kept out of indexes. */
export function loader({ request }: Route.LoaderArgs) {
  return {
    messages: messagesFor(requestLang(request), ["admin"]),
    meta: pageMeta("admin", new URL(request.url)),
  };
}

export const meta = metaFromLoader;

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
