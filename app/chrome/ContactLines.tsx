import { telHref, useCompanyFacts } from "./company-facts";
import { useT } from "../i18n/use-lang";
import { Fact } from "../ui/lists";

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
      <Fact term={t("footer.tel")}>
        <a href={telHref(company.phone)}>{company.phone}</a>
      </Fact>
      <Fact term={t("footer.fax")}>{company.fax}</Fact>
      <Fact term={t("footer.email")}>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </Fact>
    </>
  );
}
