import type { Route } from "./+types/route";
import { PageHeader } from "../../chrome/PageHeader";
import { messagesFor } from "../../i18n/translate.server";
import { requestLang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { pageTexts } from "../../site/page-texts.server";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { ContactFacts } from "./ContactFacts";
import { InquiryForm } from "./InquiryForm";
import { dutyText, quoteProduct } from "./quote.server";
import "./contact.css";

/**
 * `?product={id}` comes from a product page's Request Quote link; `?duty=` from the product
 * finder's "Ask us about this duty" (its inputs and results, as the inquiry's first text).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  return {
    quote: quoteProduct(lang, url.searchParams.get("product")),
    intro: pick(pageTexts.contact.description, lang),
    duty: dutyText(url.searchParams.get("duty")),
    messages: messagesFor(lang, ["inquiry", "contact"]),
    // /contact and /support are the same page; /contact is its canonical URL.
    meta: pageMeta("contact", url),
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const title = pick(pages.contact.title, lang);
  const { quote, duty } = loaderData;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} intro={loaderData.intro} />
      <div className="container section contact">
        {/* A new product starts a new form, its text pre-filled afresh. */}
        <InquiryForm key={`${quote?.productCode ?? ""}-${duty}`} quote={quote} duty={duty} />
        <ContactFacts />
      </div>
    </>
  );
}
