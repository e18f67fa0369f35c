import { useWords } from "../frame/use-admin";
import { InboxList } from "../inbox/InboxList";
import type { HomeData } from "./home.server";

/** The signed-in view of /admin: the inquiry inbox. The sign-in view beside it stays. */
export function Home({ data }: { data: HomeData }) {
  const { lang } = useWords();
  return <InboxList data={data} lang={lang} />;
}
