import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { won } from "../../../server/quotations/money";
import { FormMessage } from "../frame/FormMessage";
import { adminRouteMeta } from "../frame/meta";
import { useWords } from "../frame/use-admin";
import { adminPath } from "../words";
import { DeliveriesSheet } from "./DeliveriesSheet";
import { KeptStatements } from "./KeptStatements";
import { loadOrders } from "./orders.server";
import { ordersWord, type OrdersWordKey } from "./words";
import { orderFieldLabel } from "../../../server/orders/fields";
import "./orders.css";

/** Orders, newest first, and the start of a phone or fax order (orders.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadOrders(request, context);

export const meta = adminRouteMeta;

export default function OrdersList({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: OrdersWordKey, vars?: Record<string, string | number>) =>
    ordersWord(lang, key, vars);
  const { orders, missing, months, kept } = loaderData;
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <Form
        method="get"
        action={adminPath(lang, "/orders/new")}
        className="admin-filter"
        aria-labelledby="orders-new"
      >
        <h2 id="orders-new">{t("newFrom")}</h2>
        <p className="admin-hint" id="orders-new-hint">
          {t("newFromHint")}
        </p>
        <label>
          {t("refLabel")}
          <input
            name="ref"
            required
            maxLength={40}
            placeholder="HF-20261124-000123"
            aria-describedby="orders-new-hint"
          />
        </label>
        <button type="submit">{t("start")}</button>
      </Form>
      {missing !== null && <FormMessage text={t("err.noInquiry")} />}
      {orders.length === 0 ? (
        <p>{t("empty")}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={t("title")}>
          <table className="admin-table orders-table">
            <thead>
              <tr>
                <th scope="col">{t("number")}</th>
                <th scope="col">{t("buyer")}</th>
                <th scope="col">{orderFieldLabel(lang, "poNumber")}</th>
                <th scope="col">{t("total")}</th>
                <th scope="col">{t("state")}</th>
                <th scope="col">{t("inquiry")}</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.number}>
                  <th scope="row">
                    <Link to={adminPath(lang, `/orders/${order.number}`)}>{order.number}</Link>
                  </th>
                  <td>{order.company}</td>
                  <td>{order.po}</td>
                  <td className="orders-number">{won(order.total)}</td>
                  <td>
                    {order.completedOn ? t("complete", { date: order.completedOn }) : t("open")}
                    {order.late > 0 && (
                      <strong className="orders-late">
                        {" "}
                        · {t("lateCount", { count: order.late })}
                      </strong>
                    )}
                  </td>
                  <td>
                    <Link to={adminPath(lang, `/inquiries/${order.ref}`)}>{order.ref}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DeliveriesSheet months={months} lang={lang} />
      <KeptStatements kept={kept} lang={lang} />
    </>
  );
}
