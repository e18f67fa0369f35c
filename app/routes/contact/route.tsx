import type { Route } from "./+types/route";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { messagesFor } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { ContactFacts } from "./ContactFacts";
import { InquiryTool } from "../../inquiry/InquiryTool";
import { Island } from "../../ui/Island";
import { quoteCatalogue, retiredEntries } from "../../quote/catalogue.server";
import { readQuery } from "../../site/page-query";
import { prefill } from "../../inquiry/prefill";
import { privacyNoticeHtml } from "./privacy-notice.server";
import { noticeVersion } from "../../content/privacy";
import { seoulToday } from "../../lib/site-clock";
import "./contact.css";

/** The contact page's own query, as the server reads it (`items`, `product`, `duty`). */
const queryOf = (url: { pathname: string; search: string }) => readQuery(url.pathname, url.search);

/**
 * The URL pre-fills the form (prefill.ts): the quote list's lines, a product's Request Quote or
 * the finder's duty.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  return {
    query: queryOf(url),
    ...prefill(quoteCatalogue(lang), url.searchParams, retiredEntries()),
    intro: pick(pageTexts.contact.description, lang),
    messages: messagesFor(lang, ["inquiry", "contact", "quote"]),
    // The notice names the hosted form service when the form posts to one (a transfer abroad).
    noticeHtml: privacyNoticeHtml(lang),
    // The policy in force today, which the notice summarises: the consent box sends it.
    noticeVersion: noticeVersion(seoulToday()),
    // /contact and /support are the same page; /contact is its canonical URL.
    meta: pageMeta("contact", url),
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const { query, quote, duty, lines, noticeHtml, noticeVersion } = loaderData;
  const props = { query, quote, duty, lines, noticeHtml, noticeVersion };
  return (
    <>
      <SitePageHeader page="contact" intro={loaderData.intro} />
      <div className="container section contact">
        {/* Wakes once the page has loaded (decision 042): hydrating the form at a visitor's
            first focus cost that interaction 280 ms at 4x CPU (bench/tools.ts). */}
        <Island
          name="inquiry"
          wake="idle"
          words={[]}
          namespaces={["inquiry", "quote"]}
          query={props.query}
          of={InquiryTool}
          props={props}
        />
        <ContactFacts />
      </div>
    </>
  );
}
