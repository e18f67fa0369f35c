import { AdminShortcuts } from "../frame/AdminNav";
import { useWords } from "../frame/use-admin";
import { InboxList } from "../inbox/InboxList";
import { LaunchChecklist } from "./Checklist";
import type { HomeData } from "./home.server";

/**
 * The signed-in view of /admin: the owner's launch checklist (whole the first time, then one
 * line), then the inquiry inbox.
 */
export function Home({ data, checklistFolded }: { data: HomeData; checklistFolded: boolean }) {
  const { lang } = useWords();
  return (
    <>
      <AdminShortcuts />
      {data.checklist && (
        <LaunchChecklist items={data.checklist} lang={lang} folded={checklistFolded} />
      )}
      <InboxList data={data} lang={lang} />
    </>
  );
}
