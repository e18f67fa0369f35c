import type { KeptStatement } from "../../../server/orders/kept";
import { won } from "../../../server/quotations/money";
import type { Lang } from "../../i18n/lang";
import { adminPath } from "../words";
import { ordersWord } from "./words";

/**
 * The 거래명세서 kept for the tax law after their inquiry was deleted (server/orders/kept.ts),
 * newest first, each a link to its PDF at the address it had while its order lived.
 */
export function KeptStatements({ kept, lang }: { kept: readonly KeptStatement[]; lang: Lang }) {
  if (kept.length === 0) return null;
  const t = (key: Parameters<typeof ordersWord>[1]) => ordersWord(lang, key);
  return (
    <section id="kept-statements">
      <h2 id="h-kept-statements">{t("keptTitle")}</h2>
      <p>{t("keptText")}</p>
      <div
        className="admin-table-wrap"
        tabIndex={0}
        role="region"
        aria-labelledby="h-kept-statements"
      >
        <table className="admin-table orders-table">
          <thead>
            <tr>
              <th scope="col">{t("keptNumber")}</th>
              <th scope="col">{t("keptOn")}</th>
              <th scope="col">{t("buyer")}</th>
              <th scope="col">{t("total")}</th>
              <th scope="col">{t("keptUntil")}</th>
            </tr>
          </thead>
          <tbody>
            {kept.map((statement) => {
              const pdf = `/orders/${statement.orderNumber}/statements/${statement.n}`;
              return (
                <tr key={statement.label}>
                  <th scope="row">
                    <a href={adminPath(lang, pdf)} download>
                      {statement.label}
                    </a>
                  </th>
                  <td>{statement.deliveredOn}</td>
                  <td>{statement.company}</td>
                  <td className="orders-number">{won(statement.total)}</td>
                  <td>{statement.keepUntil}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
