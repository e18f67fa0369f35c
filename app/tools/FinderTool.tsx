import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type FormEvent,
  type ReactNode,
} from "react";
import { LangLink } from "../ui/LangLink";
import { ColumnHeads, TextList } from "../ui/lists";
import { DN_SIZES } from "../content/catalog/sizes";
import { dnInchText, grouped } from "../content/catalog/figures-text";
import type { AnswerTable, FinderAnswer, FinderKey } from "../finder/answer";
import { ANSI_CLASSES, DEFAULT_MARGIN, ISO_FLANGES } from "../finder/inputs";
import { localePath } from "../i18n/lang";
import type { MessageKey } from "../i18n/messages";
import { useLang, useT } from "../i18n/use-lang";
import { goTo, useUrlSearch } from "../site/island-url";
import { readQuery } from "../site/page-query";
import { pages } from "../site/pages";
import { useHydrated } from "../site/use-hydrated";
import { useUrlAnswer } from "../site/url-answer";
import { AddToQuote, CompareToggle } from "../quote/AddToQuote";

/** The chrome's words the finder says beside its own ("finder.*"): its rows' links. */
export const TOOL_WORDS: readonly MessageKey[] = ["nav.addToQuote", "nav.compare"];

/** The finder's own inputs of a URL, in one form (`?kind=valve&dn=150`): what decides the answer. */
export const inputsOf = (url: { pathname: string; search: string }) =>
  readQuery(url.pathname, url.search);

/** The query without empty fields, in the form's order. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
  }
  return params.toString();
}

/**
 * The finders' forms and answers, an island (decision 042): without JavaScript each form is a
 * GET the server answers; awake, a change answers in place, computed in the browser.
 */
export function FinderTool(props: { inputs: string; answer: FinderAnswer }) {
  const lang = useLang();
  const ui = useT();
  const t = (key: FinderKey) => ui(`finder.${key}`);
  const search = useUrlSearch(props.inputs);
  // Hydration renders what the server rendered; then the browser's URL rules.
  const live = useHydrated();
  const inputs = live
    ? inputsOf({ pathname: localePath(lang, pages.finder.path), search })
    : props.inputs;
  const params = new URLSearchParams(inputs);
  const computed = useUrlAnswer(
    { key: props.inputs, answer: props.answer },
    inputs,
    async (query) => {
      const { answerInBrowser } = await import("../finder/finder-client");
      return answerInBrowser(query, lang, t);
    },
  );
  // Until the browser's answer is ready, the last one stays (never an empty flash).
  const answer = computed ?? props.answer;
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const root = useRef<HTMLDivElement>(null);

  const update = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => goTo(`?${queryOf(form)}`, { replace: true }), delay);
  };
  // The island wakes as a visitor enters a field: what was typed or chosen before it woke
  // (no change event reached it) is answered once awake.
  useEffect(() => {
    for (const form of root.current?.querySelectorAll("form") ?? []) {
      const changed = [...form.elements].some((el) =>
        el instanceof HTMLSelectElement
          ? [...el.options].some((option) => option.selected !== option.defaultSelected)
          : el instanceof HTMLInputElement && el.type !== "hidden" && el.value !== el.defaultValue,
      );
      if (changed) update(form, 0);
    }
    // Once, at the wake.
  }, []);
  const formProps = {
    method: "get" as const,
    action: localePath(lang, pages.finder.path),
    onChange: (event: FormEvent<HTMLFormElement>) => {
      const typing = (event.target as HTMLElement).tagName === "INPUT";
      update(event.currentTarget, typing ? 300 : 0);
    },
    onSubmit: (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      update(event.currentTarget, 0);
    },
  };
  // Forms reset to the URL it woke at when that is not the server's (the static export), never
  // while someone types: an island wakes as a visitor enters a field.
  const [wokeAt, setWokeAt] = useState<string | null>(null);
  if (live && wokeAt === null) setWokeAt(inputs);
  const formKey = wokeAt !== null && wokeAt !== props.inputs ? "url" : "served";
  const value = (name: string) => params.get(name) ?? "";
  const results = answer.errors.length === 0 ? answer.kind : "none";
  const none = { value: "", label: t("none") };
  const panel = { t, form: formProps, formKey };
  const answerOf = (kind: FinderAnswer["kind"]) =>
    results === kind && <Answer answer={answer} t={t} />;

  return (
    <div className="container section finder" ref={root}>
      {answer.errors.length > 0 && (
        <div className="finder__errors" role="alert">
          <h2>{t("errorsTitle")}</h2>
          <TextList items={answer.errors} />
        </div>
      )}
      <FinderPanel kind="valve" {...panel} answer={answerOf("valve")}>
        <Choice
          label={t("type")}
          name="type"
          value={value("type") || "any"}
          first={{ value: "any", label: t("any") }}
          options={VALVE_TYPES.map((type) => ({ value: type, label: t(type) }))}
        />
        <Choice
          label={t("dn")}
          name="dn"
          value={value("dn")}
          first={none}
          options={DN_SIZES.map((dn) => ({ value: dn, label: dnInchText(dn)[lang] }))}
        />
        <Measure label={t("pn")} name="pn" mode="numeric" value={value("pn")} />
        <Choice
          label={t("ansiClass")}
          name="class"
          value={value("class")}
          first={none}
          options={ANSI_CLASSES.map((c) => ({ value: c, label: `Class ${c}` }))}
        />
        <Measure label={t("temp")} name="temp" value={value("temp")} />
      </FinderPanel>
      <FinderPanel kind="actuator" {...panel} answer={answerOf("actuator")}>
        <Measure label={t("torque")} name="torque" value={value("torque")} />
        <Field label={t("margin")} name="margin" hint={t("marginNote")}>
          <input
            id="margin"
            name="margin"
            inputMode="decimal"
            aria-describedby="margin-hint"
            defaultValue={params.has("margin") ? value("margin") : String(DEFAULT_MARGIN)}
          />
        </Field>
        <Choice
          label={t("flange")}
          name="flange"
          value={value("flange").toUpperCase()}
          first={none}
          options={ISO_FLANGES.map((f) => ({ value: f, label: f }))}
        />
        <Choice
          label={t("supply")}
          name="supply"
          value={value("supply")}
          first={none}
          options={SUPPLIES.map(([supply, key]) => ({ value: supply, label: t(key) }))}
        />
        <Measure label={t("time")} name="time" value={value("time")} />
      </FinderPanel>
    </div>
  );
}

