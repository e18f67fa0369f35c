import { ContactLines } from "../../chrome/ContactLines";
import { addressLine, company } from "../../content/company";
import { pick } from "../../i18n/localized";
import { useLang, useT } from "../../i18n/use-lang";

/** Beside the form: when a buyer hears back, and how to reach the office directly. */
export function ContactFacts() {
  const lang = useLang();
  const t = useT();
  return (
    <aside className="contact-facts" aria-labelledby="contact-direct">
      <h2 id="contact-direct">{t("contact.direct")}</h2>
      <p>{t("contact.responseTime")}</p>
      <dl>
        <ContactLines />
        <div>
          <dt>{t("footer.address")}</dt>
          <dd>
            <address>{addressLine(company.address, lang)}</address>
          </dd>
        </div>
        <div>
          <dt>{t("contact.hours")}</dt>
          <dd>{pick(company.officeHours, lang)}</dd>
        </div>
      </dl>
    </aside>
  );
}
