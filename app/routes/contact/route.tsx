import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { company, telHref } from "../../content/company";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageMeta } from "../../site/seo";

/** /contact and /support are the same page; /contact is its canonical URL. */
export function meta({ location }: Route.MetaArgs) {
  return pageMeta("contact", location);
}

export default function Contact() {
  const lang = useLang();
  const t = useT();
  const title = pick(pages.contact.title, lang);
  return (
    <>
      <PageHeader
        title={title}
        crumbs={[{ label: title }]}
        intro={pick(pages.contact.description, lang)}
      />
      <section className="container section">
        <dl className="contact-facts">
          <div>
            <dt>{t("footer.tel")}</dt>
            <dd>
              <a href={telHref(company.phone)}>{company.phone}</a>
            </dd>
          </div>
          <div>
            <dt>{t("footer.email")}</dt>
            <dd>
              <a href={`mailto:${company.email}`}>{company.email}</a>
            </dd>
          </div>
        </dl>
      </section>
    </>
  );
}
