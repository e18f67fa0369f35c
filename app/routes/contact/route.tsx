import { useLocation } from "react-router";
import type { Route } from "./+types/route";
import { SitePageHeader } from "../../ui/SitePageHeader";
import { messagesFor } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { ContactFacts } from "./ContactFacts";
import { InquiryForm } from "./InquiryForm";
import { quoteCatalogue, retiredEntries } from "../../quote/catalogue.server";
import { readQuery } from "../../site/page-query";
import { useHydrated } from "../../site/use-hydrated";
import { useUrlAnswer } from "../../site/url-answer";
import { prefill } from "./prefill";
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
  const lang = useLang();
  const location = useLocation();
  const hydrated = useHydrated();
  // The static export serves this one file for every query: the browser fills in the rest.
  const filled = useUrlAnswer(
    { key: loaderData.query, answer: loaderData },
    hydrated ? queryOf(location) : loaderData.query,
    async (query) => (await import("./prefill-client")).prefillInBrowser(query, lang),
  );
  const { quote, duty, lines } = filled ?? loaderData;
  const listKey = lines.lines.map((l) => `${l.id}:${l.qty}`).join(",");
  return (
    <>
      <SitePageHeader page="contact" intro={loaderData.intro} />
      <div className="container section contact">
        {/* A new product starts a new form, its text pre-filled afresh. */}
        <InquiryForm
          key={`${quote?.id ?? ""}-${duty}-${listKey}`}
          quote={quote}
          duty={duty}
          lines={lines}
          noticeHtml={loaderData.noticeHtml}
          noticeVersion={loaderData.noticeVersion}
        />
        <ContactFacts />
      </div>
    </>
  );
}
