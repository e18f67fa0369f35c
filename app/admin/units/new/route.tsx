import { Link } from "react-router";
import type { Route } from "./+types/route";
import { FormMessage } from "../../frame/FormMessage";
import { adminRouteMeta } from "../../frame/meta";
import { adminPath } from "../../words";
import type { UnitErrors, UnitField as Field } from "../units.server";
import type { UnitsWordKey } from "../words";
import { ConsentField, IndustryOptions, UnitField, UnitPost, useUnitsWords } from "../UnitForm";
import { addUnitAction, loadNewUnit } from "./add.server";
import "../../settings/settings.css";
import "../units.css";

/** Adding delivered units, one or a sheet of many (rules in add.server.ts). */
export const loader = ({ request, context }: Route.LoaderArgs) => loadNewUnit(request, context);

export const meta = adminRouteMeta;

export const action = ({ request, context }: Route.ActionArgs) => addUnitAction(request, context);

/** The form's text fields in order: their length limit, whether required, their hint. */
const TEXT_FIELDS: Partial<
  Record<Field, { max: number; required?: true; hint: UnitsWordKey; list?: string }>
> = {
  product: { max: 40, required: true, hint: "productHint", list: "unit-codes" },
  tag: { max: 80, hint: "tagHint" },
  site: { max: 120, hint: "siteHint" },
  customer: { max: 120, hint: "customerHint" },
  deliveredOn: { max: 10, hint: "deliveredHint" },
  inquiry: { max: 40, hint: "inquiryHint" },
  region: { max: 80, hint: "regionHint" },
  elastomer: { max: 40, hint: "elastomerHint" },
};

export default function NewUnit({ loaderData, actionData }: Route.ComponentProps) {
  const { lang, t } = useUnitsWords();
  const answer = actionData && "errors" in actionData ? actionData : undefined;
  const errors: UnitErrors = answer?.errors ?? {};
  const typed = answer?.typed ?? loaderData.typed;
  const sheet = actionData && "sheet" in actionData ? actionData.sheet : undefined;
  const text = (name: Field) => {
    const { max, required, hint, list } = TEXT_FIELDS[name]!;
    return (
      <UnitField id={`unit-${name}`} label={t(name)} hint={t(hint)} error={errors[name]}>
        {(describedBy, invalid) => (
          <input
            id={`unit-${name}`}
            name={name}
            type={name === "deliveredOn" ? "date" : "text"}
            maxLength={max}
            required={required}
            list={list}
            autoComplete="off"
            defaultValue={typed[name]}
            aria-describedby={describedBy}
            aria-invalid={invalid}
          />
        )}
      </UnitField>
    );
  };

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
          {text("product")}
          <datalist id="unit-codes">
            {loaderData.codes.map((code) => (
              <option key={code} value={code} />
            ))}
          </datalist>
          {text("tag")}
          {text("site")}
          {text("customer")}
          <UnitField id="unit-industry" label={t("industry")} error={errors.industry}>
            {(describedBy, invalid) => (
              <select
                id="unit-industry"
                name="industry"
                required
                defaultValue={typed.industry ?? ""}
                aria-describedby={describedBy}
                aria-invalid={invalid}
              >
                <option value="" disabled>
                  —
                </option>
                <IndustryOptions />
              </select>
            )}
          </UnitField>
          {text("deliveredOn")}
          {text("inquiry")}
          {text("region")}
          {text("elastomer")}
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
