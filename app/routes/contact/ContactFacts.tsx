import { ContactLines } from "../../chrome/ContactLines";
import { useCompanyFacts } from "../../chrome/company-facts";
import { useT } from "../../i18n/use-lang";

/** Beside the form: when a buyer hears back, and how to reach the office directly. */
export function ContactFacts() {
  const t = useT();
  const company = useCompanyFacts();
  return (
    <aside className="contact-facts" aria-labelledby="contact-direct">
      <h2 id="contact-direct">{t("contact.direct")}</h2>
      <p>{t("contact.responseTime")}</p>
      <dl>
        <ContactLines />
        <div>
          <dt>{t("footer.address")}</dt>
          <dd>
            <address>{company?.address}</address>
          </dd>
        </div>
        <div>
          <dt>{t("contact.hours")}</dt>
          <dd>{company?.officeHours}</dd>
        </div>
      </dl>
    </aside>
  );
}
