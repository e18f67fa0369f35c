import { renderToStaticMarkup } from "react-dom/server";
import { privacyContact } from "../../content/company";
import { liveContent } from "../../content/live.server";
import { hostedFormService } from "../../content/privacy-policy.server";
import { localePath, type Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { translate } from "../../i18n/translate.server";
import { shownSettings } from "../../site/shown-settings.server";
import { formTarget } from "../../inquiry/form-target";
import { phoneText } from "../../i18n/phone-text";

/**
 * The notice that consent is asked for (PIPA Art. 15(2)): purpose, items, how long they are kept
 * (the retention job's setting, in bold), what refusing means and the privacy officer (from the
 * published company facts), with the policy one link away.
 * Made here as HTML, so its markup and strings stay out of the contact page's JavaScript; the
 * form shows it as the consent box's description (aria-describedby="privacy-notice").
 */
export function privacyNoticeHtml(lang: Lang): string {
  const t = (key: Parameters<typeof translate>[1], vars?: Record<string, string>) =>
    translate(lang, key, vars);
  // The hosted form service receives the post when the site is built with FORM_ENDPOINT.
  const service = formTarget.endpoint ? hostedFormService : undefined;
  const { company } = liveContent();
  const officer = { ...company.privacyOfficer, ...privacyContact(company, company.privacyOfficer) };
  return renderToStaticMarkup(
    <>
      <p className="inquiry-notice__title">{t("notice.title")}</p>
      <dl>
        <div>
          <dt>{t("notice.purpose")}</dt>
          <dd>{t("notice.purposeText")}</dd>
        </div>
        <div>
          <dt>{t("notice.items")}</dt>
          <dd>{t("notice.itemsText")}</dd>
        </div>
        <div>
          <dt>{t("notice.retention")}</dt>
          <dd>
            <strong>
              {t("notice.retentionText", {
                days: String(shownSettings().INQUIRY_RETENTION_DAYS),
              })}
            </strong>{" "}
            {t("notice.retentionAfter")}
          </dd>
        </div>
      </dl>
      {service && (
        <p>
          {t("notice.abroad", {
            service: pick(service.name, lang),
            country: pick(service.country, lang),
          })}
        </p>
      )}
      <p>{t("notice.refuse")}</p>
      <p>
        {t("notice.officer", {
          name: pick(officer.name, lang),
          position: pick(officer.position, lang),
          phone: phoneText(officer.phone, lang),
          email: officer.email,
        })}
      </p>
      <p>
        <a href={localePath(lang, "/privacy")}>{t("notice.link")}</a>
      </p>
    </>,
  );
}
