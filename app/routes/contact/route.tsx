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
import { resolveList } from "../../quote/catalogue.server";
import { dutyText, quoteProduct } from "./quote.server";
import "./contact.css";

/**
 * `?items=` is the quote list's "Request a quote" (its lines, as on /quote); `?product={id}` a
 * product page's Request Quote, a list of one; `?duty=` the product finder's "Ask us about this
 * duty" (its inputs and results, as the inquiry's first text).
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const quote = quoteProduct(lang, url.searchParams.get("product"));
  const items = url.searchParams.get("items");
  return {
    quote,
    lines: resolveList(
      lang,
      items ?? (quote ? `${url.searchParams.get("product")!.toLowerCase()}:1` : null),
    ),
    intro: pick(pageTexts.contact.description, lang),
    duty: dutyText(url.searchParams.get("duty")),
    messages: messagesFor(lang, ["inquiry", "contact", "quote"]),
    // /contact and /support are the same page; /contact is its canonical URL.
    meta: pageMeta("contact", url),
  };
}

export const meta = metaFromLoader;

export default function Contact({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const title = pick(pages.contact.title, lang);
  const { quote, duty, lines } = loaderData;
  const listKey = lines.lines.map((l) => `${l.id}:${l.qty}`).join(",");
  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} intro={loaderData.intro} />
      <div className="container section contact">
        {/* A new product starts a new form, its text pre-filled afresh. */}
        <InquiryForm
          key={`${quote?.productCode ?? ""}-${duty}-${listKey}`}
          quote={quote}
          duty={duty}
          lines={lines}
        />
        <ContactFacts />
      </div>
    </>
  );
}
