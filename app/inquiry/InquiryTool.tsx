import { localePath } from "../i18n/lang";
import { useLang } from "../i18n/use-lang";
import { useUrlSearch } from "../site/island-url";
import { readQuery } from "../site/page-query";
import { useHydrated } from "../site/use-hydrated";
import { useUrlAnswer } from "../site/url-answer";
import { InquiryForm } from "./InquiryForm";
import type { Prefill } from "./prefill";

export interface InquiryToolProps extends Prefill {
  /** The contact page's own query the server answered (`items`, `product`, `duty`). */
  query: string;
  noticeHtml: string;
  noticeVersion: string;
}

/**
 * The inquiry form as an island (decision 042): the server's form, pre-filled from the URL; the
 * static export serves this one file for every query, and the browser fills in the rest.
 */
export function InquiryTool(props: InquiryToolProps) {
  const lang = useLang();
  const search = useUrlSearch(props.query);
  const hydrated = useHydrated();
  const query = hydrated ? readQuery(localePath(lang, "/contact"), search) : props.query;
  const filled = useUrlAnswer({ key: props.query, answer: props }, query, async (wanted) =>
    (await import("./prefill-client")).prefillInBrowser(wanted, lang),
  );
  const { quote, duty, lines } = filled ?? props;
  const listKey = lines.lines.map((l) => `${l.id}:${l.qty}`).join(",");
  return (
    // A new product starts a new form, its text pre-filled afresh.
    <InquiryForm
      key={`${quote?.id ?? ""}-${duty}-${listKey}`}
      quote={quote}
      duty={duty}
      lines={lines}
      noticeHtml={props.noticeHtml}
      noticeVersion={props.noticeVersion}
    />
  );
}
