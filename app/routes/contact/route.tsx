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
import { quoteProduct } from "./quote.server";
import "./contact.css";

/** `?product={id}` comes from a product page's Request Quote link. */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  return {
    quote: quoteProduct(lang, url.searchParams.get("product")),
    intro: pick(pageTexts.contact.description, lang),
    messages: messagesFor(lang, ["inquiry", "contact"]),
    // /contact and /support are the same page; /contact is its canonical URL.
    meta: pageMeta("contact", url),
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const title = pick(pages.contact.title, lang);
  const { quote } = loaderData;
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} intro={loaderData.intro} />
      <div className="container section contact">
        {/* A new product starts a new form, its text pre-filled afresh. */}
        <InquiryForm key={quote?.productCode ?? ""} quote={quote} />
        <ContactFacts />
      </div>
    </>
  );
}
