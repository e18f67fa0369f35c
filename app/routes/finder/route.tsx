import { useEffect, useRef, useSyncExternalStore, type FormEvent } from "react";
// Only hooks the rest of the site already uses: the shared framework chunk stays as it is.
import { useLocation, useNavigate, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/route";
import { LangLink } from "../../chrome/LangLink";
import { PageHeader } from "../../chrome/PageHeader";
import { productPath, products } from "../../content/catalog/catalog.server";
import { DN_SIZES, figuresOf, npsOf } from "../../content/catalog/figures";
import {
  flangeText,
  ratingText,
  sizeText,
  tempText,
  timeText,
  torqueText,
} from "../../content/catalog/figures-text";
import type { Localized } from "../../content/schemas";
import {
  ANSI_CLASSES,
  DEFAULT_MARGIN,
  findActuators,
  findValves,
  hasFinderInputs,
  ISO_FLANGES,
  parseFinder,
  supplyName,
  type ActuatorResults,
  type Check,
  type FinderModel,
  type FinderState,
  type Outcome,
  type Results,
} from "../../finder/finder";
import { localePath, requestLang, type Lang } from "../../i18n/lang";
import { pick } from "../../i18n/localized";
import { useLang } from "../../i18n/use-lang";
import { pages } from "../../site/pages";
import { metaFromLoader } from "../../site/meta";
import { pageMeta } from "../../site/seo.server";
import { text, type TextKey } from "./strings";
import { AddToQuote, CompareToggle } from "../../quote/AddToQuote";
import "./finder.css";

export const meta = metaFromLoader;

/**
 * The product finders (docs/architecture.md, Buyer tools). The loader hands the page every valve's
 * and actuator's figures (a few kB); the results are computed from the URL by the view, on the
 * server for a request with inputs and in the browser after every change, and in the static
 * export (which serves this page for any query) from the browser's URL.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = requestLang(request);
  const models: FinderModel[] = products.map((product) => ({
    id: product.id,
    code: product.code,
    name: pick(product.name, lang),
    path: productPath(product),
    figures: figuresOf(product.id),
  }));
  return {
    models,
    query: url.search,
    meta: pageMeta("finder", url, { noindex: hasFinderInputs(url.searchParams) }),
  };
}

/** Inputs change only the query: the page computes; its data stays as it is. */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const noSubscription = () => () => {};
const isLive = () => true;
const isNotLive = () => false;

function useText() {
  const lang = useLang();
  return (key: TextKey) => pick(text[key], lang);
}

/** The query without empty fields, in the form's order. */
function queryOf(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.set(name, value.trim());
  }
  return params.toString();
}

