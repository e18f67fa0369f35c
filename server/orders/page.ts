import { Hono, type Context } from "hono";
import { dayText } from "../../app/i18n/day-text";
import type { Lang } from "../../app/i18n/lang";
import { seoulDay } from "../platform/seoul-day";
import { won } from "../quotations/money";
import { statementFile } from "./files";
import { lineText } from "./documents";
import { orderFieldsShown } from "./fields";
import { readOrderToken } from "./link";
import { deliveryLabel, isLate, statusOf, type Order, type OrderStore } from "./store";
import { orderWord, type OrderWordKey } from "./words";

/**
 * The buyer's page of an order (decision 047), at `/order/{token}` and `/en/order/{token}`: no
 * sign-in, the signed link is the key (server/orders/link.ts). Plain HTML made here, with no
 * script; `noindex`, `no-store`, no Referer sent on, and the token hidden in every log line
 * (server/http/log-path.ts). Each line's status, promised day and what was delivered of it, and
 * each delivery's 거래명세서 to download, made from what the delivery stored.
 */

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const STYLE = `body{font:16px/1.6 system-ui,"Apple SD Gothic Neo","Malgun Gothic",sans-serif;
color:#1d232b;margin:0;padding:1rem;max-width:48rem;margin-inline:auto;word-break:keep-all}
h1{color:#0f3d75;font-size:1.5rem}table{border-collapse:collapse;width:100%}
th,td{border-bottom:1px solid #c9d1db;padding:.4rem;text-align:start;vertical-align:top}
td.n{text-align:end;font-variant-numeric:tabular-nums;white-space:nowrap}
.scroll{overflow-x:auto}.late{color:#a40e26;font-weight:700}
@media (max-width:30rem){th,td{padding:.35rem .2rem;font-size:.9rem}}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dd{margin:0}
a{color:#0f3d75}.note{border-inline-start:4px solid #0f3d75;padding-inline-start:.75rem}`;

function page(lang: Lang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="no-referrer">
<title>${escape(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function headers(c: Context) {
  c.header("Cache-Control", "no-store");
  c.header("X-Robots-Tag", "noindex, nofollow");
  c.header("Referrer-Policy", "no-referrer");
}

export interface OrderPageOptions {
  orders: () => OrderStore;
  now?: () => number;
}

/** The order's view in `lang` on the Seoul day `today`. */
export function orderView(
  order: Order,
  deliveries: ReturnType<OrderStore["deliveries"]>,
  lang: Lang,
  today: string,
  base: string,
) {
  const w = (key: OrderWordKey, vars?: Record<string, string | number>) =>
    escape(orderWord(lang, key, vars));
  const rows = order.lines
    .map((line) => {
      const status = statusOf(line);
      const late = isLate(line, today);
      return `<tr><td>${escape(lineText(line))}</td><td class="n">${won(line.quantity)}</td>
<td>${line.promisedOn ? escape(dayText(line.promisedOn, lang)) : w("notSet")}</td>
<td class="n">${won(line.delivered)}</td>
<td>${w(`stage.${status}` as OrderWordKey)}${line.cancelled > 0 && status !== "cancelled" ? ` · ${w("cancelledCount", { count: won(line.cancelled) })}` : ""}${late ? ` <span class="late">${w("late")}</span>` : ""}</td></tr>`;
    })
    .join("");
  const list = deliveries
    .map((d) => {
      const label = deliveryLabel(order, d.n);
      return `<li>${w("deliveryRow", { date: dayText(d.deliveredOn, lang), label })}: <a href="${base}/statements/${d.n}" download>${w("download")}</a></li>`;
    })
    .join("");
  return `<h1>${w("pageTitle", { number: order.number })}</h1>
<p>${w("pageIntro")}</p>
<dl><dt>${w("to")}</dt><dd>${w("toCompany", { company: order.buyer.company })}</dd>
${orderFieldsShown("order-page", order, lang, (day) => dayText(day, lang))
  .map(({ label, value }) => `<dt>${escape(label)}</dt><dd>${escape(value)}</dd>`)
  .join("")}
<dt>${w("wonOn")}</dt><dd>${escape(dayText(order.wonOn, lang))}</dd>
<dt>${w("total")}</dt><dd>${w("won", { amount: won(order.total) })}</dd></dl>
${order.completedOn ? `<p class="note" role="status">${w(order.lines.some((l) => l.cancelled > 0) ? "completeCancelled" : "complete", { date: dayText(order.completedOn, lang) })}</p>` : ""}
<h2>${w("lines")}</h2>
<div class="scroll" role="region" aria-label="${w("lines")}" tabindex="0"><table>
<thead><tr><th scope="col">${w("item")}</th><th scope="col">${w("quantity")}</th>
<th scope="col">${w("promisedOn")}</th><th scope="col">${w("delivered")}</th>
<th scope="col">${w("status")}</th></tr></thead><tbody>${rows}</tbody></table></div>
<h2>${w("deliveries")}</h2>
${list ? `<ul>${list}</ul>` : `<p>${w("noDeliveries")}</p>`}
<p>${w("question")}</p>`;
}

export function orderPages(options: OrderPageOptions) {
  const now = options.now ?? Date.now;
  const app = new Hono();
  const langOf = (c: Context): Lang => (c.req.path.startsWith("/en/") ? "en" : "ko");
  const orderOf = (token: string) => {
    const store = options.orders();
    const read = readOrderToken(store.key(), token);
    const order = read && store.byId(read.id);
    return order && order.nonce === read.nonce ? order : undefined;
  };
  const notFound = (c: Context) => {
    const lang = langOf(c);
    const title = orderWord(lang, "notFoundTitle");
    headers(c);
    return c.html(
      page(lang, title, `<h1>${escape(title)}</h1><p>${escape(orderWord(lang, "notFound"))}</p>`),
      404,
    );
  };

  for (const prefix of ["", "/en"]) {
    app.get(`${prefix}/order/:orderLink`, (c) => {
      const order = orderOf(c.req.param("orderLink"));
      if (!order) return notFound(c);
      const lang = langOf(c);
      headers(c);
      const deliveries = options.orders().deliveries(order.id);
      return c.html(
        page(
          lang,
          orderWord(lang, "pageTitle", { number: order.number }),
          orderView(order, deliveries, lang, seoulDay(now()), c.req.path),
        ),
      );
    });
    app.get(`${prefix}/order/:orderLink/statements/:n`, async (c) => {
      const order = orderOf(c.req.param("orderLink"));
      const n = c.req.param("n");
      const delivery =
        order && /^[1-9]\d{0,3}$/.test(n)
          ? options
              .orders()
              .deliveries(order.id)
              .find((d) => d.n === Number(n))
          : undefined;
      if (!order || !delivery) return notFound(c);
      const file = await statementFile(order, delivery, langOf(c));
      headers(c);
      return new Response(new Uint8Array(file.content), {
        headers: {
          "Content-Type": file.contentType,
          "Content-Length": String(file.content.length),
          "Content-Disposition": `attachment; filename="${file.filename}"`,
          "X-Content-Type-Options": "nosniff",
          "Cache-Control": "no-store",
          "X-Robots-Tag": "noindex, nofollow",
          "Referrer-Policy": "no-referrer",
        },
      });
    });
  }
  return app;
}
