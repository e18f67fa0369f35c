import { useWords } from "../frame/use-admin";
import { InboxList } from "../inbox/InboxList";
import { LaunchChecklist } from "./Checklist";
import type { HomeData } from "./home.server";

/** The signed-in view of /admin: the owner's launch checklist, then the inquiry inbox. */
export function Home({ data }: { data: HomeData }) {
  const { lang } = useWords();
  return (
    <>
      {data.checklist && <LaunchChecklist items={data.checklist} lang={lang} />}
      <InboxList data={data} lang={lang} />
    </>
  );
}
