import { LangLink } from "../../chrome/LangLink";
import { useT } from "../../i18n/use-lang";

/** The hosted form service, as the policy names it (app/content/company.ts, privacyFacts). */
export interface FormService {
  name: string;
  country: string;
}

/**
 * The notice that consent is asked for (PIPA Art. 15(2)): purpose, items, how long they are kept
 * (the retention job's setting, in bold) and what refusing means, with the policy one link away.
 * It is the consent box's description (aria-describedby="privacy-notice").
 */
export function PrivacyNotice({ formService }: { formService?: FormService }) {
  const t = useT();
  return (
    <div className="inquiry-notice" id="privacy-notice">
      <p className="inquiry-notice__title">{t("inquiry.noticeTitle")}</p>
      <dl>
        <div>
          <dt>{t("inquiry.noticePurpose")}</dt>
          <dd>{t("inquiry.noticePurposeText")}</dd>
        </div>
        <div>
          <dt>{t("inquiry.noticeItems")}</dt>
          <dd>{t("inquiry.noticeItemsText")}</dd>
        </div>
        <div>
          <dt>{t("inquiry.noticeRetention")}</dt>
          <dd>
            <strong>
              {t("inquiry.noticeRetentionText", { days: __INQUIRY_RETENTION_DAYS__ })}
            </strong>{" "}
            {t("inquiry.noticeRetentionAfter")}
          </dd>
        </div>
      </dl>
      {formService && (
        <p>
          {t("inquiry.noticeAbroad", { service: formService.name, country: formService.country })}
        </p>
      )}
      <p>{t("inquiry.noticeRefuse")}</p>
      <p>
        <LangLink to="/privacy">{t("inquiry.noticeLink")}</LangLink>
      </p>
    </div>
  );
}
