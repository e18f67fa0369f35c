import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { metaFromLoader } from "../../../../site/meta";
import { won } from "../../../../../server/quotations/money";
import type { QuotationLine } from "../../../../../server/quotations/quotation";
import { Csrf } from "../../../frame/Csrf";
import { fieldNotes } from "../../../frame/FieldNotes";
import { FormMessage } from "../../../frame/FormMessage";
import { useWords } from "../../../frame/use-admin";
import { adminPath } from "../../../words";
import { loadQuotation, quotationAction, type QuotationAnswer } from "./quotation.server";
import { quotationPageWord, type QuotationPageWord } from "./words";
import "../../../frame/inbox.css";
import "./quotation.css";

/** The inquiry's quotation: its draft, its lines and terms, the versions sent. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  loadQuotation(request, context, params.ref);

export const meta = metaFromLoader;

export const action = ({ request, context, params }: Route.ActionArgs) =>
  quotationAction(request, context, params.ref);

type W = (key: QuotationPageWord, vars?: Record<string, string | number>) => string;

/** A field's error in words: a missing price has its own. */
function errorText(w: W, name: string, error: string | undefined) {
  if (!error) return undefined;
  if (name.endsWith(".price") && error === "required") return w("err_priceRequired");
  return w(`err_${error}` as QuotationPageWord);
}

function Field(props: {
  name: string;
  label: string;
  value: string;
  error?: string;
  hint?: string;
  inputMode?: "numeric";
  multiline?: boolean;
  lang?: string;
}) {
  const id = `q-${props.name.replaceAll(".", "-")}`;
  const { describedBy, notes } = fieldNotes(id, {
    hint: props.hint,
    error: props.error,
    errorClass: "content-error",
  });
  const common = {
    id,
    name: props.name,
    defaultValue: props.value,
    "aria-invalid": props.error ? true : undefined,
    "aria-describedby": describedBy,
    lang: props.lang,
  };
  return (
    <div className="quotation-field">
      <label htmlFor={id}>{props.label}</label>
      {props.multiline ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} inputMode={props.inputMode} autoComplete="off" />
      )}
      {notes}
    </div>
  );
}

