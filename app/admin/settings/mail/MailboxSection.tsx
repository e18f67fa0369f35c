import { SITE_FOLDER } from "../../../../server/mail/folders";
import type { Security } from "../../../../server/mail/security";
import type { EffectiveMail, MailboxFormField } from "../../../../server/mail/settings";
import { FormMessage } from "../../frame/FormMessage";
import { PostForm } from "../../frame/PostForm";
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

/** The mailbox's fields beyond its server's: where to read, where to file, whom to trust. */
const MORE_FIELDS = [
  {
    name: "folder",
    id: "mailbox-folder",
    label: "mailboxFolder",
    hint: "mailboxFolderHint",
    input: {},
  },
  {
    name: "siteFolder",
    id: "mailbox-site-folder",
    label: "mailboxSiteFolder",
    hint: "mailboxSiteFolderHint",
    input: { placeholder: SITE_FOLDER },
  },
  {
    name: "authservId",
    id: "mailbox-authserv",
    label: "mailboxAuthserv",
    hint: "mailboxAuthservHint",
    input: { autoCapitalize: "none" },
  },
  {
    name: "address",
    id: "mailbox-address",
    label: "mailboxAddress",
    hint: "mailboxAddressHint",
    input: { type: "email" },
  },
] as const satisfies readonly {
  name: MailboxFormField;
  id: string;
  label: SettingsWordKey;
  hint: SettingsWordKey;
  input?: React.InputHTMLAttributes<HTMLInputElement>;
}[];

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
          <p className={reader.state === "failing" ? "admin-error" : undefined}>
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
        <PostForm intent="mailbox" className="settings-form" key={saved.savedAt ?? 0}>
          <ServerFields
            idPrefix="mailbox"
            word={(key) => t(`mailbox${capital(key)}`)}
            choice={(security) => t(`mailboxSecurity_${security}`)}
            value={(name) => typed?.[name] ?? saved[name]}
            defaultSecurity="tls"
            errors={errors}
            securityError
            hasPassword={saved.hasPassword}
            passwordTyped={answer?.mailboxPasswordTyped}
          />
          {MORE_FIELDS.map(({ name, id, label, hint, input }) => (
            <InputField
              key={name}
              id={id}
              label={t(label)}
              hint={t(hint, { folder: SITE_FOLDER })}
              error={errors[name]}
              name={name}
              defaultValue={typed?.[name] ?? saved[name] ?? ""}
              spellCheck={false}
              {...input}
            />
          ))}
          <button type="submit">{t("mailboxSave")}</button>
        </PostForm>
      )}

      <h3 id="mailbox-test-title">{t("mailboxTestTitle")}</h3>
      <p>{t("mailboxTestText")}</p>
      {test?.ok && <FormMessage kind="done" text={t("mailboxTestOk", { folder: test.folder })} />}
      {test && !test.ok && <FormMessage text={test.text} />}
      <PostForm intent="test-mailbox" aria-labelledby="mailbox-test-title">
        <button type="submit">{t("mailboxTest")}</button>
      </PostForm>
    </section>
  );
}

const capital = <K extends string>(key: K) =>
  (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<K>;
