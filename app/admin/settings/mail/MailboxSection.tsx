import { Form } from "react-router";
import { SITE_FOLDER } from "../../../../server/mail/folders";
import type { Security } from "../../../../server/mail/security";
import type { EffectiveMail, MailboxFormField } from "../../../../server/mail/settings";
import { Csrf } from "../../frame/Csrf";
import { FormMessage } from "../../frame/FormMessage";
import { useWords } from "../../frame/use-admin";
import { InputField, ServerFields } from "./Field";
import type { Answer } from "./mail.server";
import { settingsWord, type SettingsWordKey } from "../words";

/** What the page knows of the saved mailbox (never its password). */
interface SavedMailboxView {
  host?: string;
  port?: number;
  security?: Security;
  user?: string;
  folder?: string;
  address?: string;
  authservId?: string;
  siteFolder?: string;
  hasPassword: boolean;
  savedAt?: number;
}

/** The reader's state as the loader words it. */
interface ReaderView {
  state: "off" | "connecting" | "watching" | "polling" | "failing";
  since: string;
  lastCheckedAt?: string;
  reason?: string;
  toDelete?: number;
}

/**
 * The mailbox the site reads for buyers' answers: its state, its form (or IMAP_URL's values,
 * read-only), and the test that says in plain words what failed.
 */
export function MailboxSection(props: {
  effective?: EffectiveMail["mailbox"];
  saved: SavedMailboxView;
  reader?: ReaderView;
  done: string | null;
  cleared: boolean;
  answer?: Answer;
}) {
  const { lang } = useWords();
  const t = (key: SettingsWordKey, vars?: Record<string, string | number>) =>
    settingsWord(lang, key, vars);
  const { effective, saved, reader, answer } = props;
  const errors: Partial<Record<MailboxFormField, string>> = answer?.mailboxErrors ?? {};
  const typed = answer?.mailboxTyped;
  const fromEnv = effective?.source === "env";
  const test = answer?.mailboxTest;
  const passwordHint = answer?.mailboxPasswordTyped
    ? t("passwordRetype")
    : saved.hasPassword
      ? t("passwordStored")
      : t("passwordNone");
  const line = effective && {
    user: effective.user,
    host: effective.host,
    port: effective.port,
    folder: effective.folder,
    address: effective.address,
  };

  return (
    <section className="admin-card" aria-labelledby="mailbox-title">
      <h2 id="mailbox-title">{t("mailboxTitle")}</h2>
      <p>{t("mailboxText")}</p>
      <p className={effective && (fromEnv || saved.hasPassword) ? "settings-on" : "settings-off"}>
        {!line
          ? t("mailboxNone")
          : !fromEnv && !saved.hasPassword
            ? t("mailboxNoPassword")
            : t("mailboxSet", line)}
      </p>
      {line && <p>{t("mailboxSiteFolderLine", { folder: effective.siteFolder ?? SITE_FOLDER })}</p>}
      {reader && (
        <div>
          <h3 id="mailbox-reader-title">{t("readerTitle")}</h3>
          <p className={reader.state === "failing" ? "settings-error" : undefined}>
            {t(`reader_${reader.state}`)} {t("readerSince", { at: reader.since })}
          </p>
          {reader.reason && <p>{t("readerReason", { reason: reader.reason })}</p>}
          {reader.lastCheckedAt && <p>{t("readerChecked", { at: reader.lastCheckedAt })}</p>}
          {reader.toDelete && <p>{t("readerToDelete", { count: reader.toDelete })}</p>}
        </div>
      )}

      {props.done === "mailbox" && <FormMessage kind="done" text={t("mailboxSaved")} />}
      {props.done === "mailbox" && props.cleared && (
        <FormMessage text={t("savedPasswordCleared")} />
      )}
      {props.done === "mailbox-removed" && <FormMessage kind="done" text={t("mailboxRemoved")} />}
      {answer?.mailboxErrors && <FormMessage text={t("invalid")} />}

      {fromEnv && line ? (
        <div className="settings-env">
          <p>{t("mailboxFromEnvLine", line)}</p>
          <p>
            {effective?.authservId
              ? t("mailboxAuthservLine", { id: effective.authservId })
              : t("mailboxAuthservNone")}
          </p>
          <p className="admin-hint">{t("fromEnv", { name: "IMAP_URL" })}</p>
        </div>
      ) : (
        <Form method="post" className="settings-form" key={saved.savedAt ?? 0}>
          <Csrf />
          <input type="hidden" name="intent" value="mailbox" />
          <ServerFields
            idPrefix="mailbox"
            word={(key) => t(`mailbox${capital(key)}`)}
            choice={(security) => t(`mailboxSecurity_${security}`)}
            password={{
              label: t("mailboxPassword"),
              hint: `${passwordHint} ${t("passwordFollowsHost")}`,
            }}
            value={(name) => typed?.[name] ?? saved[name]}
            defaultSecurity="tls"
            errors={errors}
            securityErrorId="mailbox-security-error"
          />
          <InputField
            id="mailbox-folder"
            label={t("mailboxFolder")}
            hint={t("mailboxFolderHint")}
            error={errors.folder}
            name="folder"
            defaultValue={typed?.folder ?? saved.folder ?? ""}
            spellCheck={false}
          />
          <InputField
            id="mailbox-site-folder"
            label={t("mailboxSiteFolder")}
            hint={t("mailboxSiteFolderHint", { folder: SITE_FOLDER })}
            error={errors.siteFolder}
            name="siteFolder"
            defaultValue={typed?.siteFolder ?? saved.siteFolder ?? ""}
            placeholder={SITE_FOLDER}
            spellCheck={false}
          />
          <InputField
            id="mailbox-authserv"
            label={t("mailboxAuthserv")}
            hint={t("mailboxAuthservHint")}
            error={errors.authservId}
            name="authservId"
            defaultValue={typed?.authservId ?? saved.authservId ?? ""}
            spellCheck={false}
            autoCapitalize="none"
          />
          <InputField
            id="mailbox-address"
            label={t("mailboxAddress")}
            hint={t("mailboxAddressHint")}
            error={errors.address}
            name="address"
            type="email"
            defaultValue={typed?.address ?? saved.address ?? ""}
            spellCheck={false}
          />
          <button type="submit">{t("mailboxSave")}</button>
        </Form>
      )}

      <h3 id="mailbox-test-title">{t("mailboxTestTitle")}</h3>
      <p>{t("mailboxTestText")}</p>
      {test?.ok && <FormMessage kind="done" text={t("mailboxTestOk", { folder: test.folder })} />}
      {test && !test.ok && <FormMessage text={test.text} />}
      <Form method="post" aria-labelledby="mailbox-test-title">
        <Csrf />
        <input type="hidden" name="intent" value="test-mailbox" />
        <button type="submit">{t("mailboxTest")}</button>
      </Form>
    </section>
  );
}

const capital = <K extends string>(key: K) =>
  (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<K>;
