import { Form, Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../frame/FormMessage";
import { adminRouteMeta } from "../frame/meta";
import { adminPath } from "../words";
import { UnitPost } from "../units/UnitForm";
import { plantFieldsAt } from "../../../server/plants/fields";
import { loadPlants, plantsAction } from "./plants.server";
import { PlantFields, usePlantFieldText, usePlantsWords } from "./PlantForm";
import "../settings/settings.css";
import "../units/units.css";
import "./plants.css";

/** Plants, found by customer or site, with the first grouping's report (plants.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadPlants(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => plantsAction(request, context);

export default function PlantsList({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = usePlantsWords();
  const fieldText = usePlantFieldText();
  const { plants, groupings } = loaderData;
  return (
    <>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <p className="units-actions">
        <Link to={adminPath(lang, "/plants/due")} className="admin-button-link">
          {t("dueLink")}
        </Link>
        <a href="#plant-add">{t("add")}</a>
      </p>
      <Form method="get" className="admin-filter units-filter" role="search">
        <label>
          {t("searchLabel")}
          <input type="search" name="q" defaultValue={loaderData.q} maxLength={100} />
        </label>
        <button type="submit">{t("search")}</button>
      </Form>
      <p role="status">{t("found", { count: plants.length })}</p>
      {plants.length === 0 ? (
        <p>{t(loaderData.total > 0 ? "none" : "empty")}</p>
      ) : (
        <ul className="units-list">
          {plants.map((plant) => (
            <li key={plant.id} className="admin-card">
              <Link to={adminPath(lang, `/plants/${plant.id}`)} className="units-serial">
                {plant.customer} · {plant.site}
              </Link>
              <span className="admin-hint">
                {plantFieldsAt("staff-list")
                  .map((field) => fieldText(field, plant[field]))
                  .filter(Boolean)
                  .join(" · ")}
              </span>
              <span>
                {t("unitsCount", { count: plant.units })}
                {plant.due > 0 && ` · ${t("dueCount", { count: plant.due })}`}
                {plant.overdue > 0 && (
                  <strong className="plants-overdue">
                    {" · "}
                    {t("overdueCount", { count: plant.overdue })}
                  </strong>
                )}
              </span>
            </li>
          ))}
        </ul>
      )}

      {groupings.map((grouping) => (
        <section key={grouping.day} className="admin-card" aria-labelledby="plants-grouped">
          <h2 id="plants-grouped">{t("groupedTitle")}</h2>
          <p>{t("groupedText", { day: grouping.day, plants: grouping.plants.length })}</p>
          {grouping.plants.length > 0 && (
            <details>
              <summary>{t("groupedList")}</summary>
              <ul>
                {grouping.plants.map((plant) => (
                  <li key={`${plant.customer}\u0000${plant.site}`}>
                    {t("groupedRow", {
                      customer: plant.customer || "—",
                      site: plant.site || "—",
                      count: plant.units,
                    })}
                  </li>
                ))}
              </ul>
            </details>
          )}
          {grouping.left > 0 && <p>{t("groupedLeft", { count: grouping.left })}</p>}
        </section>
      ))}

      <section className="admin-card" id="plant-add" aria-labelledby="plant-add-title">
        <h2 id="plant-add-title">{t("add")}</h2>
        <p className="admin-hint">{t("addIntro")}</p>
        {actionData && <FormMessage text={t("errors")} />}
        <UnitPost intent="add" submit={t("addSave")}>
          <PlantFields
            typed={actionData?.typed ?? {}}
            errors={actionData?.errors ?? {}}
            prefix="plant-add"
          />
        </UnitPost>
      </section>
    </>
  );
}
