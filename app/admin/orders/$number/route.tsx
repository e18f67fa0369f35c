import { Link } from "react-router";
import type { Route } from "./+types/route";
import { won } from "../../../../server/quotations/money";
import { PostFields, PostForm } from "../../frame/PostForm";
import { ConfirmAction, ConfirmStep } from "../../frame/ConfirmAction";
import { Field, InputField } from "../../frame/Field";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { useWords } from "../../frame/use-admin";
import { adminPath } from "../../words";
import { loadOrder, orderAction, type OrderAnswer } from "../orders.server";
import { ordersWord, type OrdersWordKey } from "../words";
import { unitsWord, type UnitsWordKey } from "../../units/words";
import { orderWord } from "../../../../server/orders/words";
import {
  DELIVERY_FIELDS,
  deliveryFieldSpec,
  optionWord,
  orderFieldsAt,
  orderFieldSpec,
} from "../../../../server/orders/fields";
import { idPart, inLang, OrderFields, SpecField } from "../SpecFields";
import { CancelRest } from "../CancelRest";
import "../orders.css";

/** An order's staff page: lines and dates, confirmation, deliveries (orders.server.ts). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadOrder(request, context, params.number);

export const meta = adminRouteMeta;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  orderAction(request, context, params.number);

const STAGES = ["ordered", "production", "shipped"] as const;

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: OrdersWordKey, vars?: Record<string, string | number>) =>
    ordersWord(lang, key, vars);
  const { order, ref, link, deliveries, poFiles, mailPoFiles, mailFiles, done, today } = loaderData;
  const answer = actionData as OrderAnswer | undefined;
  const errors = answer?.errors ?? {};
  const typedFor = (form: "change" | "deliver" | "cancel") =>
    answer?.form === form && answer.problem !== "conflict" ? answer.typed : undefined;
  const changeTyped = typedFor("change");
  // A list read draws the delivery's form again with what it filled (a key of its own).
  const read = readOf(answer);
  const deliverTyped = typedFor("deliver");
  const error = (field: string) =>
    errors[field] ? t(`err.${errors[field]}` as OrdersWordKey) : undefined;
  const problem =
    answer?.problem === "conflict"
      ? t("err.conflict")
      : answer?.problem === "mailOff"
        ? t("err.mailOff")
        : answer?.problem === "fields"
          ? t("err.fields")
          : undefined;
  const doneWord = `done.${done}`;
  const renewFields = <PostFields intent="renewLink" values={{ version: order.version }} />;
  const renewWords = {
    label: t("renewLink"),
    question: t("renewLinkConfirm"),
    confirm: t("renewLink"),
    cancel: t("cancel"),
  };
  const base = adminPath(lang, `/orders/${order.number}`);
  const openLines = order.lines.filter((line) => line.open > 0);
  return (
    <article>
      <p>
        <Link to={adminPath(lang, "/orders")}>← {t("back")}</Link>
        {" · "}
        <Link to={adminPath(lang, `/inquiries/${ref}`)}>{t("inquiryLink", { ref })}</Link>
      </p>
      <h1>
        {t("title")} {order.number}
      </h1>
      {done && (
        <FormMessage
          kind="done"
          text={
            [
              "done.made",
              "done.saved",
              "done.moved",
              "done.confirmed",
              "done.delivered",
              "done.deliveredNoMail",
              "done.attached",
              "done.linkRenewed",
              "done.cancelled",
              "done.cancelledNoMail",
            ].includes(doneWord)
              ? t(doneWord as OrdersWordKey)
              : undefined
          }
        />
      )}
      {/* Without JavaScript the renewal's question is the first thing the next page shows. */}
      {answer?.confirm === "renewLink" && (
        <ConfirmStep fields={renewFields} words={renewWords} back={base} />
      )}
      <FormMessage text={problem} />
      <dl className="orders-fields">
        <div>
          <dt>{t("buyer")}</dt>
          <dd>
            {order.company} · {order.fields.buyerName}
          </dd>
        </div>
        {orderFieldsAt("staff-page").map((field) => {
          const spec = orderFieldSpec(field);
          const value = order.fields[field];
          return (
            <div key={field}>
              <dt>{spec.label[lang]}</dt>
              <dd>{(value && optionWord(spec.input, value, lang)) || value || "—"}</dd>
            </div>
          );
        })}
        <div>
          <dt>{t("wonOn")}</dt>
          <dd>{order.wonOn}</dd>
        </div>
        <div>
          <dt>{t("total")}</dt>
          <dd>
            {won(order.total)} ({won(order.supply)} + {won(order.tax)})
          </dd>
        </div>
        <div>
          <dt>{t("state")}</dt>
          <dd>{order.completedOn ? t("complete", { date: order.completedOn }) : t("open")}</dd>
        </div>
        <div>
          <dt>{t("buyerLink")}</dt>
          <dd className="orders-link">
            <a href={link}>{link}</a>
          </dd>
        </div>
      </dl>
      {poFiles.map((file) => (
        <p key={file.id}>
          <a href={adminPath(lang, `/inquiries/${ref}/files/${file.id}`)}>{file.name}</a>
        </p>
      ))}

      <section className="orders-section" aria-labelledby="order-mail-po">
        <h2 id="order-mail-po">{t("mailPoTitle")}</h2>
        {mailPoFiles.length > 0 && (
          <ul>
            {mailPoFiles.map((file) => (
              <li key={file.id}>
                <a href={adminPath(lang, `/mail/files/${file.id}`)}>{file.name}</a> (
                {t("mailPoAttached", { date: file.on })})
              </li>
            ))}
          </ul>
        )}
        {mailFiles.length === 0 ? (
          <p className="admin-hint">{t("mailPoNone")}</p>
        ) : (
          <PostForm intent="attachPo" className="orders-packing" noValidate>
            <Field
              id="order-mail-file"
              label={t("mailPoFile")}
              hint={t("mailPoHint")}
              error={error("mailFile")}
              className="orders-field"
            >
              {(describedBy, invalid) => (
                <select
                  id="order-mail-file"
                  name="mailFile"
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                >
                  <option value="">{t("mailPoChoose")}</option>
                  {mailFiles.map((file) => (
                    <option key={file.id} value={file.id}>
                      {t("mailPoOption", { name: file.name, on: file.on })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit">{t("mailPoAttach")}</button>
          </PostForm>
        )}
      </section>

      <section className="orders-section" aria-labelledby="order-lines">
        <h2 id="order-lines">{t("lines")}</h2>
        <PostForm intent="change" values={{ version: order.version }} noValidate>
          <OrderFields
            form="change"
            lang={lang}
            value={(name, field) => changeTyped?.[name] ?? order.fields[field]}
            error={error}
          />
          <ol className="orders-lines">
            {order.lines.map((line) => {
              const at = `lines.${line.position}`;
              return (
                <li key={at}>
                  <fieldset className="orders-line">
                    <legend>
                      {t("line", { n: line.position })}: {line.code} {line.name}
                    </legend>
                    <p>
                      {t("quantity")} {won(line.quantity)} · {t("unitPrice")} {won(line.unitPrice)}{" "}
                      · {t("delivered")} {won(line.delivered)} ·{" "}
                      {line.cancelled > 0 && line.status !== "cancelled" && (
                        <>{t("cancelledCount", { count: won(line.cancelled) })} · </>
                      )}
                      {orderWord(lang, `stage.${line.status}`)}
                      {line.late && <strong className="orders-late"> · {t("late")}</strong>}
                    </p>
                    {order.cancels
                      .filter((c) => c.position === line.position)
                      .map((c, i) => (
                        <p key={i} className="admin-hint">
                          {t("cancelRow", {
                            date: c.cancelledOn,
                            count: won(c.quantity),
                            reason: c.reason,
                          })}
                        </p>
                      ))}
                    {/* A line delivered or cancelled in full is settled: its day is shown, not edited. */}
                    {line.open > 0 ? (
                      <div className="orders-fields">
                        <InputField
                          id={`o-${line.position}-promised`}
                          name={`${at}.promisedOn`}
                          type="date"
                          label={t("promisedOn")}
                          defaultValue={changeTyped?.[`${at}.promisedOn`] ?? line.promisedOn}
                          error={error(`${at}.promisedOn`)}
                        />
                        <Field
                          id={`o-${line.position}-stage`}
                          label={t("stage")}
                          className="orders-field"
                        >
                          {(describedBy) => (
                            <select
                              id={`o-${line.position}-stage`}
                              name={`${at}.stage`}
                              defaultValue={changeTyped?.[`${at}.stage`] ?? line.stage}
                              aria-describedby={describedBy}
                            >
                              {STAGES.map((stage) => (
                                <option key={stage} value={stage}>
                                  {orderWord(lang, `stage.${stage}`)}
                                </option>
                              ))}
                            </select>
                          )}
                        </Field>
                        {line.promisedOn && (
                          <InputField
                            id={`o-${line.position}-reason`}
                            name={`${at}.reason`}
                            label={t("reason")}
                            hint={t("reasonHint")}
                            defaultValue={changeTyped?.[`${at}.reason`] ?? ""}
                            error={error(`${at}.reason`)}
                            maxLength={500}
                          />
                        )}
                      </div>
                    ) : (
                      line.promisedOn && (
                        <p>
                          {t("promisedOn")} {line.promisedOn}
                        </p>
                      )
                    )}
                  </fieldset>
                </li>
              );
            })}
          </ol>
          <button type="submit">{t("save")}</button>
        </PostForm>
      </section>

      <section className="orders-section" aria-labelledby="order-confirm">
        <h2 id="order-confirm">{t("confirmTitle")}</h2>
        <p className="admin-hint">{t("confirmHint")}</p>
        {order.confirmedAt && <p>{t("confirmedAt", { date: order.confirmedAt.slice(0, 10) })}</p>}
        <PostForm intent="confirm">
          <button type="submit">{t("sendConfirmation")}</button>
        </PostForm>
        <h3>{t("renewLinkTitle")}</h3>
        <p className="admin-hint">{t("renewLinkHint")}</p>
        {answer?.confirm !== "renewLink" && (
          <ConfirmAction fields={renewFields} words={renewWords} />
        )}
      </section>

      {!order.completedOn && (
        <section className="orders-section" aria-labelledby="order-deliver">
          <h2 id="order-deliver">{t("deliverTitle")}</h2>
          <p className="admin-hint">{t("deliverHint")}</p>
          {/* One form: a packing list read, or refused, keeps what was typed, with script or none. */}
          <PostForm
            key={read?.key ?? "deliver"}
            intent="deliver"
            values={{ version: order.version }}
            encType="multipart/form-data"
            noValidate
          >
            <div className="orders-fields">
              {DELIVERY_FIELDS.map((field) => {
                const spec = deliveryFieldSpec(field);
                const input = spec.input;
                const given = input.kind === "choice" ? input.fallback : today;
                return (
                  <SpecField
                    key={field}
                    id={`deliver-${idPart(field)}`}
                    name={field}
                    label={spec.label[lang]}
                    hint={inLang(spec.hint, lang)}
                    input={input}
                    value={deliverTyped?.[field] ?? given}
                    error={error(field)}
                    // A unit's industry, in the units' words.
                    option={(choice) =>
                      optionWord(input, choice, lang) ??
                      unitsWord(lang, `industry.${choice}` as UnitsWordKey)
                    }
                  />
                );
              })}
            </div>
            {error("lines") && <FormMessage text={error("lines")} />}
            <ol className="orders-lines">
              {order.lines
                .filter((line) => line.open > 0)
                .map((line) => {
                  const at = `deliver.${line.position}`;
                  return (
                    <li key={at}>
                      <fieldset className="orders-line">
                        <legend>
                          {t("line", { n: line.position })}: {line.code} {line.name}
                        </legend>
                        <InputField
                          id={`d-${line.position}-quantity`}
                          name={`${at}.quantity`}
                          label={t("deliverQuantity", { open: line.open })}
                          inputMode="numeric"
                          defaultValue={deliverTyped?.[`${at}.quantity`] ?? ""}
                          error={error(`${at}.quantity`)}
                        />
                        <Field
                          id={`d-${line.position}-serials`}
                          label={t("serials")}
                          error={error(`${at}.serials`)}
                          className="orders-field"
                        >
                          {(describedBy, invalid) => (
                            <textarea
                              id={`d-${line.position}-serials`}
                              name={`${at}.serials`}
                              rows={3}
                              defaultValue={deliverTyped?.[`${at}.serials`] ?? ""}
                              aria-describedby={describedBy}
                              aria-invalid={invalid}
                            />
                          )}
                        </Field>
                      </fieldset>
                    </li>
                  );
                })}
            </ol>
            <button type="submit">{t("deliver")}</button>
            {/* After the delivery's button, so that Enter in a field delivers (the first button). */}
            <div className="orders-packing">
              <Field
                id="deliver-packing"
                label={t("packingFile")}
                hint={t("packingHint")}
                error={error("packing")}
                className="orders-field"
              >
                {(describedBy, invalid) => (
                  <input
                    id="deliver-packing"
                    name="file"
                    type="file"
                    accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                    aria-describedby={describedBy}
                    aria-invalid={invalid}
                  />
                )}
              </Field>
              <button
                type="submit"
                name="intent"
                value="packingList"
                className="admin-button-secondary"
              >
                {t("packingRead")}
              </button>
            </div>
          </PostForm>
          {answer?.packing && <PackingRead packing={answer.packing} t={t} />}
        </section>
      )}

      {openLines.length > 0 && (
        <CancelRest
          lines={openLines}
          version={order.version}
          typed={typedFor("cancel")}
          asked={answer?.confirm === "cancel" ? answer.typed : undefined}
          base={base}
          error={error}
          t={t}
        />
      )}

      <section className="orders-section" aria-labelledby="order-deliveries">
        <h2 id="order-deliveries">{t("deliveries")}</h2>
        {deliveries.length === 0 ? (
          <p>{t("noDeliveries")}</p>
        ) : (
          <ul>
            {deliveries.map((d) => (
              <li key={d.n}>
                <p>
                  {d.deliveredOn} · {won(d.total)} ·{" "}
                  <a href={`${base}/statements/${d.n}`} download>
                    {t("statementPdf", { label: d.label })}
                  </a>
                  {d.units.some((u) => u.unit) && (
                    <>
                      {" · "}
                      <a href={`${base}/labels/${d.n}`} download>
                        {t("labelsPdf")}
                      </a>
                    </>
                  )}
                </p>
                {d.units.length > 0 && (
                  <ul aria-label={t("units")}>
                    {d.units.map((u) => (
                      <li key={u.maker}>
                        {u.code} · {u.maker}
                        {u.unit && (
                          <>
                            {" → "}
                            <Link to={adminPath(lang, `/units/${u.unit}`)}>{u.unit}</Link>
                          </>
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

/** A packing list's read: its own key. */
function readOf(answer: OrderAnswer | undefined) {
  return answer?.packing ? { key: answer.packing.read } : undefined;
}

/** Rows a packing list left out, listed by number; the rest are counted. */
const SHOWN_UNMATCHED = 20;

/** What a packing list filled in, and the rows it left for staff to place by hand. */
function PackingRead({
  packing,
  t,
}: {
  packing: NonNullable<OrderAnswer["packing"]>;
  t: (key: OrdersWordKey, vars?: Record<string, string | number>) => string;
}) {
  return (
    <div className="admin-message admin-message-done" role="status">
      <p>{t("packingDone", { count: packing.count })}</p>
      {packing.unmatched.length > 0 && (
        <>
          <p>{t("packingUnmatched")}</p>
          <ul>
            {packing.unmatched.slice(0, SHOWN_UNMATCHED).map(({ row, model }) => (
              <li key={row}>{t("packingRow", { row, model: model || t("packingNoModel") })}</li>
            ))}
            {packing.unmatched.length > SHOWN_UNMATCHED && (
              <li>{t("packingMore", { count: packing.unmatched.length - SHOWN_UNMATCHED })}</li>
            )}
          </ul>
        </>
      )}
    </div>
  );
}
