import { kst } from "../frame/inbox-words";
import type { Lang } from "../../i18n/lang";
import { contentWord } from "./words";

/** When and by whom an item was last written, or that staff never saved it (a list's cell). */
export function LastChange(props: { lang: Lang; updatedAt?: string; updatedBy?: string }) {
  const { lang, updatedAt, updatedBy } = props;
  if (!updatedAt) return contentWord(lang, "neverSaved");
  return (
    <>
      <time dateTime={updatedAt}>{kst(updatedAt)}</time> {updatedBy}
    </>
  );
}
