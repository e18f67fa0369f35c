import { telHref, useCompanyFacts } from "./company-facts";
import { useLang, useT } from "../i18n/use-lang";
import { Fact } from "../ui/lists";
import { phoneText } from "../i18n/phone-text";

/**
 * Telephone, fax and e-mail as entries of a description list (the footer, the contact page).
 * The e-mail goes into `mailto:` as it is: the facts' schema (z.email) refuses `?`, `&` and `%`.
 */
export function ContactLines() {
  const t = useT();
  const lang = useLang();
  const company = useCompanyFacts();
  if (!company) return null;
  return (
    <>
      <Fact term={t("footer.tel")}>
        <a href={telHref(company.phone)}>{phoneText(company.phone, lang)}</a>
      </Fact>
      <Fact term={t("footer.fax")}>{phoneText(company.fax, lang)}</Fact>
      <Fact term={t("footer.email")}>
        <a href={`mailto:${company.email}`}>{company.email}</a>
      </Fact>
    </>
  );
}