export default function Finder({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useText();
  const location = useLocation();
  // Hydration renders what the server rendered (the loader's query); then the browser's URL
  // rules, which is what makes the static export (one file for every query) compute.
  const live = useSyncExternalStore(noSubscription, isLive, isNotLive);
  const params = new URLSearchParams(live ? location.search : loaderData.query);
  const state = parseFinder(params);
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const update = (form: HTMLFormElement, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      void navigate({ search: `?${queryOf(form)}` }, { replace: true, preventScrollReset: true });
    }, delay);
  };
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
  // Forms reset to the URL once hydrated (the static export), never while someone types.
  const formKey = String(live);
  const value = (name: string) => params.get(name) ?? "";
  const kind = state.kind;
  const title = pick(pages.finder.title, lang);

  return (
    <>
      <PageHeader title={title} crumbs={[{ label: title }]} intro={t("intro")} />
      <div className="container section finder">
        {state.errors.length > 0 && (
          <div className="finder__errors" role="alert">
            <h2>{t("errorsTitle")}</h2>
            <ul>
              {state.errors.map((error) => (
                <li key={error.param}>{pick(error.message, lang)}</li>
              ))}
            </ul>
          </div>
        )}
        <section className="finder__panel" aria-labelledby="valve-finder">
          <h2 id="valve-finder">{t("valveTitle")}</h2>
          <form key={`valve-${formKey}`} className="finder__form" {...formProps}>
            <input type="hidden" name="kind" value="valve" />
            <Field label={t("type")} name="type">
              <select id="type" name="type" defaultValue={value("type") || "any"}>
                <option value="any">{t("any")}</option>
                <option value="butterfly">{t("butterfly")}</option>
                <option value="ball">{t("ball")}</option>
                <option value="pinch">{t("pinch")}</option>
              </select>
            </Field>
            <Field label={t("dn")} name="dn">
              <select id="dn" name="dn" defaultValue={value("dn")}>
                <option value="">{t("none")}</option>
                {DN_SIZES.map((dn) => (
                  <option key={dn} value={dn}>
                    DN{dn} ({npsOf(dn)} in)
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("pn")} name="pn">
              <input id="pn" name="pn" inputMode="numeric" defaultValue={value("pn")} />
            </Field>
            <Field label={t("ansiClass")} name="class">
              <select id="class" name="class" defaultValue={value("class")}>
                <option value="">{t("none")}</option>
                {ANSI_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    Class {c}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("temp")} name="temp">
              <input id="temp" name="temp" inputMode="decimal" defaultValue={value("temp")} />
            </Field>
            <button className="button" type="submit">
              {t("find")}
            </button>
          </form>
          {kind === "valve" && state.errors.length === 0 && (
            <ValveResults
              results={findValves(state.inputs, loaderData.models)}
              state={state}
              lang={lang}
            />
          )}
        </section>
        <section className="finder__panel" aria-labelledby="actuator-finder">
          <h2 id="actuator-finder">{t("actuatorTitle")}</h2>
          <form key={`actuator-${formKey}`} className="finder__form" {...formProps}>
            <input type="hidden" name="kind" value="actuator" />
            <Field label={t("torque")} name="torque">
              <input id="torque" name="torque" inputMode="decimal" defaultValue={value("torque")} />
            </Field>
            <Field label={t("margin")} name="margin" hint={t("marginNote")}>
              <input
                id="margin"
                name="margin"
                inputMode="decimal"
                aria-describedby="margin-hint"
                defaultValue={params.has("margin") ? value("margin") : String(DEFAULT_MARGIN)}
              />
            </Field>
            <Field label={t("flange")} name="flange">
              <select id="flange" name="flange" defaultValue={value("flange").toUpperCase()}>
                <option value="">{t("none")}</option>
                {ISO_FLANGES.map((f) => (
                  <option key={f} value={f}>
                    {f}
                  </option>
                ))}
              </select>
            </Field>
            <Field label={t("supply")} name="supply">
              <select id="supply" name="supply" defaultValue={value("supply")}>
                <option value="">{t("none")}</option>
                <option value="1ph">{t("supply1ph")}</option>
                <option value="3ph">{t("supply3ph")}</option>
                <option value="air">{t("supplyAir")}</option>
                <option value="hydraulic">{t("supplyHydraulic")}</option>
              </select>
            </Field>
            <Field label={t("time")} name="time">
              <input id="time" name="time" inputMode="decimal" defaultValue={value("time")} />
            </Field>
            <button className="button" type="submit">
              {t("find")}
            </button>
          </form>
          {kind === "actuator" &&
            state.errors.length === 0 &&
            (state.inputs.torque === undefined ? (
              <p className="notice">{t("needTorque")}</p>
            ) : (
              <ActuatorResultsView
                results={findActuators(
                  { ...state.inputs, torque: state.inputs.torque },
                  loaderData.models,
                )}
                state={state}
                lang={lang}
              />
            ))}
        </section>
      </div>
    </>
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

const ok = (checks: Check[], input: Check["input"]) =>
  checks.find((c) => c.input === input && c.status === "ok");

/** A figure cell, marked when it is the figure that covers an input. */
function Cell({ check, children, lang }: { check?: Check; children: string; lang: Lang }) {
  return (
    <td>
      {check ? <mark>{children}</mark> : children}
      {check?.note && <span className="finder__note"> ({pick(check.note, lang)})</span>}
    </td>
  );
}

function notes(checks: Check[], status: Check["status"], lang: Lang): string {
  return checks
    .filter((c) => c.status === status && c.note)
    .map((c) => pick(c.note!, lang))
    .join("; ");
}

function ModelCell({ outcome }: { outcome: Outcome }) {
  return (
    <th scope="row">
      <LangLink to={outcome.model.path}>{outcome.model.code}</LangLink>{" "}
      <AddToQuote id={outcome.model.id} /> <CompareToggle id={outcome.model.id} />
    </th>
  );
}

function ValveTable(props: {
  caption: string;
  outcomes: Outcome[];
  lang: Lang;
  extra?: "why" | "unknown";
  id: string;
}) {
  const t = (key: TextKey) => pick(text[key], props.lang);
  const sleeves = props.outcomes.some((o) => o.elastomers);
  if (props.outcomes.length === 0) return null;
  return (
    <div className="table-scroll" role="region" aria-labelledby={props.id} tabIndex={0}>
      <table className="data-table finder__table" data-results={props.id}>
        <caption id={props.id}>
          {props.caption} ({props.outcomes.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("model")}</th>
            <th scope="col">{t("size")}</th>
            <th scope="col">{t("pressure")}</th>
            <th scope="col">{t("temperature")} (°C)</th>
            {sleeves && <th scope="col">{t("sleeves")}</th>}
            {props.extra && <th scope="col">{t(props.extra)}</th>}
          </tr>
        </thead>
        <tbody>
          {props.outcomes.map((outcome) => {
            const figures = outcome.model.figures;
            if (figures.kind !== "valve") return null;
            const { checks } = outcome;
            return (
              <tr key={outcome.model.id}>
                <ModelCell outcome={outcome} />
                <Cell check={ok(checks, "dn")} lang={props.lang}>
                  {pick(sizeText(figures), props.lang)}
                </Cell>
                <Cell check={ok(checks, "pn") ?? ok(checks, "class")} lang={props.lang}>
                  {pick(ratingText(figures), props.lang)}
                </Cell>
                <Cell check={ok(checks, "temp")} lang={props.lang}>
                  {pick(tempText(figures.tempC, "cell"), props.lang)}
                </Cell>
                {sleeves && <td>{outcome.elastomers?.join(", ") || "-"}</td>}
                {props.extra && (
                  <td>{notes(checks, props.extra === "why" ? "miss" : "unknown", props.lang)}</td>
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function AskLink({ duty, lang }: { duty: string; lang: Lang }) {
  return (
    <p className="finder__ask">
      <LangLink className="button" to={`/contact?duty=${encodeURIComponent(duty)}`}>
        {pick(text.askDuty, lang)}
      </LangLink>
    </p>
  );
}

const codes = (outcomes: Outcome[]) => outcomes.map((o) => o.model.code).join(", ") || "-";

function valveDuty(state: Extract<FinderState, { kind: "valve" }>, results: Results, lang: Lang) {
  const i = state.inputs;
  const parts = [
    i.type ? pick(text[i.type], lang) : undefined,
    i.dn !== undefined ? `DN${i.dn}` : undefined,
    i.pn !== undefined ? `PN${i.pn}` : undefined,
    i.ansiClass !== undefined ? `ANSI Class ${i.ansiClass}` : undefined,
    i.temp !== undefined ? `${i.temp} °C` : undefined,
  ].filter(Boolean);
  const l: Localized = {
    ko: `밸브 찾기 조건: ${parts.join(", ")}\n조건 만족 모델: ${codes(results.matches)}\n문의 필요 모델: ${codes(results.askUs)}`,
    en: `Valve finder duty: ${parts.join(", ")}\nModels that cover it: ${codes(results.matches)}\nModels to ask about: ${codes(results.askUs)}`,
  };
  return pick(l, lang);
}

function ValveResults(props: {
  results: Results;
  state: Extract<FinderState, { kind: "valve" }>;
  lang: Lang;
}) {
  const { results, lang } = props;
  const t = (key: TextKey) => pick(text[key], lang);
  return (
    <div className="finder__results" aria-live="polite">
      <p className="finder__hint">{t("marked")}</p>
      {results.matches.length === 0 && <p className="notice">{t("noMatches")}</p>}
      <ValveTable
        caption={t("matches")}
        outcomes={results.matches}
        lang={lang}
        id="valve-matches"
      />
      <ValveTable
        caption={t("askUs")}
        outcomes={results.askUs}
        lang={lang}
        extra="unknown"
        id="valve-ask"
      />
      <ValveTable
        caption={t("close")}
        outcomes={results.close}
        lang={lang}
        extra="why"
        id="valve-close"
      />
      <AskLink duty={valveDuty(props.state, results, lang)} lang={lang} />
    </div>
  );
}

function ActuatorTable(props: {
  caption: string;
  outcomes: Outcome[];
  lang: Lang;
  why?: boolean;
  id: string;
}) {
  const { lang } = props;
  const t = (key: TextKey) => pick(text[key], lang);
  if (props.outcomes.length === 0) return null;
  return (
    <div className="table-scroll" role="region" aria-labelledby={props.id} tabIndex={0}>
      <table className="data-table finder__table" data-results={props.id}>
        <caption id={props.id}>
          {props.caption} ({props.outcomes.length})
        </caption>
        <thead>
          <tr>
            <th scope="col">{t("model")}</th>
            <th scope="col">{t("maxTorque")}</th>
            <th scope="col">{t("marginCol")}</th>
            <th scope="col">{t("outputFlange")}</th>
            <th scope="col">{t("time90")}</th>
            <th scope="col">{t("supply")}</th>
            {props.why && <th scope="col">{t("why")}</th>}
          </tr>
        </thead>
        <tbody>
          {props.outcomes.map((outcome) => {
            const figures = outcome.model.figures;
            if (figures.kind !== "actuator") return null;
            const { checks } = outcome;
            const supplies = [
              figures.supply.singlePhase ? pick(supplyName("1ph"), lang) : undefined,
              figures.supply.threePhase ? pick(supplyName("3ph"), lang) : undefined,
            ].filter(Boolean);
            return (
              <tr key={outcome.model.id}>
                <ModelCell outcome={outcome} />
                <Cell check={ok(checks, "torque")} lang={lang}>
                  {pick(torqueText(figures.maxTorqueNm ?? 0), lang)}
                </Cell>
                <td>{outcome.marginPct} %</td>
                <Cell check={ok(checks, "flange")} lang={lang}>
                  {pick(flangeText(figures), lang)}
                </Cell>
                <Cell check={ok(checks, "time")} lang={lang}>
                  {figures.time90s !== undefined ? pick(timeText(figures.time90s), lang) : "-"}
                </Cell>
                <Cell check={ok(checks, "supply")} lang={lang}>
                  {supplies.join(", ")}
                </Cell>
                {props.why && <td>{notes(checks, "miss", lang)}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function actuatorDuty(
  state: Extract<FinderState, { kind: "actuator" }>,
  results: ActuatorResults,
  lang: Lang,
) {
  const i = state.inputs;
  const parts = [
    `${i.torque} Nm`,
    `+${i.margin} % = ${results.required} Nm`,
    i.flange,
    i.supply ? pick(supplyName(i.supply), lang) : undefined,
    i.time !== undefined ? pick(timeText(i.time), lang) : undefined,
  ].filter(Boolean);
  const series = results.series.map((s) => s.name).join(", ") || "-";
  const l: Localized = {
    ko: `액추에이터 찾기 조건: ${parts.join(", ")}\n조건 만족 모델: ${codes(results.matches)}\n문의 필요 시리즈: ${series}`,
    en: `Actuator finder duty: ${parts.join(", ")}\nModels that cover it: ${codes(results.matches)}\nSeries to ask about: ${series}`,
  };
  return pick(l, lang);
}

function ActuatorResultsView(props: {
  results: ActuatorResults;
  state: Extract<FinderState, { kind: "actuator" }>;
  lang: Lang;
}) {
  const { results, lang, state } = props;
  const t = (key: TextKey) => pick(text[key], lang);
  return (
    <div className="finder__results" aria-live="polite">
      <p className="finder__required">
        {t("required")}: {state.inputs.torque} Nm × (1 + {state.inputs.margin}/100) ={" "}
        <strong>{results.required} Nm</strong>
      </p>
      <p className="finder__hint">{t("marked")}</p>
      {results.matches.length === 0 && <p className="notice">{t("noMatches")}</p>}
      <ActuatorTable
        caption={t("matches")}
        outcomes={results.matches}
        lang={lang}
        id="actuator-matches"
      />
      <ActuatorTable
        caption={t("close")}
        outcomes={results.close}
        lang={lang}
        why
        id="actuator-close"
      />
      {results.series.length > 0 && (
        <>
          <h3>{t("series")}</h3>
          <ul className="finder__series">
            {results.series.map((series) => (
              <li key={series.name}>
                <strong>{series.name}</strong> ({series.models.map((m) => m.code).join(", ")}):{" "}
                {seriesKnown(series.figures, lang)}
                {series.beyond && <> {t("beyond")}</>}
              </li>
            ))}
          </ul>
        </>
      )}
      <AskLink duty={actuatorDuty(state, results, lang)} lang={lang} />
    </div>
  );
}

function seriesKnown(figures: ActuatorResults["series"][number]["figures"], lang: Lang): string {
  const torque = figures.series?.torqueNm;
  const { air, hydraulic } = figures.supply;
  const parts: Localized[] = [];
  if (torque)
    parts.push(
      torque.min !== undefined
        ? {
            ko: `시리즈 토크 ${torque.min.toLocaleString("en-US")}~${torque.max.toLocaleString("en-US")} Nm`,
            en: `series torque ${torque.min.toLocaleString("en-US")} to ${torque.max.toLocaleString("en-US")} Nm`,
          }
        : {
            ko: `시리즈 최대 토크 ${torque.max.toLocaleString("en-US")} Nm`,
            en: `series maximum torque ${torque.max.toLocaleString("en-US")} Nm`,
          },
    );
  if (air)
    parts.push({ ko: `공기 ${air.min}~${air.max} bar`, en: `air ${air.min}-${air.max} bar` });
  if (hydraulic)
    parts.push({
      ko: `유압 ${hydraulic.min}~${hydraulic.max} bar`,
      en: `hydraulic ${hydraulic.min}-${hydraulic.max} bar`,
    });
  parts.push({
    ko: "사이즈별 토크, 플랜지, 동작 시간은 기재되어 있지 않으므로 문의해 주십시오.",
    en: "torque per size, flange and time are not stated: ask us.",
  });
  return parts.map((p) => pick(p, lang)).join(", ");
}
