import type { Lang } from "../../../i18n/lang";
import { Csrf } from "../../frame/Csrf";
import { FocusBox } from "../FocusBox";
import { StaleTextLine } from "./StaleTextLine";
import { adminPath } from "../../words";
import type { ChangeView, SheetAnswer } from "./sheet-answer";
import { sheetWord, type SheetWordKey } from "./sheet-words";

type Words = (key: SheetWordKey, vars?: Record<string, string | number>) => string;

/** A refused upload: every problem by row, column and reason; the file is to be chosen again. */
function SheetProblems({ answer, sw }: { answer: SheetAnswer; sw: Words }) {
  const problems = answer.problems ?? [];
  return (
    <FocusBox labelledBy="sheet-problems">
      <h3 id="sheet-problems">{sw("errorsTitle", { n: Math.max(problems.length, 1) })}</h3>
      {answer.file && <p>{sw("file", { name: answer.file })}</p>}
      {answer.message && <p>{answer.message}</p>}
      {problems.length > 0 && (
        <ul className="catalogue-problems">
          {problems.map((problem, i) => (
            <li key={i}>
              {problem.where && <strong>{problem.where}: </strong>}
              {problem.message}
            </li>
          ))}
        </ul>
      )}
      <p>{sw("chooseAgain")}</p>
    </FocusBox>
  );
}

/** One product's changed fields, before and after. */
function ProductChanges({ change, sw, lang }: { change: ChangeView; sw: Words; lang: Lang }) {
  const empty = (text: string) => text || sw("empty");
  return (
    <section aria-labelledby={`change-${change.id}`} className="catalogue-change">
      <h4 id={`change-${change.id}`}>
        {change.code} {change.name !== change.code && change.name}{" "}
        <a href={adminPath(lang, `/content/catalogue/${change.id}`)}>({sw("openEditor")})</a>
      </h4>
      <dl>
        {change.fields.map((field) => (
          <div key={field.header}>
            <dt>{field.header}</dt>
            <dd>
              <span className="sr-only">{sw("before")}: </span>
              <del>{empty(field.before)}</del> <span aria-hidden="true">→</span>{" "}
              <span className="sr-only">{sw("after")}: </span>
              <ins>{empty(field.after)}</ins>
            </dd>
          </div>
        ))}
      </dl>
      {change.stale.length > 0 && (
        <section
          id={`stale-texts-${change.id}`}
          aria-labelledby={`stale-texts-${change.id}-title`}
          className="catalogue-stale"
        >
          <h4 id={`stale-texts-${change.id}-title`}>
            {sw("staleTitle", { n: change.stale.length })}
          </h4>
          <p>{sw("staleText")}</p>
          <ul>
            {change.stale.map((text, i) => (
              <StaleTextLine
                key={i}
                text={text}
                href={`${adminPath(lang, `/content/catalogue/${change.id}`)}#${text.anchor}`}
              />
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

/** An upload saved: what changes, and the one button that publishes it all. */
function SheetChanges({ answer, sw, lang }: { answer: SheetAnswer; sw: Words; lang: Lang }) {
  const changes = answer.changes ?? [];
  const publish = answer.publish ?? [];
  const stale = changes.some((change) => change.stale.length > 0);
  return (
    <FocusBox className="catalogue-result" role="status">
      <h3>{changes.length ? sw("changesTitle", { n: changes.length }) : sw("nothingChanged")}</h3>
      {answer.file && <p>{sw("file", { name: answer.file })}</p>}
      {changes.length > 0 && <p>{sw("changesText")}</p>}
      {changes.map((change) => (
        <ProductChanges key={change.id} change={change} sw={sw} lang={lang} />
      ))}
      {answer.unchanged ? <p>{sw("unchanged", { n: answer.unchanged })}</p> : null}
      {publish.length > 0 && (
        <form method="post" action={adminPath(lang, "/content/catalogue")}>
          <Csrf />
          {publish.map((entry) => (
            <input key={entry} type="hidden" name="publish" value={entry} />
          ))}
          {/* Texts listed above still state an old value: publishing them is a choice made knowing it. */}
          {stale && <input type="hidden" name="confirm" value="texts" />}
          <button type="submit" name="intent" value="publish">
            {sw(stale ? "publishAnyway" : "publishAll", { n: publish.length })}
          </button>
        </form>
      )}
    </FocusBox>
  );
}

/** The publish of an upload's drafts: what went live, and per product what was refused. */
function SheetPublished({ answer, sw, lang }: { answer: SheetAnswer; sw: Words; lang: Lang }) {
  const published = answer.published ?? [];
  const refused = answer.refused ?? [];
  return (
    <FocusBox
      className={refused.length ? "error-summary" : "catalogue-result"}
      role={refused.length ? "alert" : "status"}
    >
      {published.length > 0 && (
        <>
          <h3>{sw("publishedAll", { n: published.length })}</h3>
          <ul>
            {published.map((product) => (
              <li key={product.code}>
                <a href={product.page} target="_blank" rel="noreferrer">
                  {product.code} {product.name !== product.code && product.name}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
      {refused.length > 0 && (
        <>
          <h3>{sw("publishRefusedTitle", { n: refused.length })}</h3>
          <ul>
            {refused.map((product) => (
              <li key={product.id}>
                <a href={adminPath(lang, `/content/catalogue/${product.id}`)}>
                  {product.code} {product.name !== product.code && product.name}
                </a>
                : {product.reasons.join(" ")}
              </li>
            ))}
          </ul>
        </>
      )}
    </FocusBox>
  );
}

/**
 * The catalogue as a spreadsheet (엑셀 일괄 등록): download the drafts, upload an edited file
 * (plain forms: they work without JavaScript), and the upload's answer.
 */
export function SheetPanel({ lang, answer }: { lang: Lang; answer?: SheetAnswer }) {
  const sw: Words = (key, vars) => sheetWord(lang, key, vars);
  const refused = answer?.intent === "upload" && (answer.problems || answer.message);
  const fileError = answer?.intent === "upload" ? answer.message : undefined;
  return (
    <section aria-labelledby="sheet" className="admin-card catalogue-sheet">
      <h2 id="sheet">{sw("sheetTitle")}</h2>
      <p>{sw("sheetText")}</p>
      <p>
        <a className="admin-button-link" href={adminPath(lang, "/content/catalogue.xlsx")} download>
          {sw("download")}
        </a>
      </p>
      {answer && refused && <SheetProblems answer={answer} sw={sw} />}
      {answer?.intent === "upload" && !refused && (
        <SheetChanges answer={answer} sw={sw} lang={lang} />
      )}
      {answer?.intent === "publish" && <SheetPublished answer={answer} sw={sw} lang={lang} />}
      <form
        method="post"
        action={adminPath(lang, "/content/catalogue")}
        encType="multipart/form-data"
        className="admin-form"
      >
        <Csrf />
        <label htmlFor="sheet-file">{sw("uploadLabel")}</label>
        <input
          id="sheet-file"
          name="sheet"
          type="file"
          accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? "sheet-hint sheet-error" : "sheet-hint"}
        />
        <p id="sheet-hint" className="admin-hint">
          {sw("uploadHint")}
        </p>
        {/* Why the file itself could not be read (too big, another kind of file), at the field. */}
        {fileError && (
          <p id="sheet-error" className="content-error">
            {fileError}
          </p>
        )}
        <button type="submit" name="intent" value="upload">
          {sw("uploadButton")}
        </button>
      </form>
    </section>
  );
}
