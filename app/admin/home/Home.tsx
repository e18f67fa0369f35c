import { AdminShortcuts } from "../frame/AdminNav";
import { useWords } from "../frame/use-admin";
import { InboxList } from "../inbox/InboxList";
import { adminPath } from "../words";
import { LaunchChecklist } from "./Checklist";
import type { HomeData } from "./home.server";
import { homeWord } from "./words";

/**
 * The signed-in view of /admin: the only owner's warning while one lost device would lock them
 * out, the owner's launch checklist (whole the first time, then one line), then the inquiry inbox.
 */
export function Home({ data, checklistFolded }: { data: HomeData; checklistFolded: boolean }) {
  const { lang } = useWords();
  return (
    <>
      <AdminShortcuts />
      {data.lockout && <LockoutWarning />}
      {data.checklist && (
        <LaunchChecklist items={data.checklist} lang={lang} folded={checklistFolded} />
      )}
      <InboxList data={data} lang={lang} />
    </>
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
