import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../frame/FormMessage";
import { adminPageMeta, adminRouteMeta } from "../frame/meta";
import { useWords } from "../frame/use-admin";
import { requireStaff } from "../guard.server";
import { adminPath, requestAdminLang } from "../words";
import { INDUSTRIES, type Industry } from "../../../server/units/kinds";
import { unitsPart } from "./units.server";
import { unitsWord, type UnitsWordKey } from "./words";
import "./units.css";

const PAGE = 50;

/**
 * Delivered units (decision 033): found by serial, tag, site or customer, by industry and year;
 * newest first, 50 at a time. A plain GET form, so a search is a link staff can share.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  requireStaff(request, context);
  const lang = requestAdminLang(request);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").slice(0, 100);
  const industry = INDUSTRIES.find((key) => key === params.get("industry")) as Industry | undefined;
  const year = /^\d{4}$/.test(params.get("year") ?? "") ? Number(params.get("year")) : undefined;
  const shown = Math.min(Math.max(Number(params.get("shown")) || PAGE, PAGE), 2000);
  const { store } = unitsPart(context);
  const { units, total } = store.list({ search: q, industry, year, limit: shown });
  const done = params.get("done");
  return {
    meta: adminPageMeta(lang, unitsWord(lang, "title")),
    q,
    industry,
    year,
    years: store.years(),
    total,
    shown,
    units: units.map((unit) => ({
      serial: unit.serial,
      productCode: unit.productCode,
      tag: unit.tag,
      site: unit.site,
      customer: unit.customer,
      industry: unit.industry,
      deliveredOn: unit.deliveredOn,
    })),
    imported:
      done === "imported"
        ? {
            count: Number(params.get("count")) || 0,
            first: (params.get("first") ?? "").slice(0, 13),
            last: (params.get("last") ?? "").slice(0, 13),
          }
        : undefined,
  };
}

export const meta = adminRouteMeta;

export default function UnitsList({ loaderData }: Route.ComponentProps) {
  const { lang } = useWords();
  const t = (key: UnitsWordKey, vars?: Record<string, string | number>) =>
    unitsWord(lang, key, vars);
  const { units, imported } = loaderData;
  const filtered = Boolean(loaderData.q || loaderData.industry || loaderData.year);
  const more = new URLSearchParams({
    ...(loaderData.q && { q: loaderData.q }),
    ...(loaderData.industry && { industry: loaderData.industry }),
    ...(loaderData.year && { year: String(loaderData.year) }),
    shown: String(loaderData.shown + PAGE),
  });
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {imported && <FormMessage kind="done" text={t("imported", imported)} />}
      <p className="units-actions">
        <Link to={adminPath(lang, "/units/new")} className="admin-button-link">
          {t("add")}
        </Link>
        <Link to={`${adminPath(lang, "/units/new")}#units-sheet`}>{t("addMany")}</Link>
      </p>
      <Form method="get" className="admin-filter units-filter" role="search">
        <label>
          {t("searchLabel")}
          <input type="search" name="q" defaultValue={loaderData.q} maxLength={100} />
        </label>
        <label>
          {t("industry")}
          <select name="industry" defaultValue={loaderData.industry ?? ""}>
            <option value="">{t("industryAll")}</option>
            {INDUSTRIES.map((key) => (
              <option key={key} value={key}>
                {t(`industry.${key}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t("year")}
          <select name="year" defaultValue={loaderData.year ?? ""}>
            <option value="">{t("yearAll")}</option>
            {loaderData.years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{t("search")}</button>
      </Form>
      <p role="status">{t("found", { count: loaderData.total })}</p>
      {units.length === 0 ? (
        <p>{t(filtered ? "none" : "empty")}</p>
      ) : (
        <ul className="units-list">
          {units.map((unit) => (
            <li key={unit.serial} className="admin-card">
              <Link to={adminPath(lang, `/units/${unit.serial}`)} className="units-serial">
                {unit.serial}
              </Link>
              <span>
                {unit.productCode}
                {unit.tag && ` · ${unit.tag}`}
              </span>
              <span>{[unit.customer, unit.site].filter(Boolean).join(" · ")}</span>
              <span className="admin-hint">
                {t(`industry.${unit.industry}`)}
                {unit.deliveredOn && ` · ${unit.deliveredOn}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      {loaderData.total > units.length && (
        <p>
          <Link to={`${adminPath(lang, "/units")}?${more.toString()}`}>{t("more")}</Link>
        </p>
      )}
    </>
  );
}
