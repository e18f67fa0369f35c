import { Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { adminPath } from "../../words";
import type { UnitErrors } from "../units.server";
import { ConsentField, UnitField, UnitFields, UnitPost, useUnitsWords } from "../UnitForm";
import { addUnitAction, loadNewUnit } from "./add.server";
import { usePlantsWords } from "../../plants/PlantForm";
import "../../settings/settings.css";
import "../units.css";

/** Adding delivered units, one or a sheet of many (rules in add.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadNewUnit(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => addUnitAction(request, context);

export default function NewUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useUnitsWords();
  const p = usePlantsWords().t;
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  const errors: UnitErrors = answer?.errors ?? {};
  const typed = answer?.typed ?? loaderData.typed;
  const sheet = actionData && "sheet" in actionData ? actionData.sheet : undefined;

  return (
    <>
      <p>
        <Link to={adminPath(lang, "/units")}>{t("back")}</Link>
      </p>
      <h1>{t("newTitle")}</h1>
      <p>{t("newIntro")}</p>
      {answer && <FormMessage text={t("errors")} />}
      <section className="admin-card" aria-labelledby="unit-one">
        <h2 id="unit-one">{t("add")}</h2>
        <UnitPost intent="add" submit={t("save")}>
          <UnitFields typed={typed} errors={errors} codes={loaderData.codes} />
          <UnitField id="unit-plant" label={p("plantOf")} hint={p("plantAutoHint")}>
            {(describedBy) => (
              <select
                id="unit-plant"
                name="plant"
                defaultValue={answer?.plant ?? ""}
                aria-describedby={describedBy}
              >
                <option value="">{p("plantAuto")}</option>
                {loaderData.plants.map((plant) => (
                  <option key={plant.id} value={plant.id}>
                    {plant.name}
                  </option>
                ))}
                <option value="none">{p("moveNone")}</option>
              </select>
            )}
          </UnitField>
          <ConsentField checked={typed.consent === "on"} />
        </UnitPost>
      </section>

      <section className="admin-card" id="units-sheet" aria-labelledby="units-sheet-title">
        <h2 id="units-sheet-title">{t("sheetTitle")}</h2>
        <p>{t("sheetIntro")}</p>
        <p>
          <a href={adminPath(lang, "/units/template.xlsx")} download>
            {t("template")}
          </a>
        </p>
        {sheet && (
          <div className="admin-message admin-message-error" role="alert">
            <p>{t("sheetRefused")}</p>
            <ul>
              {sheet.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </div>
        )}
        <UnitPost intent="sheet" submit={t("upload")} files>
          <UnitField id="units-file" label={t("sheetFile")}>
            <input
              id="units-file"
              name="file"
              type="file"
              required
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            />
          </UnitField>
        </UnitPost>
      </section>
    </>
  );
}
