import { Form, Link } from "react-router";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { UnitField } from "../../units/UnitForm";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { contactsWord, type ContactsWordKey } from "../contacts-words";
import type { ContactsAnswer, ContactsData } from "./contacts.server";
import "../../settings/settings.css";
import "../plants-contacts.css";

/**
 * A plant's contacts (docs/decisions/046-plants.md): each one's consent and state, the form that
 * adds one only with the consent's record, and erasure. The plant's page renders it with
 * `contactsOf(context, plant.id)` from its loader and `from="plant"`; its forms post to
 * /admin/plants/{id}/contacts, which answers a refusal on its own page.
 */
export function Contacts({
  data,
  answer,
  from = "plant",
}: {
  data: ContactsData;
  answer?: ContactsAnswer;
  from?: "plant" | "contacts";
}) {
  const { lang } = useWords();
  const t = (key: ContactsWordKey, vars?: Record<string, string | number>) =>
    contactsWord(lang, key, vars);
  const action = adminPath(lang, `/plants/${data.plantId}/contacts`);
  const typed = answer?.typed ?? {};
  const error = (field: keyof ContactsAnswer["errors"]) => {
    const code = answer?.errors[field];
    return code ? t(`error.${code}` as ContactsWordKey) : undefined;
  };
  const adding = answer && !answer.errors.confirm;
  return (
    <div className="plant-contacts">
      <p className="admin-hint">{t("intro")}</p>
      {data.contacts.length === 0 ? (
        <p>{t("none")}</p>
      ) : (
        <ul className="plant-contact-list">
          {data.contacts.map((contact) => (
            <li key={contact.id} className="admin-card">
              <p className="plant-contact-name">
                <strong>{contact.name}</strong> · {contact.email} · {t(`lang.${contact.lang}`)}
              </p>
              <dl className="plant-contact-facts">
                <dt>{t("consentAt")}</dt>
                <dd>
                  {contact.consentDay} · {contact.consentHow} · {contact.consentBy}
                </dd>
                <dt>{t("consentPolicy")}</dt>
                <dd>{contact.consentPolicy}</dd>
                <dt>{t("state")}</dt>
                <dd>
                  {contact.stopped
                    ? t(`stopped.${contact.stopped.why}`, { day: contact.stopped.day })
                    : t("active")}
                  {" · "}
                  {t("confirmed", { day: contact.confirmedDay })}
                  {contact.nightConsent && ` · ${t("nightYes")}`}
                </dd>
              </dl>
              <Form method="post" action={action} className="plant-contact-erase">
                <Csrf />
                <input type="hidden" name="intent" value="erase" />
                <input type="hidden" name="contact" value={contact.id} />
                <input type="hidden" name="from" value={from} />
                <label>
                  <input type="checkbox" name="confirm" required /> {t("eraseConfirm")}
                </label>
                <button type="submit" className="admin-button-secondary">
                  {t("erase")}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <FormMessage text={answer?.errors.confirm ? t("error.confirm") : undefined} />
      <p className="admin-hint">
        {t("eraseHint")} <Link to={adminPath(lang, "/erase")}>{t("eraseAll")}</Link>
      </p>

      <details className="plant-contact-add" open={adding ? true : undefined}>
        <summary>{t("addTitle")}</summary>
        <FormMessage text={adding ? t("fix") : undefined} />
        <Form method="post" action={action} className="settings-form" noValidate>
          <Csrf />
          <input type="hidden" name="intent" value="add" />
          <input type="hidden" name="from" value={from} />
          <UnitField id="contact-name" label={t("name")} error={error("name")}>
            {(describedBy, invalid) => (
              <input
                id="contact-name"
                name="name"
                required
                maxLength={80}
                autoComplete="off"
                defaultValue={typed.name}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </UnitField>
          <UnitField id="contact-email" label={t("email")} error={error("email")}>
            {(describedBy, invalid) => (
              <input
                id="contact-email"
                name="email"
                type="email"
                required
                maxLength={254}
                autoComplete="off"
                defaultValue={typed.email}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </UnitField>
          <UnitField id="contact-lang" label={t("lang")} error={error("lang")}>
            {(describedBy, invalid) => (
              <select
                id="contact-lang"
                name="lang"
                defaultValue={typed.lang ?? "ko"}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="ko">{t("lang.ko")}</option>
                <option value="en">{t("lang.en")}</option>
              </select>
            )}
          </UnitField>
          <UnitField id="contact-consent-at" label={t("consentAt")} error={error("consentAt")}>
            {(describedBy, invalid) => (
              <input
                id="contact-consent-at"
                name="consentAt"
                type="date"
                required
                max={data.today}
                defaultValue={typed.consentAt ?? data.today}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </UnitField>
          <UnitField
            id="contact-consent-how"
            label={t("consentHow")}
            hint={t("consentHowHint")}
            error={error("consentHow")}
          >
            {(describedBy, invalid) => (
              <input
                id="contact-consent-how"
                name="consentHow"
                required
                maxLength={200}
                defaultValue={typed.consentHow}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              />
            )}
          </UnitField>
          <UnitField
            id="contact-consent-policy"
            label={t("consentPolicy")}
            error={error("consentPolicy")}
          >
            {(describedBy, invalid) => (
              <select
                id="contact-consent-policy"
                name="consentPolicy"
                defaultValue={typed.consentPolicy ?? data.policies[0]}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                {data.policies.map((version) => (
                  <option key={version} value={version}>
                    {version}
                  </option>
                ))}
              </select>
            )}
          </UnitField>
          <p className="plant-contact-night">
            <label>
              <input
                type="checkbox"
                name="nightConsent"
                defaultChecked={typed.nightConsent === "on"}
              />{" "}
              {t("nightConsent")}
            </label>
          </p>
          <p>
            <button type="submit">{t("add")}</button>
          </p>
        </Form>
      </details>

      {data.reminders.length > 0 && (
        <>
          <h3>{t("reminders")}</h3>
          <ul>
            {data.reminders.map((r, i) => (
              <li key={i}>{t("reminderLine", r)}</li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
