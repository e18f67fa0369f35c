import { LangLink } from "../../ui/LangLink";
import { useT } from "../../i18n/use-lang";

/**
 * An invitation to ask about the products on the page, with the "PDF | Print" link: the
 * document when there is one, otherwise the browser's print (or save as PDF).
 */
export function ContactBlock({ text, pdf }: { text: string; pdf?: string }) {
  const t = useT();
  return (
    <aside className="contact-block">
      <p>{text}</p>
      <div className="button-row">
        <LangLink className="button" to="/contact">
          {t("blocks.inquire")}
        </LangLink>
        {pdf ? (
          <a className="button button--ghost" href={pdf}>
            {t("blocks.printPdf")}
          </a>
        ) : (
          <button type="button" className="button button--ghost" data-action="print">
            {t("blocks.printPdf")}
          </button>
        )}
      </div>
    </aside>
  );
}