export default function QuotationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lang } = useWords();
  const w: W = (key, vars) => quotationPageWord(lang, key, vars);
  const { ref, content, figures, sent, outcome, done, buyer } = loaderData;
  const answer = actionData as QuotationAnswer | undefined;
  const errors = answer?.errors ?? {};
  const typed = answer?.typed;
  const value = (name: string, stored: string) => typed?.[name] ?? stored;
  // After a refusal the lines are the ones typed, so nothing typed is lost.
  const count = typed
    ? Object.keys(typed).filter((name) => /^lines\.\d+\.code$/.test(name)).length
    : content.lines.length;
  const lines: (QuotationLine | undefined)[] = Array.from(
    { length: count },
    (_, i) => content.lines[i],
  );
  const inquiryPath = adminPath(lang, `/inquiries/${encodeURIComponent(ref)}`);
  const filePath = (id: number, ext: string) => `${inquiryPath}/quotation/${id}.${ext}`;
  const message =
    answer?.problem === "errors"
      ? w("errors")
      : answer?.problem === "mailOff"
        ? w("mailOff")
        : answer?.problem === "gone"
          ? w("gone")
          : undefined;

  return (
    <article className="quotation">
      <p>
        <Link to={inquiryPath}>← {w("back")}</Link>
      </p>
      <h1>{w("titleFor", { ref })}</h1>
      <p>
        {buyer.company} · {buyer.name}
      </p>
      {done && <FormMessage kind="done" text={w("saved")} />}
      <FormMessage text={message} />
      {errors.lines && <FormMessage text={w("err_lines")} />}
      <p className="admin-hint">{w(sent.length > 0 ? "introRevision" : "intro")}</p>
      {/* Made again when the saved draft changes (a line moved, added or removed): the fields are
          uncontrolled, and would otherwise keep what they showed before. */}
      <Form method="post" className="quotation-form" noValidate key={JSON.stringify(content)}>
        <Csrf />
        <h2>{w("lines")}</h2>
        <ol className="quotation-lines">
          {lines.map((line, i) => {
            const at = `lines.${i}`;
            const f = (key: "code" | "name" | "note") => ({
              name: `${at}.${key}`,
              label: w(key),
              value: value(`${at}.${key}`, line?.[key] ?? ""),
              error: errorText(w, `${at}.${key}`, errors[`${at}.${key}`]),
              lang: buyer.lang,
            });
            const amount = figures?.amounts[i];
            return (
              <li key={i} className="quotation-line">
                <fieldset>
                  <legend>{w("line", { n: i + 1 })}</legend>
                  <Field {...f("code")} />
                  <Field {...f("name")} />
                  <Field {...f("note")} />
                  <div className="quotation-pair">
                    <Field
                      name={`${at}.quantity`}
                      label={w("quantity")}
                      value={value(`${at}.quantity`, String(line?.quantity ?? 1))}
                      error={errorText(w, `${at}.quantity`, errors[`${at}.quantity`])}
                      inputMode="numeric"
                    />
                    <Field
                      name={`${at}.price`}
                      label={w("price")}
                      value={value(
                        `${at}.price`,
                        line?.unitPrice === undefined ? "" : won(line.unitPrice),
                      )}
                      error={errorText(w, `${at}.price`, errors[`${at}.price`])}
                      hint={w("priceHint")}
                      inputMode="numeric"
                    />
                  </div>
                  {amount !== undefined && !typed && (
                    <p className="quotation-amount">
                      {w("amount")}: {won(amount)}
                      {lang === "ko" ? "원" : " KRW"}
                    </p>
                  )}
                  <div className="quotation-line-buttons">
                    <button type="submit" name="line" value={`up:${i}`} disabled={i === 0}>
                      {w("up")}
                    </button>
                    <button
                      type="submit"
                      name="line"
                      value={`down:${i}`}
                      disabled={i === count - 1}
                    >
                      {w("down")}
                    </button>
                    <button type="submit" name="line" value={`remove:${i}`}>
                      {w("remove")}
                      <span className="sr-only"> {w("line", { n: i + 1 })}</span>
                    </button>
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        <button type="submit" name="line" value="add">
          {w("add")}
        </button>

        <h2>{w("terms")}</h2>
        <Field
          name="terms.validDays"
          label={w("validDays")}
          value={value("terms.validDays", String(content.terms.validDays))}
          error={errorText(w, "terms.validDays", errors["terms.validDays"])}
          hint={w("validHint", { date: loaderData.validUntil })}
          inputMode="numeric"
        />
        {(["leadTime", "payment", "delivery"] as const).map((key) => (
          <Field
            key={key}
            name={`terms.${key}`}
            label={w(key)}
            value={value(`terms.${key}`, content.terms[key])}
            error={errorText(w, `terms.${key}`, errors[`terms.${key}`])}
            hint={w(`${key}Hint`)}
            lang={buyer.lang}
          />
        ))}
        <Field
          name="terms.notes"
          label={w("notes")}
          value={value("terms.notes", content.terms.notes)}
          error={errorText(w, "terms.notes", errors["terms.notes"])}
          multiline
          lang={buyer.lang}
        />

        {figures && !typed && (
          <section aria-labelledby="quotation-totals">
            <h2 id="quotation-totals">{w("totals")}</h2>
            <dl className="inquiry-fields quotation-totals">
              <dt>{w("supply")}</dt>
              <dd>{won(figures.supply)}</dd>
              <dt>{w("tax")}</dt>
              <dd>{won(figures.tax)}</dd>
              <dt>{w("total")}</dt>
              <dd>
                <strong>{won(figures.total)}</strong> ({figures.words})
              </dd>
            </dl>
            {figures.missing > 0 && <p>{w("noPrice", { count: figures.missing })}</p>}
          </section>
        )}
        <div className="quotation-buttons">
          <button type="submit" name="intent" value="save">
            {w("save")}
          </button>
          <button type="submit" name="intent" value="send">
            {w("send")}
          </button>
        </div>
        <p className="admin-hint">{w("sendHint")}</p>
      </Form>

      <section aria-labelledby="quotation-sent">
        <h2 id="quotation-sent">{w("sent")}</h2>
        {sent.length === 0 ? (
          <p>{w("none")}</p>
        ) : (
          <ul className="quotation-versions">
            {sent.map((q) => (
              <li key={q.id}>
                <p>
                  <strong>{q.label}</strong> · {w(`state_${q.state}` as QuotationPageWord)}
                </p>
                <p>{w("sentOn", { date: q.at, total: won(q.total), until: q.validUntil })}</p>
                {q.answer?.name && (
                  <p>{w("acceptedBy", { name: q.answer.name, date: q.answer.at.slice(0, 10) })}</p>
                )}
                {q.answer?.poNumber && <p>{w("poNumber", { po: q.answer.poNumber })}</p>}
                {q.answer?.reason && <p>{w("declinedWhy", { reason: q.answer.reason })}</p>}
                {q.files.map((file) => (
                  <p key={file.id}>
                    {w("poFile")}:{" "}
                    <a href={`${inquiryPath}/files/${file.id}`} download>
                      {file.name}
                    </a>
                  </p>
                ))}
                <p>
                  <a href={filePath(q.id, "pdf")} download>
                    {w("pdf")} <span className="sr-only">{q.label}</span>
                  </a>{" "}
                  ·{" "}
                  <a href={filePath(q.id, "xlsx")} download>
                    {w("xlsx")} <span className="sr-only">{q.label}</span>
                  </a>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="quotation-outcome">
        <h2 id="quotation-outcome">{w("outcome")}</h2>
        <p>
          {w("outcomeNow", {
            outcome: w(outcome ? `outcome_${outcome.outcome}` : "outcome_none"),
          })}{" "}
          {outcome &&
            w("outcomeBy", {
              actor: outcome.actor === "buyer" ? w("buyer") : outcome.actor,
              date: outcome.at.slice(0, 10),
            })}
        </p>
        {outcome?.reason && <p>{w("declinedWhy", { reason: outcome.reason })}</p>}
        <p className="admin-hint">{w("outcomeHint")}</p>
        <Form method="post" className="quotation-form">
          <Csrf />
          <input type="hidden" name="intent" value="outcome" />
          <fieldset>
            <legend>{w("outcome")}</legend>
            {(["won", "lost"] as const).map((key) => (
              <label key={key} className="quotation-radio">
                <input
                  type="radio"
                  name="outcome"
                  value={key}
                  defaultChecked={outcome?.outcome === key}
                  required
                />{" "}
                {w(`outcome_${key}`)}
              </label>
            ))}
          </fieldset>
          <div className="quotation-field">
            <label htmlFor="q-reason">{w("reason")}</label>
            <input
              id="q-reason"
              name="reason"
              defaultValue={outcome?.reason ?? ""}
              maxLength={500}
            />
          </div>
          <button type="submit">{w("setOutcome")}</button>
        </Form>
      </section>
    </article>
  );
}
