import { telHref, useCompanyFacts } from "./company-facts";
import { useT } from "../i18n/use-lang";

/**
 * Telephone, fax and e-mail as entries of a description list (the footer, the contact page).
 * The e-mail goes into `mailto:` as it is: the facts' schema (z.email) refuses `?`, `&` and `%`.
 */
export function ContactLines() {
  const t = useT();
  const company = useCompanyFacts();
  if (!company) return null;
  return (
    <>
      <div>
        <dt>{t("footer.tel")}</dt>
        <dd>
          <a href={telHref(company.phone)}>{company.phone}</a>
        </dd>
      </div>
      <div>
        <dt>{t("footer.fax")}</dt>
        <dd>{company.fax}</dd>
      </div>
      <div>
        <dt>{t("footer.email")}</dt>
        <dd>
          <a href={`mailto:${company.email}`}>{company.email}</a>
        </dd>
      </div>
    </>
  );
}
