import { Link } from "react-router";
import type { Route } from "./+types/route";
import { PostForm } from "../../frame/PostForm";
import { InputField } from "../../frame/Field";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { loadNewOrder, newOrderAction, type NewOrderAnswer } from "../orders.server";
import { ordersWord, type OrdersWordKey } from "../words";
import { OrderFields } from "../SpecFields";
import "../orders.css";

/** An order taken by phone, fax or mail, from its inquiry's lines (orders.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadNewOrder(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => newOrderAction(request, context);

export default function NewOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: OrdersWordKey, vars?: Record<string, string | number>) =>
    ordersWord(lang, key, vars);
  const { ref, company, fields, lines } = loaderData;
  const answer = actionData as NewOrderAnswer | undefined;
  const errors = answer?.errors ?? {};
  const typed = answer?.typed;
  const value = (field: string, stored: string) => typed?.[field] ?? stored;
  const error = (field: string) =>
    errors[field] ? t(`err.${errors[field]}` as OrdersWordKey) : undefined;
  return (
    <article>
      <p>
        <Link to={adminPath(lang, `/inquiries/${ref}`)}>← {t("inquiryLink", { ref })}</Link>
      </p>
      <h1>{t("newTitle", { ref })}</h1>
      <p>{company}</p>
      {answer && <FormMessage text={t("err.fields")} />}
      <PostForm noValidate>
        <input type="hidden" name="terms.validDays" value="30" />
        <OrderFields
          form="new"
          lang={lang}
          value={(name, field) => value(name, fields[field] ?? "")}
          error={error}
        />
        <h2>{t("lines")}</h2>
        <ol className="orders-lines">
          {lines.map((line, i) => {
            const at = `lines.${i}`;
            return (
              <li key={at}>
                <fieldset className="orders-line">
                  <legend>{t("line", { n: i + 1 })}</legend>
                  <div className="orders-fields">
                    <InputField
                      id={`o-${i}-code`}
                      name={`${at}.code`}
                      label={t("code")}
                      defaultValue={value(`${at}.code`, line.code)}
                      error={error(`${at}.code`)}
                    />
                    <InputField
                      id={`o-${i}-name`}
                      name={`${at}.name`}
                      label={t("name")}
                      defaultValue={value(`${at}.name`, line.name)}
                      error={error(`${at}.name`)}
                    />
                    <InputField
                      id={`o-${i}-note`}
                      name={`${at}.note`}
                      label={t("note")}
                      defaultValue={value(`${at}.note`, line.note)}
                      error={error(`${at}.note`)}
                    />
                    <InputField
                      id={`o-${i}-quantity`}
                      name={`${at}.quantity`}
                      label={t("quantity")}
                      inputMode="numeric"
                      defaultValue={value(`${at}.quantity`, String(line.quantity))}
                      error={error(`${at}.quantity`)}
                    />
                    <InputField
                      id={`o-${i}-price`}
                      name={`${at}.price`}
                      label={t("unitPrice")}
                      inputMode="numeric"
                      autoComplete="off"
                      defaultValue={value(`${at}.price`, line.price)}
                      error={error(`${at}.price`)}
                    />
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="submit">{t("create")}</button>
      </PostForm>
    </article>
  );
}