const VALVE_TYPES = ["butterfly", "ball", "pinch"] as const;
const SUPPLIES = [
  ["1ph", "supply1ph"],
  ["3ph", "supply3ph"],
  ["air", "supplyAir"],
  ["hydraulic", "supplyHydraulic"],
] as const;

/** One finder: its heading, a GET form of its fields (the kind first, the button last), its answer. */
function FinderPanel(props: {
  kind: "valve" | "actuator";
  t: T;
  form: ComponentProps<"form">;
  /** Forms reset to the URL once hydrated (the static export), never while someone types. */
  formKey: string;
  answer: ReactNode;
  children: ReactNode;
}) {
  const { kind, t } = props;
  return (
    <section className="finder__panel" aria-labelledby={`${kind}-finder`}>
      <h2 id={`${kind}-finder`}>{t(`${kind}Title`)}</h2>
      <form key={`${kind}-${props.formKey}`} className="finder__form" {...props.form}>
        <input type="hidden" name="kind" value={kind} />
        {props.children}
        <button className="button" type="submit">
          {t("find")}
        </button>
      </form>
      {props.answer}
    </section>
  );
}

/** A select: the first choice ("any" or "none"), then the others. */
function Choice(props: {
  label: string;
  name: string;
  value: string;
  first: { value: string; label: string };
  options: readonly { value: string | number; label: string }[];
}) {
  return (
    <Field label={props.label} name={props.name}>
      <select id={props.name} name={props.name} defaultValue={props.value}>
        <option value={props.first.value}>{props.first.label}</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A figure typed in: whole numbers or decimals. */
function Measure(props: {
  label: string;
  name: string;
  value: string;
  mode?: "numeric" | "decimal";
}) {
  return (
    <Field label={props.label} name={props.name}>
      <input
        id={props.name}
        name={props.name}
        inputMode={props.mode ?? "decimal"}
        defaultValue={props.value}
      />
    </Field>
  );
}

function Field(props: { label: string; name: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="finder__field">
      <label htmlFor={props.name}>{props.label}</label>
      {props.children}
      {props.hint && (
        <p className="finder__hint" id={`${props.name}-hint`}>
          {props.hint}
        </p>
      )}
    </div>
  );
}

type T = (key: FinderKey) => string;

/** One finder's results: the required torque, the tables, the series to ask about, the inquiry. */
function Answer({ answer, t }: { answer: FinderAnswer; t: T }) {
  const { required } = answer;
  if (answer.kind === "actuator" && !required) return <p className="notice">{t("needTorque")}</p>;
  return (
    <div className="finder__results" aria-live="polite">
      {required && (
        <p className="finder__required">
          {t("required")}: {grouped(required.torque)} N·m × (1 + {required.margin}/100) ={" "}
          <strong>{grouped(required.nm)} N·m</strong>
        </p>
      )}
      <p className="finder__hint">{t("marked")}</p>
      {answer.noMatches && <p className="notice">{t("noMatches")}</p>}
      {answer.tables.map((table) => (
        <ResultsTable key={table.id} table={table} t={t} />
      ))}
      {answer.series.length > 0 && (
        <>
          <h3>{t("series")}</h3>
          <ul className="finder__series">
            {answer.series.map((series) => (
              <li key={series.name}>
                <strong>{series.name}</strong> ({series.codes}): {series.known}
                {series.beyond && <> {t("beyond")}</>}
              </li>
            ))}
          </ul>
        </>
      )}
      {answer.duty && (
        <p className="finder__ask">
          <LangLink className="button" to={`/contact?duty=${encodeURIComponent(answer.duty)}`}>
            {t("askDuty")}
          </LangLink>
        </p>
      )}
    </div>
  );
}

/** A results table: each model with the data row that proves it, the covering figures marked. */
function ResultsTable({ table, t }: { table: AnswerTable; t: T }) {
  return (
    <div className="table-scroll" role="region" aria-labelledby={table.id} tabIndex={0}>
      <table className="data-table finder__table" data-results={table.id}>
        <caption id={table.id}>
          {t(table.caption)} ({table.rows.length})
        </caption>
        <thead>
          <ColumnHeads labels={table.columns.map((column) => t(column))} />
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <LangLink to={row.path}>{row.code}</LangLink> <AddToQuote id={row.id} />{" "}
                <CompareToggle id={row.id} />
              </th>
              {row.cells.map((cell, i) => (
                <td key={i}>
                  {cell.marked ? <mark>{cell.text}</mark> : cell.text}
                  {cell.note && <span className="finder__note"> ({cell.note})</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
