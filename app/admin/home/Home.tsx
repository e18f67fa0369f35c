import { AdminShortcuts } from "../frame/AdminNav";
import { useWords } from "../frame/use-admin";
import { InboxList } from "./InboxList";
import { adminPath } from "../words";
import { LaunchChecklist } from "./Checklist";
import type { EdgeLine } from "./edge.server";
import type { ReplicaLines } from "./replica.server";
import type { RestartsNotice } from "./restarts.server";
import type { HomeData } from "./home.server";
import type { MailFilesWarning } from "./mail-files.server";
import { homeWord } from "./words";
import type { CertificateWarning } from "../content/certificates/home.server";
import { certificateEditorWord } from "../content/certificates/words";

/**
 * The signed-in view of /admin: the only owner's warning while one lost device would lock them
 * out, the server's restarts after a crash, the owner's launch checklist (whole the first time,
 * then one line), the mail files' space near its quota, then the inquiry inbox.
 */
export function Home({ data, checklistFolded }: { data: HomeData; checklistFolded: boolean }) {
  const { lang } = useWords();
  return (
    <>
      <AdminShortcuts />
      {data.lockout && <LockoutWarning />}
      {data.restarts && <RestartsWarning notice={data.restarts} />}
      {data.checklist && (
        <LaunchChecklist items={data.checklist} lang={lang} folded={checklistFolded} />
      )}
      {data.mailFiles && <MailFilesStatus warning={data.mailFiles} />}
      {data.certificates && <CertificatesStatus warnings={data.certificates} />}
      {data.edge && <EdgeStatus lines={data.edge} />}
      <InboxList data={data} lang={lang} />
      {/* Below the inbox: on a phone the newest inquiry stays in the first screen. */}
      {data.replica && <ReplicaStatus replica={data.replica} />}
    </>
  );
}

/**
 * The caches and search engines publishes tell: a warning while a purge or a ping is failing,
 * a plain line otherwise.
 */
function EdgeStatus({ lines }: { lines: EdgeLine[] }) {
  const { lang } = useWords();
  const failing = lines.some((line) => line.failing);
  return (
    <section
      className={failing ? "admin-card admin-warning" : "admin-card"}
      aria-labelledby="edge-title"
    >
      <h2 id="edge-title">{homeWord(lang, "edge")}</h2>
      <p className="admin-hint">{homeWord(lang, "edgeText")}</p>
      <ul>
        {lines.map((line) => (
          <li key={line.id} data-edge={line.id} data-failing={line.failing || undefined}>
            {line.text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Where the records would come back from if the server were lost: a warning when they could not. */
function ReplicaStatus({ replica }: { replica: ReplicaLines }) {
  const { lang } = useWords();
  return (
    <section
      className={replica.warning ? "admin-card admin-warning" : "admin-card"}
      aria-labelledby="replica-title"
    >
      <h2 id="replica-title">{homeWord(lang, "replica")}</h2>
      <ul>
        {replica.lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The server ended unasked and started again: when, and how it ended. */
function RestartsWarning({ notice }: { notice: RestartsNotice }) {
  const { lang } = useWords();
  return (
    <section className="admin-card admin-warning" aria-labelledby="restarts-title">
      <h2 id="restarts-title">{homeWord(lang, "restarts")}</h2>
      <p className="admin-hint">{homeWord(lang, "restartsText")}</p>
      <ul>
        {notice.lines.map((line, index) => (
          <li key={index} data-restart>
            {line}
          </li>
        ))}
      </ul>
      {notice.count && <p>{homeWord(lang, "restartsCount", { count: notice.count })}</p>}
    </section>
  );
}

/** Certificates near their last valid day or past it, each with a link to its editor. */
function CertificatesStatus({ warnings }: { warnings: CertificateWarning[] }) {
  const { lang } = useWords();
  return (
    <section className="admin-card admin-warning" aria-labelledby="certificates-title">
      <h2 id="certificates-title">{certificateEditorWord(lang, "homeTitle")}</h2>
      <p className="admin-hint">{certificateEditorWord(lang, "homeText")}</p>
      <ul>
        {warnings.map((warning) => (
          <li
            key={warning.id}
            data-certificate={warning.id}
            data-expired={warning.expired || undefined}
          >
            <a href={adminPath(lang, warning.edit)}>{warning.text}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The mail files' space from 80% of their quota: how much, and what the owner can do. */
function MailFilesStatus({ warning }: { warning: MailFilesWarning }) {
  const { lang } = useWords();
  return (
    <section
      className="admin-card admin-warning"
      aria-labelledby="mail-files-title"
      data-mail-files={warning.full ? "full" : "near"}
    >
      <h2 id="mail-files-title">{homeWord(lang, "mailFiles")}</h2>
      <p>{warning.text}</p>
      <p>
        <a href={adminPath(lang, "/erase")}>{homeWord(lang, "mailFilesErase")}</a>
      </p>
    </section>
  );
}

/** What the only owner does so that a lost device does not need the server's shell. */
function LockoutWarning() {
  const { lang } = useWords();
  return (
    <section className="admin-card admin-warning" aria-labelledby="lockout-title">
      <h2 id="lockout-title">{homeWord(lang, "lockout")}</h2>
      <p>{homeWord(lang, "lockoutText")}</p>
      <ul>
        <li>
          <a href={adminPath(lang, "/account#codes-title")}>{homeWord(lang, "lockoutCodes")}</a>
        </li>
        <li>
          <a href={adminPath(lang, "/account#passkeys-title")}>
            {homeWord(lang, "lockoutPasskey")}
          </a>
        </li>
      </ul>
    </section>
  );
}
