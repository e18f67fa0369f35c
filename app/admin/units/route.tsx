import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../frame/FormMessage";
import { adminRouteMeta } from "../frame/meta";
import { adminPath } from "../words";
import { loadUnits } from "./list.server";
import { IndustryOptions, useUnitsWords } from "./UnitForm";
import { unitFieldLabel } from "../../../server/units/fields";
import { usePlantsWords } from "../plants/PlantForm";
import "./units.css";

/** Delivered units, found and filtered (rules in list.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadUnits(request, context);

export const meta = adminRouteMeta;

export default function UnitsList({ loaderData }: Route.ComponentProps) {
  const { lang, t } = useUnitsWords();
  const p = usePlantsWords().t;
  const { units, imported, deleted } = loaderData;
  const filtered = Boolean(loaderData.q || loaderData.industry || loaderData.year);
  const more = new URLSearchParams({
    ...(loaderData.q && { q: loaderData.q }),
    ...(loaderData.industry && { industry: loaderData.industry }),
    ...(loaderData.year && { year: String(loaderData.year) }),
    shown: String(loaderData.more),
  });
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      {imported && (
        <FormMessage
          kind="done"
          text={t("imported", {
            count: imported.count,
            first: imported.first,
            last: imported.last,
          })}
        />
      )}
      {imported && imported.made.length + imported.joined.length > 0 && (
        <section className="admin-card" aria-labelledby="units-imported-plants">
          <h2 id="units-imported-plants">
            {p("importPlants", { made: imported.made.length, joined: imported.joined.length })}
          </h2>
          {(["made", "joined"] as const).map(
            (which) =>
              imported[which].length > 0 && (
                <div key={which}>
                  <h3>{p(which === "made" ? "importMade" : "importJoined")}</h3>
                  <ul>
                    {imported[which].map((plant) => (
                      <li key={plant.id}>
                        <Link to={adminPath(lang, `/plants/${plant.id}`)}>{plant.name}</Link>
                      </li>
                    ))}
                  </ul>
                </div>
              ),
          )}
        </section>
      )}
      {deleted && <FormMessage kind="done" text={t("deleted", { serial: deleted })} />}
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
          {unitFieldLabel(lang, "industry")}
          <select name="industry" defaultValue={loaderData.industry ?? ""}>
            <option value="">{t("industryAll")}</option>
            <IndustryOptions />
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
