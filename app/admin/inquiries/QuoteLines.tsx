import type { InquiryItem } from "../../../server/inquiries/items";
import { ColumnHeads } from "../frame/ColumnHeads";
import type { Words } from "./words";

/** A quote line as asked, with where its product is now (the loader decides). */
export interface QuoteLine extends InquiryItem {
  /** The product's page, its editor when retired, or "" when it is gone. */
  href: string;
  retired: boolean;
}

/** The quote's lines: a table, cards at phone width (inbox.css). */
export function QuoteLines({ lines, w }: { lines: QuoteLine[]; w: Words }) {
  return (
    <section>
      <h2 id="inquiry-lines">{w("quote", { count: lines.length })}</h2>
      <div className="inbox-scroll" role="region" aria-labelledby="inquiry-lines" tabIndex={0}>
        <table className="inbox-table inbox-lines-table">
          <ColumnHeads labels={["#", w("code"), w("productName"), w("quantity"), w("note")]} />
          <tbody>
            {lines.map((item, index) => (
              <tr key={item.productId}>
                <td className="inbox-number inbox-position">{index + 1}</td>
                <th scope="row">
                  {item.href ? <a href={item.href}>{item.code}</a> : item.code}
                  {item.retired && <span>{` (${w("retired")})`}</span>}
                </th>
                <td className="inbox-line-name">{item.name}</td>
                <td className="inbox-number">
                  <span className="inbox-card-label">{w("quantity")} </span>
                  {item.quantity}
                </td>
                <td className="inbox-line-note">{item.note ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
